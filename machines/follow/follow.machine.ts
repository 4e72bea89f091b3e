import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';

export interface FollowState {
  followed: boolean;
  followers: number;
}

export interface FollowInput extends FollowState {
  /** The followed thing's id: a tipster's, a tip's or an artist's. */
  id: number;
}

export type FollowEvent =
  /** Follow when not following, stop when following (the view asks a guest to log in first). */
  | { type: 'follow.toggle' }
  /** Newer data from the page (after a login, a reload): taken while nothing is being sent. */
  | { type: 'follow.sync'; followed: boolean; followers: number };

export interface FollowContext extends FollowState {
  id: number;
  /** What the server last confirmed: the state a failure rolls back to. */
  confirmed: FollowState;
  /** The last refusal or failure, shown beside the button until the next toggle. */
  error: CallError | null;
}

/** 409: already following (to follow) or not following (to stop): the server already has what was asked. */
const ALREADY = 409;

/**
 * Following a tipster, a tip or an artist, optimistically: a toggle shows the new state (and count) at once,
 * the call confirms it (with the server's count), and a failure rolls back to the last confirmed
 * state with its error. A 409 means the server already agrees with what was asked: kept, no error.
 * Toggles while a call is on its way are ignored.
 */
export const followMachine = setup({
  types: {
    context: {} as FollowContext,
    events: {} as FollowEvent,
    input: {} as FollowInput,
  },
  actors: {
    send: fromPromise<FollowState, { id: number; follow: boolean }>(() => Promise.reject(new Error('follow: no send actor provided'))),
  },
  guards: {
    alreadyDone: ({ event }) => callError((event as unknown as { error: unknown }).error).status === ALREADY,
  },
  actions: {
    flip: assign(({ context }) => ({
      followed: !context.followed,
      followers: Math.max(0, context.followers + (context.followed ? -1 : 1)),
      error: null,
    })),
    confirm: assign(({ event }) => {
      const answer = (event as unknown as { output: FollowState }).output;
      return { followed: answer.followed, followers: answer.followers, confirmed: { followed: answer.followed, followers: answer.followers } };
    }),
    keepShown: assign(({ context }) => ({ confirmed: { followed: context.followed, followers: context.followers } })),
    rollBack: assign(({ context, event }) => ({
      followed: context.confirmed.followed,
      followers: context.confirmed.followers,
      error: callError((event as unknown as { error: unknown }).error),
    })),
    sync: assign(({ event }) => {
      if (event.type !== 'follow.sync') return {};
      const state = { followed: event.followed, followers: event.followers };
      return { ...state, confirmed: state, error: null };
    }),
  },
}).createMachine({
  id: 'follow',
  context: ({ input }) => ({
    id: input.id,
    followed: input.followed,
    followers: input.followers,
    confirmed: { followed: input.followed, followers: input.followers },
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'follow.toggle': { target: 'sending', actions: 'flip' },
        'follow.sync': { actions: 'sync' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ id: context.id, follow: context.followed }),
        onDone: { target: 'idle', actions: 'confirm' },
        onError: [
          { guard: 'alreadyDone', target: 'idle', actions: 'keepShown' },
          { target: 'idle', actions: 'rollBack' },
        ],
      },
    },
  },
});
