import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { playlist, songDetail } from '../../../testing/fixtures/music';
import { member } from '../../../testing/fixtures/shell';
import { PHONE, renderPage } from '../../../testing/render-page';
import type { SongLikeState } from '../../../../contracts/schemas/media/music';

const SONG = 'GET other/api/music/song';
const ADDRESS = '/am-nhac/bai-hat/mua-thang-sau/111';
const slow = { timeout: 5_000 };

function songApi(): FakeApi {
  return new FakeApi().answer(SONG, ({ query, language }) => songDetail(Number(query.get('id')), language));
}

const hero = () => screen.getByTestId('song-hero');

describe('a song (/am-nhac/bai-hat/:name/:id)', () => {
  const cases = [
    { locale: 'vi', h1: 'Mưa tháng sáu', kicker: 'Bài hát · Buồn', album: 'Mưa Tháng Sáu', lyrics: 'Lời bài hát (trích)', more: 'Cùng nghệ sĩ', plays: 'lượt nghe' },
    { locale: 'en', h1: 'June rain', kicker: 'Song · Sad', album: 'June Rain', lyrics: 'Lyrics (excerpt)', more: 'More from the artist', plays: 'plays' },
    { locale: 'zh', h1: '六月的雨', kicker: '歌曲 · 憂傷', album: '六月的雨', lyrics: '歌詞（節錄）', more: '同一歌手', plays: '次播放' },
  ] as const;
  it.each(cases)('shows the song, its artist and album, the lyrics and more from the artist ($locale)', async (c) => {
    const page = await renderPage(ADDRESS, { api: songApi(), locale: c.locale });
    await page.ready();
    const song = songDetail(111, c.locale);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.h1);
    expect(screen.getByTestId('music-hero-title').textContent).toBe(song.title);
    expect(hero().textContent).toContain(c.kicker);
    expect(within(hero()).getByRole('link', { name: song.artist.name }).getAttribute('href')).toBe('/am-nhac/minh-khang');
    expect(within(hero()).getByRole('link', { name: c.album }).getAttribute('href')).toBe('/am-nhac/album/mua-thang-sau/11');
    expect(screen.getByTestId('song-plays').textContent).toContain(c.plays);
    expect(screen.getByTestId('song-likes').textContent).toBe('48.1K');
    expect(screen.getByRole('heading', { level: 2, name: c.lyrics })).toBeTruthy();
    expect(document.querySelector('blockquote')!.textContent).toBe(song.lyricsExcerpt);
    const more = screen.getByRole('heading', { level: 2, name: c.more }).closest('section')!;
    expect(within(more).getAllByTestId('song-row').map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual(song.moreFromArtist.map((s) => s.title));
    expect(page.api.calls(SONG)[0]!.query.get('id')).toBe('111');
  });

  it('draws the hero’s and the list’s places while the song loads, on a phone', async () => {
    const api = songApi();
    const held = api.hold(SONG);
    const page = await renderPage(ADDRESS, { api, width: PHONE });
    expect((await screen.findByTestId('section-loading', {}, slow)).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('song-hero')).toBeNull();
    held.release();
    await page.ready();
    expect(screen.getByTestId('music-hero-title').textContent).toBe('Mưa tháng sáu');
  });

  it('says a failed song failed and loads it on retry; an unknown song is not found', async () => {
    const api = songApi().fail(SONG, 0);
    const page = await renderPage(ADDRESS, { api });
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain('Không kết nối được máy chủ');
    api.answer(SONG, ({ query, language }) => songDetail(Number(query.get('id')), language));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await page.ready();
    expect(screen.getByTestId('music-hero-title').textContent).toBe('Mưa tháng sáu');
    page.unmount();

    await renderPage('/am-nhac/bai-hat/khong-co/99999', { api: new FakeApi().fail(SONG, 404, 'Không tìm thấy bài hát có id 99999') });
    const notFound = await screen.findByTestId('music-not-found', {}, slow);
    expect(within(notFound).getByRole('heading').textContent).toBe('Không tìm thấy bài hát');
    expect(within(notFound).getByRole('link', { name: 'Về trang Âm nhạc' }).getAttribute('href')).toBe('/am-nhac');
  });

  it('asks a guest who likes the song to sign in', async () => {
    const page = await renderPage(ADDRESS, { api: songApi() });
    await page.ready();
    await page.user.click(screen.getByRole('button', { name: /Thích/ }));
    expect(await screen.findByTestId('login-form', {}, slow)).toBeTruthy();
    expect(page.api.calls('POST other/api/music/like')).toHaveLength(0);
  });

  it('lets a member like the song and add it to a playlist from the keyboard', async () => {
    const api = songApi()
      .answer<SongLikeState>('POST other/api/music/like', ({ body }) => ({ songId: (body as { songId: number }).songId, liked: true, likes: 48_150 }))
      .answer('GET other/api/music/playlists', () => {
        const list = [playlist(41, 'Chạy bộ buổi sáng', [211, 212]).playlist, playlist(42, 'Mưa Hà Nội', [121]).playlist];
        return { list, total: 2, pageNum: 1, pageSize: 50 };
      })
      .answer('POST other/api/music/playlist/add-song', ({ body }) => playlist((body as { id: number }).id, 'Mưa Hà Nội', [121, 111]).playlist);
    const page = await renderPage(ADDRESS, { api, member: member() });
    await page.ready();
    const like = screen.getByTestId('song-like');
    expect(like.getAttribute('aria-pressed')).toBe('false');
    like.focus();
    await page.user.keyboard('{Enter}');
    await screen.findByRole('button', { name: /Đã thích/ }, slow);
    expect(screen.getByTestId('song-like').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('song-likes').textContent).toBe('48.2K');
    expect(api.calls('POST other/api/music/like')[0]!.body).toEqual({ songId: 111 });

    within(hero()).getByRole('button', { name: 'Thêm vào playlist' }).focus();
    await page.user.keyboard('{Enter}');
    const dialog = await screen.findByTestId('add-to-playlist', {}, slow);
    expect(within(dialog).getByRole('heading').textContent).toBe('Thêm “Mưa tháng sáu” vào playlist');
    const choice = await within(dialog).findByRole('button', { name: /Mưa Hà Nội/ }, slow);
    choice.focus();
    await page.user.keyboard('{Enter}');
    expect((await screen.findByTestId('toast', {}, slow)).textContent).toContain('Đã thêm vào playlist “Mưa Hà Nội”');
    expect(screen.queryByTestId('add-to-playlist')).toBeNull();
    expect(api.calls('POST other/api/music/playlist/add-song')[0]!.body).toEqual({ id: 42, songId: 111 });
  });
});
