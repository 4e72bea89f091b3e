/**
 * The /khuyen-mai pages' heads. The list keeps its route's name and intro,
 * and its first page is preloaded as the SPA asks it; a promotion is named by its title, described
 * by its summary and reward in the page's language and the visitor's currency, pictured by its banner,
 * and canonical at /khuyen-mai/{slug}. An unknown slug is a 404. The detail answers a member's own
 * standing, so for a visitor who may be a member it is read from the database and not preloaded.
 */
import { CURRENCIES, type Currency } from '../../../../contracts/content-values.ts';
import { callUrl, fillPath } from '../../../../contracts/endpoints/define.ts';
import * as promotions from '../../../../contracts/endpoints/promotions.ts';
import { parsePromotionFilter, promotionListParams } from '../../../../contracts/promotion-filter.ts';
import type { PromotionDetail } from '../../../../contracts/schemas/content/promotions.ts';
import { clockDate } from '../../clock.ts';
import { promotionDetail } from '../../routes/promotions/data.ts';
import { currencyOf } from '../language.ts';
import { shortDescription } from '../head.ts';
import type { PageBuilder } from './types.ts';

export const PROMOTION_ROUTES = ['promotions', 'promotion'] as const;

/** The SPA's calls, asked exactly as it asks them (contracts/endpoints/promotions.ts). */
export const promotionDetailUrl = (slug: string) => fillPath(promotions.promotionDetail.path, { slug });
export function promotionListUrl(search: URLSearchParams): string {
  return callUrl(promotions.promotionList, { query: promotionListParams(parsePromotionFilter(search)) });
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const promotionsBuilder: PageBuilder = async (page) => {
  if (page.routeId === 'promotions') {
    await page.preload.call('GET', promotionListUrl(page.search));
    return {};
  }
  const slug = page.params.slug ?? '';
  let promotion: PromotionDetail | null;
  if (page.mayBeMember) {
    if (!SLUG.test(slug)) return { notFound: true };
    const kept = currencyOf(page.request).toUpperCase();
    const currency: Currency = CURRENCIES.find((c) => c === kept) ?? 'VND';
    promotion = await promotionDetail(page.request.server.db, slug, page.lang, currency, null, clockDate());
    if (!promotion) return { notFound: true };
  } else {
    const answer = await page.preload.call<PromotionDetail>('GET', promotionDetailUrl(slug));
    if (answer.status === 404 || answer.status === 400) return { notFound: true };
    promotion = answer.data;
    if (!promotion) return {};
  }
  return {
    name: promotion.title,
    description: shortDescription(`${promotion.summary} ${promotion.reward}.`, /[\t\n\r ]+/g),
    path: promotion.path,
    image: promotion.banner,
  };
};
