/** Leagues list, results / fixtures / odds by day, and the match detail (events, lineups, stats, h2h, odds). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { sportsFixtures, sportsLeagues, sportsManagers, sportsMatchEvents, sportsPlayers, sportsTeams, type Lineup } from '../../db/schema.ts';
import { localize } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import { DayQuery, LeagueList, LeaguesQuery, MatchDetail, MatchQuery, MatchSummary, MatchWithOdds } from '../../../../contracts/schemas/sports/matches.ts';
import { leagueLogo } from '../live/schedule-data.ts';
import { COUNTRIES } from '../../sports/countries.ts';
import { clock, DEFAULT_TIMEZONE } from '../../clock.ts';
import { dayRange } from './day-query.ts';
import { byKickoff, finished, loadMatch, loadMatches, notFinished, stateOf, toMatchSummary, type RawMatch } from './fixtures-data.ts';
import type { MatchState } from '../../sports/match-clock.ts';
import { fail } from './messages.ts';
import { oddsFor, type Odds } from '../../sports/odds.ts';
import { headToHead } from './season-stats.ts';

const PREFIX = '/live/api/football';
/** Lineups are announced an hour before kickoff. */
const LINEUP_NOTICE_MS = 60 * 60_000;

export function liveOdds(raw: RawMatch, state: MatchState): Odds | null {
  if (state.statusId !== 1 && state.statusId !== 2) return null;
  return oddsFor(raw.fixture.sport, raw.homeRating, raw.awayRating, state.progress, [state.home ?? 0, state.away ?? 0]);
}

export const matchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requireLeague = async (leagueId: number | undefined) => {
    if (leagueId === undefined) return;
    const [league] = await app.db.select({ id: sportsLeagues.id }).from(sportsLeagues).where(eq(sportsLeagues.id, leagueId));
    if (!league) throw fail(404, 'leagueNotFound', { id: leagueId });
  };

  app.get(`${PREFIX}/leagues`, {
    schema: {
      tags: ['sports'],
      summary: 'Leagues and cups (all sports, or one)',
      headers: ApiHeaders,
      querystring: LeaguesQuery,
      response: { 200: Envelope(LeagueList), ...errorResponses },
    },
    handler: async (request) => {
      const { sport } = request.query;
      const lang = request.language;
      const rows = await app.db.select().from(sportsLeagues).where(sport ? eq(sportsLeagues.sport, sport) : undefined).orderBy(asc(sportsLeagues.sort), asc(sportsLeagues.id));
      return ok(request, rows.map((l) => ({ id: l.id, name: localize(l.name, lang), shortName: l.shortName, logo: leagueLogo(l.id), sport: l.sport, country: COUNTRIES[l.country] ? localize(COUNTRIES[l.country]!, lang) : l.country, kind: l.kind, season: l.season, featured: l.featured })));
    },
  });

  /** One day's fixtures of a kind: `extra` narrows to results or to the ones still to play. */
  const dayList = (path: string, summary: string, extra: (now: Date) => SQL | undefined, withOdds: boolean) =>
    app.get(`${PREFIX}/${path}`, {
      schema: {
        tags: ['sports'],
        summary,
        headers: ApiHeaders,
        querystring: DayQuery,
        response: { 200: Envelope(Page(withOdds ? MatchWithOdds : MatchSummary)), ...errorResponses },
      },
      handler: async (request) => {
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
          extra(new Date(nowMs)),
        );
        const { rows, total } = await loadMatches(app.db, where, [asc(sportsLeagues.sort), ...byKickoff], pageNum, pageSize);
        const list = rows.map((raw) => {
          const state = stateOf(raw, nowMs, range.timeZone);
          const match = toMatchSummary(raw, lang, nowMs, range.timeZone, state);
          return withOdds ? { ...match, odds: liveOdds(raw, state) } : match;
        });
        return ok(request, { list, total, pageNum, pageSize });
      },
    });

  dayList('results', 'Finished football matches of a day (by league, then kickoff)', finished, false);
  dayList('fixtures', 'Football matches of a day still to play or in play (by league, then kickoff)', notFinished, false);
  dayList('odds', 'Odds table of a day: 1X2, Asian handicap and over/under, live prices in play', (now) => and(notFinished(now), eq(sportsFixtures.state, 'normal')), true);

  app.get(`${PREFIX}/match`, {
    schema: {
      tags: ['sports'],
      summary: 'Match detail: events so far, lineups, statistics, head-to-head and odds',
      headers: ApiHeaders,
      querystring: MatchQuery,
      response: { 200: Envelope(MatchDetail), ...errorResponses },
    },
    handler: async (request) => {
      const { staticId, leagueId } = request.query;
      const lang = request.language;
      const raw = await loadMatch(app.db, staticId);
      if (!raw || (leagueId !== undefined && raw.fixture.leagueId !== leagueId)) throw fail(404, 'fixtureNotFound', { id: staticId });
      const nowMs = clock.now();
      const f = raw.fixture;
      const state = stateOf(raw, nowMs, DEFAULT_TIMEZONE);
      const started = state.statusId === 2 || state.statusId === 3;
      const elapsed = state.statusId === 3 ? Number.MAX_SAFE_INTEGER : state.elapsedSeconds;
      const events = started
        ? await app.db.select().from(sportsMatchEvents).where(eq(sportsMatchEvents.fixtureId, f.id)).orderBy(asc(sportsMatchEvents.atSecond), asc(sportsMatchEvents.id))
        : [];
      const happened = events.filter((e) => e.atSecond <= elapsed);
      const showLineups = f.homeLineup && f.awayLineup && f.state === 'normal' && f.kickoffAt.getTime() - nowMs <= LINEUP_NOTICE_MS;
      const playerIds = new Set<number>();
      for (const e of happened) [e.playerId, e.relatedPlayerId].forEach((id) => id && playerIds.add(id));
      if (showLineups) for (const l of [f.homeLineup!, f.awayLineup!]) [...l.starters, ...l.bench].forEach((id) => playerIds.add(id));
      const players = playerIds.size ? await app.db.select().from(sportsPlayers).where(inArray(sportsPlayers.id, [...playerIds])) : [];
      const byId = new Map(players.map((p) => [p.id, { id: p.id, name: localize(p.name, lang), shirtNumber: p.shirtNumber, position: p.position, photo: `/media/player/${p.id}.svg` }]));
      const ref = (id: number | null) => (id ? byId.get(id) ?? null : null);
      const running = [0, 0];
      const eventList = happened.map((e) => {
        const goal = e.type === 'goal' || e.type === 'penalty' || e.type === 'own_goal';
        if (goal) running[e.side]! += 1;
        return { id: e.id, minute: e.minute, extra: e.extra, side: e.side === 0 ? ('home' as const) : ('away' as const), type: e.type, player: ref(e.playerId), related: ref(e.relatedPlayerId), score: goal ? `${running[0]}-${running[1]}` : null };
      });
      const side = (l: Lineup) => ({ formation: l.formation, starters: l.starters.map(ref).filter((p) => p !== null), bench: l.bench.map(ref).filter((p) => p !== null) });
      const cards = (type: string) => [0, 1].map((s) => happened.filter((e) => e.type === type && e.side === s).length) as [number, number];
      // Statistics accrue with the minute played, and never below what the events show.
      const stats = f.stats && started
        ? (() => {
            const p = state.statusId === 3 ? 1 : Math.min(1, state.progress);
            const scale = (pair: [number, number]) => pair.map((v) => Math.round(v * p)) as [number, number];
            const goals: [number, number] = [state.home ?? 0, state.away ?? 0];
            const onTarget = scale(f.stats.shotsOnTarget).map((v, i) => Math.max(v, goals[i]!)) as [number, number];
            const shots = scale(f.stats.shots).map((v, i) => Math.max(v, onTarget[i]!)) as [number, number];
            return { possession: [f.stats.possession, 100 - f.stats.possession] as [number, number], shots, shotsOnTarget: onTarget, corners: scale(f.stats.corners), fouls: scale(f.stats.fouls), offsides: scale(f.stats.offsides), yellowCards: cards('yellow'), redCards: cards('red') };
          })()
        : null;
      const managers = await app.db
        .select({ teamId: sportsTeams.id, id: sportsManagers.id, name: sportsManagers.name })
        .from(sportsTeams)
        .innerJoin(sportsManagers, eq(sportsManagers.id, sportsTeams.managerId))
        .where(inArray(sportsTeams.id, [f.homeTeamId, f.awayTeamId]));
      const manager = (teamId: number) => {
        const m = managers.find((x) => x.teamId === teamId);
        return m ? { id: m.id, name: localize(m.name, lang) } : null;
      };
      return ok(request, {
        match: toMatchSummary(raw, lang, nowMs, DEFAULT_TIMEZONE, state),
        events: eventList,
        lineups: showLineups ? { home: side(f.homeLineup!), away: side(f.awayLineup!) } : null,
        stats,
        h2h: await headToHead(app.db, f.homeTeamId, f.awayTeamId, lang, nowMs, DEFAULT_TIMEZONE),
        odds: liveOdds(raw, state),
        attendance: started ? f.attendance : null,
        managers: { home: manager(f.homeTeamId), away: manager(f.awayTeamId) },
      });
    },
  });
};
