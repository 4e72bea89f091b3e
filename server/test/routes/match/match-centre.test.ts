import { describe, expect, it } from 'vitest';
import { addDays, clock, vnDay, vnMidnight } from '../../../src/clock.ts';
import { buildSportsData, HEAD_TO_HEAD_DAYS, HEAD_TO_HEAD_RANGE } from '../../../src/db/seed/sports/build.ts';
import { testAppOfFile } from '../../test-app.ts';
import { clockStops } from '../../clock-stops.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { DayBoard, MatchDetail, MatchSummary, MatchWithOdds } from '../../../../contracts/schemas/sports/matches.ts';
import { call, expectError } from '../sports/sports-helpers.ts';

const t = testAppOfFile();
const { stopAt } = clockStops();

const today = () => vnDay(clock.now());
const detail = async (id: number, headers: Record<string, string> = {}) => (await call<MatchDetail>(t.app, `/live/api/football/match?staticId=${id}`, { headers })).body.data;

describe('the match centre', () => {
  it('gives a finished match its line-ups on a pitch, table with both teams marked, form, odds, win probability and momentum', async () => {
    const result = (await call<Page<MatchSummary>>(t.app, `/live/api/football/results?date=${addDays(today(), -7)}&leagueId=4`)).body.data.list[0]!;
    const d = await detail(result.staticId);
    expect(d.match).toEqual(result);
    for (const side of [d.lineups!.home, d.lineups!.away]) {
      expect(side.pitch).toHaveLength(11);
      expect(side.pitch.map((s) => s.playerId)).toEqual(side.starters.map((p) => p.id));
      expect(side.pitch[0]).toMatchObject({ row: 0, x: 50 });
      expect(side.starters[0]!.position).toBe('GK');
      const rows = side.formation.split('-').map(Number);
      expect(Math.max(...side.pitch.map((s) => s.row))).toBe(rows.length);
    }
    expect(d.standings!.league.id).toBe(4);
    expect(d.standings!.rows).toHaveLength(14);
    expect(d.standings!.rows.filter((r) => r.marked).map((r) => r.team.id).sort()).toEqual([result.home.id, result.away.id].sort());
    expect(d.form.home.length).toBe(5);
    expect(d.form.away.length).toBe(5);
    expect(d.odds).toBeNull();
    expect(d.oddsMovement).toBeNull();
    expect(d.openingOdds!.oneXTwo.home).toBeGreaterThan(1);
    const wp = d.winProbability;
    expect(wp[0]).toMatchObject({ atSecond: 0, minute: 0, reason: 'kickoff' });
    expect(wp.at(-1)!.reason).toBe('end');
    const winner = result.homeScore! > result.awayScore! ? 'home' : result.homeScore === result.awayScore ? 'draw' : 'away';
    expect(wp.at(-1)![winner]).toBeGreaterThan(0.9);
    for (const p of wp) expect(p.home + p.draw! + p.away).toBeCloseTo(1, 6);
    const goals = d.events.filter((e) => ['goal', 'penalty', 'own_goal'].includes(e.type)).length;
    expect(wp.filter((p) => p.reason === 'event' && p.event !== 'red').length).toBe(goals);
    expect(d.momentum).toHaveLength(90);
    expect(d.momentum.every((m) => m.value >= -100 && m.value <= 100)).toBe(true);
    if (goals) expect(d.momentum.some((m) => m.value !== 0)).toBe(true);
  });

  it('follows a live match up to now, with its room', async () => {
    const live = (await call<Page<MatchSummary>>(t.app, '/live/api/football/fixtures?pageSize=100')).body.data.list.find((m) => m.status === 2 && m.roomId !== null && m.minute! > 2)!;
    const d = await detail(live.staticId);
    expect(d.match.status).toBe(2);
    expect(d.odds).not.toBeNull();
    expect(d.oddsMovement).not.toBeNull();
    const elapsed = Math.floor((clock.now() - Date.parse(live.kickoffTime)) / 1000);
    expect(d.winProbability.at(-1)!.atSecond).toBeLessThanOrEqual(elapsed);
    expect(d.winProbability.every((p) => p.reason !== 'end')).toBe(true);
    expect(d.momentum).toHaveLength(Math.min(90, d.match.minute!));
    expect(d.room).toMatchObject({ roomId: live.roomId, modeSlug: 'the-thao/bong-da', cover: `/media/room/${live.roomId}.svg` });
    expect(d.room!.slug).toMatch(/^[a-z0-9-]+$/);
    expect(d.room!.viewers).toBeGreaterThan(0);
    expect(d.room!.hosts.length).toBeGreaterThan(0);
  });

  it('gives a match to come its pre-match win probability and the line since it opened', async () => {
    const next = (await call<Page<MatchSummary>>(t.app, `/live/api/football/fixtures?date=${addDays(today(), 1)}&pageSize=100`)).body.data.list.filter((m) => m.status === 1);
    const moved = [];
    for (const m of next.slice(0, 12)) {
      const d = await detail(m.staticId);
      expect(d.winProbability).toHaveLength(1);
      expect(d.winProbability[0]!.reason).toBe('pre');
      expect(d.momentum).toEqual([]);
      expect(d.events).toEqual([]);
      expect(d.oddsMovement).not.toBeNull();
      if (d.oddsMovement!.oneXTwo.home !== 'same') moved.push(m.staticId);
      // Margin removed: the home probability is the share of 1/price.
      const { home, draw, away } = d.odds!.oneXTwo;
      expect(d.winProbability[0]!.home).toBeCloseTo(1 / home / (1 / home + 1 / draw! + 1 / away), 2);
    }
    expect(moved.length).toBeGreaterThan(0);
  });

  it('answers names in English and Chinese, and refuses unknown matches in the language asked', async () => {
    const result = (await call<Page<MatchSummary>>(t.app, `/live/api/football/results?date=${addDays(today(), -1)}&leagueId=1`)).body.data.list[0]!;
    const en = await detail(result.staticId, { 'x-language': 'en' });
    expect(en.standings!.league.name).toBe('V.League 1');
    expect((await detail(result.staticId, { 'x-language': 'zh' })).standings!.league.name).toBe('越南足球甲級聯賽');
    expectError((await call(t.app, '/live/api/football/match?staticId=9999999', { headers: { 'x-language': 'zh' } })).res, 404, '找不到比賽 9999999');
  });
});

describe('head-to-head', () => {
  it('holds 3–8 past meetings before the weeks around the origin for every pair that meets in them (the seed)', () => {
    const day = today();
    const data = buildSportsData(day);
    const windowStart = vnMidnight(addDays(day, HEAD_TO_HEAD_DAYS[0]));
    const windowEnd = vnMidnight(addDays(day, HEAD_TO_HEAD_DAYS[1] + 1));
    const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
    const pairs = new Map<string, number>();
    for (const f of data.fixtures) {
      const at = f.kickoffAt!.getTime();
      if (f.season === 0 && at >= windowStart && at < windowEnd) pairs.set(key(f.homeTeamId, f.awayTeamId), 0);
    }
    const past = data.fixtures.filter((f) => f.kickoffAt!.getTime() < windowStart);
    for (const f of past) {
      const k = key(f.homeTeamId, f.awayTeamId);
      if (pairs.has(k)) pairs.set(k, pairs.get(k)! + 1);
    }
    expect(pairs.size).toBeGreaterThan(200);
    for (const [pair, n] of pairs) {
      expect(n, pair).toBeGreaterThanOrEqual(HEAD_TO_HEAD_RANGE[0]);
      expect(n, pair).toBeLessThanOrEqual(HEAD_TO_HEAD_RANGE[1]);
    }
    // Past meetings have a score and, in football, a venue; they are finished long before the window.
    const history = data.fixtures.filter((f) => f.id >= 300_001);
    expect(history.length).toBeGreaterThan(1000);
    expect(history.every((f) => f.season < 0 && f.state === 'normal' && f.endsAt!.getTime() < windowStart)).toBe(true);
    expect(history.filter((f) => f.sport === 'football').every((f) => f.venueId !== null)).toBe(true);
  });

  it("shows them in every match centre of today's matches", async () => {
    const all = [
      ...(await call<Page<MatchSummary>>(t.app, '/live/api/football/results?pageSize=100')).body.data.list,
      ...(await call<Page<MatchSummary>>(t.app, '/live/api/football/fixtures?pageSize=100')).body.data.list,
    ];
    expect(all.length).toBe(14);
    for (const m of all) {
      const { h2h } = await detail(m.staticId);
      expect(h2h.summary.played, `match ${m.staticId}`).toBeGreaterThanOrEqual(3);
      expect(h2h.summary.firstWins + h2h.summary.draws + h2h.summary.secondWins).toBe(h2h.summary.played);
      expect(h2h.matches.length).toBe(Math.min(10, h2h.summary.played));
      for (const past of h2h.matches) {
        expect([past.home.id, past.away.id].sort()).toEqual([m.home.id, m.away.id].sort());
        expect(past.status).toBe(3);
        expect(past.score).toMatch(/^\d+-\d+$/);
        expect(past.venue).not.toBeNull();
      }
    }
  });
});

describe('GET /live/api/football/day: a day grouped by league', () => {
  it("groups yesterday's results by league, featured leagues first, every match once", async () => {
    const day = addDays(today(), -1);
    const { res, body } = await call<DayBoard>(t.app, `/live/api/football/day?kind=results&date=${day}`);
    expect(res.statusCode).toBe(200);
    const board = body.data;
    expect(board).toMatchObject({ day, timeZone: 'Asia/Ho_Chi_Minh', kind: 'results' });
    const flat = (await call<Page<MatchSummary>>(t.app, `/live/api/football/results?date=${day}&pageSize=100`)).body.data;
    expect(board.total).toBe(flat.total);
    expect(board.leagues.flatMap((g) => g.matches.map((m) => m.staticId)).sort()).toEqual(flat.list.map((m) => m.staticId).sort());
    const featured = board.leagues.map((g) => g.league.featured);
    expect(featured.indexOf(false) === -1 || featured.slice(featured.indexOf(false)).every((f) => !f)).toBe(true);
    for (const g of board.leagues) {
      expect(g.matches.every((m) => m.leagueId === g.league.id && m.status === 3 && m.odds === null)).toBe(true);
      const times = g.matches.map((m) => m.kickoffTime);
      expect([...times].sort()).toEqual(times);
    }
  });

  it('gives the odds board the current and opening lines and which way they moved', async () => {
    const board = (await call<DayBoard>(t.app, `/live/api/football/day?kind=odds&date=${addDays(today(), 1)}`)).body.data;
    const matches = board.leagues.flatMap((g) => g.matches);
    expect(matches.length).toBeGreaterThanOrEqual(15);
    for (const m of matches) {
      expect(m.odds).not.toBeNull();
      expect(m.openingOdds).not.toBeNull();
      const move = m.movement!.oneXTwo.home;
      expect(move).toBe(m.odds!.oneXTwo.home > m.openingOdds!.oneXTwo.home ? 'up' : m.odds!.oneXTwo.home < m.openingOdds!.oneXTwo.home ? 'down' : 'same');
    }
    expect(matches.some((m) => m.movement!.oneXTwo.home !== 'same')).toBe(true);
    // The flat odds list answers the same lines.
    const flat = (await call<Page<MatchWithOdds>>(t.app, `/live/api/football/odds?date=${addDays(today(), 1)}&pageSize=100`)).body.data.list;
    const one = flat[0]!;
    expect(matches.find((m) => m.staticId === one.staticId)).toMatchObject({ odds: one.odds, openingOdds: one.openingOdds, movement: one.movement });
  });

  it('takes a sport and a league, and refuses bad days and leagues', async () => {
    const basketball = (await call<DayBoard>(t.app, '/live/api/football/day?sport=basketball&kind=fixtures')).body.data;
    expect(basketball.leagues.map((g) => g.league.id)).toEqual([9]);
    const one = (await call<DayBoard>(t.app, '/live/api/football/day?leagueId=1&kind=fixtures', { headers: { 'x-language': 'en' } })).body.data;
    expect(one.leagues.map((g) => g.league.name)).toEqual(['V.League 1']);
    const en = { 'x-language': 'en' };
    expectError((await call(t.app, '/live/api/football/day?date=2026-02-30', { headers: en })).res, 400, 'date is not a valid day (YYYY-MM-DD): 2026-02-30');
    expectError((await call(t.app, '/live/api/football/day?leagueId=404', { headers: en })).res, 404, 'League 404 not found');
    expectError((await call(t.app, '/live/api/football/day?kind=live', { headers: en })).res, 400, /querystring\.kind/);
    expectError((await call(t.app, '/live/api/football/day?sport=chess', { headers: en })).res, 400, /querystring\.sport/);
  });

  it('moves with the clock: the same second is served once, the next one anew', async () => {
    const live = (await call<Page<MatchSummary>>(t.app, '/live/api/football/fixtures?pageSize=100')).body.data.list.find((m) => m.status === 2)!;
    const at = Date.parse(live.kickoffTime) + 20 * 60_000;
    stopAt(at);
    const first = (await call<DayBoard>(t.app, '/live/api/football/day?kind=fixtures')).body.data.leagues.flatMap((g) => g.matches).find((m) => m.staticId === live.staticId)!;
    stopAt(at + 3 * 60_000);
    const later = (await call<DayBoard>(t.app, '/live/api/football/day?kind=fixtures')).body.data.leagues.flatMap((g) => g.matches).find((m) => m.staticId === live.staticId)!;
    expect(later.minute).toBe(first.minute! + 3);
  });
});
