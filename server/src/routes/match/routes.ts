/** The match centre of /tran-dau/… (contracts/endpoints/match.ts): one match's header, line-ups, events, stats and odds. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { matchDetail } from '../../../../contracts/endpoints/match.ts';
import { clock } from '../../clock.ts';
import { serve } from '../endpoint-route.ts';
import { fail } from '../sports/messages.ts';
import { matchCentreJson } from './match-centre.ts';

export const matchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, matchDetail, async (request, reply) => {
    const { staticId, leagueId } = request.query;
    const json = await matchCentreJson(app.db, app.chat.audience, staticId, leagueId, request.language, clock.now(), (detail) => ok(request, detail));
    if (json === null) throw fail(404, 'fixtureNotFound', { id: staticId });
    // Already serialized from the schema's shape: sent as it is.
    return reply.type('application/json; charset=utf-8').send(json as never);
  });
};
