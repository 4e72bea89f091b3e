/** Promotions (contracts/endpoints/promotions.ts): campaigns filtered by status and category, one campaign by slug, a member's enrolment and score predictions. */
import type { FastifyInstance } from 'fastify';
import * as promotions from '../../../../contracts/endpoints/promotions.ts';
import { ok } from '../../plugins/envelope.ts';
import { clockDate } from '../../clock.ts';
import { endpointSchema, serve } from '../endpoint-route.ts';
import type { PredictionBody } from '../../../../contracts/schemas/content/promotions.ts';
import { predictionMatches, predictScore } from './predictions.ts';
import { PREDICTION_RATE } from '../../../../contracts/content-values.ts';
import { currencyOf, memberId, viewerId } from '../content/content-common.ts';
import { enrol, promotionDetail, promotionList } from './data.ts';
import { promotionFail } from './messages.ts';

export async function promotionRoutes(app: FastifyInstance): Promise<void> {
  serve(app, promotions.promotionList, async (request) =>
    ok(request, await promotionList(app.db, request.query, request.language, currencyOf(request), clockDate())),
  );

  serve(app, promotions.promotionDetail, async (request) => {
    const detail = await promotionDetail(app.db, request.params.slug, request.language, currencyOf(request), viewerId(request), clockDate());
    if (!detail) throw promotionFail(404, 'promotionNotFound', { value: request.params.slug });
    return ok(request, detail);
  });

  serve(app, promotions.promotionEnrol, async (request) => ok(request, await enrol(app.db, request.body.slug, memberId(request), clockDate())));

  serve(app, promotions.scorePredictions, async (request) =>
    ok(request, await predictionMatches(app.db, request.params.slug, request.language, viewerId(request), clockDate())),
  );

  // Its own registration: predictions count in a bucket of their own, per member (the auth hook runs before the limit's).
  app.post<{ Body: PredictionBody }>(promotions.predictScore.path, {
    schema: endpointSchema(promotions.predictScore),
    config: {
      rateLimit: {
        ...PREDICTION_RATE,
        keyGenerator: (request) => `score-prediction:${memberId(request)}`,
        errorResponseBuilder: () => promotionFail(429, 'tooManyPredictions'),
      },
    },
    preHandler: app.requireMember,
    handler: async (request) => ok(request, await predictScore(app.db, request.body, memberId(request), clockDate())),
  });
}
