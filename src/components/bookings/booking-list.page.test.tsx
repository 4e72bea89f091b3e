import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../testing/fake-api';
import { memberShell } from '../../testing/fixtures/account';
import { bookings, MATCHES, matchRow } from '../../testing/fixtures/live';
import { member } from '../../testing/fixtures/shell';
import { renderPage } from '../../testing/render-page';
import { todayIn } from '../../../contracts/day-strip';
import type { Locale } from '../../../contracts/constants';
import type { Page } from '../../../contracts/schemas/common';
import type { Booking } from '../../../contracts/schemas/live';

// The one list of the member's bookings, as both pages that show it draw it.

const LIST = 'GET live/api/user/booking/booking-list';
const TODAY = todayIn('Asia/Ho_Chi_Minh');

/** One booking each of a live match, a coming one, an ended one and one whose match is gone. */
function fourBookings(language: Locale = 'vi'): Page<Booking> {
  const [coming, other] = bookings(TODAY, language).list as [Booking, Booking];
  const list: Booking[] = [
    { ...other, id: 11, name: 'Derby thủ đô', fixtureId: MATCHES.haNoiHaiPhong.staticId, fixture: matchRow(MATCHES.haNoiHaiPhong, TODAY, language) },
    coming,
    { ...other, id: 13, name: 'Phố Núi gặp Thể Công', fixtureId: MATCHES.haglViettel.staticId, fixture: matchRow(MATCHES.haglViettel, TODAY, language) },
    { ...other, id: 14, name: 'Trận đã rời lịch', fixtureId: 88_000, fixture: null },
  ];
  return { list, total: list.length, pageNum: 1, pageSize: 20 };
}

const bookingsApi = (answer: Page<Booking> | ((language: Locale) => Page<Booking>)) =>
  memberShell(new FakeApi()).answer(LIST, ({ language }) => (typeof answer === 'function' ? answer(language as Locale) : answer));

const list = () => screen.getByTestId('booking-list');
const cards = () => within(list()).getAllByTestId('booking');

async function shown(): Promise<void> {
  await waitFor(() => expect(list().getAttribute('data-state')).toBe('ready'), { timeout: 3_000 });
}

describe('the member’s bookings', () => {
  it('shows each booking with its status, match, host and a way into the room while there is one', async () => {
    for (const address of ['/tai-khoan/lich-dat', '/lich-truc-tiep/dat-lich-cua-ban'] as const) {
      const page = await renderPage(address, { api: bookingsApi(fourBookings), member: member() });
      await page.ready();
      await shown();
      expect(list().textContent, address).toContain('4 lịch đã đặt');
      const [live, coming, ended, gone] = cards() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
      expect(cards().map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Derby thủ đô', 'Đại chiến London', 'Phố Núi gặp Thể Công', 'Trận đã rời lịch']);
      expect(within(live).getByTestId('match-status').textContent).toBe("Trực tiếp 67'");
      expect(live.textContent).toContain('2-1');
      expect(within(live).getByRole('link', { name: 'Xem trực tiếp' }).getAttribute('href')).toMatch(/^\/truc-tiep\/the-thao\/bong-da\//);
      expect(within(coming).getByTestId('match-status').textContent).toBe('Sắp diễn ra');
      expect(within(coming).getByRole('link', { name: 'Vào phòng' }).getAttribute('href')).toBe('/truc-tiep/the-thao/bong-da/arsenal-chelsea-100003');
      expect(within(coming).getByTestId('booking-host-name').textContent).toBe('BLV Bảo Lâm');
      expect(within(ended).getByTestId('match-status').textContent).toBe('Kết thúc');
      expect(within(ended).queryByRole('link')).toBeNull();
      expect(gone.textContent).toContain('Không còn thông tin trận đấu');
      expect(within(gone).queryByRole('link')).toBeNull();
      page.unmount();
    }
  }, 20_000);

  it('shows the skeleton while loading, a failure with its retry, and an empty list with the way to the schedule', async () => {
    const api = bookingsApi(fourBookings);
    const held = api.hold(LIST);
    const page = await renderPage('/tai-khoan/lich-dat', { api, member: member() });
    await waitFor(() => expect(list().getAttribute('data-state')).toBe('loading'));
    expect(screen.queryAllByTestId('booking')).toHaveLength(0);
    held.release();
    await shown();
    expect(cards()).toHaveLength(4);
    page.unmount();

    const failing = bookingsApi(fourBookings).fail(LIST, 500);
    const again = await renderPage('/lich-truc-tiep/dat-lich-cua-ban', { api: failing, member: member() });
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 3_000 });
    failing.answer(LIST, { list: [], total: 0, pageNum: 1, pageSize: 20 });
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    const empty = await screen.findByTestId('booking-list-empty', {}, { timeout: 3_000 });
    expect(empty.textContent).toContain('Bạn chưa đặt lịch BLV nào');
    expect(within(empty).getByRole('link', { name: 'Lịch trực tiếp' }).getAttribute('href')).toBe('/lich-truc-tiep');
  }, 20_000);

  it('turns the page when there are more bookings than one page holds', async () => {
    const first = fourBookings();
    const api = bookingsApi({ ...first, total: 24 });
    const page = await renderPage('/tai-khoan/lich-dat', { api, member: member() });
    await page.ready();
    await shown();
    const pager = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(pager.textContent).toContain('Trang 1/2');
    api.answer(LIST, { list: first.list.slice(0, 1), total: 24, pageNum: 2, pageSize: 20 });
    await page.user.click(within(pager).getByRole('button', { name: 'Sau' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(api.calls(LIST).at(-1)!.query.get('pageNum')).toBe('2');
    expect(screen.getByRole('navigation', { name: 'Phân trang' }).textContent).toContain('Trang 2/2');
  }, 20_000);

  it('speaks English and Chinese', async () => {
    const en = await renderPage('/tai-khoan/lich-dat', { api: bookingsApi(fourBookings), member: member(), locale: 'en' });
    await en.ready();
    await shown();
    expect(list().textContent).toContain('4 bookings');
    expect(within(cards()[0]!).getByRole('link', { name: 'Watch live' })).toBeTruthy();
    expect(within(cards()[1]!).getByRole('link', { name: 'Open room' })).toBeTruthy();
    expect(cards()[3]!.textContent).toContain('The match is no longer listed');
    en.unmount();
    const zh = await renderPage('/lich-truc-tiep/dat-lich-cua-ban', { api: bookingsApi(fourBookings), member: member(), locale: 'zh' });
    await zh.ready();
    await shown();
    expect(list().textContent).toContain('共 4 筆預約');
    expect(within(cards()[1]!).getByRole('link', { name: '進入直播間' })).toBeTruthy();
    expect(cards()[1]!.textContent).toContain('主播');
  }, 20_000);
});
