import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { AnswerOf, EndpointSpec, InputOf } from '../../contracts/endpoints/define';
import { call } from '../../api/call';

export type LoaderEvent =
  /** Load again after a failure. */
  | { type: 'load.retry' }
  /** Read the data again in the background (something it shows changed); what is shown stays. */
  | { type: 'load.refresh' };

export interface LoaderContext<TInput, TData> {
  /** What the call needs, as the page gave it. */
  input: TInput;
  /** The call's answer (kept through a background refresh, even a failed one). */
  data: TData | null;
  error: CallError | null;
}

export interface LoaderOptions<TData> {
  /** An answer with nothing to show: the machine goes to `empty` instead of `ready`. */
  isEmpty?: (data: TData) => boolean;
}

/**
 * The one machine that loads a page's or a panel's data: loading, then ready (a background refresh
 * keeps the data shown, and a failed refresh keeps it too), empty when the answer holds nothing, or
 * failed with a retry. It is written once with `unknown` data; `createLoader` types it for one call.
 */
export const loaderMachine = setup({
  types: {
    context: {} as LoaderContext<unknown, unknown>,
    events: {} as LoaderEvent,
    input: {} as unknown,
  },
  actors: { load: fromPromise<unknown, unknown>(() => Promise.reject(new Error('loader: no load actor provided'))) },
  guards: {
    isEmpty: (_, _data: unknown) => false,
  },
}).createMachine({
  id: 'loader',
  context: ({ input }) => ({ input, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: LoaderContext<unknown, unknown> }) => context.input,
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }: { event: { output: unknown } }) => event.output }, target: 'empty', actions: assign({ data: ({ event }) => event.output, error: null }) },
          { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'load.refresh': 'refreshing' },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'refresh',
            src: 'load',
            input: ({ context }: { context: LoaderContext<unknown, unknown> }) => context.input,
            onDone: { target: 'idle', actions: assign({ data: ({ event }) => event.output }) },
            onError: { target: 'idle' },
          },
        },
      },
    },
    empty: {
      on: { 'load.refresh': 'loading' },
    },
    failed: {
      on: { 'load.retry': 'loading' },
    },
  },
});

/** A loader machine for one call: what it takes (TInput) and answers (TData) travel with it to `useLoader`. */
export interface Loader<TInput, TData> {
  readonly machine: typeof loaderMachine;
  /** Types only: never set. */
  readonly types?: { input: TInput; data: TData };
}

/**
 * A loader of an endpoint of contracts/endpoints/ (its input is the call's `{ query, params, body }`),
 * or of `load`, any call that rejects with an ApiFailure. Tests provide their own `load` actor to
 * `loader.machine`.
 */
export function createLoader<E extends EndpointSpec>(endpoint: E, options?: LoaderOptions<AnswerOf<E>>): Loader<InputOf<E>, AnswerOf<E>>;
export function createLoader<TInput, TData>(
  load: (input: TInput, signal: AbortSignal) => Promise<TData>,
  options?: LoaderOptions<TData>,
): Loader<TInput, TData>;
export function createLoader(
  source: EndpointSpec | ((input: unknown, signal: AbortSignal) => Promise<unknown>),
  options: LoaderOptions<unknown> = {},
): Loader<unknown, unknown> {
  const load = typeof source === 'function' ? source : (input: unknown, signal: AbortSignal) => call(source, input as never, signal);
  return {
    machine: loaderMachine.provide({
      actors: { load: fromPromise<unknown, unknown>(({ input, signal }) => load(input, signal)) },
      guards: { isEmpty: (_, data: unknown) => options.isEmpty?.(data) ?? false },
    }),
  };
}
