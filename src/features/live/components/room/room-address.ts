import { roomPath, type RoomAddress } from '../../../../lib/room-path';
import type { LiveRoom } from '../../api';

/**
 * The parts of a room's canonical address: its mode and the sides of its current session (the live
 * one, else the next, else the last), as the schedule links it; a room without sessions goes by its title.
 */
export function roomAddress(room: LiveRoom): RoomAddress {
  const session = room.schedule;
  return { roomId: room.roomId, modeSlug: room.modeSlug, home: session ? session.home : room.title, away: session?.away ?? null };
}

/** Names a Vietnamese slug can be made of: Latin letters (with diacritics), digits, punctuation, spaces. */
const LATIN_NAME = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\p{Z}]*$/u;

/**
 * The address the room should be shown at, given the slug it was opened with. The names come in the
 * visitor's language; names in another script (Chinese) cannot make a Vietnamese slug, so then the
 * slug's own name part is kept and only the mode and the id are put right.
 */
export function canonicalRoomPath(room: LiveRoom, openedSlug: string): string {
  const address = roomAddress(room);
  if ([address.home, address.away].every((name) => !name || LATIN_NAME.test(name))) return roomPath(address);
  const own = openedSlug.replace(/-?[0-9]+$/, '');
  return `/truc-tiep/${room.modeSlug}/${own ? `${own}-` : ''}${room.roomId}`;
}

/** Viewer counts the way the locale shortens them (1,2 N / 1.2K / 1.2萬…), one decimal at most. */
export function compactCount(locale: string, count: number): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(count);
}
