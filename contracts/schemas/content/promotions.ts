/** Promotions: GET /other/api/promotion/list and /other/api/promotion/detail/:slug. */
import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES, PROMOTION_STATUSES } from '../../content-values.ts';
import { PageQuery, StringEnum } from '../common.ts';

export const PromotionItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  banner: Type.String({ description: '/media/promo/<id>.svg' }),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  status: StringEnum(PROMOTION_STATUSES),
  reward: Type.String(),
  rewardAmount: Type.Number({ description: 'The reward’s value in `currency` (0 when it is not money).' }),
  currency: StringEnum(CURRENCIES),
  path: Type.String({ description: 'The page: /khuyen-mai/{slug}.' }),
});
export type PromotionItem = Static<typeof PromotionItem>;

export const PromotionDetail = Type.Composite([
  PromotionItem,
  Type.Object({ body: Type.Array(Type.String(), { description: 'Paragraphs.' }), terms: Type.Array(Type.String()) }),
]);
export type PromotionDetail = Static<typeof PromotionDetail>;

export const PromotionListQuery = Type.Composite([PageQuery(), Type.Object({ status: Type.Optional(StringEnum(PROMOTION_STATUSES)) })]);
export type PromotionListQuery = Static<typeof PromotionListQuery>;
