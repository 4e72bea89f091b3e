import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { memberShell } from '../../../testing/fixtures/account';
import { checkedIn, checkInStatus, RESET_AT } from '../../../testing/fixtures/rewards';
import { member } from '../../../testing/fixtures/shell';
import { PHONE, renderPage } from '../../../testing/render-page';

// A loaded 2-core machine draws a page in a second or more: wait for what it shows as long as ready() does.

const STATUS = 'GET live/api/user/check-in/status';
const CHECK_IN = 'POST live/api/user/check-in';

/** A member on a 3-day streak up to yesterday (21–23 November), and two days earlier in the month. */
const HISTORY = [9, 10, 21, 22, 23];

function checkInApi(): FakeApi {
  return memberShell(new FakeApi())
    .answer(STATUS, ({ query }) => checkInStatus({ month: query.get('month') ?? undefined, checked: query.get('month') === '2026-10' ? [30, 31] : HISTORY }))
    .answer(CHECK_IN, checkedIn(4));
}

const calendar = () => screen.getByTestId('check-in-calendar');
const day = (date: string) => calendar().querySelector<HTMLElement>(`[data-date="${date}"]`)!;

describe('the daily check-in', () => {
  it('shows the member’s month, streak and rewards in each language', async () => {
    for (const [locale, heading, streak, button] of [
      ['vi', 'Điểm danh', '3 ngày liên tiếp', 'Điểm danh · +25 EXP'],
      ['en', 'Daily check-in', '3', '+25 EXP'],
      ['zh', '每日簽到', '3', '+25 EXP'],
    ] as const) {
      const page = await renderPage('/diem-danh', { api: checkInApi(), member: member(), locale });
      await page.ready();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect(calendar().getAttribute('data-month')).toBe('2026-11');
      expect([...calendar().querySelectorAll('[data-checked=true]')].map((el) => el.getAttribute('data-date'))).toEqual(['2026-11-09', '2026-11-10', '2026-11-21', '2026-11-22', '2026-11-23']);
      expect(day('2026-11-24').getAttribute('aria-current')).toBe('date');
      expect(screen.getByTestId('check-in-streak').textContent).toContain(streak);
      expect(screen.getByTestId('check-in-button').textContent).toContain(button);
      expect(within(screen.getByTestId('check-in-milestones')).getAllByRole('listitem')).toHaveLength(4);
      expect(screen.getByTestId('check-in-next')).toHaveProperty('disabled', true);
      page.unmount();
    }
  }, 20_000);

  it('a guest sees the rewards and is asked to sign in', async () => {
    const api = checkInApi().answer(STATUS, checkInStatus({ signedIn: false }));
    const page = await renderPage('/diem-danh', { api });
    await page.ready();
    expect(screen.getByTestId('rewards-guest').textContent).toContain('Đăng nhập để điểm danh');
    expect(within(screen.getByTestId('check-in-milestones')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Đăng nhập để điểm danh' })).toBeTruthy();
    expect(screen.queryByTestId('check-in-button')).toBeNull();
  });

  it('loads, and fails with a retry', async () => {
    const api = checkInApi();
    const held = api.hold(STATUS);
    const page = await renderPage('/diem-danh', { api, member: member() });
    expect((await screen.findByTestId('check-in-loading')).getAttribute('aria-busy')).toBe('true');
    held.release();
    await page.ready();
    expect(calendar().getAttribute('data-month')).toBe('2026-11');
    page.unmount();

    const failing = checkInApi().fail(STATUS, 500);
    const again = await renderPage('/diem-danh', { api: failing, member: member() });
    const failed = await screen.findByTestId('load-failed');
    failing.answer(STATUS, checkInStatus({ checked: HISTORY }));
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await again.ready();
    expect(screen.getByTestId('check-in-streak').textContent).toBe('3 ngày liên tiếp');
  }, 20_000);

  it('checks in from the keyboard; today is then checked and the button done', async () => {
    const api = checkInApi();
    const page = await renderPage('/diem-danh', { api, member: member() });
    await page.ready();
    api.answer(STATUS, checkInStatus({ checked: [...HISTORY, 24], checkedInToday: true }));
    screen.getByTestId('check-in-button').focus();
    await page.user.keyboard('{Enter}');
    expect((await screen.findByTestId('check-in-success')).textContent).toContain('Điểm danh thành công! +25 EXP · chuỗi 4 ngày');
    await waitFor(() => expect(screen.getByTestId('check-in-done')).toHaveProperty('disabled', true));
    expect(screen.getByTestId('check-in-streak').textContent).toBe('4 ngày liên tiếp');
    expect(day('2026-11-24').getAttribute('data-checked')).toBe('true');
    expect(api.calls(CHECK_IN)[0]!.body).toEqual({ timezone: 'Asia/Ho_Chi_Minh' });
  });

  it('says why the server refused a second check-in, and shows the day as done', async () => {
    const api = checkInApi().fail(CHECK_IN, 409, 'Hôm nay bạn đã điểm danh rồi. Hãy quay lại vào ngày mai để giữ chuỗi điểm danh!');
    const page = await renderPage('/diem-danh', { api, member: member() });
    await page.ready();
    api.answer(STATUS, checkInStatus({ checked: [...HISTORY, 24], checkedInToday: true }));
    await page.user.click(screen.getByTestId('check-in-button'));
    const refused = await screen.findByTestId('check-in-refused');
    expect(refused.getAttribute('role')).toBe('alert');
    expect(refused.textContent).toContain('Hôm nay bạn đã điểm danh rồi.');
    await waitFor(() => expect(screen.getByTestId('check-in-done')).toHaveProperty('disabled', true));
    expect(day('2026-11-24').getAttribute('data-checked')).toBe('true');
  });

  it('on a phone the calendar moves by day with the arrow keys and by month with Page Up and the buttons', async () => {
    const page = await renderPage('/diem-danh', { api: checkInApi(), member: member(), width: PHONE });
    await page.ready();
    day('2026-11-24').focus();
    await page.user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(day('2026-11-23'));
    await page.user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(day('2026-11-16'));
    await page.user.keyboard('{PageUp}');
    await waitFor(() => expect(calendar().getAttribute('data-month')).toBe('2026-10'));
    await waitFor(() => expect(document.activeElement).toBe(day('2026-10-16')));
    expect([...calendar().querySelectorAll('[data-checked=true]')].map((el) => el.getAttribute('data-date'))).toEqual(['2026-10-30', '2026-10-31']);
    expect(page.api.calls(STATUS).at(-1)!.query.get('month')).toBe('2026-10');
    await page.user.click(screen.getByTestId('check-in-next'));
    await waitFor(() => expect(calendar().getAttribute('data-month')).toBe('2026-11'));
    expect(screen.getByTestId('check-in-next')).toHaveProperty('disabled', true);
  });

  it('opens the next check-in at the member’s midnight, as it says, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse(RESET_AT) - 30_000 });
    const api = checkInApi().answer(STATUS, checkInStatus({ checked: [...HISTORY, 24], checkedInToday: true }));
    const page = await renderPage('/diem-danh', { api, member: member() });
    await page.ready();
    expect(screen.getByTestId('check-in-done')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('check-in-reset').textContent).toContain('00:00');
    // The next day: the streak of 4 goes on with today's check-in.
    api.answer(STATUS, checkInStatus({ today: '2026-11-25', checked: [...HISTORY, 24] }));
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    await waitFor(() => expect(screen.getByTestId('check-in-button').textContent).toContain('Điểm danh · +30 EXP'));
    expect(day('2026-11-25').getAttribute('aria-current')).toBe('date');
    expect(screen.getByTestId('check-in-streak').textContent).toBe('4 ngày liên tiếp');
  }, 10_000);
});
