import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { call, expectError, HAN, memberToken } from '../content/content-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { ComicChapter, ComicDetail, ComicGenreList, ComicItem, ComicProgressEntry, ComicProgressList, ComicReading } from '../../../../contracts/schemas/content/comics.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const en = { 'x-language': 'en' };

describe('GET /other/api/comic/genres', () => {
  it('answers the genres in the request language', async () => {
    const vi = await call<ComicGenreList>(t, '/other/api/comic/genres');
    expect(vi.status).toBe(200);
    expect(vi.body.data).toHaveLength(10);
    expect(vi.body.data[0]).toEqual({ slug: 'the-thao', name: 'Thể thao' });
    const zh = await call<ComicGenreList>(t, '/other/api/comic/genres', { headers: { 'x-language': 'zh' } });
    expect(zh.body.data[0]).toEqual({ slug: 'the-thao', name: '運動' });
  });
});

describe('GET /other/api/comic/list', () => {
  it('pages series, recently updated first, with chapter counts and the latest chapter', async () => {
    const { status, body } = await call<Page<ComicItem>>(t, '/other/api/comic/list?pageSize=100', { headers: en });
    expect(status).toBe(200);
    expect(body.data.total).toBe(16);
    const times = body.data.list.map((c) => Date.parse(c.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const comic of body.data.list) {
      expect(comic.chapterCount).toBeGreaterThanOrEqual(8);
      expect(comic.latestChapter?.number).toBe(comic.chapterCount);
      expect(comic.latestChapter?.title).toMatch(new RegExp(`^Chapter ${comic.chapterCount}: `));
      // The cover writes the title: named in the answer's language.
      expect(comic.cover).toBe(`/media/comic/${comic.id}.svg?lang=en`);
      expect(['ongoing', 'completed']).toContain(comic.status);
      expect(comic.genres.length).toBeGreaterThan(0);
    }
    expect(body.data.list.find((c) => c.slug === 'thu-mon-so-1')?.title).toBe('Goalkeeper Number One');
  });

  it('filters by genre, status and keyword; sorts by views', async () => {
    const sports = await call<Page<ComicItem>>(t, '/other/api/comic/list?genre=the-thao&pageSize=100');
    expect(sports.body.data.total).toBe(6);
    for (const comic of sports.body.data.list) expect(comic.genres.map((g) => g.slug)).toContain('the-thao');
    const done = await call<Page<ComicItem>>(t, '/other/api/comic/list?status=completed&pageSize=100');
    const going = await call<Page<ComicItem>>(t, '/other/api/comic/list?status=ongoing&pageSize=100');
    expect(done.body.data.total + going.body.data.total).toBe(16);
    for (const comic of done.body.data.list) expect(comic.status).toBe('completed');
    const found = await call<Page<ComicItem>>(t, '/other/api/comic/list?keyword=ha%20long');
    expect(found.body.data.list.map((c) => c.slug)).toEqual(['bi-an-vinh-ha-long']);
    const viewed = (await call<Page<ComicItem>>(t, '/other/api/comic/list?sort=xem-nhieu-nhat&pageSize=100')).body.data.list.map((c) => c.views);
    expect(viewed).toEqual([...viewed].sort((a, b) => b - a));
  });

  it('answers 404 for an unknown genre and 400 for bad filters', async () => {
    expectError(await call(t, '/other/api/comic/list?genre=kinh-di', { headers: en }), 404, 'Genre not found: kinh-di');
    expectError(await call(t, '/other/api/comic/list?status=paused', { headers: en }), 400, 'querystring.status is invalid');
    expectError(await call(t, '/other/api/comic/list?pageNum=-1', { headers: en }), 400, 'querystring.pageNum is invalid');
  });
});

describe('GET /other/api/comic/detail/:slug', () => {
  it('answers the series with its first chapter and counts the view', async () => {
    const before = (await call<Page<ComicItem>>(t, '/other/api/comic/list?keyword=hoi%20an')).body.data.list[0]!;
    const { status, body } = await call<ComicDetail>(t, '/other/api/comic/detail/mua-he-o-hoi-an', {
      headers: { 'x-language': 'zh' },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: before.id, title: '會安之夏', views: before.views + 1, chapterCount: before.chapterCount });
    expect(body.data.description).toMatch(HAN);
    expect(body.data.firstChapter).toMatchObject({ number: 1, title: expect.stringMatching(/^第1話：/) });
  });

  it('answers 404 naming an unknown series', async () => {
    expectError(await call(t, '/other/api/comic/detail/truyen-khong-co', { headers: en }), 404, 'Comic not found: truyen-khong-co');
  });
});

describe('GET /other/api/comic/chapters/:slug', () => {
  it('pages the chapters from the first, or newest first', async () => {
    const asc = await call<Page<ComicChapter>>(t, '/other/api/comic/chapters/thu-mon-so-1?pageSize=3');
    expect(asc.status).toBe(200);
    expect(asc.body.data.list.map((c) => c.number)).toEqual([1, 2, 3]);
    expect(asc.body.data.list[0]!.title).toMatch(/^Chương 1: /);
    const total = asc.body.data.total;
    const desc = await call<Page<ComicChapter>>(t, '/other/api/comic/chapters/thu-mon-so-1?pageSize=2&order=desc');
    expect(desc.body.data.list.map((c) => c.number)).toEqual([total, total - 1]);
    for (const chapter of desc.body.data.list) expect(chapter.pages).toBeGreaterThanOrEqual(18);
    expect(Date.parse(desc.body.data.list[0]!.publishedAt)).toBeGreaterThan(Date.parse(desc.body.data.list[1]!.publishedAt));
  });

  it('answers 404 for an unknown series and 400 for a bad order', async () => {
    expectError(await call(t, '/other/api/comic/chapters/khong-co', { headers: en }), 404, 'Comic not found: khong-co');
    expectError(await call(t, '/other/api/comic/chapters/thu-mon-so-1?order=up', { headers: en }), 400, 'querystring.order is invalid');
  });
});

describe('GET /other/api/comic/read/:slug/:number', () => {
  it('gives a chapter with one generated image per page and its neighbours', async () => {
    const list = await call<Page<ComicItem>>(t, '/other/api/comic/list?pageSize=1', { headers: en });
    const comic = list.body.data.list[0]!;
    const first = await call<ComicReading>(t, `/other/api/comic/read/${comic.slug}/1`, { headers: en });
    expect(first.status).toBe(200);
    const { series, chapter, pages, previous, next } = first.body.data;
    expect(series).toEqual({ id: comic.id, slug: comic.slug, title: comic.title, chapterCount: comic.chapterCount });
    expect(chapter.number).toBe(1);
    expect(chapter.title).toMatch(/^Chapter 1: /);
    expect(pages).toHaveLength(chapter.pages);
    expect(pages[0]).toEqual({ number: 1, image: `/media/comic-page/${comic.id}/1/1.svg?lang=en`, width: 800, height: 1200 });
    expect(pages.map((p) => p.number)).toEqual(Array.from({ length: chapter.pages }, (_, i) => i + 1));
    expect(previous).toBeNull();
    expect(next?.number).toBe(2);
    const last = await call<ComicReading>(t, `/other/api/comic/read/${comic.slug}/${comic.chapterCount}`);
    expect(last.body.data.next).toBeNull();
    expect(last.body.data.previous?.number).toBe(comic.chapterCount - 1);
    expect(last.body.data.chapter.title).toMatch(/^Chương /);
  });

  it('answers 404 for an unknown series or chapter and 400 for a malformed number', async () => {
    expectError(await call(t, '/other/api/comic/read/khong-co/1', { headers: en }), 404, 'Comic not found: khong-co');
    const list = await call<Page<ComicItem>>(t, '/other/api/comic/list?pageSize=1');
    const slug = list.body.data.list[0]!.slug;
    expectError(await call(t, `/other/api/comic/read/${slug}/999`, { headers: en }), 404, `Chapter not found: ${slug}/999`);
    expect((await call(t, `/other/api/comic/read/${slug}/0`)).status).toBe(400);
    expect((await call(t, `/other/api/comic/read/${slug}/abc`)).status).toBe(400);
  });
});

describe('GET /media/comic-page/:seriesId/:chapter/:page.svg', () => {
  it('draws each page the same on every request, different from the next page', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/media/comic-page/1/1/1.svg' });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(one.headers['cache-control']).toBe('public, max-age=86400');
    expect(one.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="1200"/);
    expect(one.body).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(one.body).toContain('1 / ');
    const again = await t.app.inject({ method: 'GET', url: '/media/comic-page/1/1/1.svg' });
    expect(again.body).toBe(one.body);
    const two = await t.app.inject({ method: 'GET', url: '/media/comic-page/1/1/2.svg' });
    expect(two.statusCode).toBe(200);
    expect(two.body).not.toBe(one.body);
  });

  it('answers 404 past the last page or chapter and 400 for a malformed name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/comic-page/1/1/999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/comic-page/1/9999/1.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/comic-page/999999/1/1.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/comic-page/1/1/0.svg' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/media/comic-page/1/1/1.png' })).statusCode).toBe(400);
  });
});

describe('/other/api/comic/progress', () => {
  const places = (headers: Record<string, string>) => call<ComicProgressList>(t, '/other/api/comic/progress', { headers });
  const progress = (headers: Record<string, string>, body?: unknown) =>
    body === undefined ? places(headers) : call<ComicProgressEntry>(t, '/other/api/comic/progress', { method: 'POST', headers, body });

  it('keeps each member’s own place per series, most recently read first', async () => {
    const list = await call<Page<ComicItem>>(t, '/other/api/comic/list?pageSize=2');
    const [a, b] = list.body.data.list as [ComicItem, ComicItem];
    const alice = { authorization: memberToken(t, 120), ...en };
    const bob = { authorization: memberToken(t, 121), ...en };
    expect((await progress(alice)).body.data).toEqual([]);
    const first = await progress(alice, { slug: a.slug, chapter: 1, page: 3 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ slug: a.slug, chapter: 1, page: 3 });
    await progress(alice, { slug: b.slug, chapter: 2, page: 1 });
    await progress(alice, { slug: a.slug, chapter: 2, page: 5 });
    const mine = (await places(alice)).body.data;
    expect(mine.map(({ slug, chapter, page }) => ({ slug, chapter, page }))).toEqual([
      { slug: a.slug, chapter: 2, page: 5 },
      { slug: b.slug, chapter: 2, page: 1 },
    ]);
    // Another member sees only their own.
    expect((await progress(bob)).body.data).toEqual([]);
  });

  it('refuses guests, unknown series or chapters and a page past the chapter', async () => {
    const reading = (await call<ComicReading>(t, '/other/api/comic/read/' + (await call<Page<ComicItem>>(t, '/other/api/comic/list?pageSize=1')).body.data.list[0]!.slug + '/1')).body.data;
    const member = { authorization: memberToken(t, 122), ...en };
    expect((await call(t, '/other/api/comic/progress')).status).toBe(401);
    expect((await call(t, '/other/api/comic/progress', { method: 'POST', body: { slug: reading.series.slug, chapter: 1, page: 1 } })).status).toBe(401);
    expectError(await progress(member, { slug: 'khong-co', chapter: 1, page: 1 }), 404, 'Comic not found: khong-co');
    expectError(await progress(member, { slug: reading.series.slug, chapter: 999, page: 1 }), 404, `Chapter not found: ${reading.series.slug}/999`);
    expectError(
      await progress(member, { slug: reading.series.slug, chapter: 1, page: reading.pages.length + 1 }),
      400,
      `Page ${reading.pages.length + 1} is past the end of the chapter (${reading.pages.length} pages)`,
    );
    expect((await progress(member, { slug: reading.series.slug, chapter: 0, page: 1 })).status).toBe(400);
    expect((await progress(member, { slug: 'Bad Slug', chapter: 1, page: 1 })).status).toBe(400);
    const gone = { authorization: memberToken(t, 987_654), ...en };
    expectError(await progress(gone, { slug: reading.series.slug, chapter: 1, page: 1 }), 401, 'This account no longer exists');
  });
});
