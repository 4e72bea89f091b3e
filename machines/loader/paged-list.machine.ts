import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { Page } from '../../contracts/schemas/common';

export type PagedListEvent =
  /** Show another page (1-based); the page on screen and pages past the last are ignored. */
  | { type: 'list.page'; pageNum: number }
  /** Load the same page again after a failure. */
  | { type: 'list.retry' }
  /** Read the page again in the background; what is shown stays. */
  | { type: 'list.refresh' };

export interface PagedListContext {
  pageNum: number;
  page: Page<unknown> | null;
  error: CallError | null;
}

/** Where a list starts: page 1, or the page the address names. */
export interface PagedListInput {
  pageNum?: number;
}

const firstPage = (pageNum: number | undefined) => (Number.isInteger(pageNum) && pageNum! >= 1 ? pageNum! : 1);

const lastPage = (page: Page<unknown> | null) => (page ? Math.max(1, Math.ceil(page.total / Math.max(1, page.pageSize))) : Infinity);

/**
 * The one machine of a list that comes a page at a time: loading, then ready (with a background
 * refresh), empty when the first page holds nothing, or failed with a retry of the same page;
 * another page loads while the current one stays in context. Written once with `unknown` items;
 * `createPagedList` types it for one call.
 */
export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
    input: {} as PagedListInput | undefined,
  },
  actors: {
    loadPage: fromPromise<Page<unknown>, { pageNum: number }>(() => Promise.reject(new Error('paged list: no loadPage actor provided'))),
  },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'list.page' && Number.isInteger(event.pageNum) && event.pageNum >= 1 && event.pageNum <= lastPage(context.page) && event.pageNum !== context.pageNum,
    isEmpty: (_, page: Page<unknown>) => page.total === 0 && page.list.length === 0,
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({ pageNum: firstPage(input?.pageNum), page: null, error: null }),
  initial: 'loading',
  on: {
    'list.page': { guard: 'isOtherPage', target: '.loading', reenter: true, actions: assign({ pageNum: ({ event }) => event.pageNum }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'page',
        src: 'loadPage',
        input: ({ context }) => ({ pageNum: context.pageNum }),
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => event.output }, target: 'empty', actions: assign({ page: ({ event }) => event.output, error: null }) },
          { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'list.refresh': 'refreshing' },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'refresh',
            src: 'loadPage',
            input: ({ context }) => ({ pageNum: context.pageNum }),
            onDone: { target: 'idle', actions: assign({ page: ({ event }) => event.output }) },
            onError: { target: 'idle' },
          },
        },
      },
    },
    empty: {
      on: { 'list.refresh': 'loading' },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
  },
});

/** A paged list for one call: the item type travels with it to `usePagedList`. */
export interface PagedList<TItem> {
  readonly machine: typeof pagedListMachine;
  /** Types only: never set. */
  readonly types?: { item: TItem };
}

/** A paged list over `fetchPage`, a call of api/ (it rejects with an ApiFailure). */
export function createPagedList<TItem>(fetchPage: (pageNum: number, signal: AbortSignal) => Promise<Page<TItem>>): PagedList<TItem> {
  return {
    machine: pagedListMachine.provide({
      actors: { loadPage: fromPromise<Page<unknown>, { pageNum: number }>(({ input, signal }) => fetchPage(input.pageNum, signal)) },
    }),
  };
}
