/**
 * The chat rooms' metadata calls (/chatroom, /chatroom/kham-pha, /chatroom/theo-doi): the lists, one
 * room, following. The messages themselves go over the chat socket (contracts/schemas/chat.ts).
 */
import { Page, PageQuery } from '../schemas/common';
import { ChatRoom, ChatRoomsQuery, ExploreRooms, Follow, IdParams } from '../schemas/community';
import { endpoint } from './define';

const area = 'chatroom';

export const chatRoomList = endpoint({
  method: 'GET',
  path: '/other/api/community/chat-rooms',
  area,
  summary: 'Chat rooms (chatroom): by followers, online now or newest; filter by tag, VIP or keyword',
  access: 'anyone',
  rate: 'reads',
  query: ChatRoomsQuery,
  response: Page(ChatRoom),
});

export const chatRoomExplore = endpoint({
  method: 'GET',
  path: '/other/api/community/chat-rooms/explore',
  area,
  summary: 'Explore (kham-pha): the busiest rooms right now, the newest rooms and the tags with their room counts',
  access: 'anyone',
  rate: 'reads',
  response: ExploreRooms,
});

export const chatRoomsFollowing = endpoint({
  method: 'GET',
  path: '/other/api/community/chat-rooms/following',
  area,
  summary: 'Rooms the caller follows (theo-doi), most recently followed first',
  access: 'member',
  rate: 'reads',
  query: PageQuery(),
  response: Page(ChatRoom),
});

export const chatRoomDetail = endpoint({
  method: 'GET',
  path: '/other/api/community/chat-rooms/:id',
  area,
  summary: 'One chat room',
  access: 'anyone',
  rate: 'reads',
  params: IdParams,
  response: ChatRoom,
  errors: { 404: 'an unknown room' },
});

export const chatRoomFollow = endpoint({
  method: 'PUT',
  path: '/other/api/community/chat-rooms/:id/follow',
  area,
  summary: 'Follow a chat room (idempotent)',
  access: 'member',
  rate: 'reads',
  params: IdParams,
  response: Follow,
  errors: { 404: 'an unknown room' },
});

export const chatRoomUnfollow = endpoint({
  method: 'DELETE',
  path: '/other/api/community/chat-rooms/:id/follow',
  area,
  summary: 'Unfollow a chat room (idempotent)',
  access: 'member',
  rate: 'reads',
  params: IdParams,
  response: Follow,
  errors: { 404: 'an unknown room' },
});
