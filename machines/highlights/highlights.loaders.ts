/**
 * The data of the /highlight pages (machines/loader), from the highlights' endpoints
 * (contracts/endpoints/highlights.ts): the sports with their leagues, a paged list
 * made for one query (a view mounts one per query, keyed by it), and one highlight by slug.
 */
import { call } from '../../api/call';
import * as highlights from '../../contracts/endpoints/highlights';
import type { HighlightSort } from '../../contracts/content-values';
import type { HighlightItem } from '../../contracts/schemas/content/highlights';
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';

export const HIGHLIGHTS_PAGE_SIZE = 12;

/** The sports (categories) with their leagues (types): the tabs and the page titles. */
export const highlightCategoriesLoader = createLoader(highlights.highlightCategories, { isEmpty: (list) => list.length === 0 });

/** One highlight with its match and related clips (/highlight/:category/:type/:slug). */
export const highlightLoader = createLoader(highlights.highlightDetail);

export interface HighlightQuery {
  category?: string;
  type?: string;
  sort: HighlightSort;
}

/** A stable key of a query: a view keys its list component by it, so a new query is a new list. */
export const highlightQueryKey = (q: HighlightQuery): string => `${q.category ?? ''}/${q.type ?? ''}/${q.sort}`;

/** The highlights of a query, a page at a time. */
export function highlightList(query: HighlightQuery): PagedList<HighlightItem> {
  return createPagedList((pageNum, signal) => call(highlights.highlightList, { query: { ...query, pageNum, pageSize: HIGHLIGHTS_PAGE_SIZE } }, signal));
}
