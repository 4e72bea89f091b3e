import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { filmListAnswer, filmFilters, filmWatch } from '../../../testing/fixtures/films';
import { member } from '../../../testing/fixtures/shell';
import { PHONE, renderPage, toAnotherPage } from '../../../testing/render-page';
import type { FilmProgressList, FilmSaveResult } from '../../../../contracts/schemas/media/films';


const WATCH = 'GET other/api/film/watch';
const SHOW = 'gia-dinh-la-so-mot-sai-gon';
const slow = { timeout: 5_000 };

function watchApi(): FakeApi {
  return new FakeApi().answer(WATCH, ({ query, language }) => filmWatch(query.get('slug')!, language));
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const episodes = () => within(screen.getByTestId('film-episodes')).getAllByTestId('film-episode');
const seasons = () => within(screen.getByRole('group', { name: /Chọn phần|Seasons|選擇季數/ })).getAllByRole('button');

describe('the watch page (/phim-anh/xem-phim/:slug)', () => {
  const cases = [
    {
      locale: 'vi',
      title: 'Gia Đình Là Số Một Sài Gòn',
      h1: 'Gia Đình Là Số Một Sài Gòn',
      facts: ['8.7', '2023', 'Phim bộ', '10 tập', '2.1M lượt xem'],
      genre: 'Hài hước',
      season: 'Phần 2',
      episode: 'Tập 1',
      related: 'Phim liên quan',
    },
    {
      locale: 'en',
      title: 'Family First: Saigon',
      h1: 'Family First: Saigon',
      facts: ['TV show', '10 episodes', '2.1M views'],
      genre: 'Comedy',
      season: 'Season 2',
      episode: 'Episode 1',
      related: 'More like this',
    },
    {
      locale: 'zh',
      title: '家有西貢',
      h1: '家有西貢',
      facts: ['劇集', '10 集', '2.1M 次觀看'],
      genre: '喜劇',
      season: '第2季',
      episode: '第1集',
      related: '相關影片',
    },
  ] as const;
  it.each(cases)('shows the TV show’s details, seasons, episodes and related titles from the API ($locale)', async (c) => {
    const page = await renderPage(`/phim-anh/xem-phim/${SHOW}`, { api: watchApi(), locale: c.locale });
    await page.ready();
    const data = filmWatch(SHOW, c.locale);
    expect(heading()).toBe(c.h1);
    expect(screen.getByTestId('film-title').textContent).toBe(c.title);
    expect(screen.getByTestId('film-description').textContent).toBe(data.film.description);
    const details = screen.getByTestId('film-details');
    for (const fact of c.facts) expect(details.textContent).toContain(fact);
    expect(within(details).getByRole('link', { name: c.genre }).getAttribute('href')).toBe('/phim-anh?the-loai=hai-huoc');
    expect(seasons().map((b) => b.textContent)).toEqual(data.seasons.map((s) => s.title));
    expect(seasons()[1]!.textContent).toBe(c.season);
    expect(episodes()).toHaveLength(6);
    expect(episodes()[0]!.textContent).toContain(c.episode);
    // Nothing stored: the first episode plays, and the address names it.
    expect(episodes()[0]!.getAttribute('aria-current')).toBe('true');
    expect(window.location.search).toBe('?phan=1&tap=1');
    const related = screen.getByTestId('film-related');
    expect(within(related).getByRole('heading', { level: 2 }).textContent).toBe(c.related);
    expect(within(related).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(data.related.map((f) => f.title));
    expect(page.api.calls(WATCH)[0]!.query.get('slug')).toBe(SHOW);
  });

  it('a film has no episodes: its running time and its own subtitles, on a phone', async () => {
    const page = await renderPage('/phim-anh/xem-phim/mua-nuoc-noi', { api: watchApi(), width: PHONE });
    await page.ready();
    expect(heading()).toBe('Mùa Nước Nổi');
    expect(screen.getByTestId('film-details').textContent).toContain('112 phút');
    expect(screen.queryByTestId('film-episodes')).toBeNull();
    expect(screen.queryByTestId('film-next-episode')).toBeNull();
    const tracks = [...screen.getByTestId('player').querySelectorAll('track')].map((t) => t.getAttribute('src'));
    expect(tracks).toEqual(['/media/subtitles/film/1.vi.vtt', '/media/subtitles/film/1.en.vtt', '/media/subtitles/film/1.zh.vtt']);
    expect(window.location.search).toBe('');
  });

  it('draws the player’s place while the title loads', async () => {
    const api = watchApi();
    const held = api.hold(WATCH);
    const page = await renderPage(`/phim-anh/xem-phim/${SHOW}`, { api });
    const loading = await screen.findByTestId('film-watch-loading', {}, slow);
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('player')).toBeNull();
    held.release();
    await page.ready();
    expect(screen.getByTestId('film-title').textContent).toBe('Gia Đình Là Số Một Sài Gòn');
  });

  it('says a failed load failed and loads it on retry', async () => {
    const failing = watchApi().fail(WATCH, 500, 'Máy chủ đang bận');
    const again = await renderPage('/phim-anh/xem-phim/mua-nuoc-noi', { api: failing });
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain('Máy chủ đang bận');
    failing.answer(WATCH, ({ query, language }) => filmWatch(query.get('slug')!, language));
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await again.ready();
    expect(screen.getByTestId('film-title').textContent).toBe('Mùa Nước Nổi');
  });

  it('says an unknown title is not found, with a way back to the films', async () => {
    const missing = new FakeApi()
      .fail(WATCH, 404, 'Không tìm thấy phim: khong-co-phim-nay')
      .answer('GET other/api/film/filters', ({ language }) => filmFilters(language))
      .answer('GET other/api/film/list', ({ query, language }) => filmListAnswer(query, language));
    const notFound = await renderPage('/phim-anh/xem-phim/khong-co-phim-nay', { api: missing });
    expect(await screen.findByText('Không tìm thấy phim: khong-co-phim-nay', {}, slow)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Không tìm thấy phim' })).toBeTruthy();
    const back = screen.getByTestId('film-not-found-back');
    expect(back.getAttribute('href')).toBe('/phim-anh');
    await toAnotherPage(() => notFound.user.click(back));
    await notFound.ready();
    expect(window.location.pathname).toBe('/phim-anh');
    expect(heading()).toBe('Phim ảnh');
  });

  it('works from the keyboard: the seasons with the arrows, an episode with Enter, the next episode, all in the address', async () => {
    const page = await renderPage(`/phim-anh/xem-phim/${SHOW}?phan=1&tap=5`, { api: watchApi() });
    await page.ready();
    // The address's episode plays.
    expect(screen.getByTestId('film-now-playing').textContent).toBe('Phần 1 · Tập 5');
    expect(episodes()[4]!.getAttribute('aria-current')).toBe('true');

    // The season switch is one Tab stop: → moves to season 2, Enter shows its episodes.
    expect(seasons()[0]!.getAttribute('aria-pressed')).toBe('true');
    seasons()[0]!.focus();
    await page.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(seasons()[1]);
    await page.user.keyboard('{Enter}');
    expect(seasons()[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(episodes()).toHaveLength(4);

    episodes()[2]!.focus();
    await page.user.keyboard('{Enter}');
    expect(screen.getByTestId('film-now-playing').textContent).toBe('Phần 2 · Tập 3');
    expect(episodes()[2]!.getAttribute('aria-current')).toBe('true');
    expect(window.location.search).toBe('?phan=2&tap=3');
    expect(screen.getByRole('region', { name: 'Trình phát video' }).querySelector('video')?.getAttribute('aria-label')).toBe('Phần 2 · Tập 3');

    screen.getByRole('button', { name: 'Tập tiếp theo' }).focus();
    await page.user.keyboard('{Enter}');
    expect(screen.getByTestId('film-now-playing').textContent).toBe('Phần 2 · Tập 4');
    expect(window.location.search).toBe('?phan=2&tap=4');
    // The last episode has no next one.
    expect(screen.queryByRole('button', { name: 'Tập tiếp theo' })).toBeNull();
  });

  it('asks a guest who saves the title to sign in', async () => {
    const guest = await renderPage(`/phim-anh/xem-phim/${SHOW}`, { api: watchApi() });
    await guest.ready();
    await guest.user.click(screen.getByRole('button', { name: 'Lưu phim' }));
    expect(await screen.findByTestId('login-form', {}, slow)).toBeTruthy();
    expect(guest.api.calls('POST other/api/film/save')).toHaveLength(0);
  });

  it('resumes a member where they left off, with what they watched marked, and saves the title', async () => {
    const data = filmWatch(SHOW);
    const [first, second] = data.seasons[0]!.episodes;
    const progress: FilmProgressList = {
      filmId: data.film.id,
      last: {
        filmId: data.film.id,
        episodeId: second!.id,
        positionSeconds: 754,
        durationSeconds: second!.durationMinutes * 60,
        finished: false,
        updatedAt: '2026-11-23T14:05:00.000Z',
      },
      entries: [],
    };
    progress.entries = [
      progress.last!,
      {
        filmId: data.film.id,
        episodeId: first!.id,
        positionSeconds: first!.durationMinutes * 60 - 10,
        durationSeconds: first!.durationMinutes * 60,
        finished: true,
        updatedAt: '2026-11-23T13:20:00.000Z',
      },
    ];
    const api = watchApi()
      .answer('GET other/api/film/progress', progress)
      .answer<FilmSaveResult>('POST other/api/film/save', ({ body }) => ({ filmId: (body as { filmId: number }).filmId, saved: true }));
    const signedIn = await renderPage(`/phim-anh/xem-phim/${SHOW}`, { api, member: member() });
    await signedIn.ready();
    await screen.findByTestId('film-resumed', {}, slow);
    expect(screen.getByTestId('film-resumed').textContent).toContain('Tiếp tục xem từ 12:34');
    expect(screen.getByTestId('film-now-playing').textContent).toBe('Phần 1 · Tập 2');
    expect(window.location.search).toBe('?phan=1&tap=2');
    expect(episodes()[0]!.textContent).toContain('Đã xem');
    expect(episodes()[1]!.textContent).toMatch(/Đã xem \d+%/);
    expect(api.calls('GET other/api/film/progress')[0]!.query.get('filmId')).toBe(String(data.film.id));

    const save = screen.getByRole('button', { name: 'Lưu phim' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    await signedIn.user.click(save);
    expect((await screen.findByRole('button', { name: 'Đã lưu' }, slow)).getAttribute('aria-pressed')).toBe('true');
    expect(api.calls('POST other/api/film/save')[0]!.body).toEqual({
      filmId: data.film.id,
    });
  });
});
