/** The data of /khuyen-mai (machines/loader): a page of promotions of a filter, and one promotion. */
import { fetchPromotion, fetchPromotions } from '../../api/promotions';
import type { PromotionFilter } from '../../contracts/promotion-filter';
import type { PromotionItem } from '../../contracts/schemas/content/promotions';
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';

/** The promotions of a category and status (or all), a page at a time. */
export function promotionList(filter: PromotionFilter): PagedList<PromotionItem> {
  return createPagedList((pageNum, signal) => fetchPromotions({ ...filter, pageNum }, signal));
}

/** One promotion with its terms and, for a member, whether they enrolled. */
export const promotionLoader = createLoader((slug: string, signal: AbortSignal) => fetchPromotion(slug, signal));
