import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { auth, get, guestToken, HAN, makeMember, post, VI_DIACRITICS, SETUP_TIMEOUT } from '../media/media-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { FilmCard, FilmFilters, FilmSaveResult, FilmWatch } from '../../../../contracts/schemas/media/films.ts';

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await makeTestApp();
  member = await makeMember(t, 910001);
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const CARD_KEYS = [
  'countries', 'durationMinutes', 'episodeCount', 'genres', 'id', 'kind', 'originalTitle', 'path', 'poster', 'rating', 'slug', 'title', 'views', 'year',
];

describe('GET /other/api/film/list', () => {
  it('pages every film and TV show, newest first, in the exact card shape', async () => {
    const { status, body } = await get<Page<FilmCard>>(t, '/other/api/film/list?pageSize=10');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, msg: 'Thành công' });
    expect(body.data).toMatchObject({ total: 38, pageNum: 1, pageSize: 10 });
    expect(body.data.list).toHaveLength(10);
    const years = body.data.list.map((film) => film.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const film of body.data.list) {
      expect(Object.keys(film).sort()).toEqual(CARD_KEYS);
      expect(film.poster).toBe(`/media/film/${film.id}.svg`);
      expect(film.path).toBe(`/phim-anh/xem-phim/${film.slug}`);
      expect(film.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(film.rating).toBeGreaterThanOrEqual(0);
      expect(film.rating).toBeLessThanOrEqual(10);
      expect(film.genres.length).toBeGreaterThan(0);
    }
    const last = await get<Page<FilmCard>>(t, '/other/api/film/list?pageSize=10&pageNum=4');
    expect(last.body.data.list).toHaveLength(8);
    const beyond = await get<Page<FilmCard>>(t, '/other/api/film/list?pageSize=10&pageNum=5');
    expect(beyond.body.data).toMatchObject({ list: [], total: 38 });
  });

  it('pages without repeating or losing a film', async () => {
    const ids: number[] = [];
    for (let page = 1; page <= 4; page++) {
      ids.push(...(await get<Page<FilmCard>>(t, `/other/api/film/list?pageSize=10&pageNum=${page}`)).body.data.list.map((f) => f.id));
    }
    expect(new Set(ids).size).toBe(38);
  });

  it('splits films (phim) from TV shows, which carry their episode counts', async () => {
    const films = (await get<Page<FilmCard>>(t, '/other/api/film/list?tab=phim&pageSize=100')).body.data;
    const shows = (await get<Page<FilmCard>>(t, '/other/api/film/list?tab=tv-show&pageSize=100')).body.data;
    expect(films.total).toBe(26);
    expect(shows.total).toBe(12);
    expect(films.list.every((f) => f.kind === 'film' && f.episodeCount === null)).toBe(true);
    expect(shows.list.every((f) => f.kind === 'tv-show' && (f.episodeCount ?? 0) > 0)).toBe(true);
    const family = shows.list.find((f) => f.slug === 'gia-dinh-la-so-mot-sai-gon');
    expect(family?.episodeCount).toBe(28);
  });

  it('orders the trending tab by views', async () => {
    const { list } = (await get<Page<FilmCard>>(t, '/other/api/film/list?tab=trending&pageSize=38')).body.data;
    const views = list.map((f) => f.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('filters by genre, country and year together', async () => {
    const horror = (await get<Page<FilmCard>>(t, '/other/api/film/list?genre=kinh-di&pageSize=100')).body.data;
    expect(horror.total).toBeGreaterThan(0);
    expect(horror.list.every((f) => f.genres.some((g) => g.slug === 'kinh-di'))).toBe(true);
    const korean = (await get<Page<FilmCard>>(t, '/other/api/film/list?country=han-quoc&pageSize=100')).body.data;
    expect(korean.total).toBe(4);
    expect(korean.list.every((f) => f.countries.some((c) => c.slug === 'han-quoc'))).toBe(true);
    const both = (await get<Page<FilmCard>>(t, '/other/api/film/list?country=viet-nam&year=2024&tab=phim&pageSize=100')).body.data;
    expect(both.total).toBeGreaterThan(0);
    expect(both.list.every((f) => f.year === 2024 && f.kind === 'film' && f.countries[0]?.slug === 'viet-nam')).toBe(true);
    const none = (await get<Page<FilmCard>>(t, '/other/api/film/list?year=1950')).body.data;
    expect(none).toMatchObject({ list: [], total: 0 });
  });

  it('answers titles, genres and countries in the request language', async () => {
    const url = '/other/api/film/list?tab=phim&pageSize=100';
    const vi = (await get<Page<FilmCard>>(t, url)).body.data.list.find((f) => f.slug === 'mua-nuoc-noi')!;
    const en = (await get<Page<FilmCard>>(t, url, { 'x-language': 'en' })).body.data.list.find((f) => f.slug === 'mua-nuoc-noi')!;
    const zh = (await get<Page<FilmCard>>(t, url, { 'x-language': 'zh' })).body.data.list.find((f) => f.slug === 'mua-nuoc-noi')!;
    expect(vi).toMatchObject({ title: 'Mùa Nước Nổi', genres: [{ slug: 'tam-ly', name: 'Tâm lý' }, { slug: 'gia-dinh', name: 'Gia đình' }] });
    expect(en).toMatchObject({ title: 'The Flood Season', countries: [{ slug: 'viet-nam', name: 'Vietnam' }] });
    expect(zh).toMatchObject({ title: '浮水季節', countries: [{ slug: 'viet-nam', name: '越南' }] });
    expect(en.originalTitle).toBe('Mùa Nước Nổi');
    const enTitles = (await get<Page<FilmCard>>(t, url, { 'x-language': 'en' })).body.data.list.map((f) => f.title);
    for (const title of enTitles) expect(title).not.toMatch(VI_DIACRITICS);
    const zhTitles = (await get<Page<FilmCard>>(t, url, { 'x-language': 'zh' })).body.data.list.map((f) => f.title);
    for (const title of zhTitles) expect(title).toMatch(HAN);
  });

  it('searches by keyword within a tab', async () => {
    const { list, total } = (await get<Page<FilmCard>>(t, '/other/api/film/list?tab=tv-show&keyword=seoul')).body.data;
    expect(total).toBe(1);
    expect(list[0]?.slug).toBe('quan-an-nua-dem-seoul');
  });

  it('keeps the saved tab for members, newest bookmark first', async () => {
    const other = await makeMember(t, 910002);
    await post(t, '/other/api/film/save', { filmId: 3 }, auth(other));
    await post(t, '/other/api/film/save', { filmId: 30 }, auth(other));
    const { body } = await get<Page<FilmCard>>(t, '/other/api/film/list?tab=saved', auth(other));
    expect(body.data.total).toBe(2);
    expect(body.data.list.map((f) => f.id)).toEqual([30, 3]);
  });

  it('asks for a member token on the saved tab', async () => {
    for (const headers of [{}, auth(guestToken(t)), auth('v1.bad.token')]) {
      const { status, body } = await get(t, '/other/api/film/list?tab=saved', { ...headers, 'x-language': 'en' });
      expect(status).toBe(401);
      expect(body).toEqual({ code: 401, msg: 'Sign in to see your saved films', data: null });
    }
  });

  it.each([
    ['tab=bogus', 'querystring.tab is invalid'],
    ['pageSize=0', 'querystring.pageSize is invalid'],
    ['pageSize=101', 'querystring.pageSize is invalid'],
    ['pageNum=-1', 'querystring.pageNum is invalid'],
    ['pageNum=abc', 'querystring.pageNum must be of type integer'],
    ['year=abc', 'querystring.year must be of type integer'],
    ['year=99999999999999999999', 'querystring.year is invalid'],
    ['genre=Not%20A%20Slug', 'querystring.genre is invalid'],
    [`keyword=${'x'.repeat(101)}`, 'querystring.keyword must have at most 100 characters'],
    ['keyword=a%00b', 'querystring.keyword is invalid'],
  ])('rejects bad query %s with a 400 naming the field', async (query, msg) => {
    const { status, body } = await get(t, `/other/api/film/list?${query}`, { 'x-language': 'en' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg, data: null });
  });

  it('answers 404 for an unknown genre or country', async () => {
    const genre = await get(t, '/other/api/film/list?genre=opera', { 'x-language': 'en' });
    expect(genre.status).toBe(404);
    expect(genre.body).toEqual({ code: 404, msg: 'Genre not found: opera', data: null });
    const country = await get(t, '/other/api/film/list?country=atlantis');
    expect(country.status).toBe(404);
    expect(country.body.msg).toBe('Không tìm thấy quốc gia: atlantis');
  });
});

describe('GET /other/api/film/ranking', () => {
  const ranking = async (query: string, headers: Record<string, string> = {}) => (await get<Page<FilmCard>>(t, `/other/api/film/ranking?${query}`, headers)).body.data;

  /** Best rated first; equal ratings by views, then by id. */
  const inRankOrder = (list: FilmCard[]) =>
    list.every((film, i) => {
      const next = list[i + 1];
      if (!next) return true;
      return film.rating > next.rating || (film.rating === next.rating && (film.views > next.views || (film.views === next.views && film.id < next.id)));
    });

  it('ranks every film and TV show by rating, best first, with a stable tie-break, in the list’s card shape', async () => {
    const { status, body } = await get<Page<FilmCard>>(t, '/other/api/film/ranking');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, msg: 'Thành công' });
    expect(body.data).toMatchObject({ total: 38, pageNum: 1, pageSize: 20 });
    expect(body.data.list).toHaveLength(20);
    const all = await ranking('pageSize=100');
    expect(all.list).toHaveLength(38);
    expect(inRankOrder(all.list)).toBe(true);
    for (const film of all.list) expect(Object.keys(film).sort()).toEqual(CARD_KEYS);
    // The seed has titles of equal rating: the tie-break decides their order.
    const ratings = all.list.map((film) => film.rating);
    expect(new Set(ratings).size).toBeLessThan(ratings.length);
  });

  it.each(['vi', 'en', 'zh'])('gives the same cards as the list, titles in the request language (%s)', async (language) => {
    const headers = { 'x-language': language };
    const ranked = await ranking('pageSize=100', headers);
    const listed = (await get<Page<FilmCard>>(t, '/other/api/film/list?pageSize=100', headers)).body.data.list;
    expect(ranked.list).toHaveLength(listed.length);
    const byId = new Map(listed.map((film) => [film.id, film]));
    for (const film of ranked.list) expect(film).toEqual(byId.get(film.id));
  });

  it('answers titles in the request language', async () => {
    const find = (list: FilmCard[]) => list.find((film) => film.slug === 'mua-nuoc-noi')!;
    expect(find((await ranking('pageSize=100')).list).title).toBe('Mùa Nước Nổi');
    const en = await ranking('pageSize=100', { 'x-language': 'en' });
    expect(find(en.list)).toMatchObject({ title: 'The Flood Season', originalTitle: 'Mùa Nước Nổi', countries: [{ slug: 'viet-nam', name: 'Vietnam' }] });
    for (const film of en.list) expect(film.title).not.toMatch(VI_DIACRITICS);
    const zh = await ranking('pageSize=100', { 'x-language': 'zh' });
    expect(find(zh.list).title).toBe('浮水季節');
    for (const film of zh.list) expect(film.title).toMatch(HAN);
  });

  it('keeps one kind: films, or TV shows with their episode counts', async () => {
    const films = await ranking('kind=film&pageSize=100');
    const shows = await ranking('kind=tv-show&pageSize=100');
    expect([films.total, shows.total]).toEqual([26, 12]);
    expect(films.list.every((f) => f.kind === 'film' && f.episodeCount === null)).toBe(true);
    expect(shows.list.every((f) => f.kind === 'tv-show' && (f.episodeCount ?? 0) > 0)).toBe(true);
    expect(inRankOrder(films.list) && inRankOrder(shows.list)).toBe(true);
    // Each kind's ranking is the overall one without the other kind.
    const all = (await ranking('pageSize=100')).list;
    expect(films.list.map((f) => f.id)).toEqual(all.filter((f) => f.kind === 'film').map((f) => f.id));
    expect(shows.list.map((f) => f.id)).toEqual(all.filter((f) => f.kind === 'tv-show').map((f) => f.id));
  });

  it('pages without repeating or losing a title, in rank order across pages', async () => {
    const all = (await ranking('pageSize=100')).list.map((f) => f.id);
    const paged: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const data = await ranking(`pageSize=10&pageNum=${page}`);
      expect(data).toMatchObject({ total: 38, pageNum: page, pageSize: 10 });
      paged.push(...data.list.map((f) => f.id));
    }
    expect(paged).toEqual(all);
    expect(await ranking('pageSize=10&pageNum=5')).toMatchObject({ list: [], total: 38 });
    const shows = await ranking('kind=tv-show&pageSize=5&pageNum=3');
    expect(shows).toMatchObject({ total: 12, pageNum: 3 });
    expect(shows.list).toHaveLength(2);
  });

  it.each([
    ['kind=phim', 'querystring.kind is invalid'],
    ['kind=', 'querystring.kind is invalid'],
    ['pageSize=0', 'querystring.pageSize is invalid'],
    ['pageSize=101', 'querystring.pageSize is invalid'],
    ['pageNum=0', 'querystring.pageNum is invalid'],
    ['pageNum=abc', 'querystring.pageNum must be of type integer'],
  ])('rejects bad query %s with a 400 naming the field', async (query, msg) => {
    const { status, body } = await get(t, `/other/api/film/ranking?${query}`, { 'x-language': 'en' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg, data: null });
  });
});

describe('GET /other/api/film/search', () => {
  it('finds titles in any language, with or without diacritics', async () => {
    const folded = (await get<Page<FilmCard>>(t, '/other/api/film/search?keyword=mua%20nuoc')).body.data;
    expect(folded.list.map((f) => f.slug)).toContain('mua-nuoc-noi');
    const accented = (await get<Page<FilmCard>>(t, '/other/api/film/search?keyword=M%C3%B9a%20N%C6%B0%E1%BB%9Bc')).body.data;
    expect(accented.list.map((f) => f.slug)).toContain('mua-nuoc-noi');
    const english = (await get<Page<FilmCard>>(t, '/other/api/film/search?keyword=lighthouse', { 'x-language': 'en' })).body.data;
    expect(english.list).toHaveLength(1);
    expect(english.list[0]).toMatchObject({ slug: 'nguoi-gac-hai-dang', title: 'The Lighthouse Keeper' });
    const chinese = (await get<Page<FilmCard>>(t, `/other/api/film/search?keyword=${encodeURIComponent('燈塔')}`)).body.data;
    expect(chinese.list[0]?.slug).toBe('nguoi-gac-hai-dang');
    const original = (await get<Page<FilmCard>>(t, `/other/api/film/search?keyword=${encodeURIComponent('마지막')}`)).body.data;
    expect(original.list[0]?.slug).toBe('chuyen-tau-cuoi');
  });

  it('treats LIKE wildcards in the keyword as plain text', async () => {
    const { body } = await get<Page<FilmCard>>(t, '/other/api/film/search?keyword=%25');
    expect(body.data).toMatchObject({ list: [], total: 0 });
    const underscore = await get<Page<FilmCard>>(t, '/other/api/film/search?keyword=_');
    expect(underscore.body.data.total).toBe(0);
  });

  it('requires a keyword', async () => {
    const { status, body } = await get(t, '/other/api/film/search', { 'x-language': 'en' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg: 'querystring.keyword is required', data: null });
    const empty = await get(t, '/other/api/film/search?keyword=', { 'x-language': 'en' });
    expect(empty.body.msg).toBe('querystring.keyword must have at least 1 characters');
  });
});

describe('GET /other/api/film/filters', () => {
  it('lists genres, countries and years with counts that match the list', async () => {
    const { status, body } = await get<FilmFilters>(
      t,
      '/other/api/film/filters',
      { 'x-language': 'zh' },
    );
    expect(status).toBe(200);
    expect(body.data.genres).toHaveLength(11);
    expect(body.data.genres[0]).toEqual({ slug: 'hanh-dong', name: '動作', count: expect.any(Number) });
    expect(body.data.countries.map((c) => c.slug)).toEqual(['viet-nam', 'han-quoc', 'nhat-ban', 'thai-lan', 'trung-quoc', 'au-my']);
    expect(body.data.years).toEqual([...body.data.years].sort((a, b) => b - a));
    expect(body.data.years).toContain(2025);
    const crime = body.data.genres.find((g) => g.slug === 'hinh-su')!;
    const listed = await get<Page<FilmCard>>(t, '/other/api/film/list?genre=hinh-su');
    expect(listed.body.data.total).toBe(crime.count);
    expect(body.data.countries.reduce((sum, c) => sum + c.count, 0)).toBe(38);
  });
});

describe('GET /other/api/film/watch', () => {
  it('gives a TV show with its seasons, episodes and stream paths', async () => {
    const { status, body } = await get<FilmWatch>(t, '/other/api/film/watch?slug=gia-dinh-la-so-mot-sai-gon', { 'x-language': 'en' });
    expect(status).toBe(200);
    const { film, seasons, streamPath, related } = body.data;
    expect(film).toMatchObject({
      slug: 'gia-dinh-la-so-mot-sai-gon',
      kind: 'tv-show',
      title: 'Family First: Saigon',
      saved: false,
      episodeCount: 28,
      description: 'Three generations share one tube house and its daily laugh-or-cry moments.',
    });
    expect(streamPath).toBe(`/hls/vod/film/${film.id}/master.m3u8`);
    expect(seasons.map((s) => [s.number, s.title, s.episodes.length])).toEqual([
      [1, 'Season 1', 16],
      [2, 'Season 2', 12],
    ]);
    const first = seasons[0]!.episodes[0]!;
    expect(first).toMatchObject({ number: 1, title: 'Episode 1', streamPath: `/hls/vod/episode/${first.id}/master.m3u8` });
    expect(seasons[1]!.episodes.map((e) => e.number)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(6);
    for (const other of related) {
      expect(other.id).not.toBe(film.id);
      expect(other.genres.some((g) => film.genres.some((fg) => fg.slug === g.slug))).toBe(true);
    }
  });

  it('gives a film without seasons, in Chinese', async () => {
    const { body } = await get<FilmWatch>(t, '/other/api/film/watch?slug=nguoi-gac-hai-dang', { 'x-language': 'zh' });
    expect(body.data.film).toMatchObject({ kind: 'film', title: '燈塔守護人', episodeCount: null, durationMinutes: 104 });
    expect(body.data.film.description).toMatch(HAN);
    expect(body.data.seasons).toEqual([]);
  });

  it('tells a member whether the film is saved', async () => {
    const before = await get<FilmWatch>(t, '/other/api/film/watch?slug=phi-vu-banh-mi', auth(member));
    expect(before.body.data.film.saved).toBe(false);
    await post(t, '/other/api/film/save', { filmId: before.body.data.film.id }, auth(member));
    const after = await get<FilmWatch>(t, '/other/api/film/watch?slug=phi-vu-banh-mi', auth(member));
    expect(after.body.data.film.saved).toBe(true);
    const anonymous = await get<FilmWatch>(t, '/other/api/film/watch?slug=phi-vu-banh-mi');
    expect(anonymous.body.data.film.saved).toBe(false);
  });

  it('answers 404 naming an unknown slug and 400 for a bad one', async () => {
    const missing = await get(t, '/other/api/film/watch?slug=khong-co-phim-nay', { 'x-language': 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: 'Film not found: khong-co-phim-nay', data: null });
    const bad = await get(t, '/other/api/film/watch?slug=../etc', { 'x-language': 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('querystring.slug is invalid');
    const none = await get(t, '/other/api/film/watch', { 'x-language': 'en' });
    expect(none.body.msg).toBe('querystring.slug is required');
  });
});

describe('POST /other/api/film/save and /unsave', () => {
  it('saves once, unsaves, and both are idempotent', async () => {
    const owner = await makeMember(t, 910003);
    for (let i = 0; i < 2; i++) {
      const { status, body } = await post<FilmSaveResult>(t, '/other/api/film/save', { filmId: 7 }, auth(owner));
      expect(status).toBe(200);
      expect(body.data).toEqual({ filmId: 7, saved: true });
    }
    expect((await get<Page<FilmCard>>(t, '/other/api/film/list?tab=saved', auth(owner))).body.data.total).toBe(1);
    for (let i = 0; i < 2; i++) {
      const { body } = await post<FilmSaveResult>(t, '/other/api/film/unsave', { filmId: 7 }, auth(owner));
      expect(body.data).toEqual({ filmId: 7, saved: false });
    }
    expect((await get<Page<FilmCard>>(t, '/other/api/film/list?tab=saved', auth(owner))).body.data.total).toBe(0);
  });

  it('needs a member token', async () => {
    for (const path of ['/other/api/film/save', '/other/api/film/unsave']) {
      for (const headers of [{}, auth(guestToken(t)), auth('garbage')]) {
        const { status, body } = await post(t, path, { filmId: 1 }, { ...headers, 'x-language': 'en' });
        expect(status).toBe(401);
        expect(body).toEqual({ code: 401, msg: 'Authentication required', data: null });
      }
    }
  });

  it('answers 401 when the member of the token no longer exists', async () => {
    const { issueToken } = await import('../../../src/auth/tokens.ts');
    const ghost = issueToken(t.app.tokenSecret, 'member', '987654', 3600, { sid: 'test', sv: 0 });
    const { status } = await post(t, '/other/api/film/save', { filmId: 1 }, auth(ghost));
    expect(status).toBe(401);
  });

  it.each([
    [{}, 'body.filmId is required'],
    [{ filmId: 'one' }, 'body.filmId must be of type integer'],
    [{ filmId: 0 }, 'body.filmId is invalid'],
    [{ filmId: -5 }, 'body.filmId is invalid'],
    [{ filmId: 1.5 }, 'body.filmId must be of type integer'],
    [{ filmId: 99999999999 }, 'body.filmId is invalid'],
  ])('rejects body %j with a 400 naming the field', async (payload, msg) => {
    const { status, body } = await post(t, '/other/api/film/save', payload, auth(member, 'en'));
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg, data: null });
  });

  it('answers 404 naming an unknown film id', async () => {
    const { status, body } = await post(t, '/other/api/film/save', { filmId: 424242 }, auth(member, 'zh'));
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: '找不到 id 為 424242 的影片', data: null });
  });
});
