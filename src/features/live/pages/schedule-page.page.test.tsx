import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { bookings, eveningOn, liveModes, schedulePage } from '../../../testing/fixtures/live';
import { member } from '../../../testing/fixtures/shell';
import { PHONE, renderPage, type PageTest } from '../../../testing/render-page';
import { addDays, todayIn } from '../../../../contracts/day-strip';
import { vi } from '../../../../locales/index.ts';

/** The visitor's today (Vietnam): the page opens on it, and the fixtures' evening is on it. */
const TODAY = todayIn('Asia/Ho_Chi_Minh');
const TOMORROW = addDays(TODAY, 1);

function scheduleApi(): FakeApi {
  return new FakeApi()
    .answer('GET live/api/schedule-mode/list', ({ language }) => liveModes(language))
    .answer('GET live/api/schedule/liveSchedule', ({ query, language }) => schedulePage(query, language, eveningOn(TODAY)));
}

const rows = () => within(screen.getByTestId('schedule-content')).queryAllByTestId('schedule-row');
const shownIds = () => rows().map((r) => Number(r.getAttribute('data-id')));
const tabs = () => screen.getByRole('navigation', { name: 'Lọc theo môn' });
/** The tab of the page ('page'), or of the section the page belongs to ('true'): its name and aria-current. */
const currentTab = () => {
  const tab = within(tabs()).getAllByRole('link').find((a) => a.hasAttribute('aria-current'));
  return tab ? `${tab.textContent} (${tab.getAttribute('aria-current')})` : null;
};

/** The day the schedule asked the API for last. */
const askedDay = (test: PageTest) => test.api.calls('GET live/api/schedule/liveSchedule').at(-1)!.query.get('date');

/** The schedule shows its rows for the day (the content is no longer busy). */
async function rowsShown(page: PageTest): Promise<void> {
  await page.ready();
  await waitFor(() => expect(screen.getByTestId('schedule-content').getAttribute('data-state')).toBe('ready'));
}

// The page's module is loaded once before the tests, as the router loads it on a first visit: each
// test's time is then its own.
beforeAll(() => import('./schedule-page'));

describe('the live schedule', () => {
  // Today's evening, as the schedule view shows it (what ended is on the broadcast view).
  const tabsAndRows: Array<[open: () => Promise<PageTest>, heading: string, tab: string, ids: number[]]> = [
    // The schedule's landing belongs to the "All" tab.
    [() => renderPage('/lich-truc-tiep', { api: scheduleApi() }), 'Lịch trực tiếp', 'Tất cả (true)', [9001, 9002, 9006, 9101, 9102, 9007, 9003, 9004]],
    [() => renderPage('/lich-truc-tiep/tat-ca', { api: scheduleApi() }), 'Tất cả lịch trực tiếp', 'Tất cả (page)', [9001, 9002, 9006, 9101, 9102, 9007, 9003, 9004]],
    // Football: with its rows' details, in each language below.
    [() => renderPage('/lich-truc-tiep/the-thao/bong-ro', { api: scheduleApi() }), 'Lịch trực tiếp bóng rổ', 'Bóng rổ (page)', [9006]],
    [() => renderPage('/lich-truc-tiep/tro-choi/dua-bi', { api: scheduleApi() }), 'Lịch trực tiếp đua bi', 'Đua bi (page)', [9101]],
    [() => renderPage('/lich-truc-tiep/casino', { api: scheduleApi() }), 'Lịch trực tiếp casino', 'Casino (page)', [9102]],
    [() => renderPage('/lich-truc-tiep/esport', { api: scheduleApi() }), 'Lịch trực tiếp esport', 'Esport (page)', [9007]],
  ];
  for (const [open, heading, tab, ids] of tabsAndRows) {
    it(`shows ${heading}: its own rows, with its tab current`, async () => {
      const page = await open();
      await rowsShown(page);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect(currentTab()).toBe(tab);
      expect(shownIds()).toEqual(ids);
    });
  }

  for (const [locale, heading, league, home, away, viewers] of [
    ['vi', 'Lịch trực tiếp bóng đá', 'V.League 1', 'Hà Nội FC', 'Hải Phòng', '12.5K người xem'],
    ['en', 'Football streams', 'Premier League', 'Hanoi FC', 'Hai Phong', '12.5K watching'],
    ['zh', '足球直播', '英格蘭超級聯賽', '河內FC', '海防', '12.5K 人觀看'],
  ] as const) {
    it(`shows the teams, leagues, hosts and audience of the day in ${locale}`, async () => {
      const page = await renderPage('/lich-truc-tiep/the-thao/bong-da', { api: scheduleApi(), locale });
      await rowsShown(page);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      const groups = screen.getAllByTestId('schedule-group').map((g) => within(g).getByRole('heading', { level: 2 }).textContent);
      expect(groups).toContain(league);
      const live = rows()[0]!;
      expect(within(live).getByTestId('schedule-row-link').textContent).toBe(`${home}2${away}1`);
      expect(within(live).getByTestId('schedule-row-link').getAttribute('href')).toBe('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-100001');
      expect(within(live).getByTestId('schedule-row-hosts').textContent).toContain('BLV Quang Huy');
      expect(within(live).getByTestId('schedule-row-viewers').textContent).toBe(viewers);
      // A coming fixture: its kickoff, bookable, no audience.
      const coming = rows().find((r) => r.getAttribute('data-id') === '9003')!;
      expect(within(coming).getByRole('time').textContent).toBe('22:00');
      expect(within(coming).getByTestId('book-host')).toBeTruthy();
      expect(within(coming).queryByTestId('schedule-row-viewers')).toBeNull();
      expect(shownIds()).toEqual([9001, 9002, 9003, 9004]);
      if (locale === 'vi') expect(currentTab()).toBe('Bóng đá (page)');
    });
  }

  it('moves between days from the keyboard, keeps the day in the address, and shows what ended on the broadcast view (nothing yet tomorrow, one match today)', async () => {
    const page = await renderPage('/lich-truc-tiep', { api: scheduleApi(), width: PHONE });
    await rowsShown(page);
    const strip = screen.getByTestId('day-strip');
    expect(within(strip).getAllByRole('link')).toHaveLength(7);
    const today = strip.querySelector('[aria-current=date]') as HTMLElement;
    expect(today.getAttribute('data-day')).toBe(TODAY);
    expect(strip.querySelector(`[data-day="${addDays(TODAY, -1)}"]`)!.textContent).toContain('Hôm qua');
    // The live count beside the views is that of today's list (the site's 12 is not what the list shows).
    const liveRows = screen.getAllByTestId('schedule-row').filter((row) => row.getAttribute('data-status') === '2');
    expect(liveRows.length).toBeGreaterThan(0);
    expect(screen.getByTestId('live-count').textContent).toBe(`${liveRows.length} trận đang trực tiếp`);

    // → then Enter: tomorrow, where nothing has started.
    today.focus();
    await page.user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-day')).toBe(TOMORROW);
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe(`?ngay=${TOMORROW}`));
    await waitFor(() => expect(screen.getByTestId('schedule').getAttribute('data-day')).toBe(TOMORROW));
    await rowsShown(page);
    expect(strip.querySelector('[aria-current=date]')!.getAttribute('data-day')).toBe(TOMORROW);
    expect(shownIds()).toEqual([9005, 9001, 9002, 9006, 9101, 9102, 9007, 9003, 9004]);
    expect(rows().every((r) => r.getAttribute('data-status') === '1')).toBe(true);
    expect(page.api.calls('GET live/api/schedule/liveSchedule').at(-1)!.query.get('date')).toBe(TOMORROW);

    // The broadcast view of the same day: nothing of tomorrow has ended yet.
    await page.user.click(within(screen.getByTestId('schedule-views')).getByRole('button', { name: 'Đã phát' }));
    await waitFor(() => expect(screen.getByTestId('schedule').getAttribute('data-view')).toBe('broadcast'));
    await rowsShown(page);
    expect(window.location.search).toContain('xem=da-phat');
    expect(within(screen.getByTestId('schedule-views')).getByRole('button', { pressed: true }).getAttribute('data-view')).toBe('broadcast');
    expect(screen.getByTestId('schedule').getAttribute('data-day')).toBe(TOMORROW);
    expect(screen.getByTestId('schedule-empty').textContent).toContain('Chưa có buổi phát sóng nào kết thúc trong ngày này');

    // Today on the broadcast view: the one match that ended this evening.
    await page.user.click(strip.querySelector(`[data-day="${TODAY}"]`)!);
    await waitFor(() => expect(screen.getByTestId('schedule').getAttribute('data-day')).toBe(TODAY));
    await rowsShown(page);
    expect(shownIds()).toEqual([9005]);
    expect(within(rows()[0]!).getByTestId('schedule-row-link').textContent).toBe('Hoàng Anh Gia Lai1Thể Công Viettel3');
  });

  it('opens on the day and view the address names, and falls back to today on a bad one', async () => {
    // A day in the address (as after a reload): that day's rows.
    const tomorrow = await renderPage(`/lich-truc-tiep?ngay=${TOMORROW}`, { api: scheduleApi() });
    await rowsShown(tomorrow);
    expect(screen.getByTestId('day-strip').querySelector('[aria-current=date]')!.getAttribute('data-day')).toBe(TOMORROW);
    expect(askedDay(tomorrow)).toBe(TOMORROW);
    tomorrow.unmount();

    // Three days ago on the broadcast view: everything of that evening ended, the latest first.
    const past = addDays(TODAY, -3);
    const broadcast = await renderPage(`/lich-truc-tiep?ngay=${past}&xem=da-phat`, { api: scheduleApi() });
    await rowsShown(broadcast);
    expect(within(screen.getByTestId('schedule-views')).getByRole('button', { pressed: true }).getAttribute('data-view')).toBe('broadcast');
    expect(within(screen.getByTestId('day-strip')).getAllByRole('link')[0]!.getAttribute('data-day')).toBe(addDays(TODAY, -5));
    expect(shownIds()).toEqual([9004, 9003, 9007, 9102, 9101, 9006, 9002, 9001, 9005]);
    expect(rows().every((r) => r.getAttribute('data-status') === '3')).toBe(true);
    expect(within(rows().at(-1)!).getByTestId('schedule-row-link').textContent).toBe('Hoàng Anh Gia Lai1Thể Công Viettel3');
    broadcast.unmount();

    const bad = await renderPage('/lich-truc-tiep?ngay=2026-02-30&xem=khong-ro', { api: scheduleApi() });
    await rowsShown(bad);
    expect(screen.getByTestId('schedule').getAttribute('data-day')).toBe(TODAY);
    expect(screen.getByTestId('schedule').getAttribute('data-view')).toBe('schedule');
    expect(screen.queryByTestId('load-failed')).toBeNull();
  });

  it('lists one esport game’s rows under the game filter', async () => {
    const page = await renderPage('/lich-truc-tiep/esport/giai-esports-vo-dich-quoc-gia', { api: scheduleApi() });
    await rowsShown(page);
    // The game's name from the data, not from the address.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Giải Esports Vô địch Quốc gia');
    await waitFor(() => expect(document.title).toBe(`Giải Esports Vô địch Quốc gia – ${vi['route.scheduleEsportGame']} | ${vi['app.name']}`));
    // The Esport tab stays marked as the section of this page.
    expect(within(tabs()).getByRole('link', { name: 'Esport' }).getAttribute('aria-current')).toBe('true');
    const games = screen.getByTestId('esport-games');
    expect(within(games).getByRole('link', { name: 'Giải Esports Vô địch Quốc gia' }).getAttribute('aria-current')).toBe('page');
    expect(within(games).getByRole('link', { name: 'Tất cả game' }).getAttribute('href')).toBe('/lich-truc-tiep/esport');
    expect(shownIds()).toEqual([9007]);
  });

  it('shows busy rows while the day loads, says a failed day failed with a retry, and says when a day has nothing', async () => {
    const api = scheduleApi();
    const held = api.hold('GET live/api/schedule/liveSchedule');
    const page = await renderPage('/lich-truc-tiep/the-thao/bong-ro', { api });
    const content = await screen.findByTestId('schedule-content');
    await waitFor(() => expect(content.getAttribute('aria-busy')).toBe('true'));
    expect(within(content).getByTestId('section-loading')).toBeTruthy();
    api.fail('GET live/api/schedule/liveSchedule', 500, 'Lỗi máy chủ');
    held.release();

    const failed = await within(content).findByTestId('load-failed', {}, { timeout: 3_000 });
    expect(failed.textContent).toContain('Không tải được dữ liệu');
    expect(failed.textContent).toContain('Lỗi máy chủ');
    // Basketball has nothing tonight.
    api.answer('GET live/api/schedule/liveSchedule', { list: [], total: 0, pageNum: 1, pageSize: 200 });
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    const empty = await within(content).findByTestId('schedule-empty', {}, { timeout: 3_000 });
    expect(empty.textContent).toContain('Không có lịch phát sóng nào trong ngày này');
    expect(within(empty).getByRole('link', { name: 'Xem các buổi đã phát' }).getAttribute('href')).toBe('/lich-truc-tiep/the-thao/bong-ro?xem=da-phat');
  });

  it('asks a guest to log in to book a commentator or to see their bookings', async () => {
    const page = await renderPage('/lich-truc-tiep/the-thao/bong-da', { api: scheduleApi() });
    await rowsShown(page);
    const coming = rows().find((r) => r.hasAttribute('data-bookable'))!;
    await page.user.click(within(coming).getByTestId('book-host'));
    expect(await screen.findByTestId('login-form', {}, { timeout: 3_000 })).toBeTruthy();
    expect(screen.queryByTestId('booking-dialog')).toBeNull();
    page.unmount();

    const booked = await renderPage('/lich-truc-tiep/dat-lich-cua-ban', { api: scheduleApi() });
    await booked.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lịch đã đặt của bạn');
    expect(currentTab()).toBe('Đã đặt lịch (page)');
    const guest = screen.getByTestId('booking-list-guest');
    expect(guest.textContent).toContain('Đăng nhập để xem lịch đã đặt');
    await booked.user.click(within(guest).getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByTestId('login-form', {}, { timeout: 3_000 })).toBeTruthy();
  });

  it('lists a member’s bookings with their hosts and matches', async () => {
    const api = scheduleApi().answer('GET live/api/user/booking/booking-list', ({ language }) => bookings(TOMORROW, language));
    const page = await renderPage('/lich-truc-tiep/dat-lich-cua-ban', { api, member: member() });
    await page.ready();
    const list = await screen.findByTestId('booking-list');
    await waitFor(() => expect(list.getAttribute('data-state')).toBe('ready'));
    expect(list.textContent).toContain('2 lịch đã đặt');
    const cards = within(list).getAllByTestId('booking');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Đại chiến London', 'Liverpool – Man City đêm nay']);
    expect(cards.map((c) => within(c).getByTestId('booking-host-name').textContent)).toEqual(['BLV Bảo Lâm', 'BLV Quang Huy']);
    expect(cards[0]!.textContent).toContain('Arsenal');
    expect(cards[0]!.textContent).toContain('Chelsea');
    expect(within(cards[0]!).getByRole('link', { name: 'Vào phòng' }).getAttribute('href')).toBe('/truc-tiep/the-thao/bong-da/arsenal-chelsea-100003');
  });
});
