/** The notification list's one call: a page of the member's site messages (all types, 50 a page). */
import { fromPromise } from 'xstate';
import { fetchMessages } from '../../api/account';
import type { MessagePage } from '../../contracts/schemas/users/social';

export const loadInboxPage = fromPromise<MessagePage, { pageNum: number }>(({ input, signal }) => fetchMessages({ type: 'all', pageNum: input.pageNum }, signal));
