import { assign, setup } from 'xstate';
import type { RoomOpinion } from '../../contracts/schemas/live';
import { loadOpinion, sendVote } from './room-tabs.actors';
import { callError, type CallError } from '../../contracts/call-error';
import { POLL_CLOSED_STATUS } from './room-tabs.constants';

export type OpinionEvent =
  /** The member picks a choice (the view asks a guest to log in first). */
  | { type: 'opinion.vote'; choice: string }
  | { type: 'opinion.retry' }
  /** Read the poll again: the visitor logged in or out, or the room's status changed. */
  | { type: 'opinion.reload' };

export interface OpinionInput {
  roomId: number;
}

export interface OpinionContext {
  roomId: number;
  poll: RoomOpinion | null;
  /** The choice being sent, shown as chosen until the server answers. */
  pending: string | null;
  /** A failed load. */
  error: CallError | null;
  /** A refused or failed vote (401, 409 closed, offline), shown beside the poll. */
  voteError: CallError | null;
}

/**
 * The room's fans' poll (opinion tab): loading, then ready — idle, voting, or reloading (after a
 * login, a status change, or a vote refused because the poll closed meanwhile) — or failed with a retry.
 * A vote is only sent while the poll is open, for one of its choices, and when it changes the member's choice.
 */
export const opinionMachine = setup({
  types: {
    context: {} as OpinionContext,
    events: {} as OpinionEvent,
    input: {} as OpinionInput,
  },
  actors: { loadOpinion, sendVote },
  guards: {
    canVote: ({ context, event }) =>
      event.type === 'opinion.vote' &&
      context.poll !== null &&
      context.poll.open &&
      context.poll.myChoice !== event.choice &&
      context.poll.choices.some((c) => c.key === event.choice),
    pollClosed: ({ event }) => callError((event as unknown as { error: unknown }).error).status === POLL_CLOSED_STATUS,
  },
  actions: {
    assignPoll: assign({ poll: ({ event }) => (event as unknown as { output: RoomOpinion }).output, error: null }),
    assignError: assign({ error: ({ event }) => callError((event as unknown as { error: unknown }).error) }),
    assignVoteError: assign({ voteError: ({ event }) => callError((event as unknown as { error: unknown }).error), pending: null }),
    startVote: assign({ pending: ({ event }) => (event.type === 'opinion.vote' ? event.choice : null), voteError: null }),
    finishVote: assign({ poll: ({ event }) => (event as unknown as { output: RoomOpinion }).output, pending: null, voteError: null }),
  },
}).createMachine({
  id: 'opinion',
  context: ({ input }) => ({ roomId: input.roomId, poll: null, pending: null, error: null, voteError: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'loadOpinion',
        input: ({ context }) => ({ roomId: context.roomId }),
        onDone: { target: 'ready', actions: 'assignPoll' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      on: { 'opinion.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'opinion.vote': { guard: 'canVote', target: 'voting', actions: 'startVote' },
            'opinion.reload': 'reloading',
          },
        },
        voting: {
          tags: ['busy'],
          invoke: {
            id: 'vote',
            src: 'sendVote',
            input: ({ context }) => ({ roomId: context.roomId, choice: context.pending ?? '' }),
            onDone: { target: 'idle', actions: 'finishVote' },
            onError: [
              { guard: 'pollClosed', target: 'reloading', actions: 'assignVoteError' },
              { target: 'idle', actions: 'assignVoteError' },
            ],
          },
        },
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'reload',
            src: 'loadOpinion',
            input: ({ context }) => ({ roomId: context.roomId }),
            onDone: { target: 'idle', actions: 'assignPoll' },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});
