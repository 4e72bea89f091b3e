/**
 * The first calls of the home page and of the match hub (/thong-tin), with their sizes: the SPA
 * asks them (machines/home, machines/match-info) and the server writes their answers into the page
 * (preloaded answers, server/src/pages/builders/home.ts). Both build them here from the endpoints'
 * paths (contracts/endpoints/home.ts, football.ts, tips.ts), so they are the same call.
 * Isomorphic: no DOM, no Node API.
 */
import { callUrl } from './endpoints/define';
import { dayBoard } from './endpoints/football';
import { bannerList, featureMatches } from './endpoints/home';
import { topTipsters } from './endpoints/tips';

/** Featured matches on the home page's live strip. */
export const HOME_FEATURE_PAGE_SIZE = 8;
/** Tipsters in the home page's ranking. */
export const HOME_TIPSTERS_PAGE_SIZE = 5;
/** The sports of the day boards, in the order pages show them. */
export const BOARD_SPORTS = ['football', 'basketball', 'esport'] as const;
export type BoardSport = (typeof BOARD_SPORTS)[number];
/** The kinds of day board the home page and the hub read: still to play or in play, and finished. */
export const HOME_BOARD_KINDS = ['fixtures', 'results'] as const;
export type HomeBoardKind = (typeof HOME_BOARD_KINDS)[number];

/** The banners the home page shows: the top position's, in their order. */
export const HOME_BANNER_POSITION = 'home-top';

export const homeBanners = <B extends { position: string }>(list: readonly B[]): B[] => list.filter((b) => b.position === HOME_BANNER_POSITION);

/** The query of one day board (GET /live/api/football/day). */
export function dayBoardQuery(kind: HomeBoardKind, date: string, timezone: string, sport: BoardSport) {
  return { kind, date, timezone, sport };
}

/** The live strip's query: its size, the page left to the server's default (the first). */
export const featureMatchQuery = () => ({ pageSize: HOME_FEATURE_PAGE_SIZE });
export const topTipstersQuery = () => ({ pageNum: 1, pageSize: HOME_TIPSTERS_PAGE_SIZE });


/** The home page's calls on first load, as paths with their query: live strip, banners, today's football, the tipsters. */
export function homeCalls(date: string, timezone: string): string[] {
  return [
    callUrl(featureMatches, { query: featureMatchQuery() }),
    bannerList.path,
    ...HOME_BOARD_KINDS.map((kind) => callUrl(dayBoard, { query: dayBoardQuery(kind, date, timezone, 'football') })),
    callUrl(topTipsters, { query: topTipstersQuery() }),
  ];
}

/** The match hub's calls: today's fixtures and results of every sport. */
export function matchHubCalls(date: string, timezone: string): string[] {
  return BOARD_SPORTS.flatMap((sport) => HOME_BOARD_KINDS.map((kind) => callUrl(dayBoard, { query: dayBoardQuery(kind, date, timezone, sport) })));
}
