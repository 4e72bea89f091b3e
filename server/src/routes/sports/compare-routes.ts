/** Compare two teams (form, record, position, head-to-head) or two players (profile and season numbers) side by side. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { CompareQuery, PlayersCompare, TeamsCompare } from '../../../../contracts/schemas/sports/entities.ts';
import { clock, DEFAULT_TIMEZONE } from '../../clock.ts';
import { loadPlayer, loadTeam, standingOf, teamMatches } from './entity-routes.ts';
import { fail } from './messages.ts';
import { headToHead, recordOf, seasonResults } from './season-stats.ts';

const PREFIX = '/live/api/football/compare';

export const compareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(`${PREFIX}/teams`, {
    schema: {
      tags: ['sports'],
      summary: 'Two teams side by side: form, season record, league position and head-to-head (id1 first)',
      headers: ApiHeaders,
      querystring: CompareQuery,
      response: { 200: Envelope(TeamsCompare), ...errorResponses },
    },
    handler: async (request) => {
      const { id1, id2 } = request.query;
      const lang = request.language;
      if (id1 === id2) throw fail(400, 'sameIds');
      const nowMs = clock.now();
      const side = async (id: number) => {
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
      return ok(request, { teams: [first, second] as [typeof first, typeof second], h2h: await headToHead(app.db, id1, id2, lang, nowMs, DEFAULT_TIMEZONE) });
    },
  });

  app.get(`${PREFIX}/players`, {
    schema: {
      tags: ['sports'],
      summary: 'Two players side by side: profile and current-season numbers',
      headers: ApiHeaders,
      querystring: CompareQuery,
      response: { 200: Envelope(PlayersCompare), ...errorResponses },
    },
    handler: async (request) => {
      const { id1, id2 } = request.query;
      const lang = request.language;
      if (id1 === id2) throw fail(400, 'sameIds');
      const nowMs = clock.now();
      const first = await loadPlayer(app.db, id1, lang, nowMs);
      const second = await loadPlayer(app.db, id2, lang, nowMs);
      return ok(request, { players: [{ player: first.profile, season: first.season }, { player: second.profile, season: second.season }] as [never, never] });
    },
  });
};
