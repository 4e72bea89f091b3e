import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { followedArtists, moods, musicHome, myMusic, playlist, songsPage, songsSorted } from '../../../testing/fixtures/music';
import { member } from '../../../testing/fixtures/shell';
import { PHONE, renderPage } from '../../../testing/render-page';
import type { PlaylistPage, PlaylistSummary } from '../../../../contracts/schemas/media/playlists';

const HOME = 'GET other/api/music/home';
const SONGS = 'GET other/api/music/songs';
const slow = { timeout: 5_000 };

function musicApi(): FakeApi {
  return new FakeApi()
    .answer(HOME, ({ language }) => musicHome(language))
    .answer(SONGS, ({ query, language }) => songsPage(query, language))
    .answer('GET other/api/music/new-releases', ({ query, language }) => songsPage(query, language, 'new'))
    .answer('GET other/api/music/moods', ({ language }) => moods(language));
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const currentTab = () =>
  within(screen.getByRole('navigation', { name: /Danh mục âm nhạc|Music sections|音樂分類/ }))
    .getAllByRole('link')
    .find((a) => a.getAttribute('aria-current') === 'page')?.textContent;
/** The titles of the rows of a song list (each row's first link is the song). */
const titles = (list: HTMLElement = screen.getByTestId('song-list')) => within(list).getAllByTestId('song-row').map((row) => within(row).getAllByRole('link')[0]!.textContent);
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('music: discover (/am-nhac)', () => {
  const cases = [
    { locale: 'vi', h1: 'Âm nhạc', tab: 'Khám phá', top: 'Bài hát hàng đầu', moods: 'Nghe theo tâm trạng', artists: 'Nghệ sĩ nổi bật', followers: '356.9K người theo dõi', albumMeta: 'Ngọc Diệp · 2025 · 4 bài' },
    { locale: 'en', h1: 'Music', tab: 'Discover', top: 'Top songs', moods: 'Listen by mood', artists: 'Popular artists', followers: '356.9K followers', albumMeta: 'Ngoc Diep · 2025 · 4 songs' },
    { locale: 'zh', h1: '音樂', tab: '探索', top: '熱門排行', moods: '依心情聆聽', artists: '熱門歌手', followers: '356.9K 位追蹤者', albumMeta: '玉葉 · 2025 · 4 首' },
  ] as const;
  it.each(cases)('shows the top songs, new releases, moods, albums and artists from the API ($locale)', async (c) => {
    const page = await renderPage('/am-nhac', { api: musicApi(), locale: c.locale });
    await page.ready();
    const home = musicHome(c.locale);
    expect(heading()).toBe(c.h1);
    expect(currentTab()).toBe(c.tab);
    const top = within(section(c.top)).getByTestId('song-list');
    expect(titles(top)).toEqual(home.topSongs.map((s) => s.title));
    const first = within(top).getAllByTestId('song-row')[0]!;
    expect(first.textContent).toContain(home.topSongs[0]!.artist.name);
    expect(within(first).getByTestId('song-play').textContent).toBe('1');
    expect(within(first).getAllByRole('link')[0]!.getAttribute('href')).toBe(home.topSongs[0]!.path);
    expect(within(screen.getByTestId('song-tiles')).getAllByRole('link').map((a) => a.textContent)).toEqual(home.newReleases.slice(0, 6).map((s) => s.title));
    const chips = within(section(c.moods)).getAllByRole('link');
    expect(chips.map((a) => a.textContent)).toEqual(home.moods.map((m) => `${m.name}${m.songCount}`));
    expect(chips[0]!.getAttribute('href')).toBe('/am-nhac/mood?mood=buon');
    expect(screen.getByTestId('album-grid').textContent).toContain(home.albums[0]!.title);
    expect(screen.getByTestId('album-grid').textContent).toContain(c.albumMeta);
    const artists = within(section(c.artists)).getAllByRole('link');
    expect(artists[0]!.textContent).toBe(`${home.artists[0]!.name}${c.followers}`);
    expect(artists[0]!.getAttribute('href')).toBe('/am-nhac/thao-vy');
  });

  it('draws the sections’ skeletons while the page loads', async () => {
    const api = musicApi();
    const held = api.hold(HOME);
    const page = await renderPage('/am-nhac', { api, width: PHONE });
    const home = await screen.findByTestId('music-home', {}, slow);
    expect(home.getAttribute('data-state')).toBe('loading');
    expect(within(section('Bài hát hàng đầu')).getByTestId('section-loading').getAttribute('aria-busy')).toBe('true');
    expect(within(home).queryAllByTestId('song-row')).toHaveLength(0);
    held.release();
    await page.ready();
    expect(titles()).toHaveLength(10);
  });

  it('says when there is no music yet, and retries a failed page', async () => {
    const empty = musicApi().answer(HOME, { topSongs: [], newReleases: [], albums: [], artists: [], moods: [] });
    const page = await renderPage('/am-nhac', { api: empty });
    expect((await screen.findByTestId('music-empty', {}, slow)).textContent).toContain('Chưa có bài hát nào');
    page.unmount();

    const failing = musicApi().fail(HOME, 500, 'Dịch vụ âm nhạc đang bảo trì');
    const again = await renderPage('/am-nhac', { api: failing });
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain('Dịch vụ âm nhạc đang bảo trì');
    failing.answer(HOME, ({ language }) => musicHome(language));
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await again.ready();
    expect(titles()).toHaveLength(10);
  });
});

describe('music: all songs (/am-nhac/tat-ca) and new releases (/am-nhac/moi-phat-hanh)', () => {
  it('lists the most played songs a page at a time, with the pager and the sort from the keyboard', async () => {
    const page = await renderPage('/am-nhac/tat-ca', { api: musicApi() });
    await page.ready();
    expect(heading()).toBe('Tất cả bài hát');
    expect(currentTab()).toBe('Tất cả');
    expect(titles()).toEqual(songsSorted('popular').slice(0, 20).map((s) => s.title.vi));
    expect(screen.getByText('32 bài hát')).toBeTruthy();
    expect(page.api.calls(SONGS)[0]!.query.get('sort')).toBe('popular');

    // The pager: page 2 starts its numbers at 21.
    const pager = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(pager.textContent).toContain('Trang 1/2');
    within(pager).getByRole('button', { name: 'Sau' }).focus();
    await page.user.keyboard('{Enter}');
    await page.ready();
    expect(window.location.search).toBe('?page=2');
    expect(titles()).toEqual(songsSorted('popular').slice(20).map((s) => s.title.vi));
    expect(within(screen.getAllByTestId('song-row')[0]!).getByTestId('song-play').textContent).toBe('21');

    // Newest first: the sort is pressed and in the address, back on page 1.
    screen.getByRole('button', { name: 'Mới nhất' }).focus();
    await page.user.keyboard('{Enter}');
    await page.ready();
    expect(window.location.search).toBe('?sort=new');
    expect(screen.getByRole('button', { name: 'Mới nhất' }).getAttribute('aria-pressed')).toBe('true');
    expect(titles()[0]).toBe(songsSorted('new')[0]!.title.vi);
  });

  it('searches the songs with Enter, and says when nothing matches', async () => {
    const page = await renderPage('/am-nhac/tat-ca?sort=new', { api: musicApi() });
    await page.ready();
    await page.user.click(screen.getByRole('searchbox', { name: 'Tìm bài hát' }));
    await page.user.keyboard('mưa{Enter}');
    await page.ready();
    expect(window.location.search).toBe('?sort=new&q=m%C6%B0a');
    expect(page.api.calls(SONGS).at(-1)!.query.get('keyword')).toBe('mưa');
    expect(titles()).toEqual(['Mưa tháng sáu', 'Chờ em qua cơn mưa']);

    await page.user.clear(screen.getByRole('searchbox', { name: 'Tìm bài hát' }));
    await page.user.keyboard('khong co bai nao{Enter}');
    expect((await screen.findByTestId('music-empty', {}, slow)).textContent).toContain('Không có bài hát nào khớp “khong co bai nao”');
  });

  it('draws the list’s skeleton while it loads, and retries a failed list', async () => {
    const api = musicApi();
    const held = api.hold(SONGS);
    const page = await renderPage('/am-nhac/tat-ca', { api });
    expect((await screen.findByTestId('section-loading', {}, slow)).getAttribute('aria-busy')).toBe('true');
    api.fail(SONGS, 500, 'Không đọc được danh sách bài hát');
    held.release();
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain('Không đọc được danh sách bài hát');
    api.answer(SONGS, ({ query, language }) => songsPage(query, language));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await page.ready();
    expect(titles()).toHaveLength(20);
  });

  it('lists the new releases newest first, in English', async () => {
    const page = await renderPage('/am-nhac/moi-phat-hanh', { api: musicApi(), locale: 'en' });
    await page.ready();
    expect(heading()).toBe('New releases');
    expect(currentTab()).toBe('New releases');
    expect(titles()).toEqual(songsSorted('new').slice(0, 20).map((s) => s.title.en));
    expect(page.api.calls('GET other/api/music/new-releases')[0]!.query.get('pageSize')).toBe('20');
    expect(screen.getByText('32 songs')).toBeTruthy();
  });
});

describe('music by mood (/am-nhac/mood)', () => {
  it('shows the chosen mood’s songs, and another mood from its chip with the keyboard', async () => {
    const page = await renderPage('/am-nhac/mood?mood=que-huong', { api: musicApi(), locale: 'zh' });
    await page.ready();
    expect(heading()).toBe('心情音樂');
    expect(screen.getByRole('heading', { level: 2, name: '家鄉音樂' })).toBeTruthy();
    const chips = () => within(screen.getByTestId('mood-chips')).getAllByRole('link');
    expect(chips().find((a) => a.getAttribute('aria-current') === 'page')?.textContent).toBe('家鄉8');
    expect(titles()).toEqual(songsSorted('popular').filter((s) => s.artist.slug === 'hoang-lam').map((s) => s.title.zh));
    expect(page.api.calls(SONGS).at(-1)!.query.get('mood')).toBe('que-huong');

    chips()[5]!.focus();
    await page.user.keyboard('{Enter}');
    await page.ready();
    expect(window.location.search).toBe('?mood=lang-man');
    expect(chips()[5]!.getAttribute('aria-current')).toBe('page');
    expect(titles()).toEqual(songsSorted('popular').filter((s) => s.artist.slug === 'ngoc-diep').map((s) => s.title.zh));
  });

  it('opens the first mood without one in the address; failed moods retry', async () => {
    const api = musicApi().fail('GET other/api/music/moods', 503, 'Tạm thời không đọc được tâm trạng');
    const page = await renderPage('/am-nhac/mood', { api });
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain('Tạm thời không đọc được tâm trạng');
    api.answer('GET other/api/music/moods', ({ language }) => moods(language));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await page.ready();
    expect(screen.getByRole('heading', { level: 2, name: 'Nhạc Buồn' })).toBeTruthy();
    expect(page.api.calls(SONGS).at(-1)!.query.get('mood')).toBe('buon');
    expect(titles()[0]).toBe('Mưa tháng sáu');
  });
});

describe('my music (/am-nhac/nhac-cua-toi)', () => {
  it('asks a guest to sign in, in the visitor’s language', async () => {
    const page = await renderPage('/am-nhac/nhac-cua-toi', { api: musicApi(), locale: 'en' });
    await page.ready();
    expect(heading()).toBe('My music');
    const prompt = screen.getByTestId('music-sign-in');
    expect(within(prompt).getByRole('heading').textContent).toBe('Sign in to use this');
    expect(prompt.textContent).toContain('The songs you like and play are kept for your account.');
    await page.user.click(within(prompt).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('login-form', {}, slow)).toBeTruthy();
    expect(page.api.calls('GET other/api/music/my-music')).toHaveLength(0);
  });

  it('lists a member’s liked songs, then the recently played tab from the keyboard, and says when one is empty', async () => {
    const api = musicApi().answer('GET other/api/music/my-music', ({ query, language }) => myMusic(query, query.get('tab') === 'recent' ? 0 : 6, language));
    const page = await renderPage('/am-nhac/nhac-cua-toi', { api, member: member() });
    await page.ready();
    const tabs = () => within(screen.getByRole('navigation', { name: 'Nhạc của tôi' })).getAllByRole('link');
    expect(tabs()[0]!.getAttribute('aria-current')).toBe('page');
    expect(titles()).toEqual(myMusic(new URLSearchParams('tab=liked'), 6).list.map((s) => s.title));
    expect(screen.getByText('6 bài hát')).toBeTruthy();

    tabs()[0]!.focus();
    await page.user.keyboard('{ArrowRight}{Enter}');
    await page.ready();
    expect(window.location.search).toBe('?tab=recent');
    expect(api.calls('GET other/api/music/my-music').at(-1)!.query.get('tab')).toBe('recent');
    const empty = screen.getByTestId('music-empty');
    expect(within(empty).getByRole('heading').textContent).toBe('Bạn chưa nghe bài hát nào');
  });
});

describe('my followed artists (/am-nhac/nhac-cua-toi?tab=artists)', () => {
  it('lists the artists a member follows, latest first, with their pages, and says when there is none', async () => {
    const api = musicApi().answer('GET other/api/music/followed-artists', ({ language }) => followedArtists(['thao-vy', 'minh-khang'], language));
    const page = await renderPage('/am-nhac/nhac-cua-toi?tab=artists', { api, member: member(), locale: 'zh' });
    await page.ready();
    const tabs = within(screen.getByRole('navigation', { name: '我的音樂' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['已按讚', '最近播放', '追蹤的歌手']);
    expect(tabs[2]!.getAttribute('aria-current')).toBe('page');
    const artists = within(await screen.findByTestId('followed-artists', {}, slow)).getAllByRole('link');
    expect(artists.map((link) => [link.textContent?.startsWith('草薇') || link.textContent?.startsWith('明康'), link.getAttribute('href')])).toEqual([
      [true, '/am-nhac/thao-vy'],
      [true, '/am-nhac/minh-khang'],
    ]);
    expect(artists[0]!.textContent).toContain('草薇');
    expect(api.calls('GET other/api/music/my-music')).toHaveLength(0);
    page.unmount();

    const none = musicApi().answer('GET other/api/music/followed-artists', () => followedArtists([]));
    const empty = await renderPage('/am-nhac/nhac-cua-toi?tab=artists', { api: none, member: member() });
    await empty.ready();
    expect(within(await screen.findByTestId('music-empty', {}, slow)).getByRole('heading').textContent).toBe('Bạn chưa theo dõi nghệ sĩ nào');
  });
});

describe('my playlists (/am-nhac/play-list-cua-toi)', () => {
  /** A member's playlists kept by the fake server: created, read, songs moved. */
  function playlistServer(initial: PlaylistPage[]) {
    const lists = new Map(initial.map((p) => [p.playlist.id, p]));
    const api = musicApi()
      .answer('GET other/api/music/playlists', () => {
        const list: PlaylistSummary[] = [...lists.values()].map((p) => p.playlist);
        return { list, total: list.length, pageNum: 1, pageSize: 50 };
      })
      .answer('GET other/api/music/playlist', ({ query }) => lists.get(Number(query.get('id')))!)
      .answer('POST other/api/music/playlist/create', ({ body }) => {
        const created = playlist(900 + lists.size, (body as { name: string }).name, []);
        lists.set(created.playlist.id, created);
        return created.playlist;
      })
      .answer('POST other/api/music/playlist/move-song', ({ body }) => {
        const { id, songId, position } = body as { id: number; songId: number; position: number };
        const ids = lists.get(id)!.songs.map((s) => s.id).filter((s) => s !== songId);
        ids.splice(position - 1, 0, songId);
        const moved = playlist(id, lists.get(id)!.playlist.name, ids);
        lists.set(id, moved);
        return moved;
      });
    return api;
  }

  it('asks a guest to sign in', async () => {
    const page = await renderPage('/am-nhac/play-list-cua-toi', { api: musicApi() });
    await page.ready();
    expect(currentTab()).toBe('Playlist của tôi');
    expect(screen.getByTestId('music-sign-in').textContent).toContain('Đăng nhập để dùng mục này');
  });

  it('opens a member’s first playlist, and moves a song with its handle and the arrow keys', async () => {
    const api = playlistServer([playlist(41, 'Chạy bộ buổi sáng', [211, 212, 213]), playlist(42, 'Nhạc quê hương', [311, 321])]);
    const page = await renderPage('/am-nhac/play-list-cua-toi', { api, member: member() });
    await page.ready();
    const library = within(screen.getByTestId('playlist-library')).getAllByRole('link');
    expect(library.map((a) => a.textContent)).toEqual(['Chạy bộ buổi sáng3 bài', 'Nhạc quê hương2 bài']);
    expect(library[0]!.getAttribute('aria-current')).toBe('page');
    await screen.findByTestId('playlist-editor', {}, slow);
    await page.ready();
    expect(screen.getByTestId('playlist-name').textContent).toBe('Chạy bộ buổi sáng');
    expect(titles(screen.getByTestId('playlist-songs'))).toEqual(['Đêm nay vui', 'Nhảy cùng em', 'Đèn đường']);

    // The third song's handle, ↑ twice: it goes to the top, and keeps the focus.
    screen.getByRole('button', { name: 'Di chuyển “Đèn đường”, vị trí 3 trên 3' }).focus();
    await page.user.keyboard('{ArrowUp}');
    await screen.findByRole('button', { name: 'Di chuyển “Đèn đường”, vị trí 2 trên 3' }, slow);
    await page.user.keyboard('{ArrowUp}');
    const handle = await screen.findByRole('button', { name: 'Di chuyển “Đèn đường”, vị trí 1 trên 3' }, slow);
    expect(document.activeElement).toBe(handle);
    expect(titles(screen.getByTestId('playlist-songs'))).toEqual(['Đèn đường', 'Đêm nay vui', 'Nhảy cùng em']);
    expect(api.calls('POST other/api/music/playlist/move-song').map((c) => c.body)).toContainEqual({ id: 41, songId: 213, position: 1 });

    // Another playlist from the library, by its address.
    await page.user.click(library[1]!);
    expect(await screen.findByText('Nhạc quê hương', { selector: '[data-testid=playlist-name]' }, slow)).toBeTruthy();
    expect(window.location.search).toBe('?id=42');
  });

  it('says a member has no playlist yet, makes one with Enter, and says an unknown one is not found', async () => {
    const api = playlistServer([]);
    const page = await renderPage('/am-nhac/play-list-cua-toi', { api, member: member() });
    await page.ready();
    expect(within(screen.getByTestId('playlists-empty')).getByRole('heading').textContent).toBe('Bạn chưa có playlist nào');
    await page.user.click(screen.getByRole('textbox', { name: 'Tên playlist mới' }));
    await page.user.keyboard('Nhạc chờ trận đấu{Enter}');
    expect(await screen.findByText('Nhạc chờ trận đấu', { selector: '[data-testid=playlist-name]' }, slow)).toBeTruthy();
    expect(api.calls('POST other/api/music/playlist/create')[0]!.body).toEqual({ name: 'Nhạc chờ trận đấu' });
    expect(window.location.search).toBe('?id=900');
    expect(screen.getByTestId('playlist-empty').textContent).toContain('Playlist đang trống');
    page.unmount();

    const missing = await renderPage('/am-nhac/play-list-cua-toi?id=77', { api: playlistServer([playlist(41, 'Chạy bộ buổi sáng', [211])]), member: member() });
    expect((await screen.findByTestId('playlist-not-found', {}, slow)).textContent).toContain('Không tìm thấy playlist này');
    expect(missing.api.calls('GET other/api/music/playlist')).toHaveLength(0);
  });
});
