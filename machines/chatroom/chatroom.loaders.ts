/**
 * The data of the chat-room pages (machines/loader), from the chat rooms' endpoints
 * (contracts/endpoints/chatroom.ts): the rooms of a tab in sections, and one room.
 */
import { call } from '../../api/call';
import * as chatroom from '../../contracts/endpoints/chatroom';
import { CHAT_ROOM_LIST_PAGE_SIZE } from '../../contracts/constants';
import type { ChatRoom } from '../../contracts/schemas/community';
import { createLoader } from '../loader/loader.machine';

export type RoomListKind = 'all' | 'explore' | 'following';

/** The rooms of a tab, as sections (one for all and following, two for explore). */
export interface RoomSections {
  sections: Array<{ titleId: string | null; rooms: ChatRoom[] }>;
}

/** The first page of all rooms, most followed first: what /chatroom shows (and what its page preloads). */
const ROOM_LIST_QUERY = { sort: 'popular', pageNum: 1, pageSize: CHAT_ROOM_LIST_PAGE_SIZE } as const;

async function roomSections(kind: RoomListKind, signal: AbortSignal): Promise<RoomSections> {
  if (kind === 'explore') {
    const data = await call(chatroom.chatRoomExplore, {}, signal);
    return {
      sections: [
        { titleId: 'chat.rooms.popular', rooms: data.popular },
        { titleId: 'chat.rooms.newest', rooms: data.newest },
      ],
    };
  }
  const page =
    kind === 'following'
      ? await call(chatroom.chatRoomsFollowing, { query: { pageNum: 1, pageSize: CHAT_ROOM_LIST_PAGE_SIZE } }, signal)
      : await call(chatroom.chatRoomList, { query: ROOM_LIST_QUERY }, signal);
  return { sections: [{ titleId: null, rooms: page.list }] };
}

/** The chat rooms of a list (all, explore, following), grouped in sections; empty when no section has a room. */
export const roomSectionsLoader = createLoader(roomSections, { isEmpty: (data) => data.sections.every((section) => section.rooms.length === 0) });

/** One chat room (`{ params: { id } }`): its name and owner (the chat itself is the chat socket's). */
export const chatRoomLoader = createLoader(chatroom.chatRoomDetail);
