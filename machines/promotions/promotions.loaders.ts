/**
 * The data of /khuyen-mai (machines/loader), from the promotions' endpoints
 * (contracts/endpoints/promotions.ts): a page of promotions of a filter, and one promotion.
 */
import { call } from '../../api/call';
import * as promotions from '../../contracts/endpoints/promotions';
import { promotionListParams, type PromotionFilter } from '../../contracts/promotion-filter';
import type { PromotionItem } from '../../contracts/schemas/content/promotions';
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';

/** The promotions of a category and status (or all), a page at a time. */
export function promotionList(filter: PromotionFilter): PagedList<PromotionItem> {
  return createPagedList((pageNum, signal) => call(promotions.promotionList, { query: promotionListParams(filter, pageNum) }, signal));
}

/** One promotion (`{ params: { slug } }`) with its terms and, for a member, whether they enrolled. */
export const promotionLoader = createLoader(promotions.promotionDetail);

/** A score-prediction campaign's matches (`{ params: { slug } }`), with the member's predictions and the results. */
export const scorePredictionsLoader = createLoader(promotions.scorePredictions);
