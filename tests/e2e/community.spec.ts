/**
 * The community board (/bang-ton…) in a real browser: what the composer refuses before sending
 * (real files picked in the browser), and the members' journey as paths of a small user-flow
 * machine: a member posts with a picture and it appears in the feed (and after a reload, served as
 * WebP); a second member comments on it and the author's bell counts it at once (the site's
 * socket); a friend request is sent and accepted. Each path uses its own pair of seeded members,
 * whose friendship is cleared first, so paths do not depend on each other. What each tab shows a
 * guest or a member, in each language, loading, empty or failed, and the search in the address are
 * page tests (src/features/community/pages/*.page.test.tsx); axe runs on /bang-ton in a11y.spec.ts.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import type { Envelope } from '../../contracts/schemas/common';
import type { PostStream } from '../../contracts/schemas/community';
import { DESKTOP } from './support/a11y';
import { expect, openContext, SOCKET_TIMEOUT, test } from './support/test';

const PASSWORD = 'matkhau123';
/** A small real picture (64×48 PNG) for the server to re-encode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFsJ0S3dRL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+B8aotetBrXcAAAAASUVORK5CYII=',
  'base64',
);

interface Member {
  username: string;
  userId: number;
  token: string;
  page: Page;
}

/** A page signed in as `username` (the server's refresh cookie, as the login form leaves it), and the member's token for setup calls. */
async function memberPage(browser: Browser, username: string): Promise<Member> {
  const context = await openContext(browser);
  const baseURL = test.info().project.use.baseURL!;
  const response = await context.request.post('/live/api/user/login', {
    data: { username, password: PASSWORD },
    headers: { 'X-Client-Type': 'web', Origin: new URL(baseURL).origin },
  });
  expect(response.ok()).toBe(true);
  const session = ((await response.json()) as Envelope<{ token: string; userInfo: { userId: number } }>).data;
  await context.addCookies([{ name: 'guest', value: '0', url: baseURL }]);
  const page = await context.newPage();
  await page.setViewportSize(DESKTOP);
  return { username, userId: session.userInfo.userId, token: session.token, page };
}

/** Neither member has asked the other, nor are they friends. */
async function clearFriendship(request: APIRequestContext, a: Member, b: Member) {
  for (const [me, other] of [
    [a, b],
    [b, a],
  ] as const) {
    await request.post('/live/api/user/friend/remove', { headers: { authorization: `Bearer ${me.token}` }, data: { userId: other.userId } });
  }
}

/** The members' journey: where they are, and what they do. */
const boardFlow = createMachine({
  id: 'board-flow',
  initial: 'feed',
  states: {
    feed: { on: { POST_WITH_PICTURE: 'posted' } },
    posted: { on: { COMMENT: 'commented' } },
    commented: { on: { ASK_FRIEND: 'asked' } },
    asked: { on: { ACCEPT: 'friends' } },
    friends: {},
  },
});

/** A path whose steps another path starts with adds nothing: its transitions run in the longer one. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const key = (p: ModelPath) => p.steps.map((s) => s.event.type).join(' ');
  // A final state is reached by a path of its own too: the same steps once.
  const unique = [...new Map(paths.map((p) => [key(p), p])).values()];
  return unique.filter((p) => !unique.some((q) => q !== p && q.steps.length > p.steps.length && key(q).startsWith(`${key(p)} `)));
}

interface Journey {
  author: Member;
  friend: Member;
  text: string;
  postId?: number;
  comment?: string;
  /** The author's unread messages before the comment. */
  unread?: number;
}

const actions: Record<string, (j: Journey) => Promise<void>> = {
  POST_WITH_PICTURE: async ({ author, text }) => {
    const composer = author.page.getByTestId('composer');
    await composer.getByTestId('composer-text').fill(text);
    await composer.getByTestId('composer-file').setInputFiles({ name: 'san-co.png', mimeType: 'image/png', buffer: PNG });
    await expect(composer.getByTestId('composer-preview')).toHaveCount(1);
    await composer.getByTestId('composer-submit').click();
  },
  COMMENT: async (j) => {
    const page = j.friend.page;
    await page.goto(`/bang-ton?bai-viet=${j.postId}`);
    const shared = page.getByTestId('shared-post');
    const form = shared.getByTestId('comment-form');
    await form.locator('textarea').fill(j.comment!);
    await form.locator('textarea').press('Enter');
  },
  ASK_FRIEND: async ({ friend, author }) => {
    await friend.page.goto(`/bang-ton/trang-ca-nhan/${author.userId}`);
    await friend.page.getByTestId('friend-add').click();
  },
  ACCEPT: async ({ author, friend }) => {
    await author.page.goto('/bang-ton/ban-be');
    await author.page.locator(`[data-testid=friend-request][data-user="${friend.userId}"]`).getByTestId('friend-request-accept').click();
  },
};

const checks: Record<string, (j: Journey) => Promise<void>> = {
  posted: async (j) => {
    const page = j.author.page;
    // On top of the feed at once, the text as written, the picture served as WebP by the server.
    const first = page.getByTestId('board-feed').locator('[data-testid=board-post]').first();
    await expect(first.getByTestId('post-text')).toHaveText(j.text);
    j.postId = Number(await first.getAttribute('data-post'));
    const image = first.getByTestId('post-images').locator('img');
    await expect(image).toHaveAttribute('src', /^\/media\/community\/upload\/[0-9a-f-]{36}\.webp$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('composer').getByTestId('composer-text')).toHaveValue('');
    // The server has it: after a reload it leads the feed still.
    await page.reload();
    await expect(page.getByTestId('board-feed').locator('[data-testid=board-post]').first()).toHaveAttribute('data-post', String(j.postId));
    const feed = (await (await page.request.get('/other/api/community/feed?pageSize=1')).json()) as Envelope<PostStream>;
    expect(feed.data.list[0]?.id).toBe(j.postId);
    // The bell is listening on the site's socket: what the author has unread before anyone comments.
    const bell = page.getByTestId('notifications-bell');
    await expect(bell).toHaveAttribute('data-state', 'live', { timeout: SOCKET_TIMEOUT });
    j.unread = Number(await bell.getAttribute('data-unread'));
  },
  commented: async (j) => {
    const thread = j.friend.page.getByTestId('shared-post').getByTestId('comments');
    await expect(thread.getByTestId('comment').first().getByTestId('comment-text')).toHaveText(j.comment!);
    await expect(thread.getByTestId('comment-form').locator('textarea')).toHaveValue('');
    // The author, still on the feed, is told at once: the bell counts one more, without a reload.
    await expect(j.author.page.getByTestId('notifications-bell')).toHaveAttribute('data-unread', String(j.unread! + 1));
    // The author sees it on the post.
    await j.author.page.goto(`/bang-ton?bai-viet=${j.postId}`);
    await expect(j.author.page.getByTestId('shared-post').getByTestId('comment').first()).toContainText(j.comment!);
  },
  asked: async ({ friend }) => {
    await expect(friend.page.getByTestId('friend-button')).toHaveAttribute('data-status', 'pending-sent');
    await friend.page.reload();
    await expect(friend.page.getByTestId('friend-button')).toHaveAttribute('data-status', 'pending-sent');
  },
  friends: async ({ author, friend }) => {
    await expect(author.page.locator(`[data-testid=friend][data-user="${friend.userId}"]`)).toBeVisible();
    await expect(author.page.locator(`[data-testid=friend-request][data-user="${friend.userId}"]`)).toHaveCount(0);
    await friend.page.reload();
    await expect(friend.page.getByTestId('friend-button')).toHaveAttribute('data-status', 'friends');
  },
};

test.describe('the members’ journey on the board', () => {
  withoutPrefixes(transitionPaths(boardFlow, {})).forEach((flowPath, index) => {
    test(flowPath.description, async ({ browser, request }) => {
      // Two members in two browsers on a shared 2-core machine: each step takes seconds.
      test.setTimeout(180_000);
      // Two seeded members of their own for each path.
      const author = await memberPage(browser, `member${371 + 2 * index}`);
      const friend = await memberPage(browser, `member${372 + 2 * index}`);
      await clearFriendship(request, author, friend);
      const journey: Journey = { author, friend, text: `Ảnh sân tối nay #${index} — <b>không phải HTML</b>\nDòng thứ hai`, comment: `Đẹp quá! (${index})` };
      await author.page.goto('/bang-ton');
      await expect(author.page.getByTestId('board-feed')).toHaveAttribute('data-state', /^ready/);
      for (const step of flowPath.steps) {
        await actions[step.event.type]!(journey);
        await checks[step.value as string]!(journey);
      }
      await author.page.context().close();
      await friend.page.context().close();
    });
  });
});

test.describe('the composer', () => {
  test('the composer refuses a file that is not a picture and a fifth picture before sending anything', async ({ browser }) => {
    const member = await memberPage(browser, 'member370');
    const page = member.page;
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/posts/upload')) uploads += 1;
    });
    await page.goto('/bang-ton');
    const composer = page.getByTestId('composer');
    await composer.getByTestId('composer-file').setInputFiles({ name: 've.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(composer.getByTestId('composer-problem')).toHaveText('Tệp ve.pdf không phải ảnh JPEG, PNG, WebP hay GIF.');
    const pictures = [1, 2, 3, 4, 5].map((n) => ({ name: `anh-${n}.png`, mimeType: 'image/png', buffer: PNG }));
    await composer.getByTestId('composer-file').setInputFiles(pictures);
    await expect(composer.getByTestId('composer-preview')).toHaveCount(4);
    await expect(composer.getByTestId('composer-problem')).toHaveText('Mỗi bài viết có tối đa 4 ảnh.');
    await composer.getByTestId('composer-remove').first().click();
    await expect(composer.getByTestId('composer-preview')).toHaveCount(3);
    await expect(composer.getByTestId('composer-problem')).toHaveCount(0);
    expect(uploads).toBe(0);
    await page.context().close();
  });
});
