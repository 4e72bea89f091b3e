/**
 * A simulated month and more of the season, as a fan would live it: the clock steps through every
 * hour of the day (midnights included) and the server restarts every few days over the same data.
 * What was planned never moves, a match's state only goes forward and a finished score stays; every
 * football league table equals the sum of the results its league's match list shows.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { lt } from 'drizzle-orm';
import { buildApp, type App } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { clock, DAY, HOUR, MINUTE, vnDay, vnMidnight } from '../../../src/clock.ts';
import { sportsFixtures } from '../../../src/db/schema.ts';
import { HISTORY_FIRST_ID } from '../../../src/db/seed/sports/build.ts';
import { LEAGUE } from '../../../src/db/seed/sports/calendar.ts';
import { testAppOfFile } from '../../test-app.ts';
import { clockStops } from '../../clock-stops.ts';
import { call } from './sports-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { ScheduleRow } from '../../../../contracts/schemas/live.ts';
import type { LeagueStandings } from '../../../../contracts/schemas/sports/entities.ts';
import type { MatchSummary } from '../../../../contracts/schemas/sports/matches.ts';

const t = testAppOfFile();
const { stopAt } = clockStops();
const restarted: App[] = [];
afterAll(() => Promise.all(restarted.map((app) => app.close())));

type Planned = Pick<typeof sportsFixtures.$inferSelect, 'id' | 'kickoffAt' | 'endsAt' | 'finalHome' | 'finalAway' | 'state'>;
const planned = async (app: App): Promise<Map<number, Planned>> =>
  new Map(
    (
      await app.db
        .select({
          id: sportsFixtures.id,
          kickoffAt: sportsFixtures.kickoffAt,
          endsAt: sportsFixtures.endsAt,
          finalHome: sportsFixtures.finalHome,
          finalAway: sportsFixtures.finalAway,
          state: sportsFixtures.state,
        })
        .from(sportsFixtures)
        .where(lt(sportsFixtures.id, HISTORY_FIRST_ID))
    ).map((f) => [f.id, f]),
  );

/** How far a room's status has gone: coming up, live, ended (cancelled and postponed stand apart). */
const RANK: Record<number, number> = { 1: 0, 2: 1, 3: 2 };

/** A league's table, checked against its match list: each team's line is the sum of its finished matches. */
async function expectTableFromResults(app: App, leagueId: number): Promise<{ results: number; season: string }> {
  const table = (await call<LeagueStandings>(app, `/live/api/football/league/standings?id=${leagueId}`)).body.data;
  const results: MatchSummary[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = (await call<Page<MatchSummary>>(app, `/live/api/football/league/matches?id=${leagueId}&status=results&pageSize=100&pageNum=${pageNum}`)).body.data;
    results.push(...page.list);
    if (results.length >= page.total || page.list.length === 0) break;
  }
  // Each team's line, summed from the list's results.
  const blank = () => ({ played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 });
  const sums = new Map<number, ReturnType<typeof blank>>();
  for (const m of results) {
    expect(m.status, `${m.staticId} in the results`).toBe(3);
    const sides = [[m.home.id, m.homeScore!, m.awayScore!], [m.away.id, m.awayScore!, m.homeScore!]] as const;
    for (const [id, scored, conceded] of sides) {
      const row = sums.get(id) ?? sums.set(id, blank()).get(id)!;
      row.played++;
      row.goalsFor += scored;
      row.goalsAgainst += conceded;
      if (scored > conceded) row.won++;
      else if (scored === conceded) row.drawn++;
      else row.lost++;
      row.points = row.won * 3 + row.drawn;
    }
  }
  for (const row of table.rows) {
    const { played, won, drawn, lost, goalsFor, goalsAgainst, points } = row;
    expect({ played, won, drawn, lost, goalsFor, goalsAgainst, points }, `${row.team.name} in league ${leagueId}`).toEqual(sums.get(row.team.id) ?? blank());
  }
  return { results: results.length, season: table.season };
}

describe('a simulated month of the season', () => {
  it('never moves a planned match, only moves states forward and keeps every table equal to its results, across midnights and restarts', async () => {
    const start = clock.now();
    let app: App = t.app;
    const before = await planned(app);
    const seen = new Map<string, { rank: number; score: string | null }>();
    const tables: { results: number; season: string }[] = [];
    // Four weeks in steps of 7 h 13 min (every hour of the day comes round), then a server back after
    // a long stop into the next season; a restart each week, at 23:58 in Vietnam.
    const instants: number[] = [];
    for (let at = start; at < start + 28 * DAY; at += 7 * HOUR + 13 * MINUTE) instants.push(at);
    for (let at = start + 56 * DAY; at < start + 66 * DAY; at += 7 * HOUR + 13 * MINUTE) instants.push(at);
    let lastRestart = start;
    let previous = start;
    for (const at of instants) {
      if (at - lastRestart >= 7 * DAY) {
        lastRestart = at;
        const midnightAfterPrevious = vnMidnight(vnDay(previous)) + DAY - 2 * MINUTE;
        const beforeMidnight = midnightAfterPrevious < at ? midnightAfterPrevious : at;
        stopAt(beforeMidnight);
        const next = await buildApp({
          config: loadConfig({ STATIC_DIR: t.staticDir }),
          database: t.database.source,
          logger: false,
        });
        await next.ready();
        restarted.push(next);
        app = next;
        // Everything planned before the restart is as it was; the season has grown past the clock.
        const after = await planned(app);
        for (const [id, f] of before) expect(after.get(id), `fixture ${id} after the restart`).toEqual(f);
        for (const [id, f] of after) before.set(id, f);
        expect(Math.max(...[...after.values()].map((f) => f.kickoffAt.getTime()))).toBeGreaterThan(beforeMidnight + 50 * DAY);
        tables.push(await expectTableFromResults(app, LEAGUE.vl1));
        for (const league of [LEAGUE.vl2, LEAGUE.en, LEAGUE.es, LEAGUE.it, LEAGUE.de]) await expectTableFromResults(app, league);
      }
      stopAt(at);
      previous = at;
      const rows = (await call<Page<ScheduleRow>>(app, '/live/api/schedule/liveSchedule?liveModeId=1&pageSize=200')).body.data.list;
      for (const row of rows) {
        const key = `${row.roomId}:${row.startTime}`;
        const last = seen.get(key);
        if (row.status === 5) {
          expect(last?.rank ?? -1, `${key} called off after it was on`).toBe(-1);
          continue;
        }
        const now = {
          rank: RANK[row.status]!,
          score: row.status === 3 ? row.score : null,
        };
        if (last) {
          expect(now.rank, `${key} went back from ${last.rank} to ${now.rank} at ${new Date(at).toISOString()}`).toBeGreaterThanOrEqual(last.rank);
          if (last.score !== null) expect(now.score, `${key}'s final score`).toBe(last.score);
        }
        seen.set(key, now);
      }
    }
    expect(seen.size).toBeGreaterThan(200);
    // The month saw matches of every state; V.League rounds were played and counted, and the next season's table starts again.
    expect(new Set([...seen.values()].map((s) => s.rank))).toEqual(new Set([0, 1, 2]));
    const most = Math.max(...tables.map((table) => table.results));
    expect(most).toBeGreaterThan(20);
    expect(tables.at(-1)!.results).toBeLessThan(most);
    expect(tables.at(-1)!.season).not.toBe(tables[0]!.season);
  }, 180_000);
});
