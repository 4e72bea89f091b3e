import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { call, expectError, HAN } from './content-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { CategoryList } from '../../../../contracts/schemas/content/common.ts';
import type { HighlightDetail, HighlightItem } from '../../../../contracts/schemas/content/highlights.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const list = (query = '', headers: Record<string, string> = {}) => call<Page<HighlightItem>>(t, `/other/api/highlight/list${query}`, { headers });

describe('GET /other/api/highlight/categories', () => {
  it('answers sports with their leagues as types', async () => {
    const { status, body } = await call<CategoryList>(
      t,
      '/other/api/highlight/categories',
      { headers: { 'x-language': 'en' } },
    );
    expect(status).toBe(200);
    expect(body.data.map((c) => c.slug)).toEqual(['bong-da', 'bong-ro', 'esport', 'quan-vot']);
    expect(body.data[0]!.types.map((type) => type.slug)).toEqual(['ngoai-hang-anh', 'v-league', 'champions-league', 'la-liga']);
    expect(body.data[0]!.types[0]!.name).toBe('Premier League');
    expect(body.data[3]!.name).toBe('Tennis');
  });
});

describe('GET /other/api/highlight/list', () => {
  it('pages highlights newest first with scores, valid durations and media paths', async () => {
    const { status, body } = await list('?pageSize=100');
    expect(status).toBe(200);
    expect(body.data.total).toBe(52);
    const items = body.data.list;
    const times = items.map((h) => Date.parse(h.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const h of items) {
      expect(Number.isInteger(h.durationSeconds)).toBe(true);
      expect(h.durationSeconds).toBeGreaterThan(0);
      expect(h.videoPath).toBeNull();
      expect(h.hlsPath).toBe(`/hls/vod/highlight/${h.id}/master.m3u8`);
      expect(h.thumbnail).toBe(`/media/highlight/${h.id}.svg`);
      expect(h.path).toBe(`/highlight/${h.category.slug}/${h.type.slug}/${h.slug}`);
      expect(h.title).toContain(`${h.home.score}-${h.away.score}`);
    }
  });

  it('filters by category, type and keyword; sorts by views', async () => {
    const nba = await list('?category=bong-ro&type=nba&pageSize=100');
    expect(nba.body.data.total).toBe(6);
    for (const h of nba.body.data.list) expect(h.leagueName).toBe('NBA');
    const vleague = await list('?type=v-league&pageSize=100', { 'x-language': 'zh' });
    expect(vleague.body.data.total).toBe(10);
    for (const h of vleague.body.data.list) expect(h.title).toMatch(/^精華：/);
    const keyword = await list('?keyword=arsenal&pageSize=100');
    expect(keyword.body.data.total).toBeGreaterThan(0);
    for (const h of keyword.body.data.list) expect(`${h.home.name} ${h.away.name}`).toMatch(/Arsenal/);
    const viewed = (await list('?sort=xem-nhieu-nhat&pageSize=20')).body.data.list.map((h) => h.views);
    expect(viewed).toEqual([...viewed].sort((a, b) => b - a));
  });

  it('answers 404 for unknown categories and types, 400 for bad input', async () => {
    expectError(await list('?category=golf', { 'x-language': 'en' }), 404, 'Category not found: golf');
    expectError(await list('?category=bong-da&type=nba', { 'x-language': 'en' }), 404, 'Type not found: nba');
    expectError(await list('?sort=hot', { 'x-language': 'en' }), 400, 'querystring.sort is invalid');
    expectError(await list('?pageSize=-1', { 'x-language': 'en' }), 400, 'querystring.pageSize is invalid');
  });
});

describe('GET /other/api/highlight/detail/:slug', () => {
  it('answers the highlight with more of the same league and counts the view', async () => {
    const [first] = (await list('?type=champions-league&pageSize=1')).body.data.list;
    const { status, body } = await call<HighlightDetail>(t, `/other/api/highlight/detail/${first!.slug}`, {
      headers: { 'x-language': 'zh' },
    });
    expect(status).toBe(200);
    expect(body.data.id).toBe(first!.id);
    expect(body.data.views).toBe(first!.views + 1);
    expect(body.data.description).toMatch(HAN);
    expect(body.data.related.length).toBe(5);
    for (const h of body.data.related) expect(h.type.slug).toBe('champions-league');
  });

  it('answers 404 naming an unknown slug', async () => {
    expectError(await call(t, '/other/api/highlight/detail/a-vs-b-999'), 404, 'Không tìm thấy highlight: a-vs-b-999');
  });
});
