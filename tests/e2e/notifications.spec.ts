/**
 * Members' live notifications: member A has a post (made through the API), member B comments on it
 * through the API, and A's bell counts it at once without a reload (over the chat socket); A opens
 * the list, sees the message, and opening it (or marking all read) brings the count down. The
 * flow is a small machine whose paths are the tests; one more test looks at the bell and its panel
 * on a phone: in the header, usable from the keyboard, no serious axe finding.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import AxeBuilder from '@axe-core/playwright';
import { DESKTOP, formatViolations, PHONE, WCAG_TAGS } from './support/a11y';
import { expect, openContext, SOCKET_TIMEOUT, test } from './support/test';
import { vi } from '../../locales/index.ts';

const PASSWORD = 'matkhau123';
const AUTHOR = 'member311';
const COMMENTER = 'member312';
const API = '/other/api/community';

/** What member A sees; B's comment is the outside event. */
const notificationFlow = createMachine({
  id: 'notification-flow',
  initial: 'watching',
  states: {
    watching: { on: { B_COMMENTS: 'counted' } },
    counted: { on: { OPEN_LIST: 'listed' } },
    listed: { on: { OPEN_MESSAGE: 'onPost', MARK_ALL_READ: 'allRead' } },
    onPost: {},
    allRead: {},
  },
});

/** A path whose steps another path starts with (or repeats) adds nothing: its transitions run in the other one. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const key = (p: ModelPath) => p.steps.map((s) => s.event.type).join(' ');
  const longest = paths.filter((p) => !paths.some((q) => q !== p && q.steps.length > p.steps.length && key(q).startsWith(`${key(p)} `)));
  return longest.filter((p, i) => longest.findIndex((q) => key(q) === key(p)) === i);
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/live/api/user/login', { data: { username, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A page signed in as `username` the way the login form leaves it (refresh cookie, guest flag "0"). */
async function memberPage(browser: Browser, username: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await openContext(browser, { viewport });
  const response = await context.request.post('/live/api/user/login', { data: { username, password: PASSWORD }, headers: { 'X-Client-Type': 'web' } });
  expect(response.ok()).toBe(true);
  await context.addCookies([{ name: 'guest', value: '0', url: test.info().project.use.baseURL! }]);
  return context.newPage();
}

/** The bell once the member's count is known and pushes arrive live; answers the count. */
async function liveBell(page: Page): Promise<number> {
  // The app has drawn the page (the server's static first paint is gone) and restored the member.
  await expect(page.locator('#static-frame')).toHaveCount(0, { timeout: SOCKET_TIMEOUT });
  await expect(page.getByTestId('header-account')).toHaveAttribute('data-auth', 'member', { timeout: SOCKET_TIMEOUT });
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toHaveAttribute('data-state', 'live', { timeout: SOCKET_TIMEOUT });
  await expect(bell).toHaveAttribute('data-unread', /^\d+$/);
  return Number(await bell.getAttribute('data-unread'));
}

interface Flow {
  page: Page;
  postId: number;
  before: number;
  commenterToken: string;
  comment: string;
}

const steps: Record<string, (flow: Flow) => Promise<void>> = {
  B_COMMENTS: async ({ page, postId, before, commenterToken, comment }) => {
    const response = await page.request.post(`${API}/posts/${postId}/comments`, { data: { content: comment }, headers: { authorization: `Bearer ${commenterToken}` } });
    expect(response.ok()).toBe(true);
    // Live: no reload, no poll (the minute between polls is far longer than this wait).
    const bell = page.getByTestId('notifications-bell');
    await expect(bell).toHaveAttribute('data-unread', String(before + 1));
    await expect(page.getByTestId('notifications-badge')).toHaveText(before + 1 > 99 ? '99+' : String(before + 1));
    await expect(bell).toHaveAccessibleName(`Thông báo, ${before + 1} chưa đọc`);
  },
  OPEN_LIST: async ({ page, postId, comment }) => {
    await page.getByTestId('notifications-bell').click();
    const panel = page.getByTestId('notifications-panel');
    await expect(panel.getByRole('heading', { name: vi['notifications.title'] })).toBeVisible();
    const message = panel.getByTestId('notification').filter({ hasText: `đã bình luận: “${comment}”` });
    await expect(message).toHaveCount(1);
    await expect(message).toContainText('Bình luận mới về bài viết của bạn');
    await expect(message).toHaveAttribute('data-read', 'false');
    // The notice leads to the comment itself, on its post.
    await expect(message).toHaveAttribute('href', new RegExp(`^/bang-ton\\?bai-viet=${postId}&binh-luan=\\d+$`));
  },
  OPEN_MESSAGE: async ({ page, postId, before, comment }) => {
    await page.getByTestId('notifications-panel').getByTestId('notification').filter({ hasText: comment }).click();
    await expect(page).toHaveURL(new RegExp(`/bang-ton\\?bai-viet=${postId}&binh-luan=\\d+$`));
    await expect(page.getByTestId('notifications-panel')).toHaveCount(0);
    await expect(page.getByTestId('notifications-bell')).toHaveAttribute('data-unread', String(before));
  },
  MARK_ALL_READ: async ({ page }) => {
    const panel = page.getByTestId('notifications-panel');
    await panel.getByTestId('notifications-mark-all').click();
    await expect(page.getByTestId('notifications-bell')).toHaveAttribute('data-unread', '0');
    await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
    await expect(panel.locator('[data-testid=notification][data-read=false]')).toHaveCount(0);
    // The panel stays open, the button keeps focus and says there is nothing left to mark.
    await expect(panel.getByTestId('notifications-mark-all')).toHaveAttribute('aria-disabled', 'true');
    await expect(panel.getByTestId('notifications-mark-all')).toBeFocused();
  },
};

test.describe('live notifications', () => {
  const paths = withoutPrefixes(transitionPaths(notificationFlow, {}));

  for (const path of paths) {
    test(path.description, async ({ browser, request }) => {
      const authorToken = await tokenOf(request, AUTHOR);
      const commenterToken = await tokenOf(request, COMMENTER);
      const created = await request.post(`${API}/posts`, { data: { content: `Tối nay ai đi xem bóng đá cùng không? ${Date.now()}` }, headers: { authorization: `Bearer ${authorToken}` } });
      expect(created.ok()).toBe(true);
      const postId = ((await created.json()) as { data: { id: number } }).data.id;
      const page = await memberPage(browser, AUTHOR, DESKTOP);
      try {
        await page.goto('/');
        const before = await liveBell(page);
        const flow: Flow = { page, postId, before, commenterToken, comment: `Có, hẹn ở quán cũ nhé ${Date.now() % 10_000}` };
        for (const step of path.steps) await steps[step.event.type]!(flow);
      } finally {
        await page.context().close();
        // The post leaves the board again (other tests read its feed).
        await request.delete(`${API}/posts/${postId}`, { headers: { authorization: `Bearer ${authorToken}` } });
      }
    });
  }

  test('on a phone the bell sits in the header; its panel opens and closes from the keyboard and has no serious axe finding', async ({ browser }) => {
    const page = await memberPage(browser, AUTHOR, PHONE);
    try {
      await page.goto('/');
      await liveBell(page);
      const bell = page.getByTestId('notifications-bell');
      const box = (await bell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.width).toBeGreaterThanOrEqual(44);
      await bell.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByTestId('notifications-panel');
      await expect(bell).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByTestId('notifications-list')).not.toHaveAttribute('data-state', 'loading');
      const area = (await panel.boundingBox())!;
      expect(area.x).toBeGreaterThanOrEqual(0);
      expect(area.x + area.width).toBeLessThanOrEqual(PHONE.width);
      // ↓ moves into the panel; Escape closes it and gives focus back to the bell.
      await bell.press('ArrowDown');
      await expect(panel.locator(':focus')).toHaveCount(1);
      // The header with the open panel (the page under it has tests of its own).
      const results = await new AxeBuilder({ page }).include('header').withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).analyze();
      const violations = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(violations, formatViolations('notifications panel (phone)', violations)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(bell).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await page.context().close();
    }
  });
});
