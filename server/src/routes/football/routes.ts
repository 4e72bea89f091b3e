/**
 * Leagues list, results / fixtures / odds by day (flat pages and grouped by league: contracts/endpoints/football.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { sportsFixtures, sportsLeagues, type Sport } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import * as football from '../../../../contracts/endpoints/football.ts';
import type { BoardLeague } from '../../../../contracts/schemas/sports/matches.ts';
import { leagueLogo } from '../live/schedule-data.ts';
import { COUNTRIES } from '../../sports/countries.ts';
import { onSeasonExtended } from '../../sports/season-clock.ts';
import { seasonLabelAt } from '../sports/season-stats.ts';
import { clock } from '../../clock.ts';
import { serve } from '../endpoint-route.ts';
import { dayRange } from '../sports/day-query.ts';
import { byKickoff, finished, loadMatches, notFinished, stateOf, toMatchSummary, withOdds, type RawMatch } from '../sports/fixtures-data.ts';
import { fail } from '../sports/messages.ts';

type LeagueRow = typeof sportsLeagues.$inferSelect;
const leagueCache = new WeakMap<Db, { at: number; rows: Promise<LeagueRow[]> }>();

/** The leagues change only with the seed: read at most once a minute. */
function allLeagues(db: Db, nowMs: number): Promise<LeagueRow[]> {
  const hit = leagueCache.get(db);
  if (hit && nowMs >= hit.at && nowMs - hit.at < 60_000) return hit.rows;
  const rows = db.select().from(sportsLeagues).orderBy(asc(sportsLeagues.sort), asc(sportsLeagues.id));
  leagueCache.set(db, { at: nowMs, rows });
  rows.catch(() => leagueCache.delete(db));
  return rows;
}

const countryName = (code: string, lang: Language) => (COUNTRIES[code] ? localize(COUNTRIES[code]!, lang) : code);

const boardLeague = (l: LeagueRow, lang: Language): BoardLeague => ({
  id: l.id,
  name: localize(l.name, lang),
  shortName: l.shortName,
  logo: leagueLogo(l.id),
  country: countryName(l.country, lang),
  kind: l.kind,
  featured: l.featured,
  sort: l.sort,
});

/** The fixtures of a day kind: results (over), fixtures (to play or in play, called-off ones too) and odds (to play or in play, not called off). */
const KIND_FILTER: Record<'results' | 'fixtures' | 'odds', (now: Date) => SQL> = {
  results: finished,
  fixtures: notFinished,
  odds: (now) => and(notFinished(now), eq(sportsFixtures.state, 'normal'))!,
};

/** The raw rows of a day board are kept a few seconds (they change only as matches end or weeks are added). */
const BOARD_TTL_MS = 5_000;
const boardRows = new WeakMap<Db, Map<string, { at: number; rows: Promise<RawMatch[]> }>>();
const boardJson = new WeakMap<Db, Map<string, { second: number; json: Promise<string> }>>();
onSeasonExtended((db) => {
  boardRows.delete(db);
  boardJson.delete(db);
  leagueCache.delete(db);
});

export const footballRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requireLeague = async (leagueId: number | undefined) => {
    if (leagueId === undefined) return;
    const leagues = await allLeagues(app.db, clock.now());
    if (!leagues.some((l) => l.id === leagueId)) throw fail(404, 'leagueNotFound', { id: leagueId });
  };

  serve(app, football.leagues, async (request) => {
    const { sport } = request.query;
    const lang = request.language;
    const nowMs = clock.now();
    const rows = (await allLeagues(app.db, nowMs)).filter((l) => !sport || l.sport === sport);
    const list = await Promise.all(rows.map(async (l) => ({ id: l.id, name: localize(l.name, lang), shortName: l.shortName, logo: leagueLogo(l.id), sport: l.sport, country: countryName(l.country, lang), kind: l.kind, season: await seasonLabelAt(app.db, l.season, nowMs), featured: l.featured })));
    return ok(request, list);
  });

  /** One day's fixtures of a kind, one page at a time (by league, then kickoff). */
  const dayList = (kind: 'results' | 'fixtures' | 'odds', endpoint: typeof football.dayResults | typeof football.dayFixtures | typeof football.dayOdds) =>
    serve(app, endpoint, async (request) => {
      const { leagueId, pageNum, pageSize } = request.query;
      const lang = request.language;
      const nowMs = clock.now();
      const range = dayRange(request.query, fail, nowMs);
      await requireLeague(leagueId);
      const where = and(
        gte(sportsFixtures.kickoffAt, range.start),
        lt(sportsFixtures.kickoffAt, range.end),
        eq(sportsFixtures.sport, 'football'),
        leagueId ? eq(sportsFixtures.leagueId, leagueId) : undefined,
        KIND_FILTER[kind](new Date(nowMs)),
      );
      const { rows, total } = await loadMatches(app.db, where, [asc(sportsLeagues.sort), ...byKickoff], pageNum, pageSize);
      const list = rows.map((raw) => {
        const state = stateOf(raw, nowMs, range.timeZone);
        const match = toMatchSummary(raw, lang, nowMs, range.timeZone, state);
        return kind === 'odds' ? withOdds(raw, state, nowMs, match) : match;
      });
      return ok(request, { list, total, pageNum, pageSize });
    });

  dayList('results', football.dayResults);
  dayList('fixtures', football.dayFixtures);
  dayList('odds', football.dayOdds);

  serve(app, football.dayBoard, async (request, reply) => {
    const { kind, leagueId } = request.query;
    const sport: Sport = request.query.sport ?? 'football';
    const lang = request.language;
    const nowMs = clock.now();
    const range = dayRange(request.query, fail, nowMs);
    await requireLeague(leagueId);
    const rowsKey = `${range.start.getTime()}:${range.end.getTime()}:${kind}:${sport}:${leagueId ?? 0}`;
    let rowsCache = boardRows.get(app.db);
    if (!rowsCache) boardRows.set(app.db, (rowsCache = new Map()));
    let rowsHit = rowsCache.get(rowsKey);
    if (!rowsHit || nowMs < rowsHit.at || nowMs - rowsHit.at >= BOARD_TTL_MS) {
      const where = and(
        gte(sportsFixtures.kickoffAt, range.start),
        lt(sportsFixtures.kickoffAt, range.end),
        eq(sportsFixtures.sport, sport),
        leagueId ? eq(sportsFixtures.leagueId, leagueId) : undefined,
        KIND_FILTER[kind](new Date(nowMs)),
      );
      const rows = loadMatches(app.db, where, byKickoff, 1, 1000).then((r) => r.rows);
      rowsHit = { at: nowMs, rows };
      if (rowsCache.size > 200) rowsCache.clear();
      rowsCache.set(rowsKey, rowsHit);
      rows.catch(() => rowsCache.delete(rowsKey));
    }
    const entry = rowsHit;
    const outKey = `${rowsKey}:${lang}:${range.timeZone}`;
    let jsonCache = boardJson.get(app.db);
    if (!jsonCache) boardJson.set(app.db, (jsonCache = new Map()));
    const second = Math.floor(nowMs / 1000);
    let out = jsonCache.get(outKey);
    if (!out || out.second !== second) {
      const json = (async () => {
        const [rows, leagues] = await Promise.all([entry.rows, allLeagues(app.db, nowMs)]);
        const byLeague = new Map<number, RawMatch[]>();
        for (const raw of rows) byLeague.set(raw.fixture.leagueId, [...(byLeague.get(raw.fixture.leagueId) ?? []), raw]);
        const ordered = leagues.filter((l) => byLeague.has(l.id)).sort((a, b) => Number(b.featured) - Number(a.featured) || a.sort - b.sort || a.id - b.id);
        const groups = ordered.map((l) => ({
          league: boardLeague(l, lang),
          matches: byLeague.get(l.id)!.map((raw) => {
            const state = stateOf(raw, nowMs, range.timeZone);
            const summary = toMatchSummary(raw, lang, nowMs, range.timeZone, state);
            return kind === 'odds' ? withOdds(raw, state, nowMs, summary) : { ...summary, odds: null, openingOdds: null, movement: null };
          }),
        }));
        return JSON.stringify(ok(request, { day: range.day, timeZone: range.timeZone, kind, total: rows.length, leagues: groups }));
      })();
      out = { second, json };
      if (jsonCache.size > 200) jsonCache.clear();
      jsonCache.set(outKey, out);
      json.catch(() => jsonCache.delete(outKey));
    }
    return reply.type('application/json; charset=utf-8').send((await out.json) as never);
  });
};
