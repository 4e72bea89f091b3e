import { createActor } from 'xstate';
import type { MessagePage } from '../../contracts/schemas/users/social';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { inboxListMachine } from './inbox-list.machine';
import { message } from './notifications.fakes';

/** A page of messages `ids` (the even ones read) out of `total`. */
export function page(ids: number[], total: number, pageNum = 1): MessagePage {
  return { list: ids.map((id) => message(id, { isRead: id % 2 === 0 })), total, pageNum, pageSize: 50, unread: 3 };
}

/** The inbox list with its page call answered by the test. */
export function inboxListWithFakes() {
  const load = controllablePromiseActor<MessagePage, { pageNum: number }>();
  const machine = inboxListMachine.provide({ actors: { loadInboxPage: load.logic } });
  return { load, machine, start: () => createActor(machine).start() };
}
