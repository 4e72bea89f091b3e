/** The notification list's one call: a page of the member's site messages (all types, 50 a page). */
import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import { MESSAGE_PAGE_SIZE } from '../../contracts/constants';
import { messageList } from '../../contracts/endpoints/account';
import type { MessagePage } from '../../contracts/schemas/users/social';

export const loadInboxPage = fromPromise<MessagePage, { pageNum: number }>(({ input, signal }) =>
  call(messageList, { query: { type: 'all', pageNum: input.pageNum, pageSize: MESSAGE_PAGE_SIZE } }, signal),
);
