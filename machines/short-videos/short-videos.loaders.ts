/**
 * The data of the short-video pages (machines/loader): the categories, one clip by its slug, a
 * creator's profile with their clips, and the grids of explore and saved a page at a time; the
 * vertical feeds are feed machines (feed.machine.ts) over the same calls.
 */
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';
import { createFeed, FEED_PAGE_SIZE, type FeedMachine } from './feed.machine';
import { fetchCreatorPage, fetchShort, fetchShortCategories, fetchShortFeed, type ShortFeedKind } from '../../api/short-videos';
import type { ShortItem } from '../../contracts/schemas/content/shorts';

export const shortCategoriesLoader = createLoader((_: null, signal: AbortSignal) => fetchShortCategories(signal), { isEmpty: (list) => list.length === 0 });

export const shortLoader = createLoader((input: { slug: string }, signal: AbortSignal) => fetchShort(input.slug, signal));

/** Clips a profile shows at once (a creator has a few dozen at most). */
export const PROFILE_PAGE_SIZE = 60;
export const creatorLoader = createLoader((input: { id: number }, signal: AbortSignal) =>
  fetchCreatorPage({ id: input.id, pageNum: 1, pageSize: PROFILE_PAGE_SIZE }, signal),
);

/** Clips a grid page shows (explore, saved). */
export const GRID_PAGE_SIZE = 18;
export function shortGridList(feed: ShortFeedKind, category?: string): PagedList<ShortItem> {
  return createPagedList((pageNum, signal) => fetchShortFeed({ feed, pageNum, pageSize: GRID_PAGE_SIZE, category }, signal));
}

/** A vertical feed of one kind (and category); `first` leads it (a clip opened by its address). */
export function shortFeed(feed: ShortFeedKind, category?: string): FeedMachine {
  return createFeed((pageNum, signal) => fetchShortFeed({ feed, pageNum, pageSize: FEED_PAGE_SIZE, category }, signal));
}
