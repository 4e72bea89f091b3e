/**
 * The data of the short-video pages (machines/loader), from the short videos' endpoints
 * (contracts/endpoints/short-videos.ts): the categories, one clip by its slug (`{ params: { slug } }`),
 * a creator's profile with their clips, and the grids of explore and saved a page at a time; the
 * vertical feeds are feed machines (feed.machine.ts) over the same calls.
 */
import { call } from '../../api/call';
import * as shorts from '../../contracts/endpoints/short-videos';
import type { Page } from '../../contracts/schemas/common';
import type { ShortItem } from '../../contracts/schemas/content/shorts';
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';
import { createFeed, FEED_PAGE_SIZE, type FeedMachine } from './feed.machine';

/** The feeds of the short-video tabs: explore (newest) and trending from the list, following and saved for a member. */
export type ShortFeedKind = 'kham-pha' | 'xu-huong' | 'theo-doi' | 'da-luu';

export const shortCategoriesLoader = createLoader(shorts.shortCategories, { isEmpty: (list) => list.length === 0 });

export const shortLoader = createLoader(shorts.shortDetail);

/** Clips a profile shows at once (a creator has a few dozen at most). */
export const PROFILE_PAGE_SIZE = 60;
export const creatorLoader = createLoader((input: { id: number }, signal: AbortSignal) =>
  call(shorts.shortCreator, { params: { id: input.id }, query: { pageNum: 1, pageSize: PROFILE_PAGE_SIZE } }, signal),
);

/** A page of a feed: explore and trending are tabs of the list (with a category), following and saved the member's own lists. */
function feedPage(feed: ShortFeedKind, pageNum: number, pageSize: number, category: string | undefined, signal: AbortSignal): Promise<Page<ShortItem>> {
  if (feed === 'theo-doi') return call(shorts.shortFollowing, { query: { pageNum, pageSize } }, signal);
  if (feed === 'da-luu') return call(shorts.shortSaved, { query: { pageNum, pageSize } }, signal);
  return call(shorts.shortList, { query: { tab: feed, pageNum, pageSize, category } }, signal);
}

/** Clips a grid page shows (explore, saved). */
export const GRID_PAGE_SIZE = 18;
export function shortGridList(feed: ShortFeedKind, category?: string): PagedList<ShortItem> {
  return createPagedList((pageNum, signal) => feedPage(feed, pageNum, GRID_PAGE_SIZE, category, signal));
}

/** A vertical feed of one kind (and category); `first` leads it (a clip opened by its address). */
export function shortFeed(feed: ShortFeedKind, category?: string): FeedMachine {
  return createFeed((pageNum, signal) => feedPage(feed, pageNum, FEED_PAGE_SIZE, category, signal));
}
