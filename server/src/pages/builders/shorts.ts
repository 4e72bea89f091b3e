/**
 * The short-video feeds every visitor sees alike (/video-ngan and its trending tab): their first page
 * as the SPA's feed asks it (contracts/short-feeds.ts), preloaded, and its first clip's poster for
 * the page's first paint. The clips carry a member's marks (liked, saved): a visitor who may be a
 * member gets the poster (the same first clip for everyone) but not the answer.
 */
import { firstFeedPageUrl, SHORT_FEED_TABS } from '../../../../contracts/short-feeds.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { ShortItem } from '../../../../contracts/schemas/content/shorts.ts';
import type { RouteId } from '../../../../contracts/route-table.ts';
import { routeName } from '../messages.ts';
import type { PageBuilder } from './types.ts';

export const SHORT_FEED_ROUTES = Object.keys(SHORT_FEED_TABS) as RouteId[];

export const shortFeedBuilder: PageBuilder = async (page) => {
  const tab = SHORT_FEED_TABS[page.routeId];
  if (!tab) return {};
  const url = firstFeedPageUrl(tab);
  const answer = page.mayBeMember ? await page.preload.ask<Page<ShortItem>>('GET', url) : await page.preload.call<Page<ShortItem>>('GET', url);
  const first = answer.data?.list[0];
  // The feed's heading is the page's name (a screen-reader h1, as the SPA writes it).
  return first ? { firstPoster: { poster: first.thumbnail, title: routeName(page.lang, page.routeId) } } : {};
};
