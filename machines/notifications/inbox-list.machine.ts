import { assign, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { MessageItem, MessagePage } from '../../contracts/schemas/users/social';
import { loadInboxPage } from './inbox-list.actors';

export type InboxListEvent =
  /** The next 50. */
  | { type: 'inbox.more' }
  /** The first page again after it failed. */
  | { type: 'inbox.retry' }
  /** A message pushed while the list is open (machines/notifications `recent`): on top, replacing its older self. */
  | { type: 'inbox.pushed'; message: MessageItem }
  /** The member opened a message (the notifications machine tells the server). */
  | { type: 'inbox.read'; id: number }
  | { type: 'inbox.allRead' };

export interface InboxListContext {
  items: MessageItem[];
  /** Messages the server holds for the member, as far as the pages and pushes tell. */
  total: number;
  /** The last page read. */
  pageNum: number;
  error: CallError | null;
}

/** `items` with `incoming` added after them, each message once (pages shift when new ones arrive on top). */
function appended(items: MessageItem[], incoming: MessageItem[]): MessageItem[] {
  const seen = new Set(items.map((m) => m.id));
  return [...items, ...incoming.filter((m) => !seen.has(m.id))];
}

const pageOf = (event: unknown) => (event as { output: MessagePage }).output;

/**
 * The notification list in the header's panel: the member's site messages newest first, 50 at a
 * time with "load more" (SPEC §9), what is pushed while it is open on top, read marks shown at once.
 * Loading, then ready (with the next page loading or failed, the list kept), empty or failed.
 */
export const inboxListMachine = setup({
  types: {
    context: {} as InboxListContext,
    events: {} as InboxListEvent,
  },
  actors: { loadInboxPage },
  guards: {
    isEmptyPage: ({ event }) => pageOf(event).list.length === 0,
    hasMore: ({ context }) => context.items.length < context.total,
  },
  actions: {
    takeFirstPage: assign(({ event }) => {
      const page = pageOf(event);
      return { items: page.list, total: page.total, pageNum: 1, error: null };
    }),
    takeNextPage: assign(({ context, event }) => {
      const page = pageOf(event);
      const items = appended(context.items, page.list);
      return { items, total: Math.max(page.total, items.length), pageNum: context.pageNum + 1 };
    }),
    takeError: assign({ error: ({ event }) => callError((event as unknown as { error: unknown }).error) }),
    takePushed: assign(({ context, event }) => {
      if (event.type !== 'inbox.pushed') return {};
      const known = context.items.some((m) => m.id === event.message.id);
      return { items: [event.message, ...context.items.filter((m) => m.id !== event.message.id)], total: known ? context.total : context.total + 1 };
    }),
    markRead: assign({
      items: ({ context, event }) => context.items.map((m) => (event.type === 'inbox.read' && m.id === event.id ? { ...m, isRead: true } : m)),
    }),
    markAllRead: assign({ items: ({ context }) => context.items.map((m) => (m.isRead ? m : { ...m, isRead: true })) }),
  },
}).createMachine({
  id: 'inbox-list',
  context: { items: [], total: 0, pageNum: 0, error: null },
  initial: 'loading',
  on: {
    'inbox.read': { actions: 'markRead' },
    'inbox.allRead': { actions: 'markAllRead' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'page',
        src: 'loadInboxPage',
        input: { pageNum: 1 },
        onDone: [{ guard: 'isEmptyPage', target: 'empty', actions: 'takeFirstPage' }, { target: 'ready', actions: 'takeFirstPage' }],
        onError: { target: 'failed', actions: 'takeError' },
      },
    },
    ready: {
      initial: 'idle',
      on: { 'inbox.pushed': { actions: 'takePushed' } },
      states: {
        idle: {
          on: { 'inbox.more': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          tags: ['busy'],
          invoke: {
            id: 'nextPage',
            src: 'loadInboxPage',
            input: ({ context }) => ({ pageNum: context.pageNum + 1 }),
            onDone: { target: 'idle', actions: 'takeNextPage' },
            onError: { target: 'moreFailed', actions: 'takeError' },
          },
        },
        /** The next page failed; what is shown stays, and "load more" tries again. */
        moreFailed: {
          on: { 'inbox.more': 'loadingMore' },
        },
      },
    },
    empty: {
      on: { 'inbox.pushed': { target: 'ready', actions: 'takePushed' } },
    },
    failed: {
      on: { 'inbox.retry': 'loading' },
    },
  },
});
