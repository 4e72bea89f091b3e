/**
 * The filter of /khuyen-mai in its address: `?loai=<category>` and `?trang-thai=<status>` (Vietnamese
 * slugs). The SPA reads and writes it; the server reads it to preload the list the page asks first.
 * An unknown value is no filter.
 */
import { PROMOTION_CATEGORIES, type PromotionCategory, type PromotionStatus } from './content-values';
import type { PromotionListQuery } from './schemas/content/promotions';

/** A page of the list holds this many promotions. */
export const PROMOTIONS_PAGE_SIZE = 12;

export const PROMOTION_STATUS_SLUGS: Readonly<Record<PromotionStatus, string>> = {
  active: 'dang-dien-ra',
  upcoming: 'sap-dien-ra',
  ended: 'da-ket-thuc',
};

export interface PromotionFilter {
  category: PromotionCategory | null;
  status: PromotionStatus | null;
}

export function parsePromotionFilter(search: string | URLSearchParams): PromotionFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const category = params.get('loai');
  const status = params.get('trang-thai');
  return {
    category: PROMOTION_CATEGORIES.find((c) => c === category) ?? null,
    status: (Object.keys(PROMOTION_STATUS_SLUGS) as PromotionStatus[]).find((s) => PROMOTION_STATUS_SLUGS[s] === status) ?? null,
  };
}

/** The query of a filter ('' for none), categories first: `?loai=the-thao&trang-thai=dang-dien-ra`. */
export function promotionFilterSearch(filter: PromotionFilter): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('loai', filter.category);
  if (filter.status) params.set('trang-thai', PROMOTION_STATUS_SLUGS[filter.status]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list call's query for a page of a filter (the first by default), as the SPA asks it. */
export function promotionListParams(filter: PromotionFilter, pageNum = 1): PromotionListQuery {
  return {
    pageNum,
    pageSize: PROMOTIONS_PAGE_SIZE,
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}
