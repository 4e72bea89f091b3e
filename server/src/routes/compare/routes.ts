/**
 * The compare pages' calls (contracts/endpoints/compare.ts): two teams (form, record, position,
 * head-to-head) or two players (profile, season and career numbers) side by side, each with the
 * measures of a comparison chart, and the pickers' searches of teams and players. A side's own data
 * is the entity pages' (sports/entity-routes.ts, shared with the match centre).
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { ok } from '../../plugins/envelope.ts';
import * as compare from '../../../../contracts/endpoints/compare.ts';
import type { ChartMetric, ComparedTeam, PlayerDetail } from '../../../../contracts/schemas/sports/entities.ts';
import { slugify } from '../../../../contracts/slug.ts';
import { sportsLeagues, sportsPlayers, sportsTeams } from '../../db/schema.ts';
import { localize } from '../../i18n.ts';
import { clock, DEFAULT_TIMEZONE } from '../../clock.ts';
import { leagueLogo } from '../live/schedule-data.ts';
import { loadPlayer, loadTeam, standingOf, teamMatches } from '../entities/routes.ts';
import { playerPhoto, teamRef } from '../sports/fixtures-data.ts';
import { fail } from '../sports/messages.ts';
import { serve } from '../endpoint-route.ts';
import { headToHead, recordOf, seasonResults } from '../sports/season-stats.ts';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** A chart measure: the scale's top is the larger value rounded up to a "nice" number (at least 1). */
export function metric(key: string, a: number, b: number, better: 'higher' | 'lower' = 'higher'): ChartMetric {
  const top = Math.max(a, b, 0);
  const max = top <= 1 ? 1 : top <= 10 ? Math.ceil(top) : Math.ceil(top / 5) * 5;
  return { key, values: [round3(a), round3(b)], max, better };
}

/** ILIKE pattern matching `keyword` literally anywhere. */
const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const perGame = (n: number, games: number) => (games ? n / games : 0);
const formPoints = (form: ComparedTeam['form']) => form.reduce((sum, r) => sum + (r === 'W' ? 3 : r === 'D' ? 1 : 0), 0);

/** The measures of two teams' chart. */
export function teamChart(a: ComparedTeam, b: ComparedTeam): ChartMetric[] {
  const r = [a.record, b.record] as const;
  return [
    metric('winRate', r[0].winRate, r[1].winRate),
    metric('goalsForPerGame', perGame(r[0].goalsFor, r[0].played), perGame(r[1].goalsFor, r[1].played)),
    metric('goalsAgainstPerGame', perGame(r[0].goalsAgainst, r[0].played), perGame(r[1].goalsAgainst, r[1].played), 'lower'),
    metric('cleanSheetRate', perGame(r[0].cleanSheets, r[0].played), perGame(r[1].cleanSheets, r[1].played)),
    metric('formPoints', formPoints(a.form), formPoints(b.form)),
    metric('position', a.standing?.position ?? 0, b.standing?.position ?? 0, 'lower'),
    metric('points', a.standing?.points ?? 0, b.standing?.points ?? 0),
  ];
}

/** The measures of two players' chart (this season). */
export function playerChart(a: PlayerDetail, b: PlayerDetail): ChartMetric[] {
  const s = [a.season, b.season] as const;
  const per90 = (n: number, minutes: number) => (minutes ? (n * 90) / minutes : 0);
  return [
    metric('appearances', s[0].appearances, s[1].appearances),
    metric('minutes', s[0].minutes, s[1].minutes),
    metric('goals', s[0].goals, s[1].goals),
    metric('assists', s[0].assists, s[1].assists),
    metric('goalsPer90', per90(s[0].goals, s[0].minutes), per90(s[1].goals, s[1].minutes)),
    metric('assistsPer90', per90(s[0].assists, s[0].minutes), per90(s[1].assists, s[1].minutes)),
    metric('yellowCards', s[0].yellowCards, s[1].yellowCards, 'lower'),
    metric('redCards', s[0].redCards, s[1].redCards, 'lower'),
  ];
}

export async function compareRoutes(app: FastifyInstance): Promise<void> {
  serve(app, compare.teamsCompare, async (request) => {
    const { id1, id2 } = request.query;
    const lang = request.language;
    if (id1 === id2) throw fail(400, 'sameIds');
    const nowMs = clock.now();
    const side = async (id: number): Promise<ComparedTeam> => {
      const { row, profile } = await loadTeam(app.db, id, lang);
      const [matches, results, standing] = await Promise.all([
        teamMatches(app.db, id, lang, nowMs),
        seasonResults(app.db, id, row.team.leagueId, new Date(nowMs)),
        standingOf(app.db, id, row.team.leagueId, row.team.sport, lang, nowMs),
      ]);
      return { team: profile, form: matches.form, record: recordOf(results, id), standing };
    };
    const first = await side(id1);
    const second = await side(id2);
    return ok(request, { teams: [first, second] as [ComparedTeam, ComparedTeam], h2h: await headToHead(app.db, id1, id2, lang, nowMs, DEFAULT_TIMEZONE), chart: teamChart(first, second) });
  });

  serve(app, compare.playersCompare, async (request) => {
    const { id1, id2 } = request.query;
    const lang = request.language;
    if (id1 === id2) throw fail(400, 'sameIds');
    const nowMs = clock.now();
    const load = async (id: number): Promise<PlayerDetail> => {
      const { profile, season, career, recent } = await loadPlayer(app.db, id, lang, nowMs);
      return { player: profile, season, career, recent };
    };
    const first = await load(id1);
    const second = await load(id2);
    return ok(request, { players: [first, second] as [PlayerDetail, PlayerDetail], chart: playerChart(first, second) });
  });

  serve(app, compare.teamSearch, async (request) => {
    const { keyword, leagueId, sport, pageNum, pageSize } = request.query;
    const lang = request.language;
    const k = keyword?.trim();
    const where = and(
      k
        ? or(
            ilike(sql`${sportsTeams.name}->>'vi'`, contains(k)),
            ilike(sql`${sportsTeams.name}->>'en'`, contains(k)),
            ilike(sql`${sportsTeams.name}->>'zh'`, contains(k)),
            ilike(sportsTeams.shortName, contains(k)),
            // "ha noi" finds "Hanoi FC": spaces and diacritics ignored against the English name.
            slugify(k) ? ilike(sql`replace(${sportsTeams.name}->>'en', ' ', '')`, contains(slugify(k).replace(/-/g, ''))) : undefined,
          )
        : undefined,
      leagueId ? eq(sportsTeams.leagueId, leagueId) : undefined,
      sport ? eq(sportsTeams.sport, sport) : undefined,
    );
    const rows = await app.db
      .select({ team: sportsTeams, leagueName: sportsLeagues.name, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(sportsTeams)
      .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsTeams.leagueId))
      .where(where)
      .orderBy(asc(sportsTeams.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    const total = rows[0]?.total ?? (pageNum === 1 ? 0 : (await app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sportsTeams).where(where))[0]?.n ?? 0);
    return ok(request, {
      list: rows.map(({ team, leagueName }) => ({ ...teamRef(team.id, team.name, team.shortName, lang), league: { id: team.leagueId, name: localize(leagueName, lang), logo: leagueLogo(team.leagueId) } })),
      total,
      pageNum,
      pageSize,
    });
  });

  serve(app, compare.playerSearch, async (request) => {
    const { keyword, teamId, pageNum, pageSize } = request.query;
    const lang = request.language;
    const k = keyword?.trim();
    const where = and(
      k ? or(ilike(sql`${sportsPlayers.name}->>'vi'`, contains(k)), ilike(sql`${sportsPlayers.name}->>'en'`, contains(k)), ilike(sql`${sportsPlayers.name}->>'zh'`, contains(k))) : undefined,
      teamId ? eq(sportsPlayers.teamId, teamId) : undefined,
    );
    const rows = await app.db
      .select({ player: sportsPlayers, teamName: sportsTeams.name, teamShort: sportsTeams.shortName, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(sportsPlayers)
      .innerJoin(sportsTeams, eq(sportsTeams.id, sportsPlayers.teamId))
      .where(where)
      .orderBy(asc(sportsPlayers.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    const total = rows[0]?.total ?? (pageNum === 1 ? 0 : (await app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sportsPlayers).where(where))[0]?.n ?? 0);
    return ok(request, {
      list: rows.map(({ player: p, teamName, teamShort }) => ({ id: p.id, name: localize(p.name, lang), shirtNumber: p.shirtNumber, position: p.position, photo: playerPhoto(p.id), team: teamRef(p.teamId, teamName, teamShort, lang) })),
      total,
      pageNum,
      pageSize,
    });
  });
}
