/**
 * Highlights end to end (/highlight…), where only a real browser and the real server tell: the
 * phone layout of a sport's list with axe, the server's 404 for an unknown highlight, a highlight
 * playing on demand for its stated length with the speed menu and the keyboard on its seek bar, and
 * the "play a highlight and seek" journey, whose paths come from the user-flow machine
 * machines/highlights/highlight-flow.ts, one test per path. What the pages draw from the API's
 * answers (lists by sport and league in vi, en and zh, the order and pager, the highlight's match
 * and related clips, loading, failed and not-found states) is in the page tests beside them
 * (src/features/highlights/pages/*.page.test.tsx). Tests that play video are tagged @video (they run
 * one at a time). Expected values come from the API at test time: the seed moves with the suite's clock.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Page as ApiPage } from '../../contracts/schemas/common';
import type { HighlightDetail, HighlightItem } from '../../contracts/schemas/content/highlights';
import { highlightFlow } from '../../machines/highlights/highlight-flow';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import { en, vi } from '../../locales/index.ts';
import { DESKTOP, PHONE, formatViolations, seriousViolations, waitForPageData } from './support/a11y';
import { expect, MEDIA_TIMEOUT, test } from './support/test';

const API = '/other/api/highlight';
const VIDEO = { tag: '@video' };
const PLAYING = 'attached.watching.playing';

async function data<T>(request: APIRequestContext, path: string, params: Record<string, string | number> = {}, language = 'vi'): Promise<T> {
  const response = await request.get(path, { params, headers: { 'x-language': language } });
  expect(response.ok(), `${path} ${JSON.stringify(params)}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const highlights = (request: APIRequestContext, params: Record<string, string | number> = {}, language = 'vi') =>
  data<ApiPage<HighlightItem>>(request, `${API}/list`, { pageSize: 12, ...params }, language);

async function useLanguage(page: Page, language: 'vi' | 'en' | 'zh'): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: language, url: test.info().project.use.baseURL! }]);
}

/** The player's position and length as it shows them (data attributes of the frame). */
async function position(player: Locator): Promise<{ current: number; duration: number }> {
  return {
    current: Number(await player.getAttribute('data-current-time')),
    duration: Number(await player.getAttribute('data-duration')),
  };
}

/** The video element's own position (what really plays). */
const videoTime = (player: Locator) => player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

async function playing(page: Page): Promise<Locator> {
  const player = page.getByTestId('player');
  await expect(player).toHaveAttribute('data-state', PLAYING, { timeout: MEDIA_TIMEOUT });
  return player;
}

test.describe('highlight lists', () => {
  test('on a phone: one column, nothing wider than the screen, no serious accessibility issue', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/highlight/bong-da');
    await waitForPageData(page);
    const cards = page.getByTestId('highlight-card');
    await expect(cards.first()).toBeVisible();
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(a!.width).toBeGreaterThan(PHONE.width - 60);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const violations = await seriousViolations(page);
    expect(violations, formatViolations('the highlights of a sport on a phone', violations)).toEqual([]);
  });

  test('an unknown highlight says it is not there', async ({ page }) => {
    // The server's own answer: the document's status (the page test has the notice's words).
    const response = await page.goto('/highlight/bong-da/v-league-1/khong-co-tran-nay-1');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('highlight-not-found')).toContainText(vi['highlights.notFound']);
    await expect(page.getByTestId('player')).toHaveCount(0);
  });
});

test.describe('a highlight', () => {
  test('plays on demand for its stated length, with the speed menu and the seek bar’s keys', VIDEO, async ({ page, request }) => {
    test.setTimeout(60_000);
    const [first] = (await highlights(request, { category: 'bong-da' }, 'en')).list;
    const detail = await data<HighlightDetail>(request, `${API}/detail/${first!.slug}`, {}, 'en');
    await useLanguage(page, 'en');
    await page.setViewportSize(DESKTOP);
    await page.goto(first!.path);
    const player = await playing(page);
    await expect(player).toHaveAttribute('data-mode', 'vod');
    // The stream is as long as the highlight says (whole 1-second segments).
    await expect.poll(async () => (await position(player)).duration).toBeGreaterThan(detail.durationSeconds - 1);
    expect((await position(player)).duration).toBeLessThan(detail.durationSeconds + 1.5);
    await expect(page.getByTestId('player-duration')).toHaveText(`${Math.floor(detail.durationSeconds / 60)}:${String(detail.durationSeconds % 60).padStart(2, '0')}`);

    // Speed: the menu's 1.5× reaches the element.
    await page.getByTestId('player-speed').click();
    await page.getByRole('menuitemradio', { name: '1.5×' }).click();
    await expect(player).toHaveAttribute('data-rate', '1.5');
    expect(await player.locator('video').evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

    // The seek bar from the keyboard: → is 5 s on, Home the start.
    const slider = page.getByRole('slider', { name: en['player.vod.seek'] });
    await slider.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => videoTime(player)).toBeLessThan(3);
    const before = Number(await slider.getAttribute('aria-valuenow'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(before + 9);
    await expect.poll(() => videoTime(player)).toBeGreaterThanOrEqual(before + 9);
  });
});

/** A path whose steps another path starts with adds nothing: its transitions run in the longer one. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const key = (p: ModelPath) => p.steps.map((s) => s.event.type).join(' ');
  return paths.filter((p) => !paths.some((q) => q !== p && q.steps.length > p.steps.length && key(q).startsWith(`${key(p)} `)));
}

interface Seen {
  /** The highlight opened: its page and the match it shows. */
  path?: string;
  matchId?: number;
}

async function clickSeekBarAt(page: Page, fraction: number): Promise<void> {
  const box = (await page.getByTestId('player-seek').boundingBox())!;
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
}

const checks: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  list: async (page) => {
    await expect(page).toHaveURL(/\/highlight\/bong-da$/);
    await expect(page.getByTestId('highlight-card').first()).toBeVisible();
  },
  watching: async (page, seen) => {
    expect(new URL(page.url()).pathname).toBe(seen.path);
    const player = await playing(page);
    // It really plays: the element's position moves on.
    const at = await videoTime(player);
    await expect.poll(() => videoTime(player), { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(at + 0.3);
  },
  nearEnd: async (page) => {
    const player = page.getByTestId('player');
    const { duration } = await position(player);
    await expect.poll(() => videoTime(player), { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(duration * 0.97);
  },
  ended: async (page) => {
    const player = page.getByTestId('player');
    // Its league has more: the end screen counts down to the next one (the countdown itself: the page test).
    await expect(player).toHaveAttribute('data-state', 'attached.ended.upNext', { timeout: MEDIA_TIMEOUT });
    await expect(page.getByTestId('player-up-next')).toBeVisible();
    const { current, duration } = await position(player);
    expect(current).toBe(duration);
  },
  matchCentre: async (page, seen) => {
    await expect(page).toHaveURL(new RegExp(`/tran-dau/[^/]+/${seen.matchId}\\?leagueId=\\d+$`));
    await expect(page.getByTestId('match-header')).toBeVisible();
  },
};

const actions: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  OPEN_HIGHLIGHT: async (page, seen) => {
    const card = page.getByTestId('highlight-card').first();
    seen.path = (await card.getAttribute('href'))!;
    seen.matchId = Number(await card.getAttribute('data-match'));
    await card.click();
  },
  SEEK_NEAR_END: async (page) => {
    await clickSeekBarAt(page, 0.985);
  },
  WAIT_FOR_END: async () => {},
  REPLAY: async (page) => {
    await page.getByTestId('player-up-next-cancel').click();
    await page.getByTestId('player-replay').click();
    await expect.poll(() => videoTime(page.getByTestId('player')), { timeout: MEDIA_TIMEOUT }).toBeLessThan(5);
  },
  TAP_SEEK_BAR: async (page) => {
    const player = page.getByTestId('player');
    await clickSeekBarAt(page, 0.5);
    const { duration } = await position(player);
    // Minute 9 of a 10-minute clip is minute 9: the element plays from where the bar was tapped.
    await expect.poll(() => videoTime(player), { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(duration * 0.5 - 3);
    expect(await videoTime(player)).toBeLessThan(duration * 0.5 + 8);
  },
  CHANGE_SPEED: async (page) => {
    await page.getByTestId('player-speed').click();
    await page.getByRole('menuitemradio', { name: '2×' }).click();
    await expect(page.getByTestId('player')).toHaveAttribute('data-rate', '2');
  },
  OPEN_MATCH: async (page) => {
    await page.getByTestId('highlight-match-link').click();
  },
  BACK: async (page) => {
    await page.goBack();
  },
};

test.describe('the highlight journey', () => {
  for (const path of withoutPrefixes(transitionPaths(highlightFlow, {}))) {
    test(path.description, VIDEO, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(DESKTOP);
      const seen: Seen = {};
      await page.goto('/highlight/bong-da');
      await checks.list!(page, seen);
      for (const step of path.steps) {
        await actions[step.event.type]!(page, seen);
        await checks[step.value as string]!(page, seen);
      }
    });
  }
});
