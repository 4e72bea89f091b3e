/**
 * The ranking of films and TV shows (/phim-anh/xep-hang): the titles in the API's order with their
 * rank, rating and year in vi, en and zh; the kind switch (?tab=) and the pager from the keyboard;
 * the skeleton while a page loads, the empty ranking, and a failed load with its retry.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import type { Locale } from '../../../../contracts/constants';
import type { Page } from '../../../../contracts/schemas/common';
import type { FilmCard } from '../../../../contracts/schemas/media/films';
import { FakeApi, type ApiRequest } from '../../../testing/fake-api';
import { PHONE, renderPage } from '../../../testing/render-page';

const CATALOGUES = { vi, en, zh } as const;
const RANKING = 'GET other/api/film/ranking';
const slow = { timeout: 5_000 };

type Texts = Record<Locale, string>;
interface Seed {
  id: number;
  slug: string;
  kind: FilmCard['kind'];
  title: Texts;
  originalTitle: string;
  year: number;
  rating: number;
}

/** The ranking as the server orders it: best rated first. */
const SEEDS: readonly Seed[] = [
  { id: 7, slug: 'nguoi-gac-hai-dang', kind: 'film', title: { vi: 'Người Gác Hải Đăng', en: 'The Lighthouse Keeper', zh: '燈塔守護人' }, originalTitle: 'Người Gác Hải Đăng', year: 2022, rating: 9.1 },
  { id: 30, slug: 'gia-dinh-la-so-mot-sai-gon', kind: 'tv-show', title: { vi: 'Gia Đình Là Số Một Sài Gòn', en: 'Family First: Saigon', zh: '家有西貢' }, originalTitle: 'Gia Đình Là Số Một Sài Gòn', year: 2023, rating: 8.7 },
  { id: 1, slug: 'mua-nuoc-noi', kind: 'film', title: { vi: 'Mùa Nước Nổi', en: 'The Flood Season', zh: '浮水季節' }, originalTitle: 'Mùa Nước Nổi', year: 2024, rating: 8.4 },
  { id: 33, slug: 'quan-an-nua-dem-seoul', kind: 'tv-show', title: { vi: 'Quán Ăn Nửa Đêm Seoul', en: 'Midnight Diner Seoul', zh: '首爾深夜食堂' }, originalTitle: '서울 심야식당', year: 2021, rating: 8.2 },
];

function card(seed: Seed, locale: Locale): FilmCard {
  return {
    id: seed.id,
    slug: seed.slug,
    kind: seed.kind,
    title: seed.title[locale],
    originalTitle: seed.originalTitle,
    year: seed.year,
    genres: [{ slug: 'tam-ly', name: { vi: 'Tâm lý', en: 'Drama', zh: '劇情' }[locale] }],
    countries: [{ slug: 'viet-nam', name: { vi: 'Việt Nam', en: 'Vietnam', zh: '越南' }[locale] }],
    durationMinutes: seed.kind === 'film' ? 104 : 45,
    episodeCount: seed.kind === 'film' ? null : 28,
    rating: seed.rating,
    views: 1_200_000,
    poster: `/media/film/${seed.id}.svg`,
    path: `/phim-anh/xem-phim/${seed.slug}`,
  };
}

/** The page the request asks for: its kind, of `total` titles (the seeds repeated under other ids past the fourth). */
function rankingAnswer({ query, language }: ApiRequest, total = SEEDS.length): Page<FilmCard> {
  const kind = query.get('kind');
  const pageNum = Number(query.get('pageNum') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 20);
  const seeds = SEEDS.filter((seed) => !kind || seed.kind === kind);
  const all = Array.from({ length: kind ? seeds.length : total }, (_, i) => {
    const seed = seeds[i % seeds.length]!;
    return i < seeds.length ? seed : { ...seed, id: 1000 + i, slug: `${seed.slug}-${i}` };
  });
  return { list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((seed) => card(seed, language)), total: all.length, pageNum, pageSize };
}

const rankingApi = (total?: number) => new FakeApi().answer(RANKING, (request) => rankingAnswer(request, total));

const rows = () => within(screen.getByTestId('film-ranking')).getAllByTestId('ranked-film');
const titles = () => within(screen.getByTestId('film-ranking')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const kindTabs = () => within(screen.getByRole('tablist')).getAllByRole('tab');

describe('the ranking of films and TV shows (/phim-anh/xep-hang)', () => {
  it.each(['vi', 'en', 'zh'] as const)('ranks the titles from the API, each with its rank, rating and year, under the catalogue’s heading (%s)', async (locale) => {
    const t = CATALOGUES[locale];
    const page = await renderPage('/phim-anh/xep-hang', { api: rankingApi(), locale });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t['route.filmsRanking']);
    expect(screen.getByText(t['intro.filmsRanking'])).toBeTruthy();
    const trail = within(screen.getByRole('navigation', { name: t['breadcrumb.label'] }));
    expect(trail.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [t['route.home'], '/'],
      [t['route.films'], '/phim-anh'],
    ]);

    // The titles as the data names them in the visitor's language, in the API's order, ranked 1, 2, 3…
    const expected = SEEDS.map((seed) => card(seed, locale));
    expect(titles()).toEqual(expected.map((film) => film.title));
    expect(rows().map((row) => row.dataset.rank)).toEqual(['1', '2', '3', '4']);
    expect(screen.getByTestId('film-ranking').querySelector('ol')!.getAttribute('start')).toBe('1');

    // Each row is one link to the watch page, named by its rank and title and described by its facts and rating.
    const first = within(rows()[0]!).getByRole('link');
    const rank1 = t['films.ranking.rank'].replace('{rank}', '1');
    expect(first.getAttribute('href')).toBe(expected[0]!.path);
    expect(within(rows()[0]!).getByRole('link', { name: `${rank1} ${expected[0]!.title}` })).toBe(first);
    expect(first.textContent).toContain('9.1');
    expect(first.textContent).toContain('2022');
    expect(within(rows()[1]!).getByRole('link').textContent).toContain('2023');

    const call = page.api.calls(RANKING).at(-1)!;
    expect([call.query.get('kind'), call.query.get('pageNum'), call.query.get('pageSize'), call.language]).toEqual([null, '1', '20', locale]);
  });

  it('names the list and keeps headings in order (h1, the list’s h2, a title’s h3)', async () => {
    const page = await renderPage('/phim-anh/xep-hang', { api: rankingApi(), locale: 'en' });
    await page.ready();
    const section = screen.getByRole('region', { name: en['films.ranking.list'] });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(en['films.ranking.list']);
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByTestId('film-ranking-count').textContent).toBe('4 titles');
    // The rating in words for a screen reader.
    expect(within(rows()[0]!).getByText('Rated 9.1 out of 10')).toBeTruthy();
  });

  it('draws rows of the final size while the ranking loads, then the titles', async () => {
    const api = rankingApi();
    const held = api.hold(RANKING);
    const page = await renderPage('/phim-anh/xep-hang', { api, width: PHONE });
    const skeleton = await screen.findByTestId('section-loading', {}, slow);
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.children).toHaveLength(20);
    expect(screen.queryAllByTestId('ranked-film')).toHaveLength(0);
    held.release();
    await page.ready();
    expect(screen.queryByTestId('section-loading')).toBeNull();
    expect(titles()).toHaveLength(4);
  });

  it('says when no title is ranked', async () => {
    const api = new FakeApi().answer(RANKING, { list: [], total: 0, pageNum: 1, pageSize: 20 } satisfies Page<FilmCard>);
    const page = await renderPage('/phim-anh/xep-hang', { api });
    await page.ready();
    const empty = screen.getByTestId('film-ranking-empty');
    expect(within(empty).getByRole('heading').textContent).toBe(vi['films.ranking.empty']);
    expect(screen.queryAllByTestId('ranked-film')).toHaveLength(0);
  });

  it('says the ranking failed (no connection, then the server’s message) and loads it on retry', async () => {
    const api = new FakeApi().fail(RANKING, 0);
    const page = await renderPage('/phim-anh/xep-hang', { api });
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain(vi['common.loadFailed']);
    expect(failed.textContent).toContain(vi['common.networkError']);

    api.fail(RANKING, 500, 'Lỗi máy chủ, vui lòng thử lại sau');
    await page.user.click(within(failed).getByRole('button', { name: vi['common.retry'] }));
    expect((await screen.findByText('Lỗi máy chủ, vui lòng thử lại sau', {}, slow)).closest('[data-testid=load-failed]')).toBeTruthy();

    api.answer(RANKING, (request) => rankingAnswer(request));
    // The retry from the keyboard.
    within(screen.getByTestId('load-failed')).getByRole('button', { name: vi['common.retry'] }).focus();
    await page.user.keyboard('{Enter}');
    await page.ready();
    expect(titles()).toEqual(SEEDS.map((seed) => seed.title.vi));
  });

  it('opens the kind the address names (?tab=tv-show) and asks the API for that kind only', async () => {
    const page = await renderPage('/phim-anh/xep-hang?tab=tv-show', { api: rankingApi(), locale: 'zh' });
    await page.ready();
    expect(kindTabs().map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      [zh['films.filter.all'], 'false'],
      [zh['films.tab.movies'], 'false'],
      [zh['films.tab.tvShows'], 'true'],
    ]);
    expect(page.api.calls(RANKING).at(-1)!.query.get('kind')).toBe('tv-show');
    expect(titles()).toEqual(['家有西貢', '首爾深夜食堂']);
    expect(rows().map((row) => row.dataset.rank)).toEqual(['1', '2']);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(kindTabs()[2]!.id);
  });

  it('works from the keyboard: the switch with the arrows (kept in the address), Tab to the titles, the pager', async () => {
    const page = await renderPage('/phim-anh/xep-hang', { api: rankingApi(25) });
    await page.ready();
    expect(screen.getByRole('navigation', { name: vi['account.pager.label'] }).textContent).toContain('Trang 1/2');

    // The switch is one Tab stop, the chosen kind; → chooses Films, which goes into the address.
    const [all, movies] = kindTabs();
    expect([all!.tabIndex, movies!.tabIndex]).toEqual([0, -1]);
    all!.focus();
    await page.user.keyboard('{ArrowRight}');
    await page.ready();
    expect(document.activeElement).toBe(kindTabs()[1]);
    expect(kindTabs()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(window.location.search).toBe('?tab=phim');
    expect(page.api.calls(RANKING).at(-1)!.query.get('kind')).toBe('film');
    expect(titles()).toEqual(['Người Gác Hải Đăng', 'Mùa Nước Nổi']);

    // Tab leaves the switch for the first title, then the next.
    await page.user.tab();
    expect(document.activeElement).toBe(within(rows()[0]!).getByRole('link'));
    await page.user.tab();
    expect(document.activeElement).toBe(within(rows()[1]!).getByRole('link'));

    // Back to all: the pager's next page carries the ranks on (21…).
    kindTabs()[1]!.focus();
    await page.user.keyboard('{Home}');
    await page.ready();
    expect(window.location.search).toBe('');
    const pager = screen.getByRole('navigation', { name: vi['account.pager.label'] });
    within(pager).getByRole('button', { name: vi['account.pager.next'] }).focus();
    await page.user.keyboard('{Enter}');
    await page.ready();
    expect(page.api.calls(RANKING).at(-1)!.query.get('pageNum')).toBe('2');
    // The page is in the address, as in every list of the site: a link or a reload opens it.
    expect(window.location.search).toBe('?trang=2');
    expect(rows().map((row) => row.dataset.rank)).toEqual(['21', '22', '23', '24', '25']);
    expect(screen.getByTestId('film-ranking').querySelector('ol')!.getAttribute('start')).toBe('21');
    expect(screen.getByRole('navigation', { name: vi['account.pager.label'] }).textContent).toContain('Trang 2/2');
    // The focus went to the list, not to the body.
    expect(document.activeElement).toBe(screen.getByTestId('film-ranking'));
  });
});
