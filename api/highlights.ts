/**
 * The highlights' calls (docs/api/content.md "Highlights"), typed by contracts/schemas/content/highlights.ts:
 * the sports with their leagues, a page of highlights (by sport, league, keyword; newest or most
 * viewed) and one highlight with its match and related clips (which counts a view). Each answers
 * its data or rejects with an ApiFailure.
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { CategoryList } from '../contracts/schemas/content/common';
import type { HighlightDetail, HighlightItem } from '../contracts/schemas/content/highlights';
import type { HighlightSort } from '../contracts/content-values';

const PREFIX = 'other/api/highlight';

export interface HighlightListInput {
  category?: string;
  type?: string;
  sort: HighlightSort;
  pageNum: number;
  pageSize: number;
}

/** Only the parameters that are set (ky would send "undefined"). */
function defined(params: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== ''));
}

export const fetchHighlightCategories = (signal?: AbortSignal): Promise<CategoryList> =>
  unwrap(api.get(`${PREFIX}/categories`, { signal }).json<Envelope<CategoryList>>());

export const fetchHighlights = (input: HighlightListInput, signal?: AbortSignal): Promise<Page<HighlightItem>> =>
  unwrap(api.get(`${PREFIX}/list`, { searchParams: defined({ ...input }), signal }).json<Envelope<Page<HighlightItem>>>());

export const fetchHighlight = (slug: string, signal?: AbortSignal): Promise<HighlightDetail> =>
  unwrap(api.get(`${PREFIX}/detail/${encodeURIComponent(slug)}`, { signal }).json<Envelope<HighlightDetail>>());
