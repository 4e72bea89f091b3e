/**
 * Films (/phim-anh…) in a real browser against the real server: the phone layout of the list, axe on
 * the watch page at both widths, the subtitles the server writes as WebVTT; and the journey "resume a
 * film episode" as paths generated from a user-flow machine (pick an episode, watch a while, leave,
 * come back where it stopped; or play to the end and go on to the next episode), as a guest (this
 * browser keeps the position) and as a member (the server does). What the lists and the watch page
 * show of the API's data (tabs, filters, search, languages, loading, failures, not found, seasons and
 * episodes) is checked by the page tests beside src/features/films/pages.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import type { FilmWatch } from '../../contracts/schemas/media/films';
import { DESKTOP, formatViolations, PHONE, seriousViolations, signIn, waitForPageData } from './support/a11y';
import { withoutVideo } from './support/video';
import { expect, MEDIA_TIMEOUT, test } from './support/test';

const API = '/other/api/film';
/** A TV show with two seasons; its second episode is where the journey starts. */
const SHOW = 'gia-dinh-la-so-mot-sai-gon';
/** A seeded member no other spec signs in as. */
const VIEWER = { username: 'member388', password: 'matkhau123' };

async function data<T>(request: APIRequestContext, path: string, params: Record<string, string | number> = {}, language = 'vi'): Promise<T> {
  const response = await request.get(path, { params, headers: { 'x-language': language } });
  expect(response.ok(), `${path} ${JSON.stringify(params)}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test.describe('films in the browser', () => {
  test.beforeEach(async ({ context }) => {
    await withoutVideo(context);
  });

  test('on a phone: two cards a row, nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/phim-anh');
    await waitForPageData(page);
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => page.getByTestId('film-card').nth(i).boundingBox()));
    expect(a!.y).toBe(b!.y);
    expect(c!.y).toBeGreaterThan(a!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  // The lists' axe checks are a11y.spec.ts's (/phim-anh at both widths).
  for (const [name, viewport] of [['390 px', PHONE], ['1400 px', DESKTOP]] as const) {
    test(`axe finds nothing serious on the watch page at ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/phim-anh/xem-phim/${SHOW}`);
      await waitForPageData(page);
      await expect(page.getByTestId('film-episode').first()).toBeVisible();
      const found = await seriousViolations(page);
      expect(found, formatViolations(`watch page at ${name}`, found)).toEqual([]);
    });
  }

  test('the server writes each episode’s subtitles as WebVTT, in three languages', async ({ request }) => {
    const watch = await data<FilmWatch>(request, `${API}/watch`, { slug: SHOW });
    const episode = watch.seasons[0]!.episodes[0]!;
    expect(episode.subtitles.map((t) => t.lang)).toEqual(['vi', 'en', 'zh']);
    for (const track of episode.subtitles) {
      const response = await request.get(track.path);
      expect(response.headers()['content-type']).toBe('text/vtt; charset=utf-8');
      const text = await response.text();
      expect(text.startsWith('WEBVTT')).toBe(true);
    }
    // Dialogue, not the show's title as a caption.
    const en = await (await request.get(episode.subtitles.find((t) => t.lang === 'en')!.path)).text();
    expect(en.match(/ --> /g)!.length).toBeGreaterThan(5);
    expect(en).not.toContain('Family First: Saigon');
  });
});

/** Where the viewer is; each event is what they do. */
const resumeFlow = createMachine({
  id: 'films-resume',
  initial: 'list',
  states: {
    list: { on: { OPEN_SHOW: 'playing' } },
    playing: { on: { PICK_EPISODE: 'episode' } },
    episode: { on: { WATCH_A_WHILE: 'paused', SKIP_TO_END: 'upNext' } },
    paused: { on: { LEAVE: 'away' } },
    away: { on: { COME_BACK: 'resumed' } },
    resumed: {},
    upNext: { on: { PLAY_NOW: 'nextEpisode', CANCEL: 'stopped' } },
    nextEpisode: {},
    stopped: {},
  },
});

function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const key = (p: ModelPath) => p.steps.map((s) => s.event.type).join(' ');
  return paths.filter((p) => !paths.some((q) => q !== p && q.steps.length > p.steps.length && key(q).startsWith(`${key(p)} `)));
}

interface Seen {
  watch: FilmWatch;
  /** The position the viewer left at. */
  leftAt?: number;
}

const player = (page: Page) => page.getByTestId('player');
const currentTime = async (page: Page) => Number(await player(page).getAttribute('data-current-time'));
const episodeButton = (page: Page, id: number) => page.locator(`[data-testid=film-episode][data-episode="${id}"]`);

const checks: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  list: async (page) => {
    await expect(page.getByTestId('film-card').first()).toBeVisible();
  },
  playing: async (page, seen) => {
    await expect(page.getByTestId('film-title')).toHaveText(seen.watch.film.title);
    await expect(player(page)).toHaveAttribute('data-state', /attached\.watching/, { timeout: MEDIA_TIMEOUT });
    await expect(player(page)).toHaveAttribute('data-text-track', 'vi');
  },
  episode: async (page, seen) => {
    const second = seen.watch.seasons[0]!.episodes[1]!;
    await expect(page).toHaveURL(/\?phan=1&tap=2$/);
    await expect(episodeButton(page, second.id)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('film-now-playing')).toContainText(second.title);
    await expect(player(page)).toHaveAttribute('data-state', /attached\.watching\.playing/, { timeout: MEDIA_TIMEOUT });
  },
  paused: async (page, seen) => {
    await expect(player(page)).toHaveAttribute('data-state', 'attached.paused');
    seen.leftAt = await currentTime(page);
    expect(seen.leftAt).toBeGreaterThanOrEqual(5);
  },
  away: async (page) => {
    await expect(page).toHaveURL(/\/phim-anh$/);
  },
  resumed: async (page, seen) => {
    const second = seen.watch.seasons[0]!.episodes[1]!;
    await expect(episodeButton(page, second.id)).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/\?phan=1&tap=2$/);
    // It starts where the viewer left, never after it and at most 2 s before: the stored position is in
    // whole seconds, and the pause reports the element's last time update (a few every second).
    const session = page.getByTestId('film-session');
    await expect(session).not.toHaveAttribute('data-state', 'loading');
    const startAt = Number(await session.getAttribute('data-start-at'));
    expect(startAt).toBeLessThanOrEqual(seen.leftAt!);
    expect(startAt).toBeGreaterThanOrEqual(seen.leftAt! - 2);
    await expect(page.getByTestId('film-resumed')).toContainText(`0:${String(startAt).padStart(2, '0')}`);
    await expect.poll(() => currentTime(page), { timeout: MEDIA_TIMEOUT }).toBeGreaterThanOrEqual(startAt - 0.5);
  },
  upNext: async (page, seen) => {
    await expect(page.getByTestId('film-up-next')).toContainText(seen.watch.seasons[0]!.episodes[2]!.title);
  },
  nextEpisode: async (page, seen) => {
    const third = seen.watch.seasons[0]!.episodes[2]!;
    await expect(page).toHaveURL(/\?phan=1&tap=3$/);
    await expect(episodeButton(page, third.id)).toHaveAttribute('aria-current', 'true');
    await expect(player(page)).toHaveAttribute('data-state', /attached\.watching/, { timeout: MEDIA_TIMEOUT });
    // The episode before is marked as watched.
    await expect(episodeButton(page, seen.watch.seasons[0]!.episodes[1]!.id)).toHaveAttribute('data-watched', '100');
  },
  stopped: async (page) => {
    await expect(page.getByTestId('film-finished')).toBeVisible();
    await expect(page).toHaveURL(/\?phan=1&tap=2$/);
  },
};

const actions: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  OPEN_SHOW: async (page, seen) => {
    await page.locator(`a[href="${seen.watch.film.path}"]`).first().click();
  },
  PICK_EPISODE: async (page, seen) => {
    await episodeButton(page, seen.watch.seasons[0]!.episodes[1]!.id).click();
  },
  WATCH_A_WHILE: async (page) => {
    await expect.poll(() => currentTime(page), { timeout: MEDIA_TIMEOUT }).toBeGreaterThanOrEqual(5.2);
    await player(page).focus();
    await page.keyboard.press('k');
  },
  LEAVE: async (page) => {
    await page.getByRole('navigation', { name: /breadcrumb|đường dẫn/i }).getByRole('link', { name: 'Phim ảnh' }).click();
  },
  COME_BACK: async (page, seen) => {
    // Through the TV show tab to the show's card: the address names no episode, the stored position decides.
    await page.getByRole('link', { name: 'TV Show' }).click();
    await page.locator(`a[href="${seen.watch.film.path}"]`).first().click();
  },
  SKIP_TO_END: async (page) => {
    await player(page).focus();
    await page.keyboard.press('End');
  },
  PLAY_NOW: async (page) => {
    await page.getByTestId('film-up-next-now').click();
  },
  CANCEL: async (page) => {
    await page.getByTestId('film-up-next-cancel').click();
  },
};

test.describe('resume a film episode @video', () => {
  const paths = [...new Map(withoutPrefixes(transitionPaths(resumeFlow, {})).map((p) => [p.description, p])).values()];
  const runs = paths.flatMap((path) => {
    const resumes = path.steps.some((s) => s.event.type === 'COME_BACK');
    return resumes ? [{ path, member: false }, { path, member: true }] : [{ path, member: false }];
  });
  for (const { path, member } of runs) {
    test(`${member ? 'member' : 'guest'}: ${path.description}`, async ({ page, request }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(DESKTOP);
      const seen: Seen = { watch: await data<FilmWatch>(request, `${API}/watch`, { slug: SHOW }) };
      if (member) await signIn(page, VIEWER);
      // The show is on the first page of its tab.
      await page.goto('/phim-anh/tv-show?quoc-gia=viet-nam');
      await checks.list!(page, seen);
      for (const step of path.steps) {
        await actions[step.event.type]!(page, seen);
        await checks[step.value as string]!(page, seen);
      }
    });
  }
});
