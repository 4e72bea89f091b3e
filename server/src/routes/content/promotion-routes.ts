/** Promotions: campaigns filtered by status and category, one campaign by slug, and a member's enrolment. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import { SlugParams } from '../../../../contracts/schemas/content/common.ts';
import { EnrolBody, Enrolment, PromotionDetail, PromotionItem, PromotionListQuery } from '../../../../contracts/schemas/content/promotions.ts';
import { currencyOf, memberId, viewerId } from './content-common.ts';
import { fail } from './messages.ts';
import { clockDate } from '../../clock.ts';
import { enrol, promotionDetail, promotionList } from './promotion-data.ts';

const tags = ['content'];

export const promotionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/promotion/list', {
    schema: {
      tags,
      summary: 'A page of promotions; status filters active, upcoming or ended ones, category one category',
      headers: ApiHeaders,
      querystring: PromotionListQuery,
      response: { 200: Envelope(Page(PromotionItem)), ...errorResponses },
    },
    handler: async (request) => ok(request, await promotionList(app.db, request.query, request.language, currencyOf(request), clockDate())),
  });

  app.get('/other/api/promotion/detail/:slug', {
    schema: {
      tags,
      summary: 'One promotion with its body, terms and eligibility, and the signed-in member’s enrolment',
      headers: ApiHeaders,
      params: SlugParams,
      response: { 200: Envelope(PromotionDetail), ...errorResponses },
    },
    handler: async (request) => {
      const detail = await promotionDetail(app.db, request.params.slug, request.language, currencyOf(request), viewerId(request), clockDate());
      if (!detail) throw fail(404, 'promotionNotFound', { value: request.params.slug });
      return ok(request, detail);
    },
  });

  app.post('/other/api/promotion/enrol', {
    preHandler: app.requireMember,
    schema: {
      tags,
      summary:
        'Enrols the member in (or claims) a promotion with an action, once: 409 when it has none, has not started, has ended or was already taken; 403 when not eligible',
      headers: ApiHeaders,
      security: [{ token: [] }],
      body: EnrolBody,
      response: { 200: Envelope(Enrolment), ...errorResponses },
    },
    handler: async (request) => ok(request, await enrol(app.db, request.body.slug, memberId(request), clockDate())),
  });
};
