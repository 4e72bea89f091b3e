/**
 * The notifications machine's side effects: the member's unread count and read marks
 * (contracts/endpoints/account.ts); each rejects with an ApiFailure.
 */
import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import * as account from '../../contracts/endpoints/account';

/** The member's unread count now (the message list's `unread`, read with the smallest page). */
export const loadUnread = fromPromise<number>(
  async ({ signal }) => (await call(account.messageList, { query: { type: 'all', pageNum: 1, pageSize: 1 } }, signal)).unread,
);

/** Marks one message read; answers the count after it. */
export const markRead = fromPromise<number, { id: number }>(
  async ({ input, signal }) => (await call(account.markMessageRead, { body: { id: input.id } }, signal)).unread,
);

/** Marks every message read; answers the count after it (0 unless new ones came meanwhile). */
export const markAllRead = fromPromise<number>(async ({ signal }) => (await call(account.markAllMessagesRead, { body: { type: 'all' } }, signal)).unread);
