import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { GameEngine } from '../../contracts/game-engines';
import type { GameScoreResult, GameSession } from '../../contracts/schemas/media/games';

/** What starting a round brings: the server's play session (null when it could not start) and the round's data (the quiz). */
export interface RoundStart {
  session: GameSession | null;
  sessionError: CallError | null;
  data: unknown;
}

export interface GamePlayInput {
  gameId: number;
  engine: GameEngine;
  member: boolean;
}

export interface GamePlayContext extends GamePlayInput {
  /** Bumped to load the game's frame again (after it failed to answer). */
  attempt: number;
  /** Rounds started: the view hands each round's data to the game once. */
  round: number;
  session: GameSession | null;
  /** The session was started by a member (a guest who signs in mid-round cannot save that round). */
  sessionMember: boolean;
  data: unknown;
  score: number | null;
  result: GameScoreResult | null;
  /** Scores saved on this page: the leaderboard reloads when it changes. */
  saves: number;
  error: CallError | null;
}

export type GamePlayEvent =
  /** The game's frame loaded and said it is ready (its start panel shows). */
  | { type: 'game.ready' }
  /** The player started a round in the game. */
  | { type: 'game.start' }
  /** The round ended with this score. */
  | { type: 'game.over'; score: number }
  /** The frame never said it was ready: load it again. */
  | { type: 'frame.retry' }
  /** Post the score again after a failure that may pass next time. */
  | { type: 'score.retry' }
  /** Load the round's data again (the quiz failed to load). */
  | { type: 'round.retry' }
  /** The visitor signed in or out. */
  | { type: 'member.changed'; member: boolean };

/** How long the frame may take to say it is ready. */
export const FRAME_TIMEOUT_MS = 15_000;

/** Worth trying again: offline, the server failing, or too many requests. */
export const isRetryable = (error: CallError | null) => error !== null && (error.status === 0 || error.status === 429 || error.status >= 500);

/**
 * One game page: the frame loads (or times out), each round the game starts gets a play session
 * from the server (and its data: the quiz's questions), and its end posts the score for a member;
 * a guest's round ends with the invitation to sign in, a round without a session (it failed to
 * start) ends unsaved; so does, as a guest round, one a guest started and finished after signing in. A refused score shows the server's message; a failed one may be retried.
 */
export const gamePlayMachine = setup({
  types: {
    context: {} as GamePlayContext,
    events: {} as GamePlayEvent,
    input: {} as GamePlayInput,
  },
  actors: {
    beginRound: fromPromise<RoundStart, { gameId: number; engine: GameEngine }>(() => Promise.reject(new Error('game-play: no beginRound actor'))),
    postScore: fromPromise<GameScoreResult, { sessionId: number; score: number }>(() => Promise.reject(new Error('game-play: no postScore actor'))),
  },
  guards: {
    canSave: ({ context, event }) => event.type === 'game.over' && context.member && context.sessionMember && context.session !== null,
    isGuest: ({ context, event }) => event.type === 'game.over' && !(context.member && context.sessionMember),
    retryable: ({ context }) => isRetryable(context.error),
  },
  actions: {
    newRound: assign(({ context }) => ({ round: context.round + 1, session: null, sessionMember: context.member, data: null, score: null, result: null, error: null })),
    keepScore: assign(({ event }) => (event.type === 'game.over' ? { score: event.score } : {})),
    setMember: assign(({ event }) => (event.type === 'member.changed' ? { member: event.member } : {})),
  },
}).createMachine({
  id: 'gamePlay',
  context: ({ input }) => ({ ...input, attempt: 0, round: 0, session: null, sessionMember: input.member, data: null, score: null, result: null, saves: 0, error: null }),
  initial: 'loading',
  on: {
    'member.changed': { actions: 'setMember' },
  },
  states: {
    loading: {
      on: { 'game.ready': 'idle' },
      after: { [FRAME_TIMEOUT_MS]: 'frameFailed' },
    },
    frameFailed: {
      on: {
        'frame.retry': { target: 'loading', actions: assign(({ context }) => ({ attempt: context.attempt + 1 })) },
        // A slow frame that answers after all.
        'game.ready': 'idle',
      },
    },
    idle: {
      on: { 'game.start': { target: 'starting', actions: 'newRound' } },
    },
    starting: {
      invoke: {
        id: 'beginRound',
        src: 'beginRound',
        input: ({ context }) => ({ gameId: context.gameId, engine: context.engine }),
        onDone: {
          target: 'playing',
          actions: assign(({ event }) => ({ session: event.output.session, data: event.output.data, error: event.output.sessionError })),
        },
        onError: { target: 'roundFailed', actions: assign(({ event }) => ({ error: callError(event.error) })) },
      },
      on: {
        // A round over before its session answered: nothing to save it with.
        'game.over': { target: 'unsaved', actions: 'keepScore' },
      },
    },
    roundFailed: {
      on: {
        'round.retry': { target: 'starting', actions: 'newRound' },
        'game.start': { target: 'starting', actions: 'newRound' },
      },
    },
    playing: {
      on: {
        'game.over': [
          { guard: 'canSave', target: 'saving', actions: 'keepScore' },
          { guard: 'isGuest', target: 'guestOver', actions: 'keepScore' },
          { target: 'unsaved', actions: 'keepScore' },
        ],
        'game.start': { target: 'starting', actions: 'newRound' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'postScore',
        src: 'postScore',
        input: ({ context }) => ({ sessionId: context.session!.sessionId, score: context.score! }),
        onDone: { target: 'saved', actions: assign(({ context, event }) => ({ result: event.output, saves: context.saves + 1, error: null })) },
        onError: { target: 'saveFailed', actions: assign(({ event }) => ({ error: callError(event.error) })) },
      },
    },
    saved: {
      on: { 'game.start': { target: 'starting', actions: 'newRound' } },
    },
    saveFailed: {
      on: {
        'score.retry': { guard: 'retryable', target: 'saving' },
        'game.start': { target: 'starting', actions: 'newRound' },
      },
    },
    guestOver: {
      on: { 'game.start': { target: 'starting', actions: 'newRound' } },
    },
    unsaved: {
      on: { 'game.start': { target: 'starting', actions: 'newRound' } },
    },
  },
});
