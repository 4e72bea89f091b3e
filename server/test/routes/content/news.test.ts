import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { call, expectError, HAN, VIETNAMESE_MARKS } from './content-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { CategoryList } from '../../../../contracts/schemas/content/common.ts';
import type { NewsDetail, NewsItem } from '../../../../contracts/schemas/content/news.ts';
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
  it('answers the article with 3–6 paragraphs and related articles, and counts the view', async () => {
    const [item] = (await list('?pageSize=1&category=bong-da-quoc-te')).body.data.list;
    const first = await call<NewsDetail>(t, `/other/api/news/detail/${item!.slug}`);
    expect(first.status).toBe(200);
    const article = first.body.data;
    expect(article).toMatchObject({ id: item!.id, slug: item!.slug, title: item!.title, category: item!.category });
    expect(article.body.length).toBeGreaterThanOrEqual(3);
    expect(article.body.length).toBeLessThanOrEqual(6);
    for (const paragraph of article.body) expect(paragraph.length).toBeGreaterThan(60);
    expect(article.views).toBe(item!.views + 1);
    expect(article.related.length).toBe(6);
    expect(article.related.map((r) => r.id)).not.toContain(article.id);
    const tags = new Set(article.tags.map((tag) => tag.slug));
    expect(article.related[0]!.tags.some((tag) => tags.has(tag.slug))).toBe(true);

    const again = await call<NewsDetail>(t, `/other/api/news/detail/${item!.slug}`, { headers: { 'x-language': 'zh' } });
    expect(again.body.data.views).toBe(item!.views + 2);
    expect(again.body.data.body[0]).toMatch(HAN);
    expect(again.body.data.title).not.toBe(article.title);
  });

  it('answers 404 naming an unknown slug, 400 for a malformed one', async () => {
    expectError(await call(t, '/other/api/news/detail/khong-co-bai-nay'), 404, 'Không tìm thấy bài viết: khong-co-bai-nay');
    expectError(await call(t, '/other/api/news/detail/no-such-story', { headers: { 'x-language': 'en' } }), 404, 'Article not found: no-such-story');
    expectError(await call(t, '/other/api/news/detail/Bad_Slug!', { headers: { 'x-language': 'en' } }), 400, 'params.slug is invalid');
  });
});
