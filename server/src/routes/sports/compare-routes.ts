/** Compare two teams (form, record, position, head-to-head) or two players (profile and season numbers) side by side. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { clock, DEFAULT_TIMEZONE } from '../../clock.ts';
import { loadPlayer, loadTeam, standingOf, teamMatches } from './entity-routes.ts';
import { areaError } from './messages.ts';
import { CompareQuery, HeadToHead, PlayerProfile, SeasonStats, TeamProfile, TeamRecord } from './schemas.ts';
import { headToHead, recordOf, seasonResults } from './season-stats.ts';

const PREFIX = '/live/api/football/compare';

const TeamSide = Type.Object({
  team: TeamProfile,
  form: Type.Array(Type.String()),
  record: TeamRecord,
  standing: Type.Union([Type.Object({ leagueId: Type.Integer(), position: Type.Integer(), points: Type.Integer() }), Type.Null()]),
});

export const compareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(`${PREFIX}/teams`, {
    schema: {
      tags: ['sports'],
      summary: 'Two teams side by side: form, season record, league position and head-to-head (id1 first)',
      headers: ApiHeaders,
      querystring: CompareQuery,
      response: { 200: Envelope(Type.Object({ teams: Type.Tuple([TeamSide, TeamSide]), h2h: HeadToHead })), ...errorResponses },
    },
    handler: async (request) => {
      const { id1, id2 } = request.query;
      const lang = request.language;
      if (id1 === id2) throw areaError(400, lang, 'sameIds');
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
      response: { 200: Envelope(Type.Object({ players: Type.Tuple([Type.Object({ player: PlayerProfile, season: SeasonStats }), Type.Object({ player: PlayerProfile, season: SeasonStats })]) })), ...errorResponses },
    },
    handler: async (request) => {
      const { id1, id2 } = request.query;
      const lang = request.language;
      if (id1 === id2) throw areaError(400, lang, 'sameIds');
      const nowMs = clock.now();
      const first = await loadPlayer(app.db, id1, lang, nowMs);
      const second = await loadPlayer(app.db, id2, lang, nowMs);
      return ok(request, { players: [{ player: first.profile, season: first.season }, { player: second.profile, season: second.season }] as [never, never] });
    },
  });
};
