/**
 * The account pages' calls (docs/api/users.md), typed by the users area's contracts
 * (contracts/schemas/users/); the bookings are api/live.ts's. Each answers its data or rejects
 * with an ApiFailure; the account machines turn a failure into a state.
 */
import { ACCOUNT_LIST_PAGE_SIZE, MESSAGE_PAGE_SIZE } from '../contracts/constants';
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type {
  ChangePasswordBody,
  OthersEnded,
  PasswordChanged,
  ProfileChanges,
  SessionEnded,
  SessionList,
  UserInfo,
} from '../contracts/schemas/users/account';
import type {
  Friend,
  FriendRequest,
  FriendResponse,
  MarkedAllRead,
  MarkedRead,
  MessageFilter,
  MessagePage,
} from '../contracts/schemas/users/social';
import type { LevelInfo } from '../contracts/schemas/users/rewards';
import type { UploadQuota } from '../contracts/schemas/users/uploads';


export const updateInfo = (changes: ProfileChanges, signal?: AbortSignal): Promise<UserInfo> =>
  unwrap(api.post('live/api/user/update-info', { json: changes, signal }).json<Envelope<UserInfo>>());

export const fetchLevelInfo = (signal?: AbortSignal): Promise<LevelInfo> =>
  unwrap(api.get('live/api/user/level/info', { signal }).json<Envelope<LevelInfo>>());

/** What the member has uploaded today and may upload (the upload forms show it). */
export const fetchUploadQuota = (signal?: AbortSignal): Promise<UploadQuota> =>
  unwrap(api.get('live/api/user/upload-quota', { signal }).json<Envelope<UploadQuota>>());

export const fetchMessages = (query: { type: MessageFilter; pageNum: number }, signal?: AbortSignal): Promise<MessagePage> =>
  unwrap(
    api
      .get('live/api/user/message/list', { searchParams: { type: query.type, pageNum: query.pageNum, pageSize: MESSAGE_PAGE_SIZE }, signal })
      .json<Envelope<MessagePage>>(),
  );

/** The member's unread site messages (the message list's `unread`, read with the smallest page). */
export const fetchUnreadCount = async (signal?: AbortSignal): Promise<number> =>
  (await unwrap(api.get('live/api/user/message/list', { searchParams: { type: 'all', pageNum: 1, pageSize: 1 }, signal }).json<Envelope<MessagePage>>())).unread;

export const markMessageRead = (id: number, signal?: AbortSignal): Promise<MarkedRead> =>
  unwrap(api.post('live/api/user/message/mark-read', { json: { id }, signal }).json<Envelope<MarkedRead>>());

export const markAllMessagesRead = (type: MessageFilter, signal?: AbortSignal): Promise<MarkedAllRead> =>
  unwrap(api.post('live/api/user/message/mark-all-read', { json: { type }, signal }).json<Envelope<MarkedAllRead>>());

export const fetchFriends = (pageNum: number, signal?: AbortSignal): Promise<Page<Friend>> =>
  unwrap(api.get('live/api/user/friend/list', { searchParams: { pageNum, pageSize: ACCOUNT_LIST_PAGE_SIZE }, signal }).json<Envelope<Page<Friend>>>());

export const fetchFriendRequests = (pageNum: number, signal?: AbortSignal): Promise<Page<FriendRequest>> =>
  unwrap(
    api
      .get('live/api/user/friend/requests', { searchParams: { direction: 'received', pageNum, pageSize: ACCOUNT_LIST_PAGE_SIZE }, signal })
      .json<Envelope<Page<FriendRequest>>>(),
  );

export const respondFriendRequest = (requestId: number, accept: boolean, signal?: AbortSignal): Promise<FriendResponse> =>
  unwrap(api.post('live/api/user/friend/respond', { json: { requestId, accept }, signal }).json<Envelope<FriendResponse>>());

export const fetchSessions = (signal?: AbortSignal): Promise<SessionList> =>
  unwrap(api.get('live/api/user/sessions', { signal }).json<Envelope<SessionList>>());

export const endSession = (id: string, signal?: AbortSignal): Promise<SessionEnded> =>
  unwrap(api.post('live/api/user/sessions/end', { json: { id }, signal }).json<Envelope<SessionEnded>>());

export const endOtherSessions = (signal?: AbortSignal): Promise<OthersEnded> =>
  unwrap(api.post('live/api/user/sessions/end-others', { json: {}, signal }).json<Envelope<OthersEnded>>());

/** Every session ends; this browser gets a new access token (and a new HttpOnly refresh cookie). */
export const changePassword = (change: ChangePasswordBody, signal?: AbortSignal): Promise<PasswordChanged> =>
  unwrap(api.post('live/api/user/change-password', { json: change, signal }).json<Envelope<PasswordChanged>>());
