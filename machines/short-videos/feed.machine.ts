import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { Page } from '../../contracts/schemas/common';
import type { ShortItem } from '../../contracts/schemas/content/shorts';
import { SHORT_FEED_PAGE_SIZE } from '../../contracts/short-feeds';

/**
 * The vertical feed of short videos: the clips loaded so far (a page at a time, appended), which one
 * is on screen (`index`: the one that plays), and whether sound is on. Moving within the last
 * PREFETCH_AHEAD clips loads the next page in the background; a failed next page can be retried
 * while the clips shown stay. `first` (a clip opened by its address) leads the feed and is not
 * repeated when the pages bring it again.
 */
export const FEED_PAGE_SIZE = SHORT_FEED_PAGE_SIZE;
export const PREFETCH_AHEAD = 3;

export type FeedEvent =
  | { type: 'feed.next' }
  | { type: 'feed.previous' }
  /** The clip now on screen (the view saw it scrolled into place). */
  | { type: 'feed.show'; index: number }
  | { type: 'feed.retry' }
  | { type: 'feed.toggleSound' }
  /** A clip changed (liked, saved): its new state from the server. */
  | { type: 'feed.patch'; id: number; patch: Partial<ShortItem> }
  /** Read the first page again (after an empty feed, e.g. once the member followed someone). */
  | { type: 'feed.refresh' };

export interface FeedContext {
  items: ShortItem[];
  total: number;
  /** The last page loaded (0 before the first). */
  pageNum: number;
  /** The size of the pages read (0 before the first). */
  pageSize: number;
  index: number;
  muted: boolean;
  error: CallError | null;
  first: ShortItem | null;
}

export interface FeedInput {
  first?: ShortItem | null;
}

/**
 * Whether pages are left: the pages read so far do not cover the total. (Counting the clips shown
 * instead went wrong when `first` was also on a page, as a clip is among its category's newest: the
 * count stayed one short of the total and the feed asked for empty pages after the last, forever.)
 */
const hasMore = (context: FeedContext) => context.pageNum === 0 || context.pageNum * context.pageSize < context.total;

function appendPage(context: FeedContext, page: Page<ShortItem>): Pick<FeedContext, 'items' | 'total' | 'pageNum' | 'pageSize' | 'error'> {
  const seen = new Set(context.items.map((clip) => clip.id));
  const fresh = page.list.filter((clip) => !seen.has(clip.id));
  return { items: [...context.items, ...fresh], total: page.total, pageNum: page.pageNum, pageSize: page.pageSize, error: null };
}

export const feedMachine = setup({
  types: {
    context: {} as FeedContext,
    events: {} as FeedEvent,
    input: {} as FeedInput,
  },
  actors: {
    loadPage: fromPromise<Page<ShortItem>, { pageNum: number }>(() => Promise.reject(new Error('feed: no loadPage actor provided'))),
  },
  guards: {
    canGoNext: ({ context }) => context.index < context.items.length - 1,
    canGoBack: ({ context }) => context.index > 0,
    isOnScreenChange: ({ context, event }) =>
      event.type === 'feed.show' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.items.length && event.index !== context.index,
    nearTheEnd: ({ context }) => hasMore(context) && context.index >= context.items.length - PREFETCH_AHEAD,
    isEmpty: ({ context }, page: Page<ShortItem>) => page.list.length === 0 && context.items.length === 0,
  },
  actions: {
    next: assign({ index: ({ context }) => context.index + 1 }),
    previous: assign({ index: ({ context }) => context.index - 1 }),
    show: assign({ index: ({ context, event }) => (event.type === 'feed.show' ? event.index : context.index) }),
    toggleSound: assign({ muted: ({ context }) => !context.muted }),
    patch: assign({
      items: ({ context, event }) =>
        event.type === 'feed.patch' ? context.items.map((clip) => (clip.id === event.id ? { ...clip, ...event.patch } : clip)) : context.items,
    }),
  },
}).createMachine({
  id: 'shortFeed',
  context: ({ input }) => ({
    items: input.first ? [input.first] : [],
    total: 0,
    pageNum: 0,
    pageSize: 0,
    index: 0,
    muted: true,
    error: null,
    first: input.first ?? null,
  }),
  initial: 'loading',
  on: {
    'feed.toggleSound': { actions: 'toggleSound' },
    'feed.patch': { actions: 'patch' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'page',
        src: 'loadPage',
        input: () => ({ pageNum: 1 }),
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => event.output }, target: 'empty', actions: assign(({ event }) => ({ total: 0, pageNum: event.output.pageNum })) },
          { target: 'ready', actions: assign(({ context, event }) => appendPage(context, event.output)) },
        ],
        onError: [
          // A clip opened by its address still plays when the rest of the feed cannot load.
          { guard: ({ context }) => context.items.length > 0, target: 'ready.moreFailed', actions: assign({ error: ({ event }) => callError(event.error) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
        ],
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'feed.next': { guard: 'canGoNext', actions: 'next' },
        'feed.previous': { guard: 'canGoBack', actions: 'previous' },
        'feed.show': { guard: 'isOnScreenChange', actions: 'show' },
      },
      states: {
        idle: {
          always: { guard: 'nearTheEnd', target: 'loadingMore' },
          on: { 'feed.refresh': '#shortFeed.loading' },
        },
        loadingMore: {
          tags: ['busy'],
          invoke: {
            id: 'more',
            src: 'loadPage',
            input: ({ context }) => ({ pageNum: context.pageNum + 1 }),
            onDone: { target: 'idle', actions: assign(({ context, event }) => appendPage(context, event.output)) },
            onError: { target: 'moreFailed', actions: assign({ error: ({ event }) => callError(event.error) }) },
          },
        },
        moreFailed: {
          on: { 'feed.retry': 'loadingMore' },
        },
      },
    },
    empty: {
      on: { 'feed.refresh': 'loading' },
    },
    failed: {
      on: { 'feed.retry': 'loading' },
    },
  },
});

export type FeedMachine = typeof feedMachine;

/** The feed machine reading its pages with `fetchPage` (a call of contracts/endpoints/short-videos.ts). */
export function createFeed(fetchPage: (pageNum: number, signal: AbortSignal) => Promise<Page<ShortItem>>): FeedMachine {
  return feedMachine.provide({
    actors: { loadPage: fromPromise<Page<ShortItem>, { pageNum: number }>(({ input, signal }) => fetchPage(input.pageNum, signal)) },
  });
}
