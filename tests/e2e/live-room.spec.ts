/**
 * The live room's player end to end, against the real server and its HLS origin, in Chromium (hls.js
 * over Media Source Extensions plays the H.264 streams): autoplay and sound, quality levels, the
 * theater layout, a broken stream's retry. Rooms are found through the API at test time: the seeded
 * schedule moves with the clock. The room around the player (title, hosts, score, tabs, offline
 * look, the address corrected, 404, loading and failed, the chat panel's states) is its page test
 * (src/features/live/pages/live-room-page.page.test.tsx).
 */
import type { Locator, Page } from '@playwright/test';
import type { LiveRoom } from '../../contracts/schemas/live';
import { vi } from '../../locales/index.ts';
import { canonicalPath, findLiveRoom } from './support/rooms';
import { expect, MEDIA_TIMEOUT, test } from './support/test';

const PLAYING = 'attached.watching.playing';
/** Tests that play the stream run one at a time (playwright.config.ts). */
const VIDEO = { tag: '@video' };

/** What the video element is doing. */
function videoState(player: Locator) {
  return player.locator('video').evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    muted: video.muted,
    volume: video.volume,
    height: video.videoHeight,
    time: video.currentTime,
  }));
}

async function openPlaying(page: Page, room: LiveRoom): Promise<Locator> {
  await page.goto(canonicalPath(room));
  const player = page.getByTestId('player');
  await expect(player).toHaveAttribute('data-state', PLAYING, { timeout: MEDIA_TIMEOUT });
  return player;
}

test.describe('the live room', () => {
  test('autoplays muted; play unmutes at 0.8; pause stays muted; keys drive it', VIDEO, async ({ page, request }) => {
    const room = await findLiveRoom(request);
    const player = await openPlaying(page, room);

    // The room's cover stood in until the first frame: playing, nothing covers the video.
    await expect(player.getByTestId('video-poster')).toHaveCount(0);
    // Muted autoplay, with the hint.
    await expect.poll(() => videoState(player)).toMatchObject({ paused: false, muted: true });
    await expect(player).toHaveAttribute('data-muted', 'true');
    await expect(page.getByTestId('player-unmute-hint')).toHaveText(vi['player.tapToUnmute']);
    const before = (await videoState(player)).time;
    await expect.poll(async () => (await videoState(player)).time).toBeGreaterThan(before);

    // The user's play turns the sound on at volume 0.8.
    await page.getByTestId('player-unmute-hint').click();
    await expect.poll(() => videoState(player)).toMatchObject({ paused: false, muted: false, volume: 0.8 });
    await expect(player).toHaveAttribute('data-muted', 'false');
    await expect(page.getByTestId('player-unmute-hint')).toHaveCount(0);

    // Pause: paused, and muted.
    await page.getByTestId('player-play-pause').click();
    await expect(player).toHaveAttribute('data-state', 'attached.paused');
    await expect.poll(() => videoState(player)).toMatchObject({ paused: true, muted: true });

    // Space plays again (sound on), m mutes, f goes full screen — with the focus on the page, not on a field.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press(' ');
    await expect(player).toHaveAttribute('data-state', PLAYING);
    await expect.poll(() => videoState(player)).toMatchObject({ paused: false, muted: false, volume: 0.8 });
    await page.keyboard.press('m');
    await expect(player).toHaveAttribute('data-muted', 'true');
    await expect.poll(() => videoState(player)).toMatchObject({ paused: false, muted: true });
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null)).toBe('player');
  });

  test('switching quality changes the HLS level hls.js plays', VIDEO, async ({ page, request }) => {
    const room = await findLiveRoom(request);
    const player = await openPlaying(page, room);
    // HD (1080p) by default.
    await expect(player).toHaveAttribute('data-quality', 'HD');
    await expect.poll(async () => (await videoState(player)).height, { timeout: MEDIA_TIMEOUT }).toBe(1080);
    const hdLevel = await player.getAttribute('data-level');
    expect(Number(hdLevel)).toBeGreaterThanOrEqual(0);

    await page.getByTestId('player-quality').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { checked: true })).toHaveAttribute('data-quality', 'HD');
    await menu.locator('[data-quality="HQ"]').click();

    await expect(player).toHaveAttribute('data-quality', 'HQ');
    await expect(player).not.toHaveAttribute('data-level', hdLevel!, { timeout: MEDIA_TIMEOUT });
    await expect.poll(async () => (await videoState(player)).height, { timeout: MEDIA_TIMEOUT }).toBe(720);
    await expect(player).toHaveAttribute('data-state', /attached\.watching/);
  });

  test('Theater mode widens the player', VIDEO, async ({ page, request }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const room = await findLiveRoom(request);
    const player = await openPlaying(page, room);
    const normal = (await player.boundingBox())!.width;
    await page.getByTestId('player-theater').click();
    await expect(page.getByTestId('room')).toHaveAttribute('data-layout', 'theater');
    await expect.poll(async () => (await player.boundingBox())!.width).toBeGreaterThan(normal + 200);
    // The same stream plays on: switching layout does not restart the player.
    await expect(player).toHaveAttribute('data-state', PLAYING);
    await page.getByTestId('player-theater').click();
    await expect.poll(async () => (await player.boundingBox())!.width).toBe(normal);
  });

  test('a broken stream shows the error with Retry, and Retry plays it', VIDEO, async ({ page, request }) => {
    const room = await findLiveRoom(request);
    const master = `**${room.streamLink}`;
    await page.route(master, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(canonicalPath(room));
    const error = page.getByTestId('player-error');
    await expect(error).toBeVisible({ timeout: MEDIA_TIMEOUT });
    await expect(page.getByTestId('player')).toHaveAttribute('data-state', 'error');
    await expect(error).toContainText(vi['player.error.title']);
    await page.unroute(master);
    await error.getByRole('button', { name: vi['common.retry'] }).click();
    await expect(page.getByTestId('player')).toHaveAttribute('data-state', PLAYING, { timeout: MEDIA_TIMEOUT });
  });
});
