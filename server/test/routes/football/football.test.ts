import { describe, expect, it } from 'vitest';
import { addDays, clock, MINUTE, vnDay, zonedDay } from '../../../src/clock.ts';
import { testAppOfFile } from '../../test-app.ts';
import { clockStops } from '../../clock-stops.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { LeagueItem, MatchDetail, MatchSummary, MatchWithOdds } from '../../../../contracts/schemas/sports/matches.ts';
import { call, expectError } from '../sports/sports-helpers.ts';

const t = testAppOfFile();
const { stopAt } = clockStops();

const today = () => vnDay(clock.now());

describe('GET /live/api/football/leagues', () => {
  it('lists the leagues of every sport in order, with badges', async () => {
    const { res, body } = await call<LeagueItem[]>(t.app, '/live/api/football/leagues');
    expect(res.statusCode).toBe(200);
    expect(body.data.slice(0, 8).map((l) => l.name)).toEqual(['V.League 1', 'V.League 2', 'Cúp Quốc gia', 'Ngoại hạng Anh', 'La Liga', 'Serie A', 'Bundesliga', 'Cúp C1 châu Âu']);
    expect(body.data.map((l) => l.sport)).toEqual(expect.arrayContaining(['football', 'basketball', 'esport']));
    expect(body.data[0]).toMatchObject({ logo: '/media/league/1.svg', kind: 'league', country: 'Việt Nam' });
    const en = await call<LeagueItem[]>(t.app, '/live/api/football/leagues?sport=football', { headers: { 'x-language': 'en' } });
    expect(en.body.data.map((l) => l.name)).toEqual(['V.League 1', 'V.League 2', 'Vietnamese National Cup', 'Premier League', 'La Liga', 'Serie A', 'Bundesliga', 'Champions League']);
    const zh = await call<LeagueItem[]>(t.app, '/live/api/football/leagues?sport=basketball', { headers: { 'x-language': 'zh' } });
    expect(zh.body.data.map((l) => l.name)).toEqual(['越南職業籃球聯賽（VBA）']);
  });

  it('rejects an unknown sport', async () => {
    expectError((await call(t.app, '/live/api/football/leagues?sport=curling', { headers: { 'x-language': 'en' } })).res, 400, /querystring\.sport/);
  });
});

describe('GET /live/api/football/results and /fixtures', () => {
  it("answers yesterday's finished matches with their scores, by league then kickoff", async () => {
    const { res, body } = await call<Page<MatchSummary>>(t.app, `/live/api/football/results?date=${addDays(today(), -1)}&pageSize=100`);
    expect(res.statusCode).toBe(200);
    // The suite runs on a Saturday: Friday has V.League 1's Friday night game and V.League 2's two.
    expect(body.data.total).toBe(3);
    for (const m of body.data.list) {
      expect(m).toMatchObject({ sport: 'football', status: 3, statusText: 'FT' });
      expect(m.score).toBe(`${m.homeScore}-${m.awayScore}`);
      expect(m.home.logo).toBe(`/media/crest/${m.home.id}.svg`);
      expect(zonedDay(Date.parse(m.kickoffTime), 'Asia/Ho_Chi_Minh')).toBe(addDays(today(), -1));
    }
    const leagues = body.data.list.map((m) => m.leagueId);
    expect(leagues.length).toBeGreaterThan(1);
  });

  it("answers tomorrow's fixtures, none of them played", async () => {
    const { body } = await call<Page<MatchSummary>>(t.app, `/live/api/football/fixtures?date=${addDays(today(), 1)}&leagueId=1`);
    // V.League 1 plays three on Sunday: 17:00, 18:00 and 19:15.
    expect(body.data.total).toBe(3);
    expect(body.data.list.every((m) => m.leagueId === 1 && m.status === 1 && m.score === null && m.roomId !== null)).toBe(true);
    const results = await call<Page<MatchSummary>>(t.app, `/live/api/football/results?date=${addDays(today(), 1)}`);
    expect(results.body.data.total).toBe(0);
  });

  it('splits today between results and fixtures', async () => {
    const results = (await call<Page<MatchSummary>>(t.app, '/live/api/football/results?pageSize=100')).body.data;
    const fixtures = (await call<Page<MatchSummary>>(t.app, '/live/api/football/fixtures?pageSize=100')).body.data;
    // Saturday: V.League 1 (3) and 2 (2), Premier League (3), La Liga (2), Serie A (1), Bundesliga (3).
    expect(results.total + fixtures.total).toBe(14);
    expect(fixtures.list.some((m) => m.status === 2)).toBe(true);
    expect(results.list.every((m) => m.status === 3)).toBe(true);
  });

  it('answers in English', async () => {
    const { body } = await call<Page<MatchSummary>>(t.app, `/live/api/football/results?date=${addDays(today(), -1)}&leagueId=1`, { headers: { 'x-language': 'en' } });
    expect(body.data.list[0]!.leagueName).toBe('V.League 1');
    expect(body.data.list.map((m) => m.home.name).join(' ')).not.toMatch(/[ạảãàáâậầấẩẫăắằặẳẵđêềếểễệôồốổỗộơờớởỡợưừứửữự]/i);
  });

  it.each([
    ['/results?date=2026-1-1', 400, /querystring\.date/],
    ['/results?date=2026-04-31', 400, 'date is not a valid day (YYYY-MM-DD): 2026-04-31'],
    ['/fixtures?timezone=Nowhere/City', 400, 'timezone is not a valid IANA time zone: Nowhere/City'],
    ['/fixtures?leagueId=404', 404, 'League 404 not found'],
    ['/fixtures?pageSize=500', 400, /querystring\.pageSize/],
    ['/odds?leagueId=zero', 400, /querystring\.leagueId/],
  ])('rejects %s', async (path, status, msg) => {
    expectError((await call(t.app, `/live/api/football${path}`, { headers: { 'x-language': 'en' } })).res, status, msg);
  });
});

describe('GET /live/api/football/odds', () => {
  it('prices every match still to play: 1X2, Asian handicap and over/under', async () => {
    const { body } = await call<Page<MatchWithOdds>>(t.app, `/live/api/football/odds?date=${addDays(today(), 1)}&pageSize=100`);
    expect(body.data.total).toBeGreaterThanOrEqual(15);
    for (const m of body.data.list) {
      const { oneXTwo, handicap, overUnder } = m.odds!;
      for (const price of [oneXTwo.home, oneXTwo.draw!, oneXTwo.away, handicap.home, handicap.away, overUnder.over, overUnder.under]) {
        expect(price).toBeGreaterThan(1);
        expect(price).toBeLessThan(70);
      }
      // A bookmaker margin: implied probabilities add up to a little over 1.
      const book = 1 / oneXTwo.home + 1 / oneXTwo.draw! + 1 / oneXTwo.away;
      expect(book).toBeGreaterThan(1.02);
      expect(book).toBeLessThan(1.1);
      expect(Math.abs((handicap.line * 4) % 1)).toBe(0);
      expect(overUnder.line).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('drifts live with the minute and the score', async () => {
    // A match of today between 01:00 and 19:00, so moving the clock stays on the same day.
    const all = [...(await call<Page<MatchSummary>>(t.app, '/live/api/football/results?pageSize=100')).body.data.list, ...(await call<Page<MatchSummary>>(t.app, '/live/api/football/fixtures?pageSize=100')).body.data.list];
    const match = all.find((m) => {
      const hour = Number(new Date(Date.parse(m.kickoffTime) + 7 * 3600_000).toISOString().slice(11, 13));
      return hour >= 1 && hour < 19;
    })!;
    const kickoff = Date.parse(match.kickoffTime);
    stopAt(kickoff - MINUTE);
    const pre = (await call<MatchDetail>(t.app, `/live/api/football/match?staticId=${match.staticId}`)).body.data;
    stopAt(kickoff + 150 * MINUTE);
    const after = (await call<MatchDetail>(t.app, `/live/api/football/match?staticId=${match.staticId}`)).body.data;
    stopAt(kickoff + 80 * MINUTE);
    const late = (await call<MatchDetail>(t.app, `/live/api/football/match?staticId=${match.staticId}`)).body.data;
    expect(pre.match.status).toBe(1);
    expect(late.match.status).toBe(2);
    expect(late.odds).not.toEqual(pre.odds);
    // Late in the match the over/under line sits just above the goals already scored.
    expect(late.odds!.overUnder.line).toBeGreaterThan(late.match.homeScore! + late.match.awayScore!);
    expect(late.odds!.overUnder.line).toBeLessThan(late.match.homeScore! + late.match.awayScore! + 2);
    expect(after.odds).toBeNull();
  });
});

describe('GET /live/api/football/match', () => {
  it('answers a finished match with events, lineups, statistics consistent with them, and head-to-head', async () => {
    const result = (await call<Page<MatchSummary>>(t.app, `/live/api/football/results?date=${addDays(today(), -1)}&leagueId=1`)).body.data.list[0]!;
    const { res, body } = await call<MatchDetail>(t.app, `/live/api/football/match?staticId=${result.staticId}&leagueId=1`);
    expect(res.statusCode).toBe(200);
    const d = body.data;
    expect(d.match).toEqual(result);
    const goals = d.events.filter((e) => ['goal', 'penalty', 'own_goal'].includes(e.type));
    expect(goals.length).toBe(result.homeScore! + result.awayScore!);
    if (goals.length) expect(goals.at(-1)!.score).toBe(result.score);
    expect(d.lineups!.home.starters).toHaveLength(11);
    expect(d.lineups!.away.starters).toHaveLength(11);
    expect(d.lineups!.home.formation).toMatch(/^\d(-\d)+$/);
    expect(d.stats!.possession[0] + d.stats!.possession[1]).toBe(100);
    expect(d.stats!.shotsOnTarget[0]).toBeGreaterThanOrEqual(result.homeScore!);
    expect(d.stats!.shots[1]).toBeGreaterThanOrEqual(d.stats!.shotsOnTarget[1]);
    expect(d.stats!.yellowCards[0]).toBe(d.events.filter((e) => e.type === 'yellow' && e.side === 'home').length);
    expect(d.h2h.summary.played).toBeGreaterThanOrEqual(1);
    expect(d.h2h.summary.firstWins + d.h2h.summary.draws + d.h2h.summary.secondWins).toBe(d.h2h.summary.played);
    for (const m of d.h2h.matches) expect([m.home.id, m.away.id].sort()).toEqual([result.home.id, result.away.id].sort());
    expect(d.odds).toBeNull();
    expect(d.attendance).toBeGreaterThan(0);
    expect(d.managers.home!.name).toMatch(/\S/);
  });

  it('has no events, stats or lineups long before kickoff', async () => {
    const next = (await call<Page<MatchSummary>>(t.app, `/live/api/football/fixtures?date=${addDays(today(), 2)}`)).body.data.list.find((m) => m.status === 1)!;
    const d = (await call<MatchDetail>(t.app, `/live/api/football/match?staticId=${next.staticId}`)).body.data;
    expect(d).toMatchObject({ events: [], lineups: null, stats: null, attendance: null });
    expect(d.odds).not.toBeNull();
  });

  it('answers names in Chinese', async () => {
    const result = (await call<Page<MatchSummary>>(t.app, `/live/api/football/results?date=${addDays(today(), -1)}&leagueId=1`)).body.data.list[0]!;
    const d = (await call<MatchDetail>(t.app, `/live/api/football/match?staticId=${result.staticId}`, { headers: { 'x-language': 'zh' } })).body.data;
    expect(d.match.leagueName).toBe('越南足球甲級聯賽');
    expect(d.match.home.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each([
    ['', 400, 'querystring.staticId is required'],
    ['?staticId=abc', 400, 'querystring.staticId must be of type integer'],
    ['?staticId=9999999', 404, 'Match 9999999 not found'],
    ['?staticId=1&leagueId=11', 404, 'Match 1 not found'],
    ['?staticId=1&leagueId=-3', 400, /querystring\.leagueId/],
  ])('rejects %s', async (query, status, msg) => {
    expectError((await call(t.app, `/live/api/football/match${query}`, { headers: { 'x-language': 'en' } })).res, status, msg);
  });
});

describe('garbage input never gives a 500', () => {
  const paths = [
    '/live/api/football/results', '/live/api/football/fixtures', '/live/api/football/odds', '/live/api/football/match', '/live/api/football/team',
    '/live/api/football/player', '/live/api/football/league', '/live/api/football/league/matches', '/live/api/football/venue', '/live/api/football/manager',
    '/live/api/football/compare/teams', '/live/api/football/compare/players', '/live/api/football/teams/search', '/live/api/football/players/search',
    '/other/api/schedule-tips/v2/top-rating', '/other/api/schedule-tips/list', '/other/api/schedule-tips/detail', '/live/api/schedule/liveSchedule',
    '/live/api/schedule/feature-match', '/live/api/schedule/liveRoom', '/live/api/schedule/anchor', '/al/api/schedule/anchorSchedule',
    '/other/api/schedule/total-live-schedule', '/live/api/football/leagues',
  ];
  const queries = [
    '?id=99999999999999999999&id1=-1&id2=1e400&staticId=NaN&leagueId=%00&date=2026-02-29&timezone=%27%3B--&pageSize=1e9&pageNum=-0',
    '?id=1&id1=1&id2=2&staticId=1&slug=%25%27%22%5C&keyword=%5C%25_&fixtureId=2147483647&userId=2147483647&status=9&type=x&sport=x&category=x',
    '?id[]=1&id=2&pageSize=&pageNum=&date=&timezone=Etc%2FGMT%2B14&keyword=' + 'ü'.repeat(50),
  ];
  it('answers 200 or a 4xx envelope to odd queries on every read', async () => {
    for (const path of paths) {
      for (const query of queries) {
        const res = await t.app.inject({ url: `${path}${query}` });
        expect(res.statusCode, `${path}${query} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        expect(res.json<{ code: number }>().code).toBe(res.statusCode);
      }
    }
  });
});
