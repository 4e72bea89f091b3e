/**
 * The account pages' side effects: each actor makes one call of the account endpoints
 * (contracts/endpoints/account.ts, or the identity ones of auth.ts) and rejects with an ApiFailure
 * (status and the server's localized message).
 */
import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import { ACCOUNT_LIST_PAGE_SIZE, MESSAGE_PAGE_SIZE } from '../../contracts/constants';
import * as account from '../../contracts/endpoints/account';
import * as auth from '../../contracts/endpoints/auth';
import type { Page } from '../../contracts/schemas/common';
import type {
  ChangePasswordBody,
  EndSessionBody,
  MemberSession,
  OthersEnded,
  PasswordChanged,
  ProfileChanges,
  SessionEnded,
  UserInfo,
} from '../../contracts/schemas/users/account';
import type { PasswordReset, SentCode } from '../../contracts/schemas/users/codes';
import type {
  Friend,
  FriendRequest,
  FriendResponse,
  MarkAllReadBody,
  MarkedAllRead,
  MarkedRead,
  MarkReadBody,
  MessageFilter,
  MessagePage,
  RespondFriendBody,
} from '../../contracts/schemas/users/social';
import type { LevelInfo } from '../../contracts/schemas/users/rewards';

export const saveProfile = fromPromise<UserInfo, ProfileChanges>(({ input, signal }) => call(account.updateInfo, { body: input }, signal));

export const loadLevelInfo = fromPromise<LevelInfo, void>(({ signal }) => call(account.levelInfo, {}, signal));

export const loadMessages = fromPromise<MessagePage, { type: MessageFilter; pageNum: number }>(({ input, signal }) =>
  call(account.messageList, { query: { ...input, pageSize: MESSAGE_PAGE_SIZE } }, signal),
);

export const markRead = fromPromise<MarkedRead, MarkReadBody>(({ input, signal }) =>
  call(account.markMessageRead, { body: { id: input.id } }, signal),
);

export const markAllRead = fromPromise<MarkedAllRead, MarkAllReadBody>(({ input, signal }) =>
  call(account.markAllMessagesRead, { body: { type: input.type } }, signal),
);


export interface FriendsData {
  friends: Page<Friend>;
  requests: Page<FriendRequest>;
}

/** A page of friends and the first page of requests received, together. */
export const loadFriends = fromPromise<FriendsData, { pageNum: number }>(async ({ input, signal }) => {
  const [friends, requests] = await Promise.all([
    call(account.friendList, { query: { pageNum: input.pageNum, pageSize: ACCOUNT_LIST_PAGE_SIZE } }, signal),
    call(account.friendRequests, { query: { direction: 'received', pageNum: 1, pageSize: ACCOUNT_LIST_PAGE_SIZE } }, signal),
  ]);
  return { friends, requests };
});

export const respondToRequest = fromPromise<FriendResponse, RespondFriendBody>(
  ({ input, signal }) => call(account.respondFriendRequest, { body: { requestId: input.requestId, accept: input.accept } }, signal),
);

export type ResetContact = { kind: 'email'; email: string } | { kind: 'phone'; phoneNumber: string };

export const sendResetCode = fromPromise<SentCode, ResetContact>(({ input }) =>
  input.kind === 'email'
    ? call(auth.sendEmailCode, { body: { email: input.email, purpose: 'reset' } })
    : call(auth.sendSmsCode, { body: { to: input.phoneNumber, purpose: 'reset' } }),
);

export const setNewPassword = fromPromise<PasswordReset, { contact: ResetContact; code: string; newPassword: string }>(
  ({ input }) =>
    call(auth.resetPassword, {
      body: {
        ...(input.contact.kind === 'email' ? { email: input.contact.email } : { phoneNumber: input.contact.phoneNumber }),
        code: input.code,
        newPassword: input.newPassword,
      },
    }),
);

export const loadSessions = fromPromise<MemberSession[], void>(async ({ signal }) => (await call(account.sessionList, {}, signal)).list);

export const endOneSession = fromPromise<SessionEnded, EndSessionBody>(({ input, signal }) => call(account.endSession, { body: { id: input.id } }, signal));

export const endOthers = fromPromise<OthersEnded, void>(({ signal }) => call(account.endOtherSessions, { body: {} }, signal));

export const savePassword = fromPromise<PasswordChanged, ChangePasswordBody>(({ input, signal }) =>
  call(account.changePassword, { body: input }, signal),
);
