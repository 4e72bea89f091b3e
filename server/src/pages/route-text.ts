/** The words of a route that need no data: the description of its page, and which pages are one visitor's own. */
import type { Locale } from '../../../contracts/constants.ts';
import { breadcrumbTrail, type RouteId } from '../../../contracts/route-table.ts';
import { hasMessage, message } from './messages.ts';

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
  'adminApplications',
]);
