import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type {
  LeagueDetail,
  ManagerDetail,
  PlayerDetail,
  PlayerSearchItem,
  PlayersCompare,
  TeamDetail,
  TeamSearchItem,
  TeamsCompare,
  VenueDetail,
} from '../../../../contracts/schemas/sports/entities.ts';
import type { MatchSummary } from '../../../../contracts/schemas/sports/matches.ts';
import { call, expectError } from '../sports/sports-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const en = { 'x-language': 'en' };

describe('GET /live/api/football/team', () => {
  it('answers the profile, squad, last results, next fixtures, form and position', async () => {
    const { res, body } = await call<TeamDetail>(t.app, '/live/api/football/team?id=1');
    expect(res.statusCode).toBe(200);
    const d = body.data;
    expect(d.team).toMatchObject({ name: 'Hà Nội FC', logo: '/media/crest/1.svg', city: 'Hà Nội', league: { id: 1, name: 'V.League 1' }, venue: { name: 'Sân vận động Hàng Đẫy' } });
    expect(d.team.colors).toHaveLength(2);
    expect(d.squad.length).toBe(22);
    expect(new Set(d.squad.map((p) => p.shirtNumber)).size).toBe(22);
    expect(d.squad.filter((p) => p.position === 'GK').length).toBe(3);
    expect(d.squad.every((p) => p.age >= 17 && p.age <= 36 && p.photo === `/media/player/${p.id}.svg`)).toBe(true);
    expect(d.recent).toHaveLength(5);
    expect(d.recent.every((m) => m.status === 3 && (m.home.id === 1 || m.away.id === 1))).toBe(true);
    expect(d.upcoming.every((m) => m.status !== 3)).toBe(true);
    expect(d.form).toHaveLength(5);
    expect(d.form.every((r) => ['W', 'D', 'L'].includes(r))).toBe(true);
    const table = (await call<LeagueDetail>(t.app, '/live/api/football/league?id=1')).body.data.standings;
    const row = table.find((r) => r.team.id === 1)!;
    expect(d.standing).toMatchObject({ leagueId: 1, position: row.position, points: row.points });
    // The season's record beside the table counts what the table counts: the same matches, the same points.
    expect(d.record).toMatchObject({ played: row.played, won: row.won, drawn: row.drawn, lost: row.lost, goalsFor: row.goalsFor, goalsAgainst: row.goalsAgainst });
    expect(d.record.won * 3 + d.record.drawn).toBe(row.points);
    expect(d.form).toEqual(row.form);
  });

  it('answers in English and rejects bad ids', async () => {
    const { body } = await call<TeamDetail>(t.app, '/live/api/football/team?id=4', { headers: en });
    expect(body.data.team).toMatchObject({ name: 'Thep Xanh Nam Dinh', city: 'Nam Dinh' });
    expectError((await call(t.app, '/live/api/football/team?id=5000', { headers: en })).res, 404, 'Team 5000 not found');
    expectError((await call(t.app, '/live/api/football/team?id=1.5', { headers: en })).res, 400, 'querystring.id must be of type integer');
    expectError((await call(t.app, '/live/api/football/team', { headers: en })).res, 400, 'querystring.id is required');
  });
});

describe('GET /live/api/football/player', () => {
  it('answers the profile and season numbers taken from the matches played', async () => {
    const { body: team } = await call<TeamDetail>(t.app, '/live/api/football/team?id=27');
    const forward = team.data.squad.find((p) => p.position === 'FW')!;
    const { res, body } = await call<PlayerDetail>(t.app, `/live/api/football/player?id=${forward.id}`, { headers: en });
    expect(res.statusCode).toBe(200);
    expect(body.data.player).toMatchObject({ id: forward.id, position: 'FW', team: { id: 27 }, league: { id: 4, name: 'Premier League' } });
    expect(body.data.player.heightCm).toBeGreaterThan(160);
    expect(body.data.season.appearances).toBeGreaterThanOrEqual(body.data.season.starts);
    expect(body.data.season.starts).toBeGreaterThan(0);
    expectError((await call(t.app, '/live/api/football/player?id=77', { headers: en })).res, 404, 'Player 77 not found');
  });
});

describe('GET /live/api/football/league and /league/matches', () => {
  it('computes standings from finished results and top scorers from goals', async () => {
    const { res, body } = await call<LeagueDetail>(t.app, '/live/api/football/league?id=4', { headers: en });
    expect(res.statusCode).toBe(200);
    expect(body.data.league).toMatchObject({ name: 'Premier League', kind: 'league' });
    expect(body.data.league.season).toMatch(/^\d{4}\/\d{2}$/);
    const table = body.data.standings;
    expect(table).toHaveLength(14);
    expect(table.map((r) => r.position)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    for (const r of table) {
      expect(r.played).toBe(r.won + r.drawn + r.lost);
      expect(r.points).toBe(3 * r.won + r.drawn);
      expect(r.goalDifference).toBe(r.goalsFor - r.goalsAgainst);
      expect(r.form.length).toBe(Math.min(5, r.played));
    }
    for (let i = 1; i < table.length; i++) expect(table[i - 1]!.points).toBeGreaterThanOrEqual(table[i]!.points);
    expect(table.reduce((s, r) => s + r.goalsFor, 0)).toBe(table.reduce((s, r) => s + r.goalsAgainst, 0));
    const scorers = body.data.topScorers;
    expect(scorers.length).toBe(10);
    for (let i = 1; i < scorers.length; i++) expect(scorers[i - 1]!.goals).toBeGreaterThanOrEqual(scorers[i]!.goals);
    expect(scorers[0]!.goals).toBeGreaterThan(1);
  });

  it('uses basketball points for the VBA table', async () => {
    const { body } = await call<LeagueDetail>(t.app, '/live/api/football/league?id=9');
    expect(body.data.standings).toHaveLength(10);
    for (const r of body.data.standings) expect(r.points).toBe(2 * r.won + r.lost);
    expect(body.data.topScorers).toEqual([]);
  });

  it("pages a league's results and fixtures", async () => {
    const results = (await call<Page<MatchSummary>>(t.app, '/live/api/football/league/matches?id=1&status=results&pageSize=10')).body.data;
    expect(results.total).toBeGreaterThan(40);
    expect(results.list.every((m) => m.status === 3)).toBe(true);
    const times = results.list.map((m) => m.kickoffTime);
    expect([...times].sort().reverse()).toEqual(times);
    const fixtures = (await call<Page<MatchSummary>>(t.app, '/live/api/football/league/matches?id=1')).body.data;
    expect(fixtures.list.every((m) => m.status !== 3)).toBe(true);
    expect(fixtures.total + results.total).toBeGreaterThan(100);
  });

  it('rejects unknown leagues and statuses', async () => {
    expectError((await call(t.app, '/live/api/football/league?id=99', { headers: en })).res, 404, 'League 99 not found');
    expectError((await call(t.app, '/live/api/football/league/matches?id=99', { headers: en })).res, 404, 'League 99 not found');
    expectError((await call(t.app, '/live/api/football/league/matches?id=1&status=all', { headers: en })).res, 400, /querystring\.status/);
  });
});

describe('GET /live/api/football/venue and /manager', () => {
  it('answers a stadium with its clubs and matches', async () => {
    const { body } = await call<VenueDetail>(t.app, '/live/api/football/venue?id=1', { headers: en });
    expect(body.data.venue).toMatchObject({ name: 'My Dinh National Stadium', capacity: 40192, city: 'Hanoi' });
    expect(body.data.teams.map((t) => t.name)).toContain('The Cong – Viettel');
    expect(body.data.recent.length).toBeGreaterThan(0);
    expectError((await call(t.app, '/live/api/football/venue?id=999', { headers: en })).res, 404, 'Venue 999 not found');
  });

  it("answers a manager with the club's season record", async () => {
    const { body } = await call<ManagerDetail>(t.app, '/live/api/football/manager?id=14');
    expect(body.data.team).toMatchObject({ id: 14, name: 'Khánh Hòa FC' });
    expect(body.data.manager.age).toBeGreaterThan(30);
    const r = body.data.record;
    expect(r.played).toBe(r.won + r.drawn + r.lost);
    expect(r.winRate).toBeCloseTo(r.won / r.played, 3);
    expectError((await call(t.app, '/live/api/football/manager?id=999', { headers: { 'x-language': 'zh' } })).res, 404, '找不到主教練 999');
  });
});

describe('GET /live/api/football/compare/teams and /compare/players', () => {
  it('puts two teams side by side with their head-to-head', async () => {
    const { res, body } = await call<TeamsCompare>(t.app, '/live/api/football/compare/teams?id1=1&id2=2');
    expect(res.statusCode).toBe(200);
    expect(body.data.teams.map((s) => s.team.id)).toEqual([1, 2]);
    expect(body.data.teams.every((s) => s.record.played > 0 && s.form.length === 5 && s.standing!.position >= 1)).toBe(true);
    // Each side's record and points agree with its league's table.
    for (const side of body.data.teams) expect(side.record.won * 3 + side.record.drawn).toBe(side.standing!.points);
    const h = body.data.h2h.summary;
    expect(h.firstWins + h.draws + h.secondWins).toBe(h.played);
  });

  it('puts two players side by side', async () => {
    const { body } = await call<PlayersCompare>(t.app, '/live/api/football/compare/players?id1=109&id2=2718', { headers: en });
    expect(body.data.players.map((p) => p.player.id)).toEqual([109, 2718]);
  });

  it.each([
    ['teams?id1=1', 400, 'querystring.id2 is required'],
    ['teams?id1=1&id2=1', 400, 'id1 and id2 must differ'],
    ['teams?id1=1&id2=777', 404, 'Team 777 not found'],
    ['players?id1=109&id2=5', 404, 'Player 5 not found'],
    ['players?id1=x&id2=5', 400, 'querystring.id1 must be of type integer'],
  ])('rejects %s', async (query, status, msg) => {
    expectError((await call(t.app, `/live/api/football/compare/${query}`, { headers: en })).res, status, msg);
  });
});

describe('GET /live/api/football/teams/search and /players/search', () => {
  it('finds teams by name in any language, spacing or code', async () => {
    for (const keyword of ['Hà Nội', 'ha noi', 'hanoi', '河內', 'HAN']) {
      const { body } = await call<Page<TeamSearchItem>>(t.app, `/live/api/football/teams/search?keyword=${encodeURIComponent(keyword)}`);
      expect(body.data.list.map((team) => team.id), keyword).toContain(1);
    }
    const league = (await call<Page<TeamSearchItem>>(t.app, '/live/api/football/teams/search?leagueId=5&pageSize=100')).body.data;
    expect(league.total).toBe(14);
    expect(league.list.every((team) => team.league.id === 5)).toBe(true);
    const nothing = (await call<Page<TeamSearchItem>>(t.app, '/live/api/football/teams/search?keyword=%25_%25')).body.data;
    expect(nothing.total).toBe(0);
  });

  it('finds players and pages them', async () => {
    const { body } = await call<Page<PlayerSearchItem>>(t.app, '/live/api/football/players/search?keyword=Nguy%E1%BB%85n&pageSize=5');
    expect(body.data.total).toBeGreaterThan(20);
    expect(body.data.list).toHaveLength(5);
    expect(body.data.list.every((p) => p.name.startsWith('Nguyễn'))).toBe(true);
    const team = (await call<Page<PlayerSearchItem>>(t.app, '/live/api/football/players/search?teamId=2')).body.data;
    expect(team.total).toBe(22);
  });

  it('rejects overlong keywords', async () => {
    expectError((await call(t.app, `/live/api/football/teams/search?keyword=${'a'.repeat(51)}`, { headers: en })).res, 400, 'querystring.keyword must have at most 50 characters');
    expectError((await call(t.app, '/live/api/football/players/search?teamId=-1', { headers: en })).res, 400, /querystring\.teamId/);
  });
});
