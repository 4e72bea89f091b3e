import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { albumPage } from '../../../testing/fixtures/music';
import { renderPage } from '../../../testing/render-page';

const ALBUM = 'GET other/api/music/album';
const ADDRESS = '/am-nhac/album/sai-gon-khong-ngu/21';
const slow = { timeout: 5_000 };

function albumApi(): FakeApi {
  return new FakeApi().answer(ALBUM, ({ query, language }) => albumPage(Number(query.get('id')), language));
}

const titles = () => within(screen.getByTestId('song-list')).getAllByTestId('song-row').map((row) => within(row).getAllByRole('link')[0]!.textContent);

describe('an album (/am-nhac/album/:name/:id)', () => {
  const cases = [
    { locale: 'vi', h1: 'Sài Gòn Không Ngủ', artist: 'Thảo Vy', length: '4 bài · ', tracks: 'Các bài trong album' },
    { locale: 'en', h1: 'Saigon Never Sleeps', artist: 'Thao Vy', length: '4 songs · ', tracks: 'Songs of the album' },
    { locale: 'zh', h1: '西貢不眠', artist: '草薇', length: '4 首歌 · ', tracks: '專輯曲目' },
  ] as const;
  it.each(cases)('shows the album and its tracks in order ($locale)', async (c) => {
    const page = await renderPage(ADDRESS, { api: albumApi(), locale: c.locale });
    await page.ready();
    const album = albumPage(21, c.locale)!;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.h1);
    const hero = screen.getByTestId('album-hero');
    expect(within(hero).getByRole('link', { name: c.artist }).getAttribute('href')).toBe('/am-nhac/thao-vy');
    expect(hero.textContent).toContain('2025');
    const minutes = Math.floor(album.totalSeconds / 60);
    expect(hero.textContent).toContain(`${c.length}${minutes}:${String(album.totalSeconds % 60).padStart(2, '0')}`);
    expect(screen.getByRole('list', { name: c.tracks })).toBeTruthy();
    expect(titles()).toEqual(album.songs.map((s) => s.title));
    expect(page.api.calls(ALBUM)[0]!.query.get('id')).toBe('21');
  });

  it('draws its places while it loads, retries a failed read, and says an unknown album is not found', async () => {
    const api = albumApi();
    const held = api.hold(ALBUM);
    const page = await renderPage(ADDRESS, { api });
    expect((await screen.findByTestId('section-loading', {}, slow)).getAttribute('aria-busy')).toBe('true');
    api.fail(ALBUM, 500, 'Không đọc được album');
    held.release();
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain('Không đọc được album');
    api.answer(ALBUM, ({ query, language }) => albumPage(Number(query.get('id')), language));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await page.ready();
    expect(titles()).toEqual(['Đêm nay vui', 'Nhảy cùng em', 'Đèn đường', 'Không ngủ']);
    page.unmount();

    await renderPage('/am-nhac/album/khong-co/999', { api: new FakeApi().fail(ALBUM, 404, 'Không tìm thấy album có id 999') });
    const notFound = await screen.findByTestId('music-not-found', {}, slow);
    expect(within(notFound).getByRole('heading').textContent).toBe('Không tìm thấy album');
    expect(within(notFound).getByRole('link', { name: 'Về trang Âm nhạc' }).getAttribute('href')).toBe('/am-nhac');
  });
});
