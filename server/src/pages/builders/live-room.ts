/**
 * Live rooms (/truc-tiep/{mode}/{home}-{away}-{roomId}): the room as the SPA's room machine asks for
 * it (GET /live/api/schedule/liveRoom?id=), preloaded; its title names the page, its session the
 * SportsEvent (both teams, kickoff, status, the venue of the fixture when known). An id the API does
 * not know is a 404.
 */
import { liveRoom } from '../../../../contracts/endpoints/live.ts';
import { slugify } from '../../../../contracts/slug.ts';
import type { LiveRoom } from '../../../../contracts/schemas/live.ts';
import type { RouteId } from '../../../../contracts/route-table.ts';
import { DEFAULT_TIMEZONE } from '../../clock.ts';
import { routeDescription } from '../route-text.ts';
import { pageUrl } from '../site-url.ts';
import { matchSummary } from './match.ts';
import { eventDescription, formatKickoff, sportsEventLd } from './sports-event.ts';
import type { PageBuilder } from './types.ts';

export const ROOM_URL = liveRoom.path;
export const ROOM_ROUTES: readonly RouteId[] = ['roomCasino', 'roomEsport', 'roomMarble', 'roomFootball', 'roomBasketball', 'room'];

/** The room id at the end of a room slug ('ha-noi-fc-hai-phong-1042' → 1042), as the SPA reads it (src/lib/room-path.ts). */
export function roomIdOf(slug: string | undefined): number | null {
  const match = /(?:^|-)([1-9][0-9]{0,15})$/.exec(slug ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/** The room's own address (src/lib/room-path.ts roomPath): /truc-tiep/{mode slug}/{names}-{roomId}. */
export function roomPath(room: Pick<LiveRoom, 'modeSlug' | 'slug' | 'roomId'>): string {
  const names = slugify(room.slug);
  return `/truc-tiep/${room.modeSlug}/${names ? `${names}-` : ''}${room.roomId}`;
}

export const liveRoomBuilder: PageBuilder = async (page) => {
  const id = roomIdOf(page.params.slug);
  if (id === null) return { notFound: true };
  const answer = await page.preload.call<LiveRoom>('GET', `${ROOM_URL}?id=${id}`);
  // 404: no such room; 400: an id the API refuses (too large). Anything else (busy, down) is not the room's fault.
  if (answer.status === 404 || answer.status === 400) return { notFound: true };
  const room = answer.data;
  if (!room) return {};
  const path = roomPath(room);
  const intro = routeDescription(page.lang, page.routeId);
  // The player shows the cover until its first frame (src/features/live/components/room/room-view.tsx); an offline room has no player.
  const firstPoster = room.status === 'live' && room.streamLink !== '' ? { poster: room.cover, title: room.title, tag: room.modeName } : undefined;
  const s = room.schedule;
  if (!s || !s.away) {
    return { name: room.title, description: `${room.title}${room.modeName ? ` · ${room.modeName}` : ''}. ${intro}`, path, image: room.cover, ogType: 'video.other', firstPoster };
  }
  const fixture = s.staticId === null ? null : await matchSummary(page.request.server, s.staticId, page.lang);
  const description = eventDescription({ home: s.home, away: s.away, league: s.leagueName, kickoff: formatKickoff(s.startTime, page.lang, DEFAULT_TIMEZONE) }, intro);
  const event = sportsEventLd(
    page.origin,
    {
      name: `${s.home} vs ${s.away}`,
      home: { name: s.home, logo: s.localteam?.logo ?? null },
      away: { name: s.away, logo: s.visitorteam?.logo ?? null },
      startDate: s.startTime,
      endDate: s.endTime,
      status: s.status,
      statusText: s.statusText,
      venue: fixture?.summary.venue?.name ?? null,
      league: s.leagueName,
      sport: s.sport,
      url: pageUrl(page.origin, path, page.lang),
      image: room.cover,
      description,
      online: true,
    },
    page.lang,
  );
  return { name: room.title, description, path, image: room.cover, ogType: 'video.other', jsonLd: [event], firstPoster };
};
