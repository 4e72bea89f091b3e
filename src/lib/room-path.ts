import { slugify } from '../../contracts/slug';

/**
 * What a room's address is made of: its mode slug, its id, and the names part: the server's `slug`
 * (made from the Vietnamese names, so the address is the same in every language), else the two
 * sides (or a show's title) as given.
 */
export interface RoomAddress {
  roomId: number;
  modeSlug: string;
  slug?: string;
  home?: string | null;
  away?: string | null;
}

/** A room's path: /truc-tiep/{mode slug}/{home}-{away}-{roomId} (SPEC §2); a show has only its title. */
export function roomPath(room: RoomAddress): string {
  const names = room.slug !== undefined ? slugify(room.slug) : [slugify(room.home), slugify(room.away)].filter(Boolean).join('-');
  return `/truc-tiep/${room.modeSlug}/${names ? `${names}-` : ''}${room.roomId}`;
}

/** The room id at the end of a room slug ('ha-noi-fc-hai-phong-1042' → 1042); null if there is none. */
export function roomIdFromSlug(slug: string): number | null {
  const match = /(?:^|-)([1-9][0-9]{0,15})$/.exec(slug);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}
