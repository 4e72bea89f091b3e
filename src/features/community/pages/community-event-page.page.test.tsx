import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { memberShell } from '../../../testing/fixtures/account';
import { eventDetail, person } from '../../../testing/fixtures/community';
import { member } from '../../../testing/fixtures/shell';
import { renderPage } from '../../../testing/render-page';

// A loaded 2-core machine draws a page in a second or more: wait for what it shows as long as ready() does.

const EVENT = 'GET other/api/community/events/71';
const RSVP = 'PUT other/api/community/events/71/rsvp';

function eventApi(): FakeApi {
  return memberShell(new FakeApi())
    .answer(EVENT, eventDetail(0))
    .answer(RSVP, { eventId: 71, status: 'going', goingCount: 47, interestedCount: 120 });
}

const TITLE = 'Xem chung Hà Nội FC – Thép Xanh Nam Định tại Góc Khán Đài';

describe('an event of the board', () => {
  it('shows the event from the data in each language: title, place, group, host, who comes', async () => {
    for (const [locale, heading, status, attendees] of [
      ['vi', TITLE, 'Sắp diễn ra', 'Người tham gia và quan tâm (166)'],
      ['en', TITLE, 'Upcoming', 'Going and interested (166)'],
      ['zh', TITLE, '即將舉行', '166'],
    ] as const) {
      const page = await renderPage('/bang-ton/su-kien/71', { api: eventApi(), locale });
      await page.ready();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      const detail = screen.getByTestId('event-detail');
      // The title is in the page's heading, said once.
      expect(screen.getAllByRole('heading').filter((h) => h.textContent?.includes(TITLE))).toEqual([screen.getByRole('heading', { level: 1 })]);
      expect(detail.textContent).toContain(status);
      expect(within(detail).getByRole('link', { name: 'Sân vận động Hàng Đẫy' }).getAttribute('href')).toBe('/bang-ton/vi-tri/11');
      expect(within(detail).getByRole('link', { name: 'Hội CĐV Hà Nội FC' }).getAttribute('href')).toBe('/bang-ton/nhom/31');
      expect(within(detail).getByTestId('event-going-count').textContent).toBe('46');
      expect(within(detail).getByTestId('person-name').textContent).toBe('Quân Sông Lam');
      expect(screen.getByRole('heading', { name: new RegExp(attendees.replace(/[()]/g, '\\$&')) })).toBeTruthy();
      page.unmount();
    }
  }, 20_000);

  it('shows the first 12 who come and counts the rest; hashtags in the description lead to the posts that carry them', async () => {
    const attendees = Array.from({ length: 12 }, (_, i) => person(i + 1));
    const description = 'Tập trung trước cổng B lúc 18:00. #HaNoiFC #CổVũ, mặc áo tím';
    const api = eventApi().answer(EVENT, eventDetail(0, { attendees, goingCount: 20, interestedCount: 11, description }));
    const page = await renderPage('/bang-ton/su-kien/71', { api });
    await page.ready();
    const faces = screen.getByTestId('event-attendees');
    expect(within(faces).getAllByRole('link')).toHaveLength(12);
    const more = within(faces).getByTestId('event-attendees-more');
    expect(more.textContent).toBe('+19');
    expect(more.getAttribute('aria-label')).toBe('và 19 người khác');
    const text = screen.getByTestId('event-description');
    expect(text.textContent).toBe(description);
    expect(within(text).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['#HaNoiFC', '/bang-ton/tim-kiem?q=%23HaNoiFC'],
      ['#CổVũ', `/bang-ton/tim-kiem?q=${encodeURIComponent('#CổVũ')}`],
    ]);
    page.unmount();
  }, 20_000);

  it('loads, fails with a retry, and says when the event does not exist', async () => {
    const api = eventApi();
    const held = api.hold(EVENT);
    const page = await renderPage('/bang-ton/su-kien/71', { api });
    expect((await screen.findByTestId('event-page')).getAttribute('data-state')).toBe('loading');
    held.release();
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(TITLE);
    page.unmount();

    const failing = eventApi().fail(EVENT, 500);
    const again = await renderPage('/bang-ton/su-kien/71', { api: failing });
    const failed = await screen.findByTestId('load-failed');
    failing.answer(EVENT, eventDetail(0));
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await again.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(TITLE);
    again.unmount();

    await renderPage('/bang-ton/su-kien/404', { api: eventApi().fail('GET other/api/community/events/404', 404) });
    expect((await screen.findByTestId('event-not-found')).textContent).toContain('Không tìm thấy sự kiện này');
  }, 20_000);

  it('an event of a private group tells an outsider why it is closed, with no retry', async () => {
    const message = 'Sự kiện này thuộc nhóm kín Cầu lông Cầu Giấy sáng sớm: chỉ thành viên nhóm mới xem và đăng ký tham gia được';
    await renderPage('/bang-ton/su-kien/71', { api: eventApi().fail(EVENT, 403, message), member: member() });
    const notice = await screen.findByTestId('event-private');
    expect(notice.textContent).toContain('Sự kiện của nhóm kín');
    expect(notice.textContent).toContain(message);
    expect(screen.queryByTestId('load-failed')).toBeNull();
    expect(screen.queryByTestId('event-detail')).toBeNull();
  });

  it('a member says they are going from the keyboard; a past event has no buttons', async () => {
    const page = await renderPage('/bang-ton/su-kien/71', { api: eventApi(), member: member() });
    await page.ready();
    screen.getByTestId('event-going').focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('event-rsvp').getAttribute('data-status')).toBe('going'));
    expect(screen.getByTestId('event-going').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('event-going-count').textContent).toBe('47');
    await waitFor(() => expect(page.api.calls(RSVP)[0]?.body).toEqual({ status: 'going' }));
    page.unmount();

    await renderPage('/bang-ton/su-kien/71', { api: eventApi().answer(EVENT, eventDetail(0, { status: 'past' })) });
    await screen.findByTestId('event-detail');
    expect(screen.getByTestId('event-detail').textContent).toContain('Đã kết thúc');
    expect(screen.queryByTestId('event-going')).toBeNull();
  }, 20_000);
});
