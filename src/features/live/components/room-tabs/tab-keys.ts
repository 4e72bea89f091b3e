/**
 * Which tabs a live room has: match rooms have all five (SPEC §2), show rooms (marble racing,
 * casino, no fixture) only overview and opinion. The address chooses one (useQueryTab).
 */
import type { LiveRoom } from '../../../../../contracts/schemas/live';

export const ROOM_TABS = ['overview', 'opinion', 'tips', 'analysis', 'odds'] as const;
export type RoomTab = (typeof ROOM_TABS)[number];

const SHOW_TABS: readonly RoomTab[] = ['overview', 'opinion'];

/** The fixture a room shows now (a match room, or an esport channel's current match), else null. */
export function roomFixture(room: LiveRoom): { staticId: number; leagueId: number; homeId: number; awayId: number } | null {
  const s = room.schedule;
  if (!s || s.staticId === null || s.leagueId === null || s.homeId === null || s.awayId === null) return null;
  return { staticId: s.staticId, leagueId: s.leagueId, homeId: s.homeId, awayId: s.awayId };
}

export function tabsFor(room: LiveRoom): readonly RoomTab[] {
  return roomFixture(room) ? ROOM_TABS : SHOW_TABS;
}
