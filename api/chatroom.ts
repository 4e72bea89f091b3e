/**
 * The chat rooms' metadata calls (docs/api/community.md, "Chat rooms"); the messages themselves
 * go over the chat socket. Each call rejects with an ApiFailure, for the loading machines.
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { ChatRoom, ExploreRooms } from '../contracts/schemas/community';
import { CHAT_ROOM_LIST_PAGE_SIZE } from '../contracts/constants';

const BASE = 'other/api/community/chat-rooms';

export type RoomListKind = 'all' | 'explore' | 'following';

/** The rooms of a tab, as sections (one for all and following, two for explore). */
export interface RoomSections {
  sections: Array<{ titleId: string | null; rooms: ChatRoom[] }>;
}

export async function fetchRoomSections(kind: RoomListKind, signal?: AbortSignal): Promise<RoomSections> {
  if (kind === 'explore') {
    const data = await unwrap(api.get(`${BASE}/explore`, { signal }).json<Envelope<ExploreRooms>>());
    return {
      sections: [
        { titleId: 'chat.rooms.popular', rooms: data.popular },
        { titleId: 'chat.rooms.newest', rooms: data.newest },
      ],
    };
  }
  const path = kind === 'following' ? `${BASE}/following` : BASE;
  const searchParams = kind === 'following' ? { pageSize: CHAT_ROOM_LIST_PAGE_SIZE } : { sort: 'popular', pageSize: CHAT_ROOM_LIST_PAGE_SIZE };
  const page = await unwrap(api.get(path, { signal, searchParams }).json<Envelope<Page<ChatRoom>>>());
  return { sections: [{ titleId: null, rooms: page.list }] };
}

export function fetchChatRoom(id: number, signal?: AbortSignal): Promise<ChatRoom> {
  return unwrap(api.get(`${BASE}/${id}`, { signal }).json<Envelope<ChatRoom>>());
}
