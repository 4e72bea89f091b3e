/**
 * Music (/am-nhac): the pages with the API's songs in three languages, a failed list's retry, an
 * unknown song, the phone layout with the mini player over the bottom navigation, and two journeys
 * whose paths are generated from small machines (states: where the visitor is and what plays;
 * events: what they do): a song keeps playing across pages until a live room's video pauses it,
 * and a member creates a playlist, fills it and reorders it with the keyboard and the buttons.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import type { Page as ListPage } from '../../contracts/schemas/common';
import type { MusicHome, SongCard, SongDetail } from '../../contracts/schemas/media/music';
import vi from '../../locales/vi.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { DESKTOP, PHONE, formatViolations, seriousViolations, signIn, waitForPageData } from './support/a11y';
import { canonicalPath, findLiveRoom } from './support/rooms';
import { expect, MEDIA_TIMEOUT, test } from './support/test';

type Lang = 'vi' | 'en' | 'zh';
const CATALOGUES = { vi, en, zh } as const;

async function api<T>(request: APIRequestContext, path: string, lang: Lang = 'vi'): Promise<T> {
  const response = await request.get(path, { headers: { 'x-language': lang } });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The seek bar's value: the playing position in whole seconds. */
const position = (page: Page) => page.getByTestId('music-bar-seek').evaluate((input: HTMLInputElement) => Number(input.value));

/** The music plays: the bar says so and its position moves on. */
async function expectPlaying(page: Page, title: string) {
  const bar = page.getByTestId('music-bar');
  await expect(bar).toHaveAttribute('data-status', 'playing', { timeout: MEDIA_TIMEOUT });
  await expect(page.getByTestId('music-bar-title')).toHaveText(title);
  const before = await position(page);
  await expect.poll(() => position(page), { timeout: 10_000 }).toBeGreaterThan(before);
}

/** Client-side navigation, as a link of the app would do it (a full load would end the music). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('music pages', () => {
  test('the discover page shows the API top songs, albums and artists in vi, en and zh, and axe finds nothing serious', async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(DESKTOP);
    for (const lang of ['vi', 'en', 'zh'] as const) {
      const home = await api<MusicHome>(request, '/other/api/music/home', lang);
      await page.goto(lang === 'vi' ? '/am-nhac' : `/am-nhac?lang=${lang}`);
      await waitForPageData(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(CATALOGUES[lang]['route.music']);
      const rows = page.getByTestId('music-top').getByTestId('song-row');
      await expect(rows).toHaveCount(home.topSongs.length);
      await expect(rows.first()).toContainText(home.topSongs[0]!.title);
      await expect(rows.first()).toContainText(home.topSongs[0]!.artist.name);
      if (lang === 'vi') {
        await expect(page.getByTestId('album-grid')).toContainText(home.albums[0]!.title);
        await expect(page.getByTestId('artist-grid')).toContainText(home.artists[0]!.name);
        await expect(page.getByTestId('mood-chips')).toContainText(home.moods[0]!.name);
        const violations = await seriousViolations(page);
        expect(violations, formatViolations('/am-nhac', violations)).toEqual([]);
      }
    }
  });

  test('all songs: a failed list offers a retry, the sort and the search follow the API', async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(DESKTOP);
    let failures = 1;
    await page.route('**/other/api/music/songs?*', (route) => (failures-- > 0 ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"boom","data":null}' }) : route.continue()));
    await page.goto('/am-nhac/tat-ca');
    await expect(page.getByTestId('load-failed')).toBeVisible();
    await page.getByTestId('load-failed').getByRole('button').click();
    const popular = await api<ListPage<SongCard>>(request, '/other/api/music/songs?pageSize=20&sort=popular');
    const rows = page.getByTestId('song-row');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText(popular.list[0]!.title);
    await expect(page.getByText(vi['music.count'].replace('{count, plural, other {# bài hát}}', String(popular.total)))).toBeVisible();

    await page.getByRole('button', { name: vi['music.sort.new'] }).click();
    const newest = await api<ListPage<SongCard>>(request, '/other/api/music/songs?pageSize=20&sort=new');
    await expect(page).toHaveURL(/sort=new/);
    await expect(rows.first()).toContainText(newest.list[0]!.title);

    const target = popular.list[3]!;
    await page.getByRole('searchbox').fill(target.title);
    await page.getByRole('searchbox').press('Enter');
    await expect(rows.first()).toContainText(target.title);
    await page.getByRole('searchbox').fill('khong co bai nao nhu vay');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByTestId('music-empty')).toBeVisible();
  });

  test('a song page shows its detail, an album its tracks, an unknown song is not found', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const song = await api<SongDetail>(request, '/other/api/music/song?id=5', 'en');
    await page.goto(`${song.path}?lang=en`);
    await waitForPageData(page);
    await expect(page.getByTestId('music-hero-title')).toHaveText(song.title);
    await expect(page.getByTestId('song-hero')).toContainText(song.artist.name);
    await expect(page.locator('blockquote')).toContainText(song.lyricsExcerpt.split('\n')[0]!);
    await page.getByTestId('song-hero').getByRole('link', { name: song.album!.title }).click();
    await expect(page).toHaveURL(new RegExp(`${song.album!.path}`));
    await expect(page.getByTestId('song-row').first()).toBeVisible();
    await expect(page.getByTestId('album-hero')).toContainText(song.album!.title);

    await page.goto('/am-nhac/bai-hat/khong-co/99999?lang=vi');
    await expect(page.getByTestId('music-not-found')).toContainText(vi['music.notFound.song']);
  });

  test('on a phone the mini player sits above the bottom navigation, both visible', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const home = await api<MusicHome>(request, '/other/api/music/home');
    await page.goto('/am-nhac');
    await waitForPageData(page);
    await page.getByTestId('music-top').getByTestId('song-play').first().click();
    await expectPlaying(page, home.topSongs[0]!.title);
    const bar = (await page.getByTestId('music-bar').boundingBox())!;
    const nav = (await page.getByTestId('bottom-bar').boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(nav.y + 1);
    expect(bar.width).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByTestId('bottom-bar')).toBeVisible();
    // The page scrolls past the bar: the footer's end is not hidden under it.
    await page.keyboard.press('End');
    await page.getByTestId('music-bar-toggle').click();
    await expect(page.getByTestId('music-bar')).toHaveAttribute('data-status', 'paused');
  });
});

/** Where the listener is and what plays; every path starts a song and ends in a live room. */
const listenFlow = createMachine({
  id: 'listen-flow',
  initial: 'songPage',
  states: {
    songPage: { on: { PLAY: 'playing' } },
    playing: { on: { NEXT_SONG: 'nextSong' } },
    nextSong: { on: { OPEN_ARTIST: 'artistPage' } },
    artistPage: { on: { OPEN_ALBUM: 'albumPage' } },
    albumPage: { on: { OPEN_HOME: 'homePage' } },
    homePage: { on: { OPEN_LIVE_ROOM: 'liveRoom' } },
    liveRoom: {},
  },
});

/** A path whose steps another path starts with adds nothing: its transitions run in the longer one. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const key = (p: ModelPath) => p.steps.map((s) => s.event.type).join(' ');
  const longest = paths.filter((p) => !paths.some((q) => q !== p && q.steps.length > p.steps.length && key(q).startsWith(`${key(p)} `)));
  // A state without a way out is reached by a path of its own too: keep each path once.
  return longest.filter((p, i) => longest.findIndex((q) => key(q) === key(p)) === i);
}

interface Heard {
  song: SongDetail;
  /** The title the bar should show. */
  title: string;
}

const listenActions: Record<string, (page: Page, heard: Heard) => Promise<void>> = {
  PLAY: async (page) => page.getByTestId('song-play-main').click(),
  NEXT_SONG: async (page, heard) => {
    await page.getByTestId('music-bar').getByRole('button', { name: vi['music.bar.next'] }).click();
    heard.title = heard.song.moreFromArtist[0]!.title;
  },
  OPEN_ARTIST: async (page, heard) => page.getByTestId('song-hero').getByRole('link', { name: heard.song.artist.name }).click(),
  OPEN_ALBUM: async (page) => page.getByTestId('album-grid').getByRole('link').first().click(),
  // The breadcrumb's "Âm nhạc".
  OPEN_HOME: async (page) => page.getByRole('main').getByRole('link', { name: vi['route.music'], exact: true }).first().click(),
  OPEN_LIVE_ROOM: async (page) => {
    const room = await findLiveRoom(page.request);
    await navigateInApp(page, canonicalPath(room));
  },
};

const listenChecks: Record<string, (page: Page, heard: Heard) => Promise<void>> = {
  songPage: async (page, heard) => {
    await expect(page.getByTestId('music-hero-title')).toHaveText(heard.song.title);
    await expect(page.getByTestId('music-bar')).toHaveCount(0);
  },
  playing: async (page, heard) => expectPlaying(page, heard.title),
  nextSong: async (page, heard) => expectPlaying(page, heard.title),
  artistPage: async (page, heard) => {
    await expect(page.getByTestId('artist-hero')).toContainText(heard.song.artist.name);
    await expectPlaying(page, heard.title);
  },
  albumPage: async (page, heard) => {
    await expect(page.getByTestId('album-hero')).toContainText(heard.song.artist.name);
    await expectPlaying(page, heard.title);
  },
  homePage: async (page, heard) => {
    await expect(page.getByTestId('music-top')).toBeVisible();
    await expectPlaying(page, heard.title);
  },
  liveRoom: async (page, heard) => {
    // The room's video starts (muted, by itself): the music pauses, and stays there.
    await expect(page.getByTestId('player')).toHaveAttribute('data-state', /playing/, { timeout: MEDIA_TIMEOUT });
    await expect(page.getByTestId('music-bar')).toHaveAttribute('data-status', 'paused');
    await expect(page.getByTestId('music-bar-title')).toHaveText(heard.title);
    const at = await position(page);
    await page.waitForTimeout(1500);
    expect(await position(page)).toBe(at);
  },
};

test.describe('the listening journey', () => {
  for (const path of withoutPrefixes(transitionPaths(listenFlow, {}))) {
    test(`@video ${path.description}`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(DESKTOP);
      const song = await api<SongDetail>(request, '/other/api/music/song?id=9');
      const heard: Heard = { song, title: song.title };
      await page.goto(song.path);
      await waitForPageData(page);
      await listenChecks.songPage!(page, heard);
      for (const step of path.steps) {
        await listenActions[step.event.type]!(page, heard);
        await listenChecks[step.value as string]!(page, heard);
      }
    });
  }
});

/** A member's playlist: created, filled from the song list, reordered by keyboard and by button, kept after a reload. */
const playlistFlow = createMachine({
  id: 'playlist-flow',
  initial: 'library',
  states: {
    library: { on: { CREATE: 'created' } },
    created: { on: { ADD_SONGS: 'filled' } },
    filled: { on: { MOVE_WITH_KEYS: 'movedByKeys' } },
    movedByKeys: { on: { MOVE_WITH_BUTTON: 'movedByButton' } },
    movedByButton: { on: { RELOAD: 'kept' } },
    kept: {},
  },
});

interface PlaylistSeen {
  name: string;
  /** The titles in the order the page should show. */
  order: string[];
  songs: SongCard[];
}

const playlistTitles = (page: Page) => page.getByTestId('playlist-songs').getByTestId('song-row').locator('a[href^="/am-nhac/bai-hat/"]').allTextContents();

const playlistActions: Record<string, (page: Page, seen: PlaylistSeen) => Promise<void>> = {
  CREATE: async (page, seen) => {
    await page.getByTestId('playlist-create').getByRole('textbox').fill(seen.name);
    await page.getByTestId('playlist-create').getByRole('button', { name: vi['music.playlist.create'] }).click();
  },
  ADD_SONGS: async (page, seen) => {
    await page.getByRole('link', { name: vi['tabs.music.all'] }).click();
    for (const song of seen.songs) {
      await page.locator(`[data-testid=song-row][data-song="${song.id}"]`).getByTestId('add-to-playlist-open').click();
      const dialog = page.getByTestId('add-to-playlist');
      await dialog.getByRole('button', { name: new RegExp(seen.name) }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('toast').filter({ hasText: seen.name }).first()).toBeVisible();
      seen.order.push(song.title);
    }
    await page.getByRole('link', { name: vi['tabs.music.playlists'] }).click();
    await page.getByTestId('playlist-library').getByRole('link', { name: new RegExp(seen.name) }).click();
  },
  MOVE_WITH_KEYS: async (page, seen) => {
    // The third song to the top: focus its handle, ↑ twice.
    const handle = page.getByTestId('playlist-move-handle').nth(2);
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('playlist-move-handle').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('playlist-move-handle').nth(0)).toBeFocused();
    seen.order = [seen.order[2]!, seen.order[0]!, seen.order[1]!];
  },
  MOVE_WITH_BUTTON: async (page, seen) => {
    await page.getByRole('button', { name: vi['music.playlist.moveDown'].replace('{title}', seen.order[0]!) }).click();
    seen.order = [seen.order[1]!, seen.order[0]!, seen.order[2]!];
  },
  RELOAD: async (page) => {
    await expect(page.getByTestId('playlist-editor')).toHaveAttribute('data-state', /idle/);
    await page.reload();
  },
};

const playlistChecks: Record<string, (page: Page, seen: PlaylistSeen) => Promise<void>> = {
  library: async (page) => expect(page.getByTestId('playlist-create')).toBeVisible(),
  created: async (page, seen) => {
    await expect(page.getByTestId('playlist-name')).toHaveText(seen.name);
    await expect(page.getByTestId('playlist-empty')).toBeVisible();
  },
  filled: async (page, seen) => {
    await expect(page.getByTestId('playlist-name')).toHaveText(seen.name);
    await expect.poll(() => playlistTitles(page)).toEqual(seen.order);
  },
  movedByKeys: async (page, seen) => {
    await expect.poll(() => playlistTitles(page)).toEqual(seen.order);
    await expect(page.getByTestId('playlist-editor')).toHaveAttribute('data-state', /idle/);
  },
  movedByButton: async (page, seen) => {
    await expect.poll(() => playlistTitles(page)).toEqual(seen.order);
    await expect(page.getByTestId('playlist-editor')).toHaveAttribute('data-state', /idle/);
  },
  kept: async (page, seen) => {
    await expect(page.getByTestId('playlist-name')).toHaveText(seen.name);
    await expect.poll(() => playlistTitles(page)).toEqual(seen.order);
  },
};

test.describe('the playlist journey', () => {
  for (const [n, path] of withoutPrefixes(transitionPaths(playlistFlow, {})).entries()) {
    test(path.description, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(DESKTOP);
      const songs = (await api<ListPage<SongCard>>(request, '/other/api/music/songs?pageSize=20')).list.slice(n, n + 3);
      const seen: PlaylistSeen = { name: `Playlist ${n} ${Date.now() % 100_000}`, order: [], songs };
      await signIn(page);
      await page.goto('/am-nhac/play-list-cua-toi');
      await waitForPageData(page);
      await playlistChecks.library!(page, seen);
      for (const step of path.steps) {
        await playlistActions[step.event.type]!(page, seen);
        await playlistChecks[step.value as string]!(page, seen);
      }
    });
  }

  test('a guest is asked to sign in on the member pages', async ({ page }) => {
    await page.goto('/am-nhac/play-list-cua-toi');
    await expect(page.getByTestId('music-sign-in')).toContainText(vi['music.signIn.title']);
    await page.goto('/am-nhac/nhac-cua-toi?lang=en');
    await expect(page.getByTestId('music-sign-in')).toContainText(en['music.signIn.title']);
  });
});
