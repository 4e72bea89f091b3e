/** Promotions: campaigns filtered by active/upcoming/ended, and one campaign by slug. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, count, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { promotions } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page, PageQuery } from '../../../../contracts/schemas/common.ts';
import { convertVnd, currencyOf, fail, lines, offset, page, paragraphs, Slug, StringEnum, VND_PER_UNIT, type Currency } from './content-common.ts';
import { clockDate } from '../../clock.ts';
import { sqlNow } from '../../db/now.ts';

const tags = ['content'];
const STATUSES = ['active', 'upcoming', 'ended'] as const;
type Status = (typeof STATUSES)[number];

const PromotionItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  banner: Type.String({ description: '/media/promo/<id>.svg' }),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  status: StringEnum(STATUSES),
  reward: Type.String(),
  rewardAmount: Type.Number({ description: 'The reward’s value in `currency` (0 when it is not money).' }),
  currency: StringEnum(Object.keys(VND_PER_UNIT) as (keyof typeof VND_PER_UNIT)[]),
  path: Type.String({ description: 'The page: /khuyen-mai/{slug}.' }),
});

const PromotionDetail = Type.Composite([
  PromotionItem,
  Type.Object({ body: Type.Array(Type.String(), { description: 'Paragraphs.' }), terms: Type.Array(Type.String()) }),
]);

/** Where a promotion stands at `now`. */
const statusWhere: Record<Status, (now: Date) => SQL> = {
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

function statusOf(row: typeof promotions.$inferSelect, at: Date): Status {
  if (row.startsAt > at) return 'upcoming';
  return row.endsAt <= at ? 'ended' : 'active';
}

function toItem(row: typeof promotions.$inferSelect, lang: Language, currency: Currency, at: Date) {
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
      querystring: Type.Composite([PageQuery(), Type.Object({ status: Type.Optional(StringEnum(STATUSES)) })]),
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
      params: Type.Object({ slug: Slug }),
      response: { 200: Envelope(PromotionDetail), ...errorResponses },
    },
    handler: async (request, reply) => {
      const [row] = await app.db.select().from(promotions).where(eq(promotions.slug, request.params.slug));
      if (!row) return fail(request, reply, 404, 'promotionNotFound', request.params.slug);
      const lang = request.language;
      return ok(request, {
        ...toItem(row, lang, currencyOf(request), clockDate()),
        body: paragraphs(localize(row.body, lang)),
        terms: lines(localize(row.terms, lang)),
      });
    },
  });
};
