import { and, asc, eq, gt, gte, inArray, lt, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highlights, sportsFixtures, sportsLeagues, sportsTeams } from '../../../src/db/schema.ts';
import { clock, DAY } from '../../../src/clock.ts';
import { LATER_HIGHLIGHT_FIRST_ID } from '../../../src/db/seed/highlights/build.ts';
import { HISTORY_FIRST_ID } from '../../../src/db/seed/sports/build.ts';
import { clockStops } from '../../clock-stops.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { call, expectError, HAN } from '../content/content-helpers.ts';
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
    expect(body.data.map((c) => c.slug)).toEqual(['bong-da', 'bong-ro', 'esport']);
    expect(body.data[0]!.types.map((type) => type.slug)).toEqual(['v-league-1', 'ngoai-hang-anh', 'la-liga', 'serie-a', 'bundesliga', 'champions-league', 'v-league-2']);
    // The types are the seeded leagues, named as the sports pages name them.
    expect(body.data[0]!.types[1]!.name).toBe('Premier League');
    expect(body.data[1]!.types.map((type) => type.name)).toEqual(['Vietnam Basketball Association (VBA)']);
  });
});

describe('GET /other/api/highlight/list', () => {
  it('pages highlights newest first with scores, valid durations and media paths', async () => {
    const { status, body } = await list('?pageSize=100');
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(30);
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
      expect(h.matchId).not.toBeNull();
    }
  });

  it("names the seeded match's teams, final score and league, and is published after its final whistle", async () => {
    const items = (await list('?pageSize=100', { 'x-language': 'en' })).body.data.list;
    const home = alias(sportsTeams, 'home');
    const away = alias(sportsTeams, 'away');
    const fixtures = await t.app.db
      .select({ id: sportsFixtures.id, home: home.name, away: away.name, finalHome: sportsFixtures.finalHome, finalAway: sportsFixtures.finalAway, endsAt: sportsFixtures.endsAt, league: sportsLeagues.name })
      .from(sportsFixtures)
      .innerJoin(home, eq(home.id, sportsFixtures.homeTeamId))
      .innerJoin(away, eq(away.id, sportsFixtures.awayTeamId))
      .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsFixtures.leagueId))
      .where(inArray(sportsFixtures.id, items.map((h) => h.matchId!)));
    const byId = new Map(fixtures.map((f) => [f.id, f]));
    expect(new Set(items.map((h) => h.matchId)).size).toBe(items.length);
    for (const h of items) {
      const f = byId.get(h.matchId!)!;
      expect(f, h.slug).toBeDefined();
      expect([h.home.name, h.away.name, h.home.score, h.away.score, h.leagueName]).toEqual([f.home.en, f.away.en, f.finalHome, f.finalAway, f.league.en]);
      expect(Date.parse(h.publishedAt)).toBeGreaterThan(f.endsAt.getTime());
      expect(f.endsAt.getTime()).toBeLessThanOrEqual(clock.now() + 1);
    }
  });

  it('filters by category, type and keyword; sorts by views', async () => {
    const vba = await list('?category=bong-ro&type=vba&pageSize=100', { 'x-language': 'en' });
    expect(vba.body.data.total).toBe(6);
    for (const h of vba.body.data.list) expect(h.leagueName).toBe('Vietnam Basketball Association (VBA)');
    const vleague = await list('?type=v-league-1&pageSize=100', { 'x-language': 'zh' });
    expect(vleague.body.data.total).toBe(8);
    for (const h of vleague.body.data.list) expect(h.title).toMatch(/^精華：/);
    const [sample] = vleague.body.data.list;
    const word = (await list(`?type=v-league-1&pageSize=100`, { 'x-language': 'en' })).body.data.list[0]!.home.name.split(' ').at(-1)!;
    const keyword = await list(`?keyword=${encodeURIComponent(word)}&pageSize=100`, { 'x-language': 'en' });
    expect(sample).toBeDefined();
    expect(keyword.body.data.total).toBeGreaterThan(0);
    for (const h of keyword.body.data.list) expect(`${h.title}`.toLowerCase()).toContain(word.toLowerCase());
    const viewed = (await list('?sort=xem-nhieu-nhat&pageSize=20')).body.data.list.map((h) => h.views);
    expect(viewed).toEqual([...viewed].sort((a, b) => b - a));
  });

  it('answers 404 for unknown categories and types, 400 for bad input', async () => {
    expectError(await list('?category=golf', { 'x-language': 'en' }), 404, 'Category not found: golf');
    expectError(await list('?category=bong-da&type=vba', { 'x-language': 'en' }), 404, 'Type not found: vba');
    expectError(await list('?sort=hot', { 'x-language': 'en' }), 400, 'querystring.sort is invalid');
    expectError(await list('?pageSize=-1', { 'x-language': 'en' }), 400, 'querystring.pageSize is invalid');
  });
});

describe('GET /other/api/highlight/detail/:slug', () => {
  it('answers the highlight with more of the same league, its match and counts the view', async () => {
    const [first] = (await list('?type=ngoai-hang-anh&pageSize=1')).body.data.list;
    const { status, body } = await call<HighlightDetail>(t, `/other/api/highlight/detail/${first!.slug}`, {
      headers: { 'x-language': 'zh' },
    });
    expect(status).toBe(200);
    expect(body.data.id).toBe(first!.id);
    expect(body.data.views).toBe(first!.views + 1);
    expect(body.data.description).toMatch(HAN);
    expect(body.data.related.length).toBe(6);
    for (const h of body.data.related) expect(h.type.slug).toBe('ngoai-hang-anh');
    // The match as the sports pages show it: ended, with the highlight's teams and score.
    expect(body.data.match).toMatchObject({
      staticId: first!.matchId,
      status: 3,
      home: { name: body.data.home.name },
      away: { name: body.data.away.name },
      homeScore: body.data.home.score,
      awayScore: body.data.away.score,
    });
  });

  it('answers 404 naming an unknown slug', async () => {
    expectError(await call(t, '/other/api/highlight/detail/a-vs-b-999'), 404, 'Không tìm thấy highlight: a-vs-b-999');
  });
});

describe('highlights keep coming as matches end', () => {
  const { stopAt } = clockStops();

  it("shows a later match's highlight from its publication, its video too, and the weeks the season adds bring theirs", async () => {
    const now = clock.now();
    const [next] = await t.app.db.select().from(highlights).where(and(gte(highlights.id, LATER_HIGHLIGHT_FIRST_ID), gt(highlights.publishedAt, new Date(now)))).orderBy(asc(highlights.publishedAt)).limit(1);
    expect(next).toBeDefined();
    const [match] = await t.app.db.select({ endsAt: sportsFixtures.endsAt }).from(sportsFixtures).where(eq(sportsFixtures.id, next!.matchId!));
    expect(next!.publishedAt.getTime()).toBeGreaterThan(match!.endsAt.getTime());
    const latest = async () => (await list('?pageSize=5')).body.data.list.map((h) => h.id);

    stopAt(next!.publishedAt.getTime() - 60_000);
    expect(await latest()).not.toContain(next!.id);
    expect((await call(t, `/other/api/highlight/detail/${next!.slug}`)).status).toBe(404);
    expect((await t.app.inject({ url: `/hls/vod/highlight/${next!.id}/master.m3u8` })).statusCode).toBe(404);

    stopAt(next!.publishedAt.getTime());
    expect(await latest()).toContain(next!.id);
    expect((await call<HighlightDetail>(t, `/other/api/highlight/detail/${next!.slug}`)).body.data).toMatchObject({ id: next!.id, matchId: next!.matchId, publishedAt: next!.publishedAt.toISOString() });
    expect((await t.app.inject({ url: `/hls/vod/highlight/${next!.id}/master.m3u8` })).statusCode).toBe(200);
    // Its audience gathers over the hours after: none at once, most within days.
    stopAt(next!.publishedAt.getTime() + 10 * 60_000);
    expect((await call<HighlightDetail>(t, `/other/api/highlight/detail/${next!.slug}`)).body.data.views).toBeLessThan(next!.views * 0.02);
    stopAt(next!.publishedAt.getTime() + 7 * DAY);
    expect((await call<HighlightDetail>(t, `/other/api/highlight/detail/${next!.slug}`)).body.data.views).toBeGreaterThan(next!.views * 0.99);
    const mostViewed = (await list('?sort=xem-nhieu-nhat&pageSize=20')).body.data.list.map((h) => h.views);
    expect(mostViewed).toEqual([...mostViewed].sort((a, b) => b - a));

    // Three weeks on, the season's new weeks have highlights waiting for their final whistles.
    const [planned] = await t.app.db.select({ last: max(sportsFixtures.kickoffAt) }).from(sportsFixtures).where(lt(sportsFixtures.id, HISTORY_FIRST_ID));
    stopAt(now + 21 * DAY);
    await call(t, '/live/api/schedule/liveSchedule');
    const added = await t.app.db.select({ id: highlights.id }).from(highlights).innerJoin(sportsFixtures, eq(sportsFixtures.id, highlights.matchId)).where(gt(sportsFixtures.kickoffAt, planned!.last!));
    expect(added.length).toBeGreaterThan(5);
  });
});
