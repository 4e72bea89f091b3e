/**
 * The chat in a live room, against the real chat server: two members in one room see each other's
 * messages, a guest's send opens the login form, and markup sent as a message stays text. The room
 * is found through the API at test time (the seeded schedule moves with the clock).
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { roomPath } from '../../src/lib/room-path';
import type { LiveRoom, ScheduleRow } from '../../src/features/live/api';

const TIMEZONE = 'Asia/Ho_Chi_Minh';
const PASSWORD = 'matkhau123';

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** A room live now (any mode): its chat is `/topic/chatroom.live-<roomId>`. */
async function findLiveRoomPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/live/api/schedule/liveSchedule', { params: { date: today(), timezone: TIMEZONE, pageSize: 200 } });
  expect(response.ok()).toBe(true);
  const rows = ((await response.json()) as { data: { list: ScheduleRow[] } }).data.list.filter((row) => row.status === 2);
  for (const row of rows) {
    const room = ((await (await request.get('/live/api/schedule/liveRoom', { params: { id: row.roomId } })).json()) as { data: LiveRoom }).data;
    if (room?.status === 'live') return roomPath({ roomId: room.roomId, modeSlug: room.modeSlug, slug: room.slug });
  }
  throw new Error('no live room in the seeded schedule');
}

/** A page signed in as `username` (tokens in cookies, as the login form leaves them). */
async function memberPage(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'vi-VN', timezoneId: TIMEZONE });
  const response = await context.request.post('/live/api/user/login', { data: { username, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  const { token, refreshToken } = ((await response.json()) as { data: { token: string; refreshToken: string } }).data;
  await context.addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'refreshToken', value: refreshToken, url: baseURL },
  ]);
  return context.newPage();
}

async function openChat(page: Page, path: string) {
  await page.goto(path);
  const panel = page.getByTestId('chat-panel');
  await expect(panel.getByTestId('chat-status')).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
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

  test('a guest who tries to send gets the login form, and nothing is sent', async ({ page }) => {
    const panel = await openChat(page, path);
    await expect(panel.getByTestId('chat-guest-prompt')).toBeVisible();
    const text = `Khách ${Date.now()}`;
    await send(page, text);
    await expect(page.getByTestId('login-form')).toBeVisible();
    // The draft waits for after sign-in; no line went out.
    await expect(page.getByTestId('chat-input')).toHaveValue(text);
    await expect(panel.getByTestId('chat-pending')).toHaveCount(0);
    await expect(panel.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(0);
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
