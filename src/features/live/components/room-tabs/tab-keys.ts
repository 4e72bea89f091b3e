/**
 * Which tabs a live room has and which one the address chooses (`?tab=`): match rooms have all
 * five (SPEC §2), show rooms (marble racing, casino, no fixture) only overview and opinion.
 */
import type { LiveRoom } from '../../../../../contracts/schemas/live';

export const ROOM_TABS = ['overview', 'opinion', 'tips', 'analysis', 'odds'] as const;
export type RoomTab = (typeof ROOM_TABS)[number];

export const TAB_QUERY = 'tab';
export const DEFAULT_TAB: RoomTab = 'overview';

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

/** The tab named by the query string, when the room has it; otherwise the overview. */
export function tabFromSearch(search: string, available: readonly RoomTab[]): RoomTab {
  const value = new URLSearchParams(search).get(TAB_QUERY);
  return available.find((t) => t === value) ?? DEFAULT_TAB;
}

/** The query string with the chosen tab (the overview, the default, leaves no `tab`); other parameters stay. */
export function searchWithTab(search: string, tab: RoomTab): string {
  const params = new URLSearchParams(search);
  if (tab === DEFAULT_TAB) params.delete(TAB_QUERY);
  else params.set(TAB_QUERY, tab);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The tab an arrow / Home / End key moves to from `current` (wrapping), or null for other keys. */
export function tabForKey(key: string, current: RoomTab, available: readonly RoomTab[]): RoomTab | null {
  const i = available.indexOf(current);
  const n = available.length;
  switch (key) {
    case 'ArrowRight':
      return available[(i + 1) % n] ?? null;
    case 'ArrowLeft':
      return available[(i - 1 + n) % n] ?? null;
    case 'Home':
      return available[0] ?? null;
    case 'End':
      return available[n - 1] ?? null;
    default:
      return null;
  }
}
