/**
 * Compare two teams (form, record, position, head-to-head) or two players (profile, season and
 * career numbers) side by side, each with the measures of a comparison chart.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { CompareQuery, PlayersCompare, TeamsCompare, type ChartMetric, type ComparedTeam, type PlayerDetail } from '../../../../contracts/schemas/sports/entities.ts';
import { clock, DEFAULT_TIMEZONE } from '../../clock.ts';
import { loadPlayer, loadTeam, standingOf, teamMatches } from './entity-routes.ts';
import { fail } from './messages.ts';
import { headToHead, recordOf, seasonResults } from './season-stats.ts';

const PREFIX = '/live/api/football/compare';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** A chart measure: the scale's top is the larger value rounded up to a "nice" number (at least 1). */
export function metric(key: string, a: number, b: number, better: 'higher' | 'lower' = 'higher'): ChartMetric {
  const top = Math.max(a, b, 0);
  const max = top <= 1 ? 1 : top <= 10 ? Math.ceil(top) : Math.ceil(top / 5) * 5;
  return { key, values: [round3(a), round3(b)], max, better };
}

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

export const compareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(`${PREFIX}/teams`, {
    schema: {
      tags: ['sports'],
      summary: 'Two teams side by side: form, season record, league position, head-to-head (id1 first) and chart measures',
      headers: ApiHeaders,
      querystring: CompareQuery,
      response: { 200: Envelope(TeamsCompare), ...errorResponses },
    },
    handler: async (request) => {
      const { id1, id2 } = request.query;
      const lang = request.language;
      if (id1 === id2) throw fail(400, 'sameIds');
      const nowMs = clock.now();
      const side = async (id: number): Promise<ComparedTeam> => {
        const { row, profile } = await loadTeam(app.db, id, lang);
        const [matches, results, standing] = await Promise.all([
          teamMatches(app.db, id, lang, nowMs),
          seasonResults(app.db, id, new Date(nowMs)),
          standingOf(app.db, id, row.team.leagueId, row.team.sport, lang, nowMs),
        ]);
        return { team: profile, form: matches.form, record: recordOf(results, id), standing };
      };
      const first = await side(id1);
      const second = await side(id2);
      return ok(request, { teams: [first, second] as [ComparedTeam, ComparedTeam], h2h: await headToHead(app.db, id1, id2, lang, nowMs, DEFAULT_TIMEZONE), chart: teamChart(first, second) });
    },
  });

  app.get(`${PREFIX}/players`, {
    schema: {
      tags: ['sports'],
      summary: 'Two players side by side: profile, season and career numbers, last matches and chart measures',
      headers: ApiHeaders,
      querystring: CompareQuery,
      response: { 200: Envelope(PlayersCompare), ...errorResponses },
    },
    handler: async (request) => {
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
    },
  });
};
