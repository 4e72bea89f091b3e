/**
 * Music (/am-nhac) in a real browser with the real server's audio: the phone layout with the mini
 * player over the bottom navigation, and two journeys whose paths are generated from small machines
 * (states: where the visitor is and what plays; events: what they do): a song keeps playing across
 * pages until a live room's video pauses it, and a member creates a playlist, fills it and reorders
 * it with the keyboard and the buttons. What the pages show of the API's data (every tab, the song,
 * album and artist pages, three languages, loading, failures, not found, the member-only pages) is
 * checked by the page tests beside src/features/music/pages; /am-nhac's axe check is a11y.spec.ts's.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import type { Page as ListPage } from '../../contracts/schemas/common';
import type { MusicHome, SongCard, SongDetail } from '../../contracts/schemas/media/music';
import { vi } from '../../locales/index.ts';
import { DESKTOP, PHONE, signIn, waitForPageData } from './support/a11y';
import { canonicalPath, findLiveRoom } from './support/rooms';
import { expect, MEDIA_TIMEOUT, test } from './support/test';

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { 'x-language': 'vi' } });
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
    // While the room's video plays on by a second, the music's position stays where it paused.
    const at = await position(page);
    const videoTime = () => page.getByTestId('player').locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
    const from = await videoTime();
    await expect.poll(videoTime, { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(from + 1);
    expect(await position(page)).toBe(at);
  },
};

test.describe('the listening journey', () => {
  for (const path of withoutPrefixes(transitionPaths(listenFlow, {}))) {
    test(`@video ${path.description}`, async ({ page, request }) => {
      test.setTimeout(60_000);
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
      test.setTimeout(60_000);
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
});
