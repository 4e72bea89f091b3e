/** The document the server writes for the highlight pages: names, the VideoObject, canonical address and 404s. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreText } from '../../../contracts/score-text.ts';
import type { Envelope, Page } from '../../../contracts/schemas/common.ts';
import type { HighlightItem } from '../../../contracts/schemas/content/highlights.ts';
import { isoDuration } from '../../src/pages/builders/highlight.ts';
import { clock } from '../../src/clock.ts';
import { clockStops } from '../clock-stops.ts';
import { vi, en } from '../../../locales/index.ts';
import { attrOf, jsonLdOf, makePageTestApp, metaContent, titleOf, type PageTestApp } from './support.ts';

const ORIGIN = 'https://sanco.example';
let t: PageTestApp;
let item: HighlightItem;

beforeAll(async () => {
  t = await makePageTestApp({ PUBLIC_URL: ORIGIN });
  const res = await t.app.inject({ url: '/other/api/highlight/list?pageSize=1', headers: { 'x-language': 'en' } });
  item = (res.json() as Envelope<Page<HighlightItem>>).data.list[0]!;
});
afterAll(() => t.close());

describe('isoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [59, 'PT59S'],
    [437, 'PT7M17S'],
    [600, 'PT10M'],
    [3723, 'PT1H2M3S'],
    [7200, 'PT2H'],
  ] as const)('%s s → %s', (seconds, iso) => expect(isoDuration(seconds)).toBe(iso));
});

describe('a highlight page', () => {
  const { stopAt } = clockStops();

  it('is named by its match, carries a VideoObject and its canonical address, without counting a view', async () => {
    // Shown views gather with the clock: it stands still while the page is read.
    stopAt(clock.now());
    const newest = async () => ((await t.app.inject({ url: `/other/api/highlight/list?pageSize=1`, headers: { 'x-language': 'en' } })).json() as Envelope<Page<HighlightItem>>).data.list[0]!;
    const before = await newest();
    expect(before.id).toBe(item.id);
    const res = await t.app.inject({ url: `${item.path}?lang=en` });
    expect(res.statusCode).toBe(200);
    const line = `${item.home.name} ${scoreText(item.home.score, item.away.score)} ${item.away.name}`;
    expect(titleOf(res.body)).toBe(`${line} – ${en['route.highlightVideo']} | ${en['app.name']}`);
    expect(metaContent(res.body, 'description')).toBe(item.description);
    expect(metaContent(res.body, 'og:type')).toBe('video.other');
    expect(metaContent(res.body, 'og:image')).toBe(`${ORIGIN}${item.thumbnail}`);
    expect(attrOf(res.body, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${ORIGIN}${item.path}?lang=en`);
    const video = jsonLdOf(res.body).find((node) => node['@type'] === 'VideoObject')!;
    expect(video).toMatchObject({
      name: item.title,
      description: item.description,
      thumbnailUrl: [`${ORIGIN}${item.thumbnail}`],
      uploadDate: item.publishedAt,
      duration: isoDuration(item.durationSeconds),
      contentUrl: `${ORIGIN}${item.hlsPath}`,
      url: `${ORIGIN}${item.path}?lang=en`,
    });
    expect((await newest()).views).toBe(before.views);
  });

  it('points a highlight reached under another league to its own address, and answers 404 for an unknown one', async () => {
    const res = await t.app.inject({ url: `/highlight/esport/valorant/${item.slug}` });
    expect(res.statusCode).toBe(200);
    expect(attrOf(res.body, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${ORIGIN}${item.path}`);
    const missing = await t.app.inject({ url: '/highlight/bong-da/v-league-1/khong-co-tran-nay-1' });
    expect(missing.statusCode).toBe(404);
    expect(metaContent(missing.body, 'robots')).toBe('noindex');
  });

  it('names a sport and a league, and answers 404 for one that is not among the highlights', async () => {
    const sport = await t.app.inject({ url: `/highlight/${item.category.slug}` });
    expect(sport.statusCode).toBe(200);
    expect(titleOf(sport.body)).toMatch(new RegExp(`^.+ – ${vi['route.highlightCategory']} \\| `));
    const league = await t.app.inject({ url: `/highlight/${item.category.slug}/${item.type.slug}?lang=en` });
    expect(titleOf(league.body)).toBe(`${item.type.name} – ${en['route.highlightType']} | ${en['app.name']}`);
    expect((await t.app.inject({ url: '/highlight/golf' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/highlight/${item.category.slug}/khong-co` })).statusCode).toBe(404);
  });
});
