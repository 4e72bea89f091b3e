import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';

/**
 * A member's on/off toggle (a short clip's like, save or follow of its creator, a comment's like,
 * a board post's bookmark): it shows the new state at once, sends it, then takes the server's
 * answer (its count too); a failure puts the old state back and keeps the error for a notice. A
 * press while one is on its way is kept and sent after it, so the last press wins. Guests never
 * reach it: the view opens the sign-in form instead.
 */
export interface ToggleState {
  on: boolean;
  /** Likes or followers; null where nothing is counted (save). */
  count: number | null;
}

export interface ToggleContext extends ToggleState {
  /** What the server last confirmed (put back on failure). */
  confirmed: ToggleState;
  /** A press waiting for the call on its way. */
  queued: boolean;
  error: CallError | null;
}

export type ToggleEvent =
  | { type: 'toggle.press' }
  /** The clip shown changed its state elsewhere (another button of the same clip, a refresh). */
  | { type: 'toggle.sync'; state: ToggleState };

const flip = (state: ToggleState): ToggleState => ({
  on: !state.on,
  count: state.count === null ? null : Math.max(0, state.count + (state.on ? -1 : 1)),
});

export const toggleMachine = setup({
  types: {
    context: {} as ToggleContext,
    events: {} as ToggleEvent,
    input: {} as ToggleState,
  },
  actors: {
    send: fromPromise<ToggleState, { on: boolean }>(() => Promise.reject(new Error('toggle: no send actor provided'))),
  },
  actions: {
    flip: assign(({ context }) => ({ ...flip(context), error: null })),
  },
}).createMachine({
  id: 'toggle',
  context: ({ input }) => ({ ...input, confirmed: input, queued: false, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'toggle.press': { target: 'sending', actions: 'flip' },
        'toggle.sync': { actions: assign(({ event }) => ({ ...event.state, confirmed: event.state })) },
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ on: context.on }),
        onDone: [
          {
            guard: ({ context }) => context.queued,
            target: 'sending',
            reenter: true,
            actions: assign(({ event }) => ({ ...flip(event.output), confirmed: event.output, queued: false })),
          },
          { target: 'idle', actions: assign(({ event }) => ({ ...event.output, confirmed: event.output })) },
        ],
        onError: { target: 'idle', actions: assign(({ context, event }) => ({ ...context.confirmed, queued: false, error: callError(event.error) })) },
      },
      on: {
        'toggle.press': { actions: [assign({ queued: ({ context }) => !context.queued }), 'flip'] },
      },
    },
  },
});

/** The toggle sending through `send` (e.g. setShortLiked of one clip, answered as on + count). */
export function createToggle(send: (on: boolean) => Promise<ToggleState>) {
  return toggleMachine.provide({ actors: { send: fromPromise<ToggleState, { on: boolean }>(({ input }) => send(input.on)) } });
}
