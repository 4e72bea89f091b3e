import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';

/**
 * A member's choice that shows at once and is sent after (a reaction to a post, going to an
 * event, joining a group, a friend request): `choice.set` shows the new value; the call sends it
 * with the value the server last confirmed; the server's answer (its counts too) replaces what is
 * shown; a failure puts the confirmed value back and keeps the error for a notice. A choice made
 * while one is on its way waits and is sent after it, so the last one wins. Guests never reach it:
 * the view opens the sign-in form instead. (machines/toggle/toggle.machine.ts is the on/off
 * case of the same idea, used for bookmarks.)
 */
export interface OptimisticContext<T = unknown> {
  /** What is shown. */
  value: T;
  /** What the server last confirmed (put back on failure, and sent beside the new value). */
  confirmed: T;
  /** A choice waiting for the call on its way. */
  queued: T | null;
  error: CallError | null;
}

export type OptimisticEvent<T = unknown> =
  | { type: 'choice.set'; value: T }
  /** The value changed elsewhere (a refresh of the page, another view of the same post). */
  | { type: 'choice.sync'; value: T };

export interface SendInput<T = unknown> {
  value: T;
  confirmed: T;
}

export const optimisticMachine = setup({
  types: {
    context: {} as OptimisticContext,
    events: {} as OptimisticEvent,
    input: {} as { value: unknown },
  },
  actors: {
    send: fromPromise<unknown, SendInput>(() => Promise.reject(new Error('optimistic: no send actor provided'))),
  },
  guards: {
    hasQueued: ({ context }) => context.queued !== null,
  },
  actions: {
    show: assign({ value: ({ context, event }) => (event.type === 'choice.set' ? event.value : context.value), error: null }),
  },
}).createMachine({
  id: 'boardChoice',
  context: ({ input }) => ({ value: input.value, confirmed: input.value, queued: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'choice.set': { target: 'sending', actions: 'show' },
        'choice.sync': { actions: assign(({ event }) => ({ value: event.value, confirmed: event.value })) },
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ value: context.value, confirmed: context.confirmed }),
        onDone: [
          {
            // The answer is confirmed; the waiting choice is shown and sent next.
            guard: 'hasQueued',
            target: 'sending',
            reenter: true,
            actions: assign(({ context, event }) => ({ confirmed: event.output, value: context.queued, queued: null })),
          },
          { target: 'idle', actions: assign(({ event }) => ({ value: event.output, confirmed: event.output })) },
        ],
        onError: { target: 'idle', actions: assign(({ context, event }) => ({ value: context.confirmed, queued: null, error: callError(event.error) })) },
      },
      on: {
        'choice.set': { actions: [assign({ queued: ({ event }) => event.value }), 'show'] },
      },
    },
  },
});

/** A choice for one kind of value: the value's type travels with it to the view. */
export interface Choice<T> {
  readonly machine: typeof optimisticMachine;
  /** Types only: never set. */
  readonly types?: { value: T };
}

/** The optimistic machine sending through `send` (which answers the value the server now holds). */
export function createChoice<T>(send: (input: SendInput<T>) => Promise<T>): Choice<T> {
  return {
    machine: optimisticMachine.provide({
      actors: { send: fromPromise<unknown, SendInput>(({ input }) => send(input as SendInput<T>)) },
    }),
  };
}
