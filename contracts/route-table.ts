/**
 * The one route table of SPEC §2: id, pattern, layout, page module and parameter rules.
 * Shared by the SPA router and its page loader, the typed link builder, the server's route-aware
 * 404 and the build's route chunks (scripts/route-chunks.ts).
 * Order matters: the first route whose fixed segments match claims the path and its
 * parameter rules decide (a failed rule is a 404), so static segments come first.
 */

import { TIP_CATEGORY_SLUGS, TIP_TYPE_SLUGS } from './constants.ts';

export type Layout = 'default' | 'liveroom';

/** A parameter rule: a slug, a numeric id, or one of a fixed set of values. */
export type ParamRule = 'slug' | 'id' | 'roomSlug' | 'matchSlug' | readonly string[];

export interface RouteDef {
  readonly id: string;
  readonly pattern: string;
  readonly layout: Layout;
  /**
   * The route's page module as '<feature>/<name>': src/features/<feature>/pages/<name>-page.tsx
   * (`pageModule`; src/app/routes.ts loads it lazily, scripts/route-chunks.ts finds its chunk).
   * Routes that are tabs or filters of one page name the same module.
   */
  readonly page: `${string}/${string}`;
  /** The route shown before this one in the breadcrumb. */
  readonly parent?: string;
  /** Rules for parameters that are not plain slugs. */
  readonly params?: Readonly<Record<string, ParamRule>>;
}

/** The /tip-keo/:category and /:type segments (constants.ts): any other is a 404. */
const TIP_CATEGORIES = Object.keys(TIP_CATEGORY_SLUGS);
const TIP_TYPES = Object.keys(TIP_TYPE_SLUGS);

export const ACCOUNT_SECTIONS = ['ho-so', 'cap-do', 'thong-bao', 'lich-dat', 'ban-be', 'bao-mat'] as const;

const d = 'default' as const;
const live = 'liveroom' as const;

export const routeTable = [
  { id: 'home', pattern: '/', layout: d, page: 'home/home' },
  { id: 'menu', pattern: '/menu', layout: d, page: 'home/menu', parent: 'home' },
  { id: 'matchInfo', pattern: '/thong-tin', layout: d, page: 'match-info/match-info', parent: 'home' },
  { id: 'matchInfoAlt', pattern: '/thong-tin-tran-dau', layout: d, page: 'match-info/match-info', parent: 'home' },

  { id: 'games', pattern: '/game', layout: d, page: 'games/games', parent: 'home' },
  { id: 'gamesHot', pattern: '/game/game-hot', layout: d, page: 'games/games', parent: 'games' },
  { id: 'gamesNew', pattern: '/game/game-moi', layout: d, page: 'games/games', parent: 'games' },
  { id: 'gamesTop', pattern: '/game/game-top', layout: d, page: 'games/games', parent: 'games' },
  { id: 'gamesTrending', pattern: '/game/xu-huong', layout: d, page: 'games/games', parent: 'games' },
  { id: 'gamesAll', pattern: '/game/game-all', layout: d, page: 'games/games', parent: 'games' },
  { id: 'gamePlay', pattern: '/game/choi-game/:game/:id', layout: d, page: 'games/game-play', parent: 'games', params: { id: 'id' } },

  { id: 'tv', pattern: '/tivi', layout: d, page: 'tv/tv', parent: 'home' },
  { id: 'tvNation', pattern: '/tivi/:nation', layout: d, page: 'tv/tv-nation', parent: 'tv' },
  { id: 'tvChannel', pattern: '/tivi/:nation/:channel', layout: d, page: 'tv/tv-channel', parent: 'tv' },

  { id: 'music', pattern: '/am-nhac', layout: d, page: 'music/music', parent: 'home' },
  { id: 'musicMood', pattern: '/am-nhac/mood', layout: d, page: 'music/music', parent: 'music' },
  { id: 'musicAll', pattern: '/am-nhac/tat-ca', layout: d, page: 'music/music', parent: 'music' },
  { id: 'musicNew', pattern: '/am-nhac/moi-phat-hanh', layout: d, page: 'music/music', parent: 'music' },
  { id: 'musicMine', pattern: '/am-nhac/nhac-cua-toi', layout: d, page: 'music/music', parent: 'music' },
  { id: 'musicMyPlaylists', pattern: '/am-nhac/play-list-cua-toi', layout: d, page: 'music/music', parent: 'music' },
  { id: 'musicAlbum', pattern: '/am-nhac/album/:name/:id', layout: d, page: 'music/music-album', parent: 'music', params: { id: 'id' } },
  { id: 'musicSong', pattern: '/am-nhac/bai-hat/:name/:id', layout: d, page: 'music/music-song', parent: 'music', params: { id: 'id' } },
  { id: 'musicArtist', pattern: '/am-nhac/:artist', layout: d, page: 'music/music-artist', parent: 'music' },

  { id: 'films', pattern: '/phim-anh', layout: d, page: 'films/films', parent: 'home' },
  { id: 'filmsMovies', pattern: '/phim-anh/phim', layout: d, page: 'films/films', parent: 'films' },
  { id: 'filmsTvShows', pattern: '/phim-anh/tv-show', layout: d, page: 'films/films', parent: 'films' },
  { id: 'filmsRanking', pattern: '/phim-anh/xep-hang', layout: d, page: 'films/film-ranking', parent: 'films' },
  { id: 'filmWatch', pattern: '/phim-anh/xem-phim/:slug', layout: d, page: 'films/film-watch', parent: 'films' },

  { id: 'news', pattern: '/tin-tuc', layout: d, page: 'news/news', parent: 'home' },
  { id: 'newsCategory', pattern: '/tin-tuc/:category', layout: d, page: 'news/news', parent: 'news' },
  { id: 'newsType', pattern: '/tin-tuc/:category/:type', layout: d, page: 'news/news', parent: 'newsCategory' },
  { id: 'newsArticle', pattern: '/tin-tuc/:category/:type/:slug', layout: d, page: 'news/news-article', parent: 'newsType' },

  { id: 'tips', pattern: '/tip-keo', layout: d, page: 'tips/tips', parent: 'home' },
  { id: 'tipsMine', pattern: '/tip-keo/tip-cua-toi', layout: d, page: 'tips/tips', parent: 'tips' },
  { id: 'tipDetail', pattern: '/tip-keo/chi-tiet/:slug', layout: d, page: 'tips/tip-detail', parent: 'tips' },
  { id: 'tipsCategory', pattern: '/tip-keo/:category', layout: d, page: 'tips/tips', parent: 'tips', params: { category: TIP_CATEGORIES } },
  { id: 'tipsEvents', pattern: '/tip-keo/:category/su-kien', layout: d, page: 'tips/tips', parent: 'tipsCategory', params: { category: TIP_CATEGORIES } },
  { id: 'tipsType', pattern: '/tip-keo/:category/:type', layout: d, page: 'tips/tips', parent: 'tipsCategory', params: { category: TIP_CATEGORIES, type: TIP_TYPES } },
  { id: 'tipsMatch', pattern: '/tip-keo/:category/tran-dau/:id', layout: d, page: 'tips/tips-match', parent: 'tipsCategory', params: { category: TIP_CATEGORIES, id: 'id' } },
  { id: 'tipsArticle', pattern: '/tip-keo/:category/:type/:slug', layout: d, page: 'tips/tip-detail', parent: 'tipsType', params: { category: TIP_CATEGORIES, type: TIP_TYPES } },

  { id: 'community', pattern: '/bang-ton', layout: d, page: 'community/community', parent: 'home' },
  { id: 'communitySaved', pattern: '/bang-ton/da-luu', layout: d, page: 'community/community', parent: 'community' },
  { id: 'communitySearch', pattern: '/bang-ton/tim-kiem', layout: d, page: 'community/community', parent: 'community' },
  { id: 'communityGroups', pattern: '/bang-ton/nhom', layout: d, page: 'community/community', parent: 'community' },
  { id: 'communityGroup', pattern: '/bang-ton/nhom/:id', layout: d, page: 'community/community-group', parent: 'communityGroups', params: { id: 'id' } },
  { id: 'communityPlace', pattern: '/bang-ton/vi-tri/:id', layout: d, page: 'community/community-place', parent: 'community', params: { id: 'id' } },
  { id: 'communityFriends', pattern: '/bang-ton/ban-be', layout: d, page: 'community/community', parent: 'community' },
  { id: 'communityEvents', pattern: '/bang-ton/su-kien', layout: d, page: 'community/community', parent: 'community' },
  { id: 'communityEvent', pattern: '/bang-ton/su-kien/:id', layout: d, page: 'community/community-event', parent: 'communityEvents', params: { id: 'id' } },
  { id: 'communityPublic', pattern: '/bang-ton/cong-dong', layout: d, page: 'community/community', parent: 'community' },
  { id: 'communityRecent', pattern: '/bang-ton/hoat-dong-gan-day', layout: d, page: 'community/community', parent: 'community' },
  { id: 'communityProfile', pattern: '/bang-ton/trang-ca-nhan', layout: d, page: 'community/community', parent: 'community' },
  { id: 'communityUser', pattern: '/bang-ton/trang-ca-nhan/:userId', layout: d, page: 'community/community-user', parent: 'community', params: { userId: 'id' } },

  { id: 'chatroom', pattern: '/chatroom', layout: d, page: 'chatroom/chatroom', parent: 'home' },
  { id: 'chatroomExplore', pattern: '/chatroom/kham-pha', layout: d, page: 'chatroom/chatroom', parent: 'chatroom' },
  { id: 'chatroomFollowing', pattern: '/chatroom/theo-doi', layout: d, page: 'chatroom/chatroom', parent: 'chatroom' },

  { id: 'ssoGoogle', pattern: '/sso/ggcallback', layout: d, page: 'account/sso-google', parent: 'home' },

  { id: 'highlights', pattern: '/highlight', layout: d, page: 'highlights/highlights', parent: 'home' },
  { id: 'highlightCategory', pattern: '/highlight/:category', layout: d, page: 'highlights/highlights', parent: 'highlights' },
  { id: 'highlightType', pattern: '/highlight/:category/:type', layout: d, page: 'highlights/highlights', parent: 'highlightCategory' },
  { id: 'highlightVideo', pattern: '/highlight/:category/:type/:slug', layout: d, page: 'highlights/highlight-video', parent: 'highlightType' },

  { id: 'results', pattern: '/ket-qua/bong-da', layout: d, page: 'football/results', parent: 'home' },
  { id: 'odds', pattern: '/ty-le-keo/bong-da', layout: d, page: 'football/odds', parent: 'home' },
  { id: 'fixtures', pattern: '/lich-thi-dau/bong-da', layout: d, page: 'football/fixtures', parent: 'home' },

  { id: 'comparePlayers', pattern: '/so-sanh/cau-thu', layout: d, page: 'compare/compare', parent: 'home' },
  { id: 'compareTeams', pattern: '/so-sanh/doi-bong', layout: d, page: 'compare/compare', parent: 'home' },

  { id: 'promotions', pattern: '/khuyen-mai', layout: d, page: 'promotions/promotions', parent: 'home' },
  { id: 'promotion', pattern: '/khuyen-mai/:slug', layout: d, page: 'promotions/promotion', parent: 'promotions' },

  { id: 'account', pattern: '/tai-khoan/:slug', layout: d, page: 'account/account', parent: 'home', params: { slug: ACCOUNT_SECTIONS } },

  { id: 'shorts', pattern: '/video-ngan', layout: d, page: 'short-videos/shorts', parent: 'home' },
  { id: 'shortsSaved', pattern: '/video-ngan/da-luu', layout: d, page: 'short-videos/shorts', parent: 'shorts' },
  { id: 'shortsExplore', pattern: '/video-ngan/kham-pha', layout: d, page: 'short-videos/shorts', parent: 'shorts' },
  { id: 'shortsFollowing', pattern: '/video-ngan/theo-doi', layout: d, page: 'short-videos/shorts', parent: 'shorts' },
  { id: 'shortsTrending', pattern: '/video-ngan/xu-huong', layout: d, page: 'short-videos/shorts', parent: 'shorts' },
  { id: 'shortsProfile', pattern: '/video-ngan/trang-ca-nhan', layout: d, page: 'short-videos/shorts', parent: 'shorts' },
  { id: 'shortsCreate', pattern: '/video-ngan/trang-ca-nhan/tao-moi', layout: d, page: 'short-videos/shorts-create', parent: 'shortsProfile' },
  { id: 'shortsUser', pattern: '/video-ngan/trang-ca-nhan/:id', layout: d, page: 'short-videos/shorts-user', parent: 'shorts', params: { id: 'id' } },
  { id: 'shortsVideo', pattern: '/video-ngan/:category/:detail', layout: d, page: 'short-videos/shorts', parent: 'shorts' },

  { id: 'team', pattern: '/doi-bong/:team/:id', layout: d, page: 'entities/team', parent: 'home', params: { id: 'id' } },
  { id: 'player', pattern: '/cau-thu/:player/:id', layout: d, page: 'entities/player', parent: 'home', params: { id: 'id' } },
  { id: 'league', pattern: '/giai-dau/:league/:id', layout: d, page: 'entities/league', parent: 'home', params: { id: 'id' } },
  { id: 'venue', pattern: '/san-van-dong/:venue/:id', layout: d, page: 'entities/venue', parent: 'home', params: { id: 'id' } },
  { id: 'manager', pattern: '/quan-ly-doi-bong/:manager/:id', layout: d, page: 'entities/manager', parent: 'home', params: { id: 'id' } },
  { id: 'favouriteTeams', pattern: '/doi-bong-yeu-thich', layout: d, page: 'entities/favourite-teams', parent: 'home' },

  { id: 'schedule', pattern: '/lich-truc-tiep', layout: d, page: 'live/schedule', parent: 'home' },
  { id: 'scheduleAll', pattern: '/lich-truc-tiep/tat-ca', layout: d, page: 'live/schedule', parent: 'schedule' },
  { id: 'scheduleCasino', pattern: '/lich-truc-tiep/casino', layout: d, page: 'live/schedule', parent: 'schedule' },
  { id: 'scheduleEsport', pattern: '/lich-truc-tiep/esport', layout: d, page: 'live/schedule', parent: 'schedule' },
  { id: 'scheduleEsportGame', pattern: '/lich-truc-tiep/esport/:slug', layout: d, page: 'live/schedule', parent: 'scheduleEsport' },
  { id: 'scheduleMarble', pattern: '/lich-truc-tiep/tro-choi/dua-bi', layout: d, page: 'live/schedule', parent: 'schedule' },
  { id: 'scheduleBooked', pattern: '/lich-truc-tiep/dat-lich-cua-ban', layout: d, page: 'live/schedule', parent: 'schedule' },
  { id: 'scheduleFootball', pattern: '/lich-truc-tiep/the-thao/bong-da', layout: d, page: 'live/schedule', parent: 'schedule' },
  { id: 'scheduleBasketball', pattern: '/lich-truc-tiep/the-thao/bong-ro', layout: d, page: 'live/schedule', parent: 'schedule' },

  { id: 'roomCasino', pattern: '/truc-tiep/casino/:slug', layout: live, page: 'live/live-room', parent: 'scheduleCasino', params: { slug: 'roomSlug' } },
  { id: 'roomEsport', pattern: '/truc-tiep/esport/:slug', layout: live, page: 'live/live-room', parent: 'scheduleEsport', params: { slug: 'roomSlug' } },
  { id: 'roomMarble', pattern: '/truc-tiep/tro-choi/dua-bi/:slug', layout: live, page: 'live/live-room', parent: 'scheduleMarble', params: { slug: 'roomSlug' } },
  { id: 'roomFootball', pattern: '/truc-tiep/the-thao/bong-da/:slug', layout: live, page: 'live/live-room', parent: 'scheduleFootball', params: { slug: 'roomSlug' } },
  { id: 'roomBasketball', pattern: '/truc-tiep/the-thao/bong-ro/:slug', layout: live, page: 'live/live-room', parent: 'scheduleBasketball', params: { slug: 'roomSlug' } },
  { id: 'room', pattern: '/truc-tiep/:mode/:slug', layout: live, page: 'live/live-room', parent: 'schedule', params: { slug: 'roomSlug' } },

  { id: 'match', pattern: '/tran-dau/:slug/:staticId', layout: d, page: 'match/match', parent: 'results', params: { slug: 'matchSlug', staticId: 'id' } },

  { id: 'about', pattern: '/ve-chung-toi', layout: d, page: 'info/about', parent: 'home' },
  { id: 'terms', pattern: '/dieu-kien-dieu-khoan', layout: d, page: 'info/terms', parent: 'home' },
  { id: 'changelog', pattern: '/nhat-ky-thay-doi', layout: d, page: 'info/changelog', parent: 'home' },
  { id: 'commentatorApply', pattern: '/ung-tuyen-binh-luan-vien', layout: d, page: 'account/commentator-apply', parent: 'home' },
  { id: 'adminApplications', pattern: '/quan-tri/ung-tuyen', layout: d, page: 'account/application-review', parent: 'commentatorApply' },
  { id: 'members', pattern: '/thanh-vien', layout: d, page: 'community/members', parent: 'home' },
  { id: 'referral', pattern: '/gioi-thieu-ban-be', layout: d, page: 'rewards/referral', parent: 'home' },
  { id: 'dailyMissions', pattern: '/nhiem-vu-hang-ngay', layout: d, page: 'rewards/daily-missions', parent: 'home' },
  { id: 'checkIn', pattern: '/diem-danh', layout: d, page: 'rewards/check-in', parent: 'home' },
  { id: 'comics', pattern: '/truyen-tranh', layout: d, page: 'comics/comics', parent: 'home' },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof routeTable)[number]['id'];
type RouteOf<I extends RouteId> = Extract<(typeof routeTable)[number], { id: I }>;

/** The parameter names of a pattern such as '/doi-bong/:team/:id' → 'team' | 'id'. */
export type PatternParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PatternParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<I extends RouteId> = Record<PatternParams<RouteOf<I>['pattern']>, string | number>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[1-9][0-9]{0,15}$/;
/** '{home}-{away}-{roomId}': anything slug-like ending in a numeric room id. */
const ROOM_SLUG = /^(?:[a-z0-9]+-)*[1-9][0-9]{0,15}$/;
/** '{home}-vs-{away}' */
const MATCH_SLUG = /^(?:[a-z0-9]+-)*vs(?:-[a-z0-9]+)*$/;
const MAX_PARAM_LENGTH = 200;

export function paramIsValid(rule: ParamRule, value: string): boolean {
  if (value.length > MAX_PARAM_LENGTH) return false;
  if (typeof rule !== 'string') return rule.includes(value);
  switch (rule) {
    case 'id':
      return ID.test(value);
    case 'roomSlug':
      return ROOM_SLUG.test(value);
    case 'matchSlug':
      return MATCH_SLUG.test(value);
    case 'slug':
      return SLUG.test(value);
  }
}

export interface RouteMatch {
  route: (typeof routeTable)[number];
  params: Record<string, string>;
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const compiled = routeTable.map((route) => ({ route, segments: splitPath(route.pattern) }));

/** Resolves a path (no query string) to its route and parameters, or null for a 404. */
export function matchRoute(pathname: string): RouteMatch | null {
  let segments: string[];
  try {
    segments = splitPath(pathname).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  if (pathname.length > 1 && pathname.endsWith('/')) return null;
  for (const { route, segments: pattern } of compiled) {
    if (pattern.length !== segments.length) continue;
    if (!pattern.every((p, i) => p.startsWith(':') || p === segments[i])) continue;
    // The first route whose fixed segments match claims the path: its parameter rules decide.
    const params: Record<string, string> = {};
    const rules = (route as RouteDef).params;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i]!;
      if (!p.startsWith(':')) continue;
      const name = p.slice(1);
      if (!paramIsValid(rules?.[name] ?? 'slug', segments[i]!)) return null;
      params[name] = segments[i]!;
    }
    return { route, params };
  }
  return null;
}

/** A route's `page` ('films/film-watch') → its module from the project root ('src/features/films/pages/film-watch-page.tsx'). */
export function pageModule(page: string): string {
  const [feature, name] = page.split('/');
  return `src/features/${feature}/pages/${name}-page.tsx`;
}

export function routeById(id: RouteId): (typeof routeTable)[number] {
  return routeTable.find((r) => r.id === id)!;
}

/** The breadcrumb trail of a route, from home to the route itself. */
export function breadcrumbTrail(id: RouteId): RouteId[] {
  const trail: RouteId[] = [];
  let current: RouteId | undefined = id;
  while (current) {
    trail.unshift(current);
    const def: RouteDef = routeById(current);
    current = def.parent as RouteId | undefined;
  }
  return trail;
}
