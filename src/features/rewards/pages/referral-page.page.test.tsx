import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { memberShell } from '../../../testing/fixtures/account';
import { invitees, referralInfo } from '../../../testing/fixtures/rewards';
import { member } from '../../../testing/fixtures/shell';
import { renderPage } from '../../../testing/render-page';

// A loaded 2-core machine draws a page in a second or more: wait for what it shows as long as ready() does.

const INFO = 'GET live/api/user/referral/info';
const LIST = 'GET live/api/user/referral/list';

function referralApi(): FakeApi {
  return memberShell(new FakeApi()).answer(INFO, referralInfo()).answer(LIST, invitees());
}

describe('inviting friends', () => {
  it('shows the member’s link, code, rewards and who joined (pending or credited), in each language', async () => {
    for (const [locale, heading, pending, hint, limits] of [
      ['vi', 'Giới thiệu bạn bè', 'Đang chờ', '1 người bạn chưa mang về EXP', 'tối đa 5 lượt trong 24 giờ và 30 lượt trong 30 ngày'],
      ['en', 'Refer a friend', 'Pending', '1 friend has not brought EXP yet', 'at most 5 referral rewards in 24 hours and 30 in 30 days'],
      ['zh', '推薦好友', '待生效', '1 位好友尚未帶來 EXP', '每 24 小時最多 5 次、每 30 天最多 30 次'],
    ] as const) {
      const page = await renderPage('/gioi-thieu-ban-be', { api: referralApi(), member: member(), locale });
      await page.ready();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect((screen.getByTestId('referral-link') as HTMLInputElement).value).toBe(`${window.location.origin}/?pid=ABC100`);
      expect(screen.getByTestId('referral-code').textContent).toBe('ABC100');
      expect(screen.getByTestId('referral-stat-invited').textContent).toContain('3');
      expect(screen.getByTestId('referral-stat-earned').textContent).toContain('200');
      const rows = within(screen.getByTestId('referral-invitees')).getAllByTestId('referral-invitee');
      expect(rows.map((row) => within(row).getByTestId('referral-invitee-name').textContent)).toEqual(['Mai Phố Núi', 'Hùng Thép Xanh', 'Linh Sông Lam']);
      expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['pending', 'credited', 'credited']);
      expect(rows.map((row) => within(row).getByTestId('referral-invitee-reward').textContent)).toEqual([pending, '+100 EXP', '+100 EXP']);
      expect(screen.getByTestId('referral-pending-hint').textContent).toContain(hint);
      const rules = within(screen.getByTestId('referral-rules')).getAllByRole('listitem');
      expect(rules[1]!.textContent).toMatch(/50.*100/);
      expect(rules[3]!.textContent).toContain(limits);
      page.unmount();
    }
  }, 20_000);

  it('a guest is asked to sign in and reads the rules; no referral call is made', async () => {
    const page = await renderPage('/gioi-thieu-ban-be', { api: referralApi() });
    await page.ready();
    expect((await screen.findByTestId('referral-sign-in')).textContent).toContain('Đăng nhập');
    const rules = within(screen.getByTestId('referral-rules')).getAllByRole('listitem');
    expect(rules).toHaveLength(5);
    expect(rules[1]!.textContent).toBe('Khi bạn bè đăng ký tài khoản qua liên kết, cả hai cùng nhận EXP.');
    expect(page.api.calls(INFO)).toHaveLength(0);
  });

  it('loads, says nobody joined yet, and fails with a retry', async () => {
    const api = referralApi().answer(INFO, referralInfo({ invitedCount: 0, totalRewardExp: 0, pendingCount: 0 })).answer(LIST, invitees(0));
    const held = api.hold(INFO);
    const page = await renderPage('/gioi-thieu-ban-be', { api, member: member() });
    await waitFor(() => expect(screen.getByTestId('referral-page').getAttribute('aria-busy')).toBe('true'));
    held.release();
    await page.ready();
    expect(screen.getByTestId('referral-invitees-empty')).toBeTruthy();
    expect(screen.queryByTestId('referral-pending-hint')).toBeNull();
    expect(screen.getByTestId('referral-stat-invited').textContent).toContain('0');
    page.unmount();

    const failing = referralApi().fail(INFO, 500);
    const again = await renderPage('/gioi-thieu-ban-be', { api: failing, member: member() });
    const failed = await screen.findByTestId('load-failed');
    failing.answer(INFO, referralInfo());
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await again.ready();
    expect(screen.getByTestId('referral-code').textContent).toBe('ABC100');
  }, 20_000);

  it('copies the link from the keyboard and says so', async () => {
    const page = await renderPage('/gioi-thieu-ban-be', { api: referralApi(), member: member() });
    await page.ready();
    screen.getByTestId('referral-copy').focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('referral-link-panel').getAttribute('data-state')).toBe('copied'));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/?pid=ABC100`);
  });
});
