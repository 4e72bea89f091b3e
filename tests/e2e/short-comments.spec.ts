/**
 * Short-video comments end to end, against the real server, with no video decoded (withoutVideo): a
 * member comments on a clip from the feed and deletes the comment, and the server keeps count; axe
 * finds nothing serious on a clip's page with its comments beside it. The comments panel's own
 * behaviour against its data (an empty comment refused, markup kept as text, replies in a thread,
 * the counts on the sheet and the clip, a guest reading in the API's order and asked to sign in) is
 * in the short-video page tests (src/features/short-videos/pages/shorts-page.page.test.tsx and
 * shorts-video-page.page.test.tsx).
 */
import type { Page } from '@playwright/test';
import { vi } from '../../locales/index.ts';
import type { Envelope } from '../../contracts/schemas/common';
import type { ShortCommentPage } from '../../contracts/schemas/content/short-comments';
import type { ShortItem } from '../../contracts/schemas/content/shorts';
import { DESKTOP, formatViolations, seriousViolations, signIn, waitForPageData } from './support/a11y';
import { withoutVideo } from './support/video';
import { expect, test } from './support/test';

const PASSWORD = 'matkhau123';

async function apiComments(page: Page, id: number): Promise<ShortCommentPage> {
  const response = await page.request.get(`/other/api/short-video/comments?id=${id}&sort=newest`);
  return ((await response.json()) as Envelope<ShortCommentPage>).data;
}

/** "12 bình luận": shorts.comments.title (and the button's label) in Vietnamese, for a count under a thousand. */
const countText = (count: number) => vi['shorts.comments.title'].replace('{count, plural, other {# bình luận}}', `${count} bình luận`);

test.beforeEach(async ({ context }) => {
  await withoutVideo(context);
});

test('a member comments on a clip from the feed and deletes the comment; the server keeps count', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, { username: 'member353', password: PASSWORD });
  await page.goto('/video-ngan');
  const slide = page.locator('[data-testid=short-slide][data-index="0"]');
  const clipId = Number(await slide.getAttribute('data-clip-id'));
  const before = (await apiComments(page, clipId)).count;

  await slide.getByTestId('short-comments-button').click();
  const panel = page.getByTestId('short-comments-sheet').getByTestId('short-comments');
  await expect(panel).toHaveAttribute('data-state', /list\.(ready|empty)/);
  await expect(panel.getByTestId('short-comments-count')).toHaveText(countText(before));

  // Enter sends; the server has it.
  const words = `Hay quá ${Date.now().toString(36)}`;
  const input = panel.getByTestId('short-comment-input');
  await input.fill(words);
  await input.press('Enter');
  const mine = panel.getByTestId('short-comment').filter({ hasText: words }).first();
  await expect(mine).toBeVisible();
  await expect(panel.getByTestId('short-comments-count')).toHaveText(countText(before + 1));
  await expect.poll(async () => (await apiComments(page, clipId)).count).toBe(before + 1);

  // The author deletes it, after a confirmation: the server's count is back.
  await mine.getByTestId('short-comment-delete').first().click();
  await mine.getByTestId('short-comment-delete-confirm').click();
  await expect(panel.getByTestId('short-comment').filter({ hasText: words })).toHaveCount(0);
  await expect(panel.getByTestId('short-comments-count')).toHaveText(countText(before));
  await expect.poll(async () => (await apiComments(page, clipId)).count).toBe(before);
});

test('a clip’s page with its comments beside it: axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const list = (await (await page.request.get('/other/api/short-video/list?tab=xu-huong&pageSize=10')).json()) as Envelope<{ list: ShortItem[] }>;
  const clip = list.data.list.find((c) => c.comments > 2)!;
  await page.goto(clip.path);
  await waitForPageData(page);
  const aside = page.getByTestId('short-comments-aside');
  await expect(aside.getByTestId('short-comments')).toHaveAttribute('data-state', /list\.ready/);
  await expect(aside.getByTestId('short-comment').first()).toBeVisible();
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(clip.path, violations)).toEqual([]);
});
