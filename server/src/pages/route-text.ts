/** The words of a route that need no data: the name its slug carries and the description of its page. */
import type { Locale } from '../../../contracts/constants.ts';
import { breadcrumbTrail, routeById, type ParamRule, type RouteDef, type RouteId } from '../../../contracts/route-table.ts';
import { hasMessage, message } from './messages.ts';

/**
 * 'manchester-united' → 'Manchester United'; 'arsenal-vs-chelsea' keeps 'vs' lower-case. The SPA's
 * rule (src/components/ui/route-labels.ts humanizeSlug), so its title and the server's agree.
 */
export function humanizeSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => (word === 'vs' ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

const NAMED_RULES: readonly ParamRule[] = ['slug', 'roomSlug', 'matchSlug'];

/**
 * The human name a route's parameters carry (the SPA's routeDisplayName): the last parameter that is
 * a slug; a room slug '{home}-{away}-{roomId}' loses its room id.
 */
export function slugName(routeId: RouteId, params: Record<string, string>): string | null {
  const route: RouteDef = routeById(routeId);
  const names = [...route.pattern.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1]!);
  for (const name of names.reverse()) {
    const rule = route.params?.[name] ?? 'slug';
    const value = params[name];
    if (!value || typeof rule !== 'string' || !NAMED_RULES.includes(rule)) continue;
    return humanizeSlug(rule === 'roomSlug' ? value.replace(/-?\d+$/, '') : value) || null;
  }
  return null;
}

/** Pages whose intro is not `intro.<route id>` or that of a route above them. */
const DESCRIPTION_OF: Partial<Record<RouteId, string>> = {
  home: 'home.hero.subtitle',
  about: 'about.intro',
  matchInfoAlt: 'intro.matchInfo',
  chatroom: 'chat.rooms.intro',
  chatroomExplore: 'chat.rooms.intro',
  chatroomFollowing: 'chat.rooms.intro',
  comparePlayers: 'intro.compare',
  compareTeams: 'intro.compare',
};
const SITE_DESCRIPTION = 'home.hero.subtitle';

/** The page's own intro (what the SPA shows under its heading), else the closest one above it, else the site's. */
export function routeDescription(lang: Locale, routeId: RouteId): string {
  const own = DESCRIPTION_OF[routeId];
  if (own) return message(lang, own);
  for (const id of breadcrumbTrail(routeId).reverse()) {
    if (hasMessage(lang, `intro.${id}`)) return message(lang, `intro.${id}`);
  }
  return message(lang, SITE_DESCRIPTION);
}

/** Pages of one visitor (their account, their lists): never indexed, never in a sitemap. */
export const PRIVATE_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'account',
  'ssoGoogle',
  'tipsMine',
  'musicMine',
  'musicMyPlaylists',
  'communitySaved',
  'communityProfile',
  'communityFriends',
  'shortsSaved',
  'shortsFollowing',
  'shortsProfile',
  'shortsCreate',
  'chatroomFollowing',
  'scheduleBooked',
  'favouriteTeams',
  'referral',
  'dailyMissions',
  'checkIn',
]);
