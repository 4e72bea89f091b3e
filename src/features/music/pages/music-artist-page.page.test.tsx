import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { artistPage } from '../../../testing/fixtures/music';
import { renderPage } from '../../../testing/render-page';

const ARTIST = 'GET other/api/music/artist';
const slow = { timeout: 5_000 };

function artistApi(): FakeApi {
  return new FakeApi().answer(ARTIST, ({ query, language }) => artistPage(query.get('slug')!, language));
}

describe('an artist (/am-nhac/:artist)', () => {
  const cases = [
    { locale: 'vi', h1: 'Nghệ sĩ · Ngọc Diệp', facts: ['241K người theo dõi', '8 bài hát'], songs: 'Bài hát nổi bật', albums: 'Album' },
    { locale: 'en', h1: 'Artist · Ngoc Diep', facts: ['241K followers', '8 songs'], songs: 'Popular songs', albums: 'Albums' },
    { locale: 'zh', h1: '藝人 · 玉葉', facts: ['241K 位追蹤者', '8 首歌曲'], songs: '熱門歌曲', albums: '專輯' },
  ] as const;
  it.each(cases)('shows the artist, their songs most played first and their albums ($locale)', async (c) => {
    const page = await renderPage('/am-nhac/ngoc-diep', { api: artistApi(), locale: c.locale });
    await page.ready();
    const artist = artistPage('ngoc-diep', c.locale)!;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.h1);
    const hero = screen.getByTestId('artist-hero');
    expect(screen.getByTestId('music-hero-title').textContent).toBe(artist.artist.name);
    for (const fact of c.facts) expect(hero.textContent).toContain(fact);
    expect(screen.getByText(artist.artist.bio)).toBeTruthy();
    const songs = screen.getByRole('heading', { level: 2, name: c.songs }).closest('section')!;
    expect(within(songs).getAllByTestId('song-row').map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual(artist.songs.map((s) => s.title));
    const albums = within(screen.getByTestId('album-grid')).getAllByRole('link');
    expect(albums.map((a) => a.getAttribute('href'))).toEqual(artist.albums.map((a) => a.path));
    expect(albums[0]!.textContent).toContain(artist.albums[0]!.title);
    expect(page.api.calls(ARTIST)[0]!.query.get('slug')).toBe('ngoc-diep');
  });

  it('draws its places while it loads, retries a failed read, and says an unknown artist is not found', async () => {
    const api = artistApi();
    const held = api.hold(ARTIST);
    const page = await renderPage('/am-nhac/hoang-lam', { api });
    expect((await screen.findByTestId('section-loading', {}, slow)).getAttribute('aria-busy')).toBe('true');
    api.fail(ARTIST, 502, 'Máy chủ âm nhạc không trả lời');
    held.release();
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain('Máy chủ âm nhạc không trả lời');
    api.answer(ARTIST, ({ query, language }) => artistPage(query.get('slug')!, language));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await page.ready();
    expect(screen.getByTestId('music-hero-title').textContent).toBe('Hoàng Lâm');
    page.unmount();

    await renderPage('/am-nhac/ca-si-khong-co', { api: new FakeApi().fail(ARTIST, 404, 'Không tìm thấy nghệ sĩ: ca-si-khong-co') });
    const notFound = await screen.findByTestId('music-not-found', {}, slow);
    expect(within(notFound).getByRole('heading').textContent).toBe('Không tìm thấy nghệ sĩ');
    expect(within(notFound).getByRole('link', { name: 'Về trang Âm nhạc' }).getAttribute('href')).toBe('/am-nhac');
  });
});
