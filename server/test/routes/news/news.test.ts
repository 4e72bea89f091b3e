import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { call, expectError, HAN, VIETNAMESE_MARKS } from '../content/content-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { CategoryList } from '../../../../contracts/schemas/content/common.ts';
import type { NewsDetail, NewsItem, NewsViewAnswer } from '../../../../contracts/schemas/content/news.ts';
import { countView, NEWS_VIEW_WINDOW_MS, visitorKey } from '../../../src/routes/news/views.ts';
import { clock } from '../../../src/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const list = (query = '', headers: Record<string, string> = {}) => call<Page<NewsItem>>(t, `/other/api/news/list${query}`, { headers });

describe('GET /other/api/news/categories', () => {
  it('answers the five categories with their types, in the request language', async () => {
    const vi = await call<CategoryList>(t, '/other/api/news/categories');
    expect(vi.status).toBe(200);
    expect(vi.body.msg).toBe('Thành công');
    expect(vi.body.data.map((c) => c.slug)).toEqual(['bong-da', 'bong-da-quoc-te', 'bong-ro', 'esport', 'the-thao-khac']);
    expect(vi.body.data[0]).toMatchObject({ name: 'Bóng đá Việt Nam' });
    expect(vi.body.data[0]!.types.map((type) => type.slug)).toEqual(['tin-moi', 'chuyen-nhuong', 'nhan-dinh', 'phong-su']);
    const en = await call<CategoryList>(t, '/other/api/news/categories', { headers: { 'x-language': 'en' } });
    expect(en.body.data[0]!.name).toBe('Vietnamese football');
    expect(en.body.data[0]!.types[1]!.name).toBe('Transfers');
    const zh = await call<CategoryList>(t, '/other/api/news/categories', { headers: { 'x-language': 'zh' } });
    expect(zh.body.data[2]!.name).toBe('籃球');
  });
});

describe('GET /other/api/news/list', () => {
  it('pages 60+ articles newest first with a correct total and the full shape', async () => {
    const first = await list('?pageSize=10');
    expect(first.status).toBe(200);
    const { list: items, total, pageNum, pageSize } = first.body.data;
    expect(total).toBeGreaterThanOrEqual(60);
    expect([pageNum, pageSize, items.length]).toEqual([1, 10, 10]);
    const times = items.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const item = items[0]!;
    expect(Object.keys(item).sort()).toEqual(
      ['author', 'category', 'cover', 'editorPick', 'id', 'leagueName', 'path', 'publishedAt', 'slug', 'summary', 'tags', 'title', 'type', 'views'].sort(),
    );
    expect(item.cover).toBe(`/media/news/${item.id}.svg`);
    expect(item.path).toBe(`/tin-tuc/${item.category.slug}/${item.type.slug}/${item.slug}`);
    expect(item.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(clock.now() - Date.parse(items.at(-1)!.publishedAt)).toBeLessThan(31 * 86_400_000);
    expect(item.tags.length).toBeGreaterThan(0);

    // The last page holds the remainder and pages never overlap.
    const lastPageNum = Math.ceil(total / 10);
    const last = await list(`?pageSize=10&pageNum=${lastPageNum}`);
    expect(last.body.data.list).toHaveLength(total - (lastPageNum - 1) * 10);
    const beyond = await list(`?pageSize=10&pageNum=${lastPageNum + 1}`);
    expect(beyond.body.data).toMatchObject({ list: [], total });
    const second = await list('?pageSize=10&pageNum=2');
    const ids = new Set(items.map((i) => i.id));
    for (const other of second.body.data.list) expect(ids.has(other.id)).toBe(false);
  });

  it('filters by category and type', async () => {
    const basketball = await list('?category=bong-ro&pageSize=100');
    expect(basketball.body.data.total).toBe(8);
    for (const item of basketball.body.data.list) expect(item.category.slug).toBe('bong-ro');
    const transfers = await list('?category=bong-da&type=chuyen-nhuong&pageSize=100');
    expect(transfers.body.data.total).toBe(5);
    for (const item of transfers.body.data.list) expect(item.type).toEqual({ slug: 'chuyen-nhuong', name: 'Chuyển nhượng' });
    // A type without a category spans every category.
    const allTransfers = await list('?type=chuyen-nhuong&pageSize=100');
    expect(allTransfers.body.data.total).toBe(10);
    expect(new Set(allTransfers.body.data.list.map((i) => i.category.slug))).toEqual(new Set(['bong-da', 'bong-da-quoc-te']));
  });

  it('filters by tag and by keyword, with or without diacritics, in any language', async () => {
    const tagged = await list('?tag=v-league&pageSize=100');
    expect(tagged.body.data.total).toBeGreaterThanOrEqual(15);
    for (const item of tagged.body.data.list) expect(item.tags.map((tag) => tag.slug)).toContain('v-league');

    const accented = await list(`?keyword=${encodeURIComponent('Ngoại hạng Anh')}&pageSize=100`);
    const plain = await list('?keyword=ngoai%20hang%20anh&pageSize=100');
    expect(accented.body.data.total).toBeGreaterThan(0);
    expect(plain.body.data.total).toBe(accented.body.data.total);
    for (const item of accented.body.data.list) expect(item.title).toMatch(/Ngoại hạng Anh/);

    const english = await list('?keyword=premier%20league&pageSize=5', { 'x-language': 'en' });
    expect(english.body.data.total).toBeGreaterThan(0);
    expect(english.body.data.list[0]!.title).toMatch(/Premier League/);
    const chinese = await list(`?keyword=${encodeURIComponent('英超')}&pageSize=5`);
    expect(chinese.body.data.total).toBeGreaterThan(0);

    const none = await list('?keyword=%25_%25&pageSize=5');
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('sorts by views (xem-nhieu-nhat), hotness (noi-bat) and editor picks (de-xuat)', async () => {
    const viewed = (await list('?sort=xem-nhieu-nhat&pageSize=20')).body.data.list.map((i) => i.views);
    expect(viewed).toEqual([...viewed].sort((a, b) => b - a));
    const hottest = (await list('?sort=noi-bat&pageSize=5')).body.data.list;
    const newest = (await list('?pageSize=5')).body.data.list;
    expect(hottest.map((i) => i.id)).not.toEqual(newest.map((i) => i.id));
    const recommended = (await list('?sort=de-xuat&pageSize=100')).body.data.list;
    const picks = recommended.filter((i) => i.editorPick).length;
    expect(picks).toBeGreaterThan(0);
    expect(recommended.slice(0, picks).every((i) => i.editorPick)).toBe(true);
  });

  it('answers titles and summaries in English and Traditional Chinese', async () => {
    const vi = (await list('?pageSize=30')).body.data.list;
    const en = (await list('?pageSize=30', { 'x-language': 'en' })).body.data.list;
    const zh = (await list('?pageSize=30', { 'x-language': 'zh' })).body.data.list;
    expect(en.map((i) => i.id)).toEqual(vi.map((i) => i.id));
    for (const item of en) {
      expect(item.title).not.toMatch(VIETNAMESE_MARKS);
      expect(item.summary).not.toMatch(VIETNAMESE_MARKS);
    }
    for (const item of zh) expect(item.title).toMatch(HAN);
    expect(vi.some((i) => VIETNAMESE_MARKS.test(i.title))).toBe(true);
  });

  it('answers 404 naming an unknown category or type', async () => {
    expectError(await list('?category=cau-long'), 404, 'Không tìm thấy chuyên mục: cau-long');
    expectError(await list('?category=bong-ro&type=chuyen-nhuong', { 'x-language': 'en' }), 404, 'Type not found: chuyen-nhuong');
  });

  it.each([
    ['?pageNum=0', 'querystring.pageNum is invalid'],
    ['?pageSize=101', 'querystring.pageSize is invalid'],
    ['?pageSize=abc', 'querystring.pageSize must be of type integer'],
    ['?pageNum=99999999999999999999', 'querystring.pageNum is invalid'],
    ['?sort=random', 'querystring.sort is invalid'],
    ['?category=Bong%20Da', 'querystring.category is invalid'],
    [`?keyword=${'x'.repeat(101)}`, 'querystring.keyword must have at most 100 characters'],
  ])('rejects bad query %s with a 400 naming the field', async (query, msg) => {
    expectError(await list(query, { 'x-language': 'en' }), 400, msg);
  });
});

describe('GET /other/api/news/detail/:slug', () => {
  it('answers the article as structured blocks with its reading time and related articles, without counting a view', async () => {
    const [item] = (await list('?pageSize=1&category=bong-da-quoc-te')).body.data.list;
    const first = await call<NewsDetail>(t, `/other/api/news/detail/${item!.slug}`);
    expect(first.status).toBe(200);
    const article = first.body.data;
    expect(article).toMatchObject({ id: item!.id, slug: item!.slug, title: item!.title, category: item!.category, views: item!.views });
    expect(article.blocks.length).toBeGreaterThanOrEqual(3);
    expect(article.blocks[0]!.kind).toBe('paragraph');
    expect(article.body).toHaveLength(article.blocks.length);
    for (const block of article.blocks) {
      if (block.kind === 'list') expect(block.items.length).toBeGreaterThan(0);
      else expect(block.text.length).toBeGreaterThan(0);
      expect(JSON.stringify(block)).not.toMatch(/<[a-z]|## |\{\w+\}/);
    }
    expect(article.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(article.related.length).toBe(6);
    expect(article.related.map((r) => r.id)).not.toContain(article.id);

    const again = await call<NewsDetail>(t, `/other/api/news/detail/${item!.slug}`, { headers: { 'x-language': 'zh' } });
    expect(again.body.data.views).toBe(item!.views);
    expect(again.body.data.blocks[0]).toMatchObject({ kind: 'paragraph', text: expect.stringMatching(HAN) });
    expect(again.body.data.title).not.toBe(article.title);
  });

  it('links a match report to its seeded fixture: the same teams, round and final score', async () => {
    const reports = (await list('?category=bong-da&type=tin-moi&pageSize=100')).body.data.list;
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports.slice(0, 3)) {
      const { body } = await call<NewsDetail>(t, `/other/api/news/detail/${report.slug}`);
      const article = body.data;
      const match = article.match!;
      expect(match).not.toBeNull();
      expect(article.league).toMatchObject({ id: match.leagueId });
      expect(article.teams.map((team) => team.id)).toEqual([match.home.id, match.away.id]);
      expect(match.status).toBe(3);
      expect(article.title).toContain(match.home.name);
      expect(article.title).toContain(match.away.name);
      expect(article.title).toContain(`${match.homeScore}-${match.awayScore}`);
      expect(article.title).toContain(`vòng ${match.round} `);
      expect(Date.parse(article.publishedAt)).toBeGreaterThan(Date.parse(match.kickoffTime));
      expect(article.blocks.some((b) => b.kind === 'heading')).toBe(true);
      expect(article.blocks.some((b) => b.kind === 'list')).toBe(true);
      expect(article.related[0]!.tags.length).toBeGreaterThan(0);
    }
    // Champions League previews name clubs of several leagues.
    const ucl = (await list('?category=bong-da-quoc-te&type=nhan-dinh&pageSize=100')).body.data;
    expect(ucl.total).toBe(5);
    for (const preview of ucl.list.slice(0, 2)) {
      const { body } = await call<NewsDetail>(t, `/other/api/news/detail/${preview.slug}`);
      expect(body.data.match?.leagueName).toBe('Cúp C1 châu Âu');
      expect(body.data.title).toContain(body.data.match!.home.name);
    }
    expect((await list('?pageSize=1')).body.data.total).toBe(66);
    const previews = (await list('?category=bong-da&type=nhan-dinh&pageSize=100')).body.data.list;
    for (const preview of previews.slice(0, 3)) {
      const { body } = await call<NewsDetail>(t, `/other/api/news/detail/${preview.slug}`, { headers: { 'x-language': 'en' } });
      const match = body.data.match!;
      expect(match.status).not.toBe(3);
      expect(Date.parse(body.data.publishedAt)).toBeLessThan(Date.parse(match.kickoffTime));
      expect(body.data.title).toContain(match.home.name);
      expect(body.data.summary).toContain(`round ${match.round}`);
    }
  });

  it('answers 404 naming an unknown slug, 400 for a malformed one', async () => {
    expectError(await call(t, '/other/api/news/detail/khong-co-bai-nay'), 404, 'Không tìm thấy bài viết: khong-co-bai-nay');
    expectError(await call(t, '/other/api/news/detail/no-such-story', { headers: { 'x-language': 'en' } }), 404, 'Article not found: no-such-story');
    expectError(await call(t, '/other/api/news/detail/Bad_Slug!', { headers: { 'x-language': 'en' } }), 400, 'params.slug is invalid');
  });
});

describe('POST /other/api/news/view', () => {
  const view = (slug: unknown, headers: Record<string, string> = {}, remoteAddress = '10.1.2.3') =>
    t.app.inject({ method: 'POST', url: '/other/api/news/view', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ slug }), remoteAddress });

  it('counts one view per visitor per article within the window, not one per reload', async () => {
    const [item] = (await list('?pageSize=1&category=bong-ro')).body.data.list;
    const first = (await view(item!.slug)).json() as { data: NewsViewAnswer };
    expect(first.data).toEqual({ id: item!.id, views: item!.views + 1, counted: true });
    const reload = (await view(item!.slug)).json() as { data: NewsViewAnswer };
    expect(reload.data).toEqual({ id: item!.id, views: item!.views + 1, counted: false });
    // Another address is another visitor.
    const other = (await view(item!.slug, {}, '10.9.9.9')).json() as { data: NewsViewAnswer };
    expect(other.data).toMatchObject({ views: item!.views + 2, counted: true });
    // The list shows the count.
    const listed = (await list('?pageSize=1&category=bong-ro')).body.data.list[0]!;
    expect(listed.views).toBe(item!.views + 2);
    // After the window the same visitor counts again.
    const later = new Date(clock.now() + NEWS_VIEW_WINDOW_MS + 60_000);
    const counted = await countView(t.app.db, item!.slug, 'ip:10.1.2.3', later);
    expect(counted).toMatchObject({ views: item!.views + 3, counted: true });
  });

  it('tells visitors apart by member, guest or address', () => {
    expect(visitorKey({ auth: { kind: 'member', userId: 7, sessionId: 's' }, ip: '1.1.1.1' })).toBe('u:7');
    expect(visitorKey({ auth: { kind: 'guest', guestId: 'abc' }, ip: '1.1.1.1' })).toBe('g:abc');
    expect(visitorKey({ auth: { kind: 'anonymous' }, ip: '1.1.1.1' })).toBe('ip:1.1.1.1');
  });

  it('answers 404 for an unknown article and 400 for a malformed slug', async () => {
    const unknown = await view('khong-co-bai-nay', { 'x-language': 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, msg: 'Article not found: khong-co-bai-nay' });
    const bad = await view('Bad Slug', { 'x-language': 'en' });
    expect(bad.statusCode).toBe(400);
    const missing = await view(undefined, { 'x-language': 'en' });
    expect(missing.statusCode).toBe(400);
  });
});
