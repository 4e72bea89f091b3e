/**
 * The account pages' side effects: each actor makes one call of api/account.ts (or of
 * the identity calls) and rejects with an ApiFailure (status and the server's localized message).
 */
import { fromPromise } from 'xstate';
import { changePassword, endOtherSessions, endSession, fetchSessions, fetchFriendRequests, fetchFriends, fetchLevelInfo, fetchMessages, markAllMessagesRead, markMessageRead, respondFriendRequest, updateInfo, type Friend, type FriendRequest, type LevelInfo, type MemberSession, type MessageFilter, type MessagePage, type ProfileChanges } from '../../api/account';
import type { Page } from '../../contracts/schemas/common';
import { resetPassword, sendEmailCode, sendSmsCode } from '../../api/auth';
import { type SentCode, type UserInfo } from '../../contracts/user';

export const saveProfile = fromPromise<UserInfo, ProfileChanges>(({ input, signal }) => updateInfo(input, signal));

export const loadLevelInfo = fromPromise<LevelInfo, void>(({ signal }) => fetchLevelInfo(signal));

export const loadMessages = fromPromise<MessagePage, { type: MessageFilter; pageNum: number }>(({ input, signal }) =>
  fetchMessages(input, signal),
);

export const markRead = fromPromise<{ id: number; unread: number }, { id: number }>(({ input, signal }) =>
  markMessageRead(input.id, signal),
);

export const markAllRead = fromPromise<{ updated: number; unread: number }, { type: MessageFilter }>(({ input, signal }) =>
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

export const respondToRequest = fromPromise<{ requestId: number; status: 'friends' | 'declined' }, { requestId: number; accept: boolean }>(
  ({ input, signal }) => respondFriendRequest(input.requestId, input.accept, signal),
);

export type ResetContact = { kind: 'email'; email: string } | { kind: 'phone'; phoneNumber: string };

export const sendResetCode = fromPromise<SentCode, ResetContact>(({ input }) =>
  input.kind === 'email' ? sendEmailCode(input.email, 'reset') : sendSmsCode(input.phoneNumber, 'reset'),
);

export const setNewPassword = fromPromise<{ userId: number; username: string }, { contact: ResetContact; code: string; newPassword: string }>(
  ({ input }) =>
    resetPassword({
      ...(input.contact.kind === 'email' ? { email: input.contact.email } : { phoneNumber: input.contact.phoneNumber }),
      code: input.code,
      newPassword: input.newPassword,
    }),
);

export const loadSessions = fromPromise<MemberSession[], void>(async ({ signal }) => (await fetchSessions(signal)).list);

export const endOneSession = fromPromise<{ ended: true }, { id: string }>(({ input, signal }) => endSession(input.id, signal));

export const endOthers = fromPromise<{ ended: number }, void>(({ signal }) => endOtherSessions(signal));

export const savePassword = fromPromise<{ ended: number; token: string }, { currentPassword: string; newPassword: string }>(({ input, signal }) =>
  changePassword(input, signal),
);
