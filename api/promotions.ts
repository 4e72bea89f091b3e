/**
 * Promotions (docs/api/content.md "Promotions"): a page of campaigns by category and status, one
 * campaign with its terms and the member's standing, and enrolling in (or claiming) one. Typed by
 * contracts/schemas/content/promotions.ts; each call answers its data or rejects with an ApiFailure
 * (401 without a member, 403 not eligible, 404 unknown, 409 not open or already taken).
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { Enrolment, PromotionDetail, PromotionItem } from '../contracts/schemas/content/promotions';
import { promotionListParams, type PromotionFilter } from '../contracts/promotion-filter';

const BASE = 'other/api/promotion';

export const fetchPromotions = (input: PromotionFilter & { pageNum: number }, signal?: AbortSignal): Promise<Page<PromotionItem>> =>
  unwrap(api.get(`${BASE}/list`, { searchParams: promotionListParams(input, input.pageNum), signal }).json<Envelope<Page<PromotionItem>>>());

export const fetchPromotion = (slug: string, signal?: AbortSignal): Promise<PromotionDetail> =>
  unwrap(api.get(`${BASE}/detail/${encodeURIComponent(slug)}`, { signal }).json<Envelope<PromotionDetail>>());

export const enrolPromotion = (slug: string, signal?: AbortSignal): Promise<Enrolment> =>
  unwrap(api.post(`${BASE}/enrol`, { json: { slug }, signal }).json<Envelope<Enrolment>>());
