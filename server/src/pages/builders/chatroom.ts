/**
 * The chat-room pages: the list the page shows first (machines/chatroom/chatroom.loaders.ts) and the
 * open room of `?phong=`. The lists mark the rooms a member follows, so they are preloaded only for
 * visitors who cannot be members; the following tab is a member's own and never preloaded.
 */
import { CHAT_ROOM_LIST_PAGE_SIZE } from '../../../../contracts/constants.ts';
import { callUrl, fillPath } from '../../../../contracts/endpoints/define.ts';
import { chatRoomDetail, chatRoomExplore, chatRoomList } from '../../../../contracts/endpoints/chatroom.ts';
import type { PageBuilder } from './types.ts';

export const chatroomBuilder: PageBuilder = async (page) => {
  if (page.mayBeMember || page.routeId === 'chatroomFollowing') return {};
  const list =
    page.routeId === 'chatroomExplore'
      ? page.preload.call('GET', chatRoomExplore.path)
      : page.preload.call('GET', callUrl(chatRoomList, { query: { sort: 'popular', pageNum: 1, pageSize: CHAT_ROOM_LIST_PAGE_SIZE } }));
  // The open room of `?phong=` (its chat's header): a query, not a page of its own, so the title stays the list's, as the SPA writes it.
  const raw = page.search.get('phong');
  const id = raw !== null && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null;
  await Promise.all([list, id === null ? null : page.preload.call('GET', fillPath(chatRoomDetail.path, { id }))]);
  return {};
};
