import { assign, setup } from 'xstate';
import type { MessageFilter, MessagePage } from '../../contracts/schemas/users/social';
import { loadMessages, markAllRead, markRead } from './account.actors';
import { callError, type CallError } from '../../contracts/call-error';

export type MessagesEvent =
  | { type: 'messages.filter'; filter: MessageFilter }
  | { type: 'messages.page'; pageNum: number }
  | { type: 'messages.markRead'; id: number }
  | { type: 'messages.markAllRead' }
  | { type: 'messages.retry' };

interface MessagesContext {
  filter: MessageFilter;
  pageNum: number;
  page: MessagePage | null;
  /** The message being marked read, while it is. */
  markingId: number | null;
  error: CallError | null;
}

/**
 * The member's inbox (/tai-khoan/thong-bao): pages of 50 (SPEC §9) filtered by type, the unread
 * count, and marking one or all messages read. A failed mark is reported through `notifyFailed`,
 * which the view provides (a toast), and the list stays as it was.
 */
export const messagesMachine = setup({
  types: {
    context: {} as MessagesContext,
    events: {} as MessagesEvent,
  },
  actors: { loadMessages, markRead, markAllRead },
  actions: {
    notifyFailed: (_, _error: CallError) => {},
  },
  guards: {
    isOtherFilter: ({ context, event }) => event.type === 'messages.filter' && event.filter !== context.filter,
    isOtherPage: ({ context, event }) => event.type === 'messages.page' && event.pageNum >= 1 && event.pageNum !== context.pageNum,
    isUnread: ({ context, event }) =>
      event.type === 'messages.markRead' && context.page?.list.some((m) => m.id === event.id && !m.isRead) === true,
    hasUnread: ({ context }) => (context.page?.unread ?? 0) > 0,
  },
}).createMachine({
  id: 'messages',
  context: { filter: 'all', pageNum: 1, page: null, markingId: null, error: null },
  initial: 'loading',
  on: {
    'messages.filter': {
      guard: 'isOtherFilter',
      target: '.loading',
      reenter: true,
      actions: assign({ filter: ({ event }) => event.filter, pageNum: 1 }),
    },
    'messages.page': {
      guard: 'isOtherPage',
      target: '.loading',
      reenter: true,
      actions: assign({ pageNum: ({ event }) => event.pageNum }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadMessages',
        input: ({ context }) => ({ type: context.filter, pageNum: context.pageNum }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'messages.markRead': { guard: 'isUnread', target: 'markingOne', actions: assign({ markingId: ({ event }) => event.id }) },
            'messages.markAllRead': { guard: 'hasUnread', target: 'markingAll' },
          },
        },
        markingOne: {
          invoke: {
            src: 'markRead',
            input: ({ context }) => ({ id: context.markingId ?? 0 }),
            onDone: {
              target: 'idle',
              actions: assign({
                page: ({ context, event }) =>
                  context.page && {
                    ...context.page,
                    unread: event.output.unread,
                    list: context.page.list.map((m) => (m.id === context.markingId ? { ...m, isRead: true } : m)),
                  },
                markingId: null,
              }),
            },
            onError: {
              target: 'idle',
              actions: [assign({ markingId: null }), { type: 'notifyFailed', params: ({ event }) => callError(event.error) }],
            },
          },
        },
        markingAll: {
          invoke: {
            src: 'markAllRead',
            input: ({ context }) => ({ type: context.filter }),
            onDone: {
              target: 'idle',
              actions: assign({
                page: ({ context, event }) =>
                  context.page && {
                    ...context.page,
                    unread: event.output.unread,
                    list: context.page.list.map((m) => ({ ...m, isRead: true })),
                  },
              }),
            },
            onError: { target: 'idle', actions: { type: 'notifyFailed', params: ({ event }) => callError(event.error) } },
          },
        },
      },
    },
    failed: {
      on: { 'messages.retry': 'loading' },
    },
  },
});
