import { assign, setup } from 'xstate';
import type { MemberSession } from '../../contracts/schemas/users/account';
import { endOneSession, endOthers, loadSessions } from './account.actors';
import { callError, type CallError } from '../../contracts/call-error';

export type SessionsEvent =
  | { type: 'sessions.retry' }
  /** Something else ended sessions (a password change): the list is loaded again. */
  | { type: 'sessions.reload' }
  | { type: 'sessions.end'; id: string }
  | { type: 'sessions.endOthers' }
  | { type: 'sessions.confirm' }
  | { type: 'sessions.cancel' };

interface SessionsContext {
  sessions: MemberSession[];
  /** The loading error (failed) or the error of the last end (ready). */
  error: CallError | null;
  /** The session being ended. */
  ending: string | null;
  /** How many sessions the last "end the others" ended, for the confirmation. */
  endedOthers: number | null;
}

const others = (context: SessionsContext) => context.sessions.filter((s) => !s.current);

/**
 * The member's signed-in devices (/tai-khoan/bao-mat): loads them, ends one, or, after a
 * confirmation, ends every one but this browser's and loads the list again.
 */
export const sessionsMachine = setup({
  types: {
    context: {} as SessionsContext,
    events: {} as SessionsEvent,
  },
  actors: { loadSessions, endOneSession, endOthers },
  guards: {
    isOtherSession: ({ context, event }) => event.type === 'sessions.end' && context.sessions.some((s) => s.id === event.id && !s.current),
    hasOthers: ({ context }) => others(context).length > 0,
  },
}).createMachine({
  id: 'sessions',
  context: { sessions: [], error: null, ending: null, endedOthers: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSessions',
        onDone: { target: 'ready', actions: assign({ sessions: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    failed: {
      on: { 'sessions.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: { 'sessions.reload': { target: 'loading', actions: assign({ error: null, endedOthers: null }) } },
      states: {
        idle: {
          on: {
            'sessions.end': {
              guard: 'isOtherSession',
              target: 'ending',
              actions: assign({ ending: ({ event }) => event.id, error: null, endedOthers: null }),
            },
            'sessions.endOthers': { guard: 'hasOthers', target: 'confirming', actions: assign({ error: null, endedOthers: null }) },
          },
        },
        ending: {
          invoke: {
            src: 'endOneSession',
            input: ({ context }) => ({ id: context.ending! }),
            onDone: {
              target: 'idle',
              actions: assign({ sessions: ({ context }) => context.sessions.filter((s) => s.id !== context.ending), ending: null }),
            },
            onError: [
              // Already gone (ended elsewhere or expired): it leaves the list all the same.
              {
                guard: ({ event }) => callError(event.error).status === 404,
                target: 'idle',
                actions: assign({ sessions: ({ context }) => context.sessions.filter((s) => s.id !== context.ending), ending: null }),
              },
              { target: 'idle', actions: assign({ error: ({ event }) => callError(event.error), ending: null }) },
            ],
          },
        },
        /** "End every other session?" waits for a yes. */
        confirming: {
          on: { 'sessions.confirm': 'endingOthers', 'sessions.cancel': 'idle' },
        },
        endingOthers: {
          invoke: {
            src: 'endOthers',
            onDone: {
              target: '#sessions.loading',
              actions: assign({ endedOthers: ({ event }) => event.output.ended }),
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => callError(event.error) }) },
          },
        },
      },
    },
  },
});
