/** Promotions: campaigns filtered by active/upcoming/ended, and one campaign by slug. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { promotions } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import type { Currency, PromotionStatus } from '../../../../contracts/content-values.ts';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import { SlugParams } from '../../../../contracts/schemas/content/common.ts';
import { PromotionDetail, PromotionItem, PromotionListQuery } from '../../../../contracts/schemas/content/promotions.ts';
import { convertVnd, currencyOf, lines, offset, page, paragraphs } from './content-common.ts';
import { fail } from './messages.ts';
import { clockDate } from '../../clock.ts';
import { sqlNow } from '../../db/now.ts';

const tags = ['content'];

/** Where a promotion stands at `now`. */
const statusWhere: Record<PromotionStatus, (now: Date) => SQL> = {
  active: (now) => and(lte(promotions.startsAt, now), gt(promotions.endsAt, now))!,
  upcoming: (now) => gt(promotions.startsAt, now),
  ended: (now) => lte(promotions.endsAt, now),
};

/** Active ones first (ending soonest first), then upcoming (starting soonest), then ended (latest first). */
const order = (now: SQL) => [
  asc(sql`case when ${promotions.startsAt} > ${now} then 1 when ${promotions.endsAt} <= ${now} then 2 else 0 end`),
  asc(sql`case when ${promotions.startsAt} > ${now} then extract(epoch from ${promotions.startsAt})
               when ${promotions.endsAt} <= ${now} then -extract(epoch from ${promotions.endsAt})
               else extract(epoch from ${promotions.endsAt}) end`),
  asc(promotions.id),
];

function statusOf(row: typeof promotions.$inferSelect, at: Date): PromotionStatus {
  if (row.startsAt > at) return 'upcoming';
  return row.endsAt <= at ? 'ended' : 'active';
}

function toItem(row: typeof promotions.$inferSelect, lang: Language, currency: Currency, at: Date): PromotionItem {
  return {
    id: row.id,
    slug: row.slug,
    title: localize(row.title, lang),
    summary: localize(row.summary, lang),
    banner: row.banner,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: statusOf(row, at),
    reward: localize(row.reward, lang),
    rewardAmount: convertVnd(row.rewardAmountVnd, currency),
    currency,
    path: `/khuyen-mai/${row.slug}`,
  };
}

export const promotionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/promotion/list', {
    schema: {
      tags,
      summary: 'A page of promotions; status filters active, upcoming or ended ones',
      headers: ApiHeaders,
      querystring: PromotionListQuery,
      response: { 200: Envelope(Page(PromotionItem)), ...errorResponses },
    },
    handler: async (request) => {
      const { status, pageSize } = request.query;
      const at = clockDate();
      const where = status ? statusWhere[status](at) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        app.db.select().from(promotions).where(where).orderBy(...order(sqlNow(at))).limit(pageSize).offset(offset(request.query)),
        app.db.select({ total: count() }).from(promotions).where(where),
      ]);
      const currency = currencyOf(request);
      return ok(request, page(rows.map((row) => toItem(row, request.language, currency, at)), totalRow?.total ?? 0, request.query));
    },
  });

  app.get('/other/api/promotion/detail/:slug', {
    schema: {
      tags,
      summary: 'One promotion with its body and terms',
      headers: ApiHeaders,
      params: SlugParams,
      response: { 200: Envelope(PromotionDetail), ...errorResponses },
    },
    handler: async (request) => {
      const [row] = await app.db.select().from(promotions).where(eq(promotions.slug, request.params.slug));
      if (!row) throw fail(404, 'promotionNotFound', { value: request.params.slug });
      const lang = request.language;
      return ok(request, {
        ...toItem(row, lang, currencyOf(request), clockDate()),
        body: paragraphs(localize(row.body, lang)),
        terms: lines(localize(row.terms, lang)),
      });
    },
  });
};
