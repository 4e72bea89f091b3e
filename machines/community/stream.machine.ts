import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';

/**
 * A stream of the board read a page at a time from the server's keyset cursor (a feed, a group's
 * or a place's posts, a profile, the recent activity): loading, then ready with the items so far
 * (loading the next page in the background, or failed to, with a retry that keeps what is shown),
 * empty, or failed with a retry. `ready.end` says the server has no more. A post written here is
 * put on top at once (`stream.prepend`), a deleted one taken out, a changed one patched.
 * Written once with items of any type that have an id; `createStream` types it for one call.
 */
export interface StreamPage<T = unknown> {
  list: T[];
  nextCursor: string | null;
}

interface Identified {
  id: number | string;
}

export type StreamEvent =
  /** Read the next page (the view saw the end of the list, or the button was pressed). */
  | { type: 'stream.more' }
  /** Read again after a failure (the first page, or the next one). */
  | { type: 'stream.retry' }
  /** Start again from the first page (after a sign-in, or the sort changed). */
  | { type: 'stream.reload' }
  | { type: 'stream.prepend'; item: Identified }
  | { type: 'stream.remove'; id: number | string }
  | { type: 'stream.patch'; id: number | string; patch: Record<string, unknown> };

export interface StreamContext {
  items: Identified[];
  nextCursor: string | null;
  error: CallError | null;
}

function append(context: StreamContext, page: StreamPage<Identified>): Pick<StreamContext, 'items' | 'nextCursor' | 'error'> {
  // A post written here while the pages came may come again: it is shown once.
  const seen = new Set(context.items.map((item) => item.id));
  return { items: [...context.items, ...page.list.filter((item) => !seen.has(item.id))], nextCursor: page.nextCursor, error: null };
}

export const streamMachine = setup({
  types: {
    context: {} as StreamContext,
    events: {} as StreamEvent,
  },
  actors: {
    loadPage: fromPromise<StreamPage<Identified>, { cursor: string | null }>(() => Promise.reject(new Error('stream: no loadPage actor provided'))),
  },
  guards: {
    isEmpty: (_, page: StreamPage<Identified>) => page.list.length === 0,
    hasMore: ({ context }) => context.nextCursor !== null,
    isLast: (_, page: StreamPage<Identified>) => page.nextCursor === null,
  },
  actions: {
    prepend: assign({
      items: ({ context, event }) =>
        event.type === 'stream.prepend' ? [event.item, ...context.items.filter((item) => item.id !== event.item.id)] : context.items,
    }),
    remove: assign({
      items: ({ context, event }) => (event.type === 'stream.remove' ? context.items.filter((item) => item.id !== event.id) : context.items),
    }),
    patch: assign({
      items: ({ context, event }) =>
        event.type === 'stream.patch' ? context.items.map((item) => (item.id === event.id ? { ...item, ...event.patch } : item)) : context.items,
    }),
  },
}).createMachine({
  id: 'boardStream',
  context: { items: [], nextCursor: null, error: null },
  initial: 'loading',
  on: {
    'stream.reload': { target: '.loading', actions: assign({ items: [], nextCursor: null, error: null }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'first',
        src: 'loadPage',
        input: () => ({ cursor: null }),
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => event.output }, target: 'empty', actions: assign({ error: null }) },
          { guard: { type: 'isLast', params: ({ event }) => event.output }, target: 'ready.end', actions: assign(({ context, event }) => append(context, event.output)) },
          { target: 'ready', actions: assign(({ context, event }) => append(context, event.output)) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'stream.remove': { actions: 'remove' },
        'stream.patch': { actions: 'patch' },
        'stream.prepend': { actions: 'prepend' },
      },
      states: {
        idle: {
          on: { 'stream.more': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          tags: ['busy'],
          invoke: {
            id: 'more',
            src: 'loadPage',
            input: ({ context }) => ({ cursor: context.nextCursor }),
            onDone: [
              { guard: { type: 'isLast', params: ({ event }) => event.output }, target: 'end', actions: assign(({ context, event }) => append(context, event.output)) },
              { target: 'idle', actions: assign(({ context, event }) => append(context, event.output)) },
            ],
            onError: { target: 'moreFailed', actions: assign({ error: ({ event }) => callError(event.error) }) },
          },
        },
        moreFailed: {
          on: { 'stream.retry': 'loadingMore' },
        },
        end: {},
      },
    },
    empty: {
      on: { 'stream.prepend': { target: 'ready.end', actions: 'prepend' } },
    },
    failed: {
      on: { 'stream.retry': 'loading' },
    },
  },
});

/** A stream for one call: the item type travels with it to the view. */
export interface Stream<TItem> {
  readonly machine: typeof streamMachine;
  /** Types only: never set. */
  readonly types?: { item: TItem };
}

/** A stream over `fetchPage`, a call of api/ answering `{ list, nextCursor }` (it rejects with an ApiFailure). */
export function createStream<TItem extends Identified>(fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<StreamPage<TItem>>): Stream<TItem> {
  return {
    machine: streamMachine.provide({
      actors: { loadPage: fromPromise<StreamPage<Identified>, { cursor: string | null }>(({ input, signal }) => fetchPage(input.cursor, signal)) },
    }),
  };
}
