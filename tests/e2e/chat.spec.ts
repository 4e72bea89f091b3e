/**
 * The chat in a live room, against the real chat server: two members in one room see each other's
 * messages, the chat keeps the player's height, markup sent as a message stays text, a moderator
 * deletes and mutes, and stickers reach the other members. The room is found through the API at
 * test time (the seeded schedule moves with the clock). The chat panel's own states driven through
 * a fake socket (messages shown as they come, markup as text, a guest's send opening the login form
 * with nothing sent) are the live room's page test (src/features/live/pages/live-room-page.page.test.tsx).
 *
 * These tests need the room's chat, not its video: the stream is not fetched (withoutVideo), so the
 * pages decode nothing and leave the machine to the tests that do play video.
 */
import type { APIRequestContext, BrowserContext, Browser, Page } from '@playwright/test';
import { canonicalPath, findLiveRoom } from './support/rooms';
import { expect, openContext, SOCKET_TIMEOUT, test } from './support/test';
import { withoutVideo } from './support/video';

const PASSWORD = 'matkhau123';

test.beforeEach(async ({ context }) => {
  await withoutVideo(context);
});

/** A room live now (any mode) and for the whole test: its chat is `/topic/chatroom.live-<roomId>`. */
async function findLiveRoomPath(request: APIRequestContext): Promise<string> {
  return canonicalPath(await findLiveRoom(request));
}

/**
 * A page signed in as `username`, as the login form leaves it: the server's HttpOnly refresh cookie in
 * the browser and the guest flag "0", so the page restores the member before its first member call.
 */
async function memberPage(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const context: BrowserContext = await openContext(browser);
  await withoutVideo(context);
  const response = await context.request.post('/live/api/user/login', {
    data: { username, password: PASSWORD },
    headers: { 'X-Client-Type': 'web', Origin: new URL(baseURL).origin },
  });
  expect(response.ok()).toBe(true);
  expect((await context.cookies()).some((c) => c.name === 'vls_refresh' && c.httpOnly)).toBe(true);
  await context.addCookies([{ name: 'guest', value: '0', url: baseURL }]);
  return context.newPage();
}

async function openChat(page: Page, path: string) {
  await page.goto(path);
  const panel = page.getByTestId('chat-panel');
  await expect(panel.getByTestId('chat-status')).toHaveAttribute('data-state', 'connected', { timeout: SOCKET_TIMEOUT });
  return panel;
}

async function send(page: Page, text: string) {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
}

test.describe('chat in a live room', () => {
  let path: string;
  test.beforeAll(async ({ request }) => {
    path = await findLiveRoomPath(request);
  });

  test('a message one member sends shows for another member in the same room', async ({ browser, baseURL }) => {
    const alice = await memberPage(browser, baseURL!, 'member301');
    const bob = await memberPage(browser, baseURL!, 'member302');
    const [alicePanel, bobPanel] = [await openChat(alice, path), await openChat(bob, path)];
    const text = `Vào rồi! ${Date.now()}`;
    await send(alice, text);

    // The sender sees it once stored (pending until then), the other member live, each exactly once.
    for (const panel of [alicePanel, bobPanel]) {
      await expect(panel.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
    }
    await expect(alicePanel.getByTestId('chat-pending')).toHaveCount(0);
    await expect(alice.getByTestId('chat-input')).toHaveValue('');
    await expect(alice.getByTestId('chat-counter')).toHaveText('0/500');
    await Promise.all([alice.context().close(), bob.context().close()]);
  });

  test('beside the player the chat keeps the player\'s height, and its messages scroll inside it', async ({ browser, baseURL }) => {
    const member = await memberPage(browser, baseURL!, 'member309');
    const panel = await openChat(member, path);
    // Five is as many as one member may send in 5 s: with the seeded history, more than fit.
    for (let i = 1; i <= 5; i++) {
      const text = `Dòng ${i} ${Date.now()}`;
      await send(member, text);
      await expect(panel.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
    }
    const stage = (await member.getByTestId('room-stage').boundingBox())!;
    const chat = (await panel.boundingBox())!;
    expect(Math.abs(chat.height - stage.height)).toBeLessThanOrEqual(2);
    const list = panel.getByTestId('chat-messages');
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await member.context().close();
  });

  test('markup sent as a message shows as literal text and runs nothing', async ({ browser, baseURL }) => {
    const sender = await memberPage(browser, baseURL!, 'member303');
    const reader = await memberPage(browser, baseURL!, 'member304');
    const dialogs: string[] = [];
    for (const page of [sender, reader]) {
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    }
    await openChat(sender, path);
    const readerPanel = await openChat(reader, path);
    const payload = `<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script><b id="xss-${Date.now()}">đậm</b>`;
    await send(sender, payload);

    const line = readerPanel.getByTestId('chat-message').filter({ hasText: payload });
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('chat-text')).toHaveText(payload);
    // Nothing of the payload became an element, and nothing ran.
    await expect(readerPanel.locator('img[src="x"], script, b[id^="xss-"]')).toHaveCount(0);
    expect(await reader.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await sender.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await Promise.all([sender.context().close(), reader.context().close()]);
  });
});

test.describe('moderation and stickers in a live room', () => {
  /** User 2 of the users seed: a moderator (site role 3). */
  const MODERATOR = 'kiemduyet';
  let path: string;
  test.beforeAll(async ({ request }) => {
    path = await findLiveRoomPath(request);
  });

  test('a moderator deletes a member\'s message and everyone sees the deleted notice instead', async ({ browser, baseURL }) => {
    const member = await memberPage(browser, baseURL!, 'member305');
    const moderator = await memberPage(browser, baseURL!, MODERATOR);
    const [memberPanel, moderatorPanel] = [await openChat(member, path), await openChat(moderator, path)];
    // A member sees no moderation menu.
    await expect(memberPanel.getByTestId('chat-mod-toggle')).toHaveCount(0);
    const text = `Tin cần xoá ${Date.now()}`;
    await send(member, text);

    const line = moderatorPanel.getByTestId('chat-message').filter({ hasText: text });
    await expect(line).toHaveCount(1);
    const offset = await line.getAttribute('data-offset');
    await line.hover();
    await line.getByTestId('chat-mod-toggle').click();
    await line.getByTestId('chat-mod-delete').click();

    // The line stays where it was, its text replaced by the notice, for the author and the moderator alike.
    for (const panel of [memberPanel, moderatorPanel]) {
      const same = panel.locator(`[data-testid="chat-message"][data-offset="${offset}"]`);
      await expect(same).toHaveAttribute('data-deleted', 'true');
      await expect(same.getByTestId('chat-deleted')).toHaveText('Tin nhắn đã bị xoá');
      await expect(panel.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(0);
    }
    await Promise.all([member.context().close(), moderator.context().close()]);
  });

  test('a muted member sees how long the mute lasts and cannot write until then', async ({ browser, baseURL }) => {
    const member = await memberPage(browser, baseURL!, 'member308');
    const moderator = await memberPage(browser, baseURL!, MODERATOR);
    const [memberPanel, moderatorPanel] = [await openChat(member, path), await openChat(moderator, path)];
    const text = `Nói bậy ${Date.now()}`;
    await send(member, text);
    const line = moderatorPanel.getByTestId('chat-message').filter({ hasText: text });
    await line.hover();
    await line.getByTestId('chat-mod-toggle').click();
    await line.getByTestId('chat-mod-mute-5').click();

    await expect(memberPanel.getByTestId('chat-composer')).toHaveAttribute('data-state', 'muted');
    await expect(memberPanel.getByTestId('chat-muted')).toContainText(/Bạn đang bị cấm chat trong phòng này\. Còn lại [45]:\d\d\./);
    await expect(member.getByTestId('chat-input')).toBeDisabled();
    await expect(member.getByTestId('chat-send')).toBeDisabled();
    // The moderator can still write.
    await expect(moderatorPanel.getByTestId('chat-composer')).toHaveAttribute('data-state', 'ready');
    await Promise.all([member.context().close(), moderator.context().close()]);
  });

  test('a member sends a sticker and another member sees the sticker picture', async ({ browser, baseURL }) => {
    const sender = await memberPage(browser, baseURL!, 'member306');
    const reader = await memberPage(browser, baseURL!, 'member307');
    const [senderPanel, readerPanel] = [await openChat(sender, path), await openChat(reader, path)];
    const before = await readerPanel.getByTestId('chat-sticker').count();
    await sender.getByTestId('chat-sticker-toggle').click();
    await senderPanel.getByTestId('chat-sticker-picker').locator('[data-sticker="goal"]').click();

    const sticker = readerPanel.getByTestId('chat-sticker');
    await expect(sticker).toHaveCount(before + 1);
    const last = sticker.last();
    await expect(last).toHaveAttribute('src', '/stickers/goal.svg');
    await expect(last).toHaveAttribute('alt', /member306|Nhãn dán của/);
    // The picture loaded (served by the site itself), and the line shows no stray text.
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const line = readerPanel.getByTestId('chat-message').filter({ has: last });
    await expect(line.getByTestId('chat-text')).toHaveCount(0);
    await expect(senderPanel.getByTestId('chat-failure')).toHaveCount(0);
    await Promise.all([sender.context().close(), reader.context().close()]);
  });
});
