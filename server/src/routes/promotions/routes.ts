/** Promotions (contracts/endpoints/promotions.ts): campaigns filtered by status and category, one campaign by slug, and a member's enrolment. */
import type { FastifyInstance } from 'fastify';
import * as promotions from '../../../../contracts/endpoints/promotions.ts';
import { ok } from '../../plugins/envelope.ts';
import { clockDate } from '../../clock.ts';
import { serve } from '../endpoint-route.ts';
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
}
