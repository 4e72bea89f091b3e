/**
 * The account pages' side effects: each actor makes one call of api/account.ts (or of
 * the identity calls) and rejects with an ApiFailure (status and the server's localized message).
 */
import { fromPromise } from 'xstate';
import { changePassword, endOtherSessions, endSession, fetchSessions, fetchFriendRequests, fetchFriends, fetchLevelInfo, fetchMessages, markAllMessagesRead, markMessageRead, respondFriendRequest, updateInfo } from '../../api/account';
import type { Page } from '../../contracts/schemas/common';
import { resetPassword, sendEmailCode, sendSmsCode } from '../../api/auth';
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

export const saveProfile = fromPromise<UserInfo, ProfileChanges>(({ input, signal }) => updateInfo(input, signal));

export const loadLevelInfo = fromPromise<LevelInfo, void>(({ signal }) => fetchLevelInfo(signal));

export const loadMessages = fromPromise<MessagePage, { type: MessageFilter; pageNum: number }>(({ input, signal }) =>
  fetchMessages(input, signal),
);

export const markRead = fromPromise<MarkedRead, MarkReadBody>(({ input, signal }) =>
  markMessageRead(input.id, signal),
);

export const markAllRead = fromPromise<MarkedAllRead, MarkAllReadBody>(({ input, signal }) =>
  markAllMessagesRead(input.type, signal),
);


export interface FriendsData {
  friends: Page<Friend>;
  requests: Page<FriendRequest>;
}

/** A page of friends and the first page of requests received, together. */
export const loadFriends = fromPromise<FriendsData, { pageNum: number }>(async ({ input, signal }) => {
  const [friends, requests] = await Promise.all([fetchFriends(input.pageNum, signal), fetchFriendRequests(1, signal)]);
  return { friends, requests };
});

export const respondToRequest = fromPromise<FriendResponse, RespondFriendBody>(
  ({ input, signal }) => respondFriendRequest(input.requestId, input.accept, signal),
);

export type ResetContact = { kind: 'email'; email: string } | { kind: 'phone'; phoneNumber: string };

export const sendResetCode = fromPromise<SentCode, ResetContact>(({ input }) =>
  input.kind === 'email' ? sendEmailCode(input.email, 'reset') : sendSmsCode(input.phoneNumber, 'reset'),
);

export const setNewPassword = fromPromise<PasswordReset, { contact: ResetContact; code: string; newPassword: string }>(
  ({ input }) =>
    resetPassword({
      ...(input.contact.kind === 'email' ? { email: input.contact.email } : { phoneNumber: input.contact.phoneNumber }),
      code: input.code,
      newPassword: input.newPassword,
    }),
);

export const loadSessions = fromPromise<MemberSession[], void>(async ({ signal }) => (await fetchSessions(signal)).list);

export const endOneSession = fromPromise<SessionEnded, EndSessionBody>(({ input, signal }) => endSession(input.id, signal));

export const endOthers = fromPromise<OthersEnded, void>(({ signal }) => endOtherSessions(signal));

export const savePassword = fromPromise<PasswordChanged, ChangePasswordBody>(({ input, signal }) =>
  changePassword(input, signal),
);
