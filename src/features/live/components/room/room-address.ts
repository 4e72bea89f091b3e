import { roomPath } from '../../../../lib/room-path';
import type { LiveRoom } from '../../../../../contracts/schemas/live';

/** The address the room should be shown at: its mode, the server's Vietnamese names slug and its id. */
export function canonicalRoomPath(room: LiveRoom): string {
  return roomPath({ roomId: room.roomId, modeSlug: room.modeSlug, slug: room.slug });
}
