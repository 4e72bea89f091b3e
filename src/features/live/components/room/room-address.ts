import { roomPath } from '../../../../lib/room-path';
import type { LiveRoom } from '../../api';

/** The address the room should be shown at: its mode, the server's Vietnamese names slug and its id. */
export function canonicalRoomPath(room: LiveRoom): string {
  return roomPath({ roomId: room.roomId, modeSlug: room.modeSlug, slug: room.slug });
}

/** Viewer counts the way the locale shortens them (1,2 N / 1.2K / 1.2萬…), one decimal at most. */
export function compactCount(locale: string, count: number): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(count);
}
