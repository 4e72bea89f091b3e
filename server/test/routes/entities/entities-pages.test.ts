import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { LeagueDetail, LeagueStandings, ManagerDetail, PlayerDetail, PlayersCompare, TeamDetail, TeamsCompare } from '../../../../contracts/schemas/sports/entities.ts';
import type { MatchSummary } from '../../../../contracts/schemas/sports/matches.ts';
import { call, expectError } from '../sports/sports-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const en = { 'x-language': 'en' };

describe('team page', () => {
  it('answers the squad by position, the season record, the league table and its scorers', async () => {
    const d = (await call<TeamDetail>(t.app, '/live/api/football/team?id=1')).body.data;
    expect(d.squadGroups.map((g) => g.position)).toEqual(['GK', 'DF', 'MF', 'FW']);
    expect(d.squadGroups.map((g) => g.players.length)).toEqual([3, 7, 7, 5]);
    expect(d.squad.map((p) => p.id)).toEqual(d.squadGroups.flatMap((g) => g.players.map((p) => p.id)));
    for (const g of d.squadGroups) {
      const numbers = g.players.map((p) => p.shirtNumber);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    }
    expect(d.squad.every((p) => p.heightCm > 150 && ['left', 'right', 'both'].includes(p.foot))).toBe(true);
    expect(d.record.played).toBe(d.record.won + d.record.drawn + d.record.lost);
    expect(d.record.played).toBeGreaterThan(5);
    expect(d.table).toHaveLength(14);
    expect(d.table.find((r) => r.team.id === 1)!.position).toBe(d.standing!.position);
    expect(d.topScorers.length).toBeGreaterThan(0);
    expect(d.topScorers.length).toBeLessThanOrEqual(5);
    expect(d.topScorers.every((s) => s.team.id === 1)).toBe(true);
    const basketball = (await call<TeamDetail>(t.app, '/live/api/football/team?id=101')).body.data;
    expect(basketball.squadGroups.map((g) => g.position)).toEqual(['PG', 'SG', 'SF', 'PF', 'C']);
    expect(basketball.topScorers).toEqual([]);
  });

  it("pages a team's results and fixtures of the season", async () => {
    const results = (await call<Page<MatchSummary>>(t.app, '/live/api/football/team/matches?id=1&status=results&pageSize=5')).body.data;
    expect(results.list).toHaveLength(5);
    expect(results.list.every((m) => m.status === 3 && (m.home.id === 1 || m.away.id === 1))).toBe(true);
    const times = results.list.map((m) => m.kickoffTime);
    expect([...times].sort().reverse()).toEqual(times);
    const fixtures = (await call<Page<MatchSummary>>(t.app, '/live/api/football/team/matches?id=1')).body.data;
    expect(fixtures.list.every((m) => m.status !== 3)).toBe(true);
    expect(fixtures.total).toBeGreaterThan(0);
    expectError((await call(t.app, '/live/api/football/team/matches?id=4242', { headers: en })).res, 404, 'Team 4242 not found');
    expectError((await call(t.app, '/live/api/football/team/matches?id=1&status=all', { headers: en })).res, 400, /querystring\.status/);
  });
});

describe('player page', () => {
  it('answers the season with minutes, the career by season and the last five matches', async () => {
    const team = (await call<TeamDetail>(t.app, '/live/api/football/team?id=1')).body.data;
    const keeper = team.squadGroups[0]!.players[0]!;
    const d = (await call<PlayerDetail>(t.app, `/live/api/football/player?id=${keeper.id}`)).body.data;
    expect(d.season.minutes).toBeGreaterThanOrEqual(d.season.starts * 45);
    expect(d.career[0]).toMatchObject({ seasonIndex: 0, team: { id: 1 }, appearances: d.season.appearances, goals: d.season.goals });
    expect(d.career[0]!.season).toMatch(/^\d{4}\/\d{2}$/);
    expect(d.career.length).toBeGreaterThan(1);
    const indexes = d.career.map((c) => c.seasonIndex);
    expect([...indexes].sort((a, b) => b - a)).toEqual(indexes);
    expect(d.career[1]!.season < d.career[0]!.season).toBe(true);
    expect(d.recent).toHaveLength(5);
    for (const m of d.recent) {
      expect(m.match.status).toBe(3);
      expect(m.minutes).toBeGreaterThanOrEqual(0);
      expect(m.minutes).toBeLessThanOrEqual(90);
      if (m.started) expect(m.minutes).toBeGreaterThan(0);
    }
    expectError((await call(t.app, '/live/api/football/player?id=12', { headers: en })).res, 404, 'Player 12 not found');
  });
});

describe('league page', () => {
  it('answers top assists beside top scorers, and the table alone', async () => {
    const d = (await call<LeagueDetail>(t.app, '/live/api/football/league?id=4')).body.data;
    expect(d.topAssists.length).toBe(10);
    for (let i = 1; i < d.topAssists.length; i++) expect(d.topAssists[i - 1]!.assists).toBeGreaterThanOrEqual(d.topAssists[i]!.assists);
    const standings = await call<LeagueStandings>(t.app, '/live/api/football/league/standings?id=4', { headers: en });
    expect(standings.res.statusCode).toBe(200);
    expect(standings.body.data.league).toMatchObject({ id: 4, name: 'Premier League', logo: '/media/league/4.svg' });
    expect(standings.body.data.season).toMatch(/^\d{4}\/\d{2}$/);
    const vi = (await call<LeagueDetail>(t.app, '/live/api/football/league?id=4', { headers: en })).body.data.standings;
    expect(standings.body.data.rows).toEqual(vi);
    expect((await call<LeagueStandings>(t.app, '/live/api/football/league/standings?id=4', { headers: { 'x-language': 'zh' } })).body.data.league.name).toBe('英格蘭超級聯賽');
    expectError((await call(t.app, '/live/api/football/league/standings?id=99', { headers: en })).res, 404, 'League 99 not found');
    expectError((await call(t.app, '/live/api/football/league/standings?id=abc', { headers: en })).res, 400, 'querystring.id must be of type integer');
  });
});

describe('manager page', () => {
  it('answers the photo, form, last results and next matches', async () => {
    const d = (await call<ManagerDetail>(t.app, '/live/api/football/manager?id=1')).body.data;
    expect(d.manager).toMatchObject({ id: 1, photo: '/media/manager/1.svg' });
    expect(d.manager.nationalityCode).toMatch(/^[A-Z]{2}$/);
    expect(d.form).toHaveLength(5);
    expect(d.recent).toHaveLength(5);
    expect(d.upcoming.every((m) => m.status !== 3 && (m.home.id === 1 || m.away.id === 1))).toBe(true);
  });
});

describe('compare', () => {
  it('gives two teams the measures of a chart', async () => {
    const d = (await call<TeamsCompare>(t.app, '/live/api/football/compare/teams?id1=27&id2=28')).body.data;
    expect(d.chart.map((m) => m.key)).toEqual(['winRate', 'goalsForPerGame', 'goalsAgainstPerGame', 'cleanSheetRate', 'formPoints', 'position', 'points']);
    for (const m of d.chart) {
      expect(m.values).toHaveLength(2);
      expect(m.max).toBeGreaterThanOrEqual(Math.max(...m.values));
      expect(m.max).toBeGreaterThan(0);
    }
    expect(d.chart.find((m) => m.key === 'winRate')!.values).toEqual([d.teams[0].record.winRate, d.teams[1].record.winRate]);
    expect(d.chart.find((m) => m.key === 'position')!.better).toBe('lower');
    expect(d.h2h.summary.played).toBeGreaterThanOrEqual(0);
  });

  it('gives two players the measures of a chart from their seasons', async () => {
    const d = (await call<PlayersCompare>(t.app, '/live/api/football/compare/players?id1=109&id2=2718')).body.data;
    const goals = d.chart.find((m) => m.key === 'goals')!;
    expect(goals.values).toEqual([d.players[0].season.goals, d.players[1].season.goals]);
    expect(d.chart.map((m) => m.key)).toContain('goalsPer90');
    expect(d.players[0].career.length).toBeGreaterThan(0);
  });

  it.each([
    ['teams?id2=1', 400, 'querystring.id1 is required'],
    ['players?id1=109', 400, 'querystring.id2 is required'],
    ['players?id1=109&id2=109', 400, 'id1 and id2 must differ'],
    ['teams?id1=9999&id2=1', 404, 'Team 9999 not found'],
    ['players?id1=2&id2=109', 404, 'Player 2 not found'],
  ])('refuses compare/%s', async (query, status, msg) => {
    expectError((await call(t.app, `/live/api/football/compare/${query}`, { headers: en })).res, status, msg);
  });
});
