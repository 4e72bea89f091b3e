/**
 * The account pages' calls (docs/api/users.md), typed after the server's schemas
 * (server/src/routes/users/*.ts); the bookings are api/live.ts's. Each answers its data or rejects
 * with an ApiFailure; the account machines turn a failure into a state.
 */
import { ACCOUNT_LIST_PAGE_SIZE } from '../contracts/constants';
import { api, unwrap } from './client';
import type { UserInfo } from '../contracts/user';
import type { Envelope, Page } from '../contracts/schemas/common';
import { MESSAGE_PAGE_SIZE } from '../contracts/constants';


export interface LevelInfo {
  level: number;
  levelName: string;
  exp: number;
  /** null at the highest level. */
  nextLevel: number | null;
  nextLevelExp: number | null;
  /** Experience still missing for the next level (0 at the top). */
  expForNextLevel: number;
  /** Share of the way from this level to the next, 0..1. */
  progress: number;
  levels: { level: number; minExp: number; name: string }[];
}

export type MessageType = 'system' | 'activity';
export type MessageFilter = MessageType | 'all';

export interface MessageItem {
  id: number;
  type: MessageType;
  title: string;
  content: string;
  /** A site path the message leads to. */
  link: string | null;
  isRead: boolean;
  createdAt: string;
}

export interface MessagePage extends Page<MessageItem> {
  /** Unread messages of every type. */
  unread: number;
}

/** Another member as the friend lists show them. */
export interface PublicUser {
  userId: number;
  nickname: string;
  profilePicture: string;
  siteRoleId: number;
  level: number;
}

export interface Friend extends PublicUser {
  requestId: number;
  /** When the request was made. */
  since: string;
}

export interface FriendRequest extends PublicUser {
  requestId: number;
  createdAt: string;
}

export interface ProfileChanges {
  nickname?: string;
  profilePicture?: string;
}

/** Bookings and friends come 20 a page (the server's default). */
export const LIST_PAGE_SIZE = ACCOUNT_LIST_PAGE_SIZE;

export const updateInfo = (changes: ProfileChanges, signal?: AbortSignal): Promise<UserInfo> =>
  unwrap(api.post('live/api/user/update-info', { json: changes, signal }).json<Envelope<UserInfo>>());

export const fetchLevelInfo = (signal?: AbortSignal): Promise<LevelInfo> =>
  unwrap(api.get('live/api/user/level/info', { signal }).json<Envelope<LevelInfo>>());

export const fetchMessages = (query: { type: MessageFilter; pageNum: number }, signal?: AbortSignal): Promise<MessagePage> =>
  unwrap(
    api
      .get('live/api/user/message/list', { searchParams: { type: query.type, pageNum: query.pageNum, pageSize: MESSAGE_PAGE_SIZE }, signal })
      .json<Envelope<MessagePage>>(),
  );

export const markMessageRead = (id: number, signal?: AbortSignal): Promise<{ id: number; isRead: true; unread: number }> =>
  unwrap(api.post('live/api/user/message/mark-read', { json: { id }, signal }).json<Envelope<{ id: number; isRead: true; unread: number }>>());

export const markAllMessagesRead = (type: MessageFilter, signal?: AbortSignal): Promise<{ updated: number; unread: number }> =>
  unwrap(api.post('live/api/user/message/mark-all-read', { json: { type }, signal }).json<Envelope<{ updated: number; unread: number }>>());

export const fetchFriends = (pageNum: number, signal?: AbortSignal): Promise<Page<Friend>> =>
  unwrap(api.get('live/api/user/friend/list', { searchParams: { pageNum, pageSize: LIST_PAGE_SIZE }, signal }).json<Envelope<Page<Friend>>>());

export const fetchFriendRequests = (pageNum: number, signal?: AbortSignal): Promise<Page<FriendRequest>> =>
  unwrap(
    api
      .get('live/api/user/friend/requests', { searchParams: { direction: 'received', pageNum, pageSize: LIST_PAGE_SIZE }, signal })
      .json<Envelope<Page<FriendRequest>>>(),
  );

export const respondFriendRequest = (
  requestId: number,
  accept: boolean,
  signal?: AbortSignal,
): Promise<{ requestId: number; status: 'friends' | 'declined' }> =>
  unwrap(
    api.post('live/api/user/friend/respond', { json: { requestId, accept }, signal }).json<Envelope<{ requestId: number; status: 'friends' | 'declined' }>>(),
  );


/** How a session started (docs/api/users.md "Sessions"). */
export type SessionMethod = 'password' | 'register' | 'google' | 'reset' | 'change';

/** One signed-in device of the member. */
export interface MemberSession {
  id: string;
  /** The session of this browser. */
  current: boolean;
  /** Browser and system, e.g. "Chrome 156 · Windows"; "" when unknown. */
  device: string;
  method: SessionMethod;
  /** The client address that last used the session. */
  address: string;
  network: 'loopback' | 'private' | 'public';
  createdAt: string;
  lastSeenAt: string;
}

export const fetchSessions = (signal?: AbortSignal): Promise<{ list: MemberSession[] }> =>
  unwrap(api.get('live/api/user/sessions', { signal }).json<Envelope<{ list: MemberSession[] }>>());

export const endSession = (id: string, signal?: AbortSignal): Promise<{ ended: true }> =>
  unwrap(api.post('live/api/user/sessions/end', { json: { id }, signal }).json<Envelope<{ ended: true }>>());

export const endOtherSessions = (signal?: AbortSignal): Promise<{ ended: number }> =>
  unwrap(api.post('live/api/user/sessions/end-others', { json: {}, signal }).json<Envelope<{ ended: number }>>());

/** Every session ends; this browser gets a new access token (and a new HttpOnly refresh cookie). */
export const changePassword = (
  change: { currentPassword: string; newPassword: string },
  signal?: AbortSignal,
): Promise<{ ended: number; token: string }> =>
  unwrap(api.post('live/api/user/change-password', { json: change, signal }).json<Envelope<{ ended: number; token: string }>>());
