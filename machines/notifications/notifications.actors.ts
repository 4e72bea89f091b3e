/**
 * The notifications machine's side effects: the member's unread count and read marks
 * (api/account.ts); each rejects with an ApiFailure.
 */
import { fromPromise } from 'xstate';
import { fetchUnreadCount, markAllMessagesRead, markMessageRead } from '../../api/account';

/** The member's unread count now. */
export const loadUnread = fromPromise<number>(({ signal }) => fetchUnreadCount(signal));

/** Marks one message read; answers the count after it. */
export const markRead = fromPromise<number, { id: number }>(async ({ input, signal }) => (await markMessageRead(input.id, signal)).unread);

/** Marks every message read; answers the count after it (0 unless new ones came meanwhile). */
export const markAllRead = fromPromise<number>(async ({ signal }) => (await markAllMessagesRead('all', signal)).unread);
