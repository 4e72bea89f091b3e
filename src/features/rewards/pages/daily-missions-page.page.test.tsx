import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { memberShell } from '../../../testing/fixtures/account';
import { dailyMissions, levelInfo, RESET_AT } from '../../../testing/fixtures/rewards';
import { member } from '../../../testing/fixtures/shell';
import { renderPage } from '../../../testing/render-page';

// A loaded 2-core machine draws a page in a second or more: wait for what it shows as long as ready() does.

const MISSIONS = 'GET live/api/user/mission/daily';
const CLAIM = 'POST live/api/user/mission/claim';

/** A member who checked in today and sent no message yet. */
function missionsApi(): FakeApi {
  return memberShell(new FakeApi())
    .answer(MISSIONS, ({ language }) => dailyMissions(language, { progress: { 'check-in': 1, 'watch-live': 12 } }))
    .answer('GET live/api/user/level/info', ({ language }) => levelInfo(language))
    .answer(CLAIM, { missionId: 1, day: '2026-11-24', expReward: 10, exp: 430, level: 3 });
}

const mission = (code: string) => screen.getByTestId('missions').querySelector<HTMLElement>(`[data-testid=mission][data-code="${code}"]`)!;

describe('the daily missions', () => {
  it('shows today’s missions with the member’s progress, level and EXP, in each language', async () => {
    for (const [locale, heading, name, progress, claimed] of [
      ['vi', 'Nhiệm vụ hằng ngày', 'Điểm danh hằng ngày', '1/1 lần', 'Đã nhận 0/60 EXP'],
      ['en', 'Daily missions', 'Daily check-in', '1/1 time', '0/60 EXP claimed'],
      ['zh', '每日任務', '每日簽到', '1/1', '0/60'],
    ] as const) {
      const page = await renderPage('/nhiem-vu-hang-ngay', { api: missionsApi(), member: member(), locale });
      await page.ready();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      const checkIn = mission('check-in');
      expect(checkIn.getAttribute('data-state')).toBe('completed');
      expect(within(checkIn).getByRole('heading', { level: 3 }).textContent).toBe(name);
      expect(within(checkIn).getByTestId('mission-progress').textContent).toContain(progress);
      expect(within(checkIn).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
      expect(mission('watch-live').getAttribute('data-state')).toBe('open');
      expect(within(mission('watch-live')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('12');
      expect(screen.getByTestId('missions-claimed-exp').textContent).toContain(claimed);
      expect(screen.getByTestId('missions-reset').textContent).toContain('00:00');
      expect(screen.getByTestId('rewards-exp').textContent).toBe('420 EXP');
      expect(page.api.calls(MISSIONS)[0]!.query.get('timezone')).toBe('Asia/Ho_Chi_Minh');
      page.unmount();
    }
  }, 20_000);

  it('a guest sees the missions without progress and is asked to sign in', async () => {
    const api = missionsApi().answer(MISSIONS, dailyMissions('vi', { signedIn: false }));
    const page = await renderPage('/nhiem-vu-hang-ngay', { api });
    await page.ready();
    expect(screen.getByTestId('rewards-guest').textContent).toContain('Đăng nhập để làm nhiệm vụ');
    expect(screen.getAllByTestId('mission')).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: 'Đăng nhập để nhận' })).toHaveLength(4);
    expect(screen.queryByTestId('rewards-level')).toBeNull();
    expect(api.calls('GET live/api/user/level/info')).toHaveLength(0);
  });

  it('loads, says when there is no mission today, and fails with a retry', async () => {
    const api = missionsApi().answer(MISSIONS, { ...dailyMissions('vi'), missions: [], totalExp: 0 });
    const held = api.hold(MISSIONS);
    const page = await renderPage('/nhiem-vu-hang-ngay', { api, member: member() });
    expect((await screen.findByTestId('missions-loading')).getAttribute('aria-busy')).toBe('true');
    held.release();
    expect((await screen.findByTestId('missions-empty')).textContent).toContain('Hôm nay chưa có nhiệm vụ');
    page.unmount();

    const failing = missionsApi().fail(MISSIONS, 500);
    const again = await renderPage('/nhiem-vu-hang-ngay', { api: failing, member: member() });
    const failed = await screen.findByTestId('load-failed');
    failing.answer(MISSIONS, dailyMissions('vi', { progress: { 'check-in': 1 } }));
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await again.ready();
    expect(screen.getAllByTestId('mission')).toHaveLength(4);
  }, 20_000);

  it('claims a completed mission from the keyboard; the list and the EXP are read again', async () => {
    const api = missionsApi();
    const page = await renderPage('/nhiem-vu-hang-ngay', { api, member: member() });
    await page.ready();
    api.answer(MISSIONS, dailyMissions('vi', { progress: { 'check-in': 1, 'watch-live': 12 }, claimed: ['check-in'] })).answer('GET live/api/user/level/info', levelInfo('vi', 430));
    within(mission('check-in')).getByTestId('mission-claim').focus();
    await page.user.keyboard('{Enter}');
    expect((await within(mission('check-in')).findByTestId('mission-outcome')).textContent).toContain('Đã cộng +10 EXP');
    await waitFor(() => expect(mission('check-in').getAttribute('data-state')).toBe('claimed'));
    expect(within(mission('check-in')).getByTestId('mission-claimed')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('missions-claimed-exp').textContent).toBe('Đã nhận 10/60 EXP');
    expect(screen.getByTestId('rewards-exp').textContent).toBe('430 EXP');
    expect(api.calls(CLAIM)[0]!.body).toEqual({ missionId: 1, timezone: 'Asia/Ho_Chi_Minh' });
  });

  it('reads the new day’s missions at the member’s midnight, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse(RESET_AT) - 30_000 });
    const api = missionsApi();
    const page = await renderPage('/nhiem-vu-hang-ngay', { api, member: member() });
    await page.ready();
    expect(mission('check-in').getAttribute('data-state')).toBe('completed');
    const before = api.calls(MISSIONS).length;
    // The next day: nothing done yet.
    api.answer(MISSIONS, { ...dailyMissions('vi'), day: '2026-11-25', resetAt: '2026-11-25T17:00:00.000Z' });
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    await waitFor(() => expect(mission('check-in').getAttribute('data-state')).toBe('open'));
    expect(api.calls(MISSIONS)).toHaveLength(before + 1);
    expect(screen.getByTestId('missions-summary').textContent).toContain('25');
  });
});
