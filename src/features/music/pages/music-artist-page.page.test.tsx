import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../../../locales/index.ts';
import type { ArtistFollowState } from '../../../../contracts/schemas/media/music';
import { FakeApi } from '../../../testing/fake-api';
import { artistPage } from '../../../testing/fixtures/music';
import { member } from '../../../testing/fixtures/shell';
import { renderPage } from '../../../testing/render-page';

const ARTIST = 'GET other/api/music/artist';
const slow = { timeout: 5_000 };

function artistApi(): FakeApi {
  return new FakeApi().answer(ARTIST, ({ query, language }) => artistPage(query.get('slug')!, language));
}

describe('an artist (/am-nhac/:artist)', () => {
  const cases = [
    { locale: 'vi', h1: 'Ngọc Diệp', facts: ['8 bài hát'], follow: 'Theo dõi', followers: (n: string) => `${n} người theo dõi`, songs: 'Bài hát nổi bật', albums: 'Album' },
    { locale: 'en', h1: 'Ngoc Diep', facts: ['8 songs'], follow: 'Follow', followers: (n: string) => `${n} followers`, songs: 'Popular songs', albums: 'Albums' },
    { locale: 'zh', h1: '玉葉', facts: ['8 首歌曲'], follow: '追蹤', followers: (n: string) => `${n} 位追蹤者`, songs: '熱門歌曲', albums: '專輯' },
  ] as const;
  it.each(cases)('shows the artist, their songs most played first and their albums ($locale)', async (c) => {
    const page = await renderPage('/am-nhac/ngoc-diep', { api: artistApi(), locale: c.locale });
    await page.ready();
    const artist = artistPage('ngoc-diep', c.locale)!;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(c.h1);
    const hero = screen.getByTestId('artist-hero');
    expect(screen.getByTestId('music-hero-title').textContent).toBe(artist.artist.name);
    for (const fact of c.facts) expect(hero.textContent).toContain(fact);
    // Its followers, counted exactly, beside the follow button.
    expect(within(hero).getByRole('button', { name: `${c.follow}: ${artist.artist.name}` })).toBeTruthy();
    expect(within(hero).getByTestId('follow-artist-count').textContent).toBe(c.followers(new Intl.NumberFormat(c.locale).format(artist.artist.followers)));
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

describe('following an artist', () => {
  const FOLLOW = 'POST other/api/music/artist/follow';
  const UNFOLLOW = 'POST other/api/music/artist/unfollow';
  const count = (n: number) => `${new Intl.NumberFormat('en').format(n)} followers`;

  it('follows and stops following from the keyboard, the count moving at once and the server’s count kept', async () => {
    const artist = artistPage('thao-vy', 'en')!.artist;
    const api = artistApi()
      .answer<ArtistFollowState>(FOLLOW, ({ body }) => ({ artistId: (body as { artistId: number }).artistId, followed: true, followers: artist.followers + 2 }))
      .answer<ArtistFollowState>(UNFOLLOW, ({ body }) => ({ artistId: (body as { artistId: number }).artistId, followed: false, followers: artist.followers + 1 }));
    const page = await renderPage('/am-nhac/thao-vy', { api, locale: 'en', member: member() });
    await page.ready();
    const button = screen.getByRole('button', { name: `${en['music.artist.follow']}: ${artist.name}` });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    button.focus();
    await page.user.keyboard('{Enter}');
    // The server counted another follower meanwhile: its count is shown.
    await waitFor(() => expect(screen.getByTestId('follow-artist-count').textContent).toBe(count(artist.followers + 2)));
    expect(api.calls(FOLLOW)[0]!.body).toEqual({ artistId: artist.id });
    const following = screen.getByRole('button', { name: `${en['music.artist.following']}: ${artist.name}` });
    expect(following.getAttribute('aria-pressed')).toBe('true');

    await page.user.keyboard(' ');
    await waitFor(() => expect(screen.getByTestId('follow-artist-count').textContent).toBe(count(artist.followers + 1)));
    expect(api.calls(UNFOLLOW)).toHaveLength(1);
    expect(screen.getByTestId('follow-artist').getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a followed artist as followed, and rolls a failed unfollow back with its reason', async () => {
    const api = new FakeApi()
      .answer(ARTIST, ({ query, language }) => artistPage(query.get('slug')!, language, true))
      .fail(UNFOLLOW, 503, 'The music service is busy');
    const page = await renderPage('/am-nhac/hoang-lam', { api, locale: 'en', member: member() });
    await page.ready();
    const artist = artistPage('hoang-lam', 'en')!.artist;
    const button = screen.getByRole('button', { name: `${en['music.artist.following']}: ${artist.name}` });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await page.user.click(button);
    expect((await screen.findByTestId('follow-artist-error', {}, slow)).textContent).toBe('The music service is busy');
    expect(screen.getByTestId('follow-artist').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('follow-artist-count').textContent).toBe(count(artist.followers));
  });

  it('asks a guest to log in before following', async () => {
    const page = await renderPage('/am-nhac/thao-vy', { api: artistApi(), locale: 'en' });
    await page.ready();
    const button = screen.getByTestId('follow-artist');
    expect(button.getAttribute('aria-pressed')).toBeNull();
    await page.user.click(button);
    expect(await screen.findByTestId('login-form', {}, slow)).toBeTruthy();
    expect(page.api.calls(FOLLOW)).toHaveLength(0);
  });
});
