/**
 * The first call of the short-video feeds that every visitor sees alike (/video-ngan, explore; its
 * trending tab): the SPA's feed machine asks it (machines/short-videos) and the server reads its
 * first clip for the page's first paint (server/src/pages/builders/shorts.ts). Both build it here,
 * so it is the same call. Isomorphic: no DOM, no Node API.
 */
import type { RouteId } from './route-table';
import type { ShortTab } from './content-values';
import { callUrl } from './endpoints/define';
import { shortList } from './endpoints/short-videos';

/** Clips a vertical feed asks for at a time. */
export const SHORT_FEED_PAGE_SIZE = 10;

/** The feed routes of the list's tabs (explore, trending). */
export const SHORT_FEED_TABS: Partial<Record<RouteId, ShortTab>> = { shorts: 'kham-pha', shortsTrending: 'xu-huong' };

/** The first page of a tab's feed, as a path with its query. */
export const firstFeedPageUrl = (tab: ShortTab) => callUrl(shortList, { query: { tab, pageNum: 1, pageSize: SHORT_FEED_PAGE_SIZE } });
