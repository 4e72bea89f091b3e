/**
 * The first calls of the home page and of the match hub (/thong-tin), with their sizes: the SPA
 * asks them (api/home.ts) and the server writes their answers into the page (preloaded answers,
 * server/src/pages/builders/home.ts). Both build them here, so they are the same call.
 * Isomorphic: no DOM, no Node API.
 */

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

export const FEATURE_MATCH_PATH = '/live/api/schedule/feature-match';
export const BANNER_LIST_PATH = '/other/api/banner/list';

/** The banners the home page shows: the top position's, in their order. */
export const HOME_BANNER_POSITION = 'home-top';

export const homeBanners = <B extends { position: string }>(list: readonly B[]): B[] => list.filter((b) => b.position === HOME_BANNER_POSITION);
export const DAY_BOARD_PATH = '/live/api/football/day';
export const TOP_TIPSTERS_PATH = '/other/api/schedule-tips/v2/top-rating';

/** The query of one day board (GET /live/api/football/day). */
export function dayBoardQuery(kind: HomeBoardKind, date: string, timezone: string, sport: BoardSport): Record<string, string> {
  return { kind, date, timezone, sport };
}

export const featureMatchQuery = (): Record<string, string> => ({ pageSize: String(HOME_FEATURE_PAGE_SIZE) });
export const topTipstersQuery = (): Record<string, string> => ({ pageNum: '1', pageSize: String(HOME_TIPSTERS_PAGE_SIZE) });

const withQuery = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};

/** The home page's calls on first load, as paths with their query: live strip, banners, today's football, the tipsters. */
export function homeCalls(date: string, timezone: string): string[] {
  return [
    withQuery(FEATURE_MATCH_PATH, featureMatchQuery()),
    BANNER_LIST_PATH,
    ...HOME_BOARD_KINDS.map((kind) => withQuery(DAY_BOARD_PATH, dayBoardQuery(kind, date, timezone, 'football'))),
    withQuery(TOP_TIPSTERS_PATH, topTipstersQuery()),
  ];
}

/** The match hub's calls: today's fixtures and results of every sport. */
export function matchHubCalls(date: string, timezone: string): string[] {
  return BOARD_SPORTS.flatMap((sport) => HOME_BOARD_KINDS.map((kind) => withQuery(DAY_BOARD_PATH, dayBoardQuery(kind, date, timezone, sport))));
}
