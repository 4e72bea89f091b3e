/**
 * Short-video comments end to end, against the real server, with no video decoded (withoutVideo):
 * a member opens a clip's comments from the feed as a sheet, is told an empty comment is not sent,
 * comments (markup stays text), replies in a thread, sees the counts follow, and deletes the comment
 * with its reply; a guest reads a clip's comments beside it on the clip's page, in the API's order
 * (axe finds nothing serious there), and is asked to sign in to comment.
 */
import type { Page } from '@playwright/test';
import vi from '../../locales/vi.json' with { type: 'json' };
import type { Envelope } from '../../contracts/schemas/common';
import type { ShortCommentPage } from '../../contracts/schemas/content/short-comments';
import type { ShortItem } from '../../contracts/schemas/content/shorts';
import { DESKTOP, formatViolations, seriousViolations, signIn } from './support/a11y';
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

test('a member comments from the feed, replies, sees the counts follow and deletes the comment with its reply', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, { username: 'member353', password: PASSWORD });
  await page.goto('/video-ngan');
  const slide = page.locator('[data-testid=short-slide][data-index="0"]');
  const clipId = Number(await slide.getAttribute('data-clip-id'));
  const before = (await apiComments(page, clipId)).count;

  await slide.getByTestId('short-comments-button').click();
  const sheet = page.getByTestId('short-comments-sheet');
  await expect(sheet).toBeVisible();
  const panel = sheet.getByTestId('short-comments');
  await expect(panel).toHaveAttribute('data-state', /list\.(ready|empty)/);
  await expect(panel.getByTestId('short-comments-count')).toHaveText(countText(before));

  // An empty comment is not sent.
  const input = panel.getByTestId('short-comment-input');
  await input.fill('   ');
  await input.press('Enter');
  await expect(panel.getByTestId('short-comment-problem')).toHaveText(vi['shorts.comments.problem.empty']);

  // Markup stays text; Enter sends.
  const words = `Hay quá <b>${Date.now().toString(36)}</b>`;
  await input.fill(words);
  await input.press('Enter');
  const mine = panel.getByTestId('short-comment').filter({ hasText: words }).first();
  await expect(mine.getByTestId('short-comment-text')).toHaveText(words);
  await expect(panel.getByTestId('short-comments-count')).toHaveText(countText(before + 1));
  await expect(input).toHaveValue('');

  // A reply goes to the comment's thread.
  await mine.getByTestId('short-comment-reply').first().click();
  await expect(panel.getByTestId('short-comment-replying')).toBeVisible();
  await input.fill('Tự trả lời');
  await panel.getByTestId('short-comment-send').click();
  await expect(mine.locator('[data-testid=short-comment][data-parent]').getByTestId('short-comment-text')).toHaveText('Tự trả lời');
  await expect(panel.getByTestId('short-comments-count')).toHaveText(countText(before + 2));

  // Closing the sheet keeps the count on the clip.
  await sheet.getByTestId('short-comments-close').click();
  await expect(sheet).toHaveCount(0);
  await expect(slide.getByTestId('short-comments-button')).toHaveAttribute('aria-label', countText(before + 2));
  expect((await apiComments(page, clipId)).count).toBe(before + 2);

  // The author deletes the comment, after a confirmation: its reply goes too.
  await slide.getByTestId('short-comments-button').click();
  const again = page.getByTestId('short-comments-sheet').getByTestId('short-comments');
  const own = again.getByTestId('short-comment').filter({ hasText: words }).first();
  await own.getByTestId('short-comment-delete').first().click();
  await own.getByTestId('short-comment-delete-confirm').click();
  await expect(again.getByTestId('short-comment').filter({ hasText: words })).toHaveCount(0);
  await expect(again.getByTestId('short-comments-count')).toHaveText(countText(before));
  expect((await apiComments(page, clipId)).count).toBe(before);
});

test('a guest reads a clip’s comments beside it on its page (axe finds nothing serious) and is asked to sign in to comment', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const list = (await (await page.request.get('/other/api/short-video/list?tab=xu-huong&pageSize=10')).json()) as Envelope<{ list: ShortItem[] }>;
  const clip = list.data.list.find((c) => c.comments > 2)!;
  const comments = await apiComments(page, clip.id);
  await page.goto(clip.path);
  const aside = page.getByTestId('short-comments-aside');
  await expect(aside.getByTestId('short-comments')).toHaveAttribute('data-state', /list\.ready/);
  await expect(aside.getByTestId('short-comments-count')).toHaveText(countText(comments.count));
  const shown = aside.locator('[data-testid=short-comment]:not([data-parent])');
  await expect(shown.first().getByTestId('short-comment-text')).toHaveText(comments.list[0]!.content);
  await expect(shown.first().getByTestId('short-comment-author')).toHaveText(comments.list[0]!.author.nickname);
  await expect(shown).toHaveCount(Math.min(comments.list.length, 20));
  await expect(aside.getByTestId('short-comment-delete')).toHaveCount(0);
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(clip.path, violations)).toEqual([]);
  await aside.getByTestId('short-comments-login').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
});
