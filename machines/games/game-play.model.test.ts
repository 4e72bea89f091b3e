import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure, callError } from '../../contracts/call-error';
import type { GameEngine } from '../../contracts/game-engines';
import type { GameScoreResult, GameSession } from '../../contracts/schemas/media/games';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';
import { FRAME_TIMEOUT_MS, gamePlayMachine, isRetryable, type GamePlayContext, type GamePlayInput, type RoundStart } from './game-play.machine';

const session: GameSession = { sessionId: 41, gameId: 13, plays: 100, startedAt: '2026-11-24T13:30:00.000Z' };
const result: GameScoreResult = { sessionId: 41, gameId: 13, score: 400, best: 400, isBest: true, rank: 2 };

const events = [
  { type: 'game.ready' },
  { type: 'game.start' },
  { type: 'game.over', score: 400 },
  { type: 'frame.retry' },
  { type: 'score.retry' },
  { type: 'round.retry' },
  { type: 'member.changed', member: true },
  { type: 'member.changed', member: false },
  { type: `xstate.after.${FRAME_TIMEOUT_MS}.gamePlay.loading` },
  { type: 'xstate.done.actor.beginRound', output: { session, sessionError: null, data: null } },
  { type: 'xstate.done.actor.beginRound', output: { session: null, sessionError: callError(new ApiFailure(0, 'offline')), data: null } },
  { type: 'xstate.error.actor.beginRound', error: new ApiFailure(500, 'quiz failed') },
  { type: 'xstate.done.actor.postScore', output: result },
  { type: 'xstate.error.actor.postScore', error: new ApiFailure(503, 'busy') },
  { type: 'xstate.error.actor.postScore', error: new ApiFailure(422, 'That round was too short') },
] as never;

/** What the page shows depends on the state, whether the visitor is a member, has a session and a retryable error. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context: c } = s as unknown as { value: unknown; context: GamePlayContext };
  return JSON.stringify([value, c.member, c.sessionMember, c.session !== null, c.error?.status ?? null]);
};

const inputs: GamePlayInput[] = [
  { gameId: 13, engine: 'penalty', member: true },
  { gameId: 13, engine: 'penalty', member: false },
];
const paths = transitionPaths(gamePlayMachine, { inputs, events, serializeState });

function start(input: GamePlayInput) {
  const clock = new SimulatedClock();
  const begin = controllablePromiseActor<RoundStart, { gameId: number; engine: GameEngine }>();
  const post = controllablePromiseActor<GameScoreResult, { sessionId: number; score: number }>();
  const actor = createActor(gamePlayMachine.provide({ actors: { beginRound: begin.logic, postScore: post.logic } }), { input, clock }).start();
  return { clock, begin, post, actor };
}

describe('game play (model-based)', () => {
  it.each(paths.map((p) => [`${(p.input as GamePlayInput).member ? 'member' : 'guest'}: ${p.description}`, p] as const))('%s', async (_, path) => {
    const { clock, begin, post, actor } = start(path.input as GamePlayInput);
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: unknown; error?: unknown };
        if (e.type.startsWith('xstate.after.')) clock.increment(FRAME_TIMEOUT_MS);
        else if (e.type === 'xstate.done.actor.beginRound') begin.last().resolve(e.output as RoundStart);
        else if (e.type === 'xstate.error.actor.beginRound') begin.last().reject(e.error);
        else if (e.type === 'xstate.done.actor.postScore') post.last().resolve(e.output as GameScoreResult);
        else if (e.type === 'xstate.error.actor.postScore') post.last().reject(e.error);
        else actor.send(event as never);
      },
      check: (step) => {
        const expected = (step.snapshot as unknown as { context: GamePlayContext }).context;
        const actual = actor.getSnapshot().context;
        expect([actual.member, actual.session, actual.score, actual.result, actual.error?.status ?? null]).toEqual([
          expected.member,
          expected.session,
          expected.score,
          expected.result,
          expected.error?.status ?? null,
        ]);
        // The score posted is the round's, with the session the server started.
        if (actor.getSnapshot().matches('saving')) expect(post.last().input).toEqual({ sessionId: 41, score: 400 });
        expect(actor.getSnapshot().hasTag('busy')).toBe(actor.getSnapshot().matches('saving'));
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(gamePlayMachine, paths);
    printCoverage('games/game-play', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('game play', () => {
  it('a member’s round: session, score saved, the leaderboard told to reload', async () => {
    const { begin, post, actor } = start({ gameId: 13, engine: 'penalty', member: true });
    actor.send({ type: 'game.ready' });
    actor.send({ type: 'game.start' });
    expect(begin.last().input).toEqual({ gameId: 13, engine: 'penalty' });
    begin.last().resolve({ session, sessionError: null, data: null });
    await settle();
    actor.send({ type: 'game.over', score: 400 });
    expect(post.last().input).toEqual({ sessionId: 41, score: 400 });
    post.last().resolve(result);
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ saves: 1, round: 1, result });
    // The next round starts clean.
    actor.send({ type: 'game.start' });
    expect(actor.getSnapshot().context).toMatchObject({ round: 2, result: null, score: null, saves: 1 });
  });

  it('a guest who signs in mid-round cannot save that round (its session is a guest’s): it ends as a guest round', async () => {
    const { begin, post, actor } = start({ gameId: 13, engine: 'penalty', member: false });
    actor.send({ type: 'game.ready' });
    actor.send({ type: 'game.start' });
    begin.last().resolve({ session, sessionError: null, data: null });
    await settle();
    actor.send({ type: 'member.changed', member: true });
    actor.send({ type: 'game.over', score: 250 });
    expect(post.calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('guestOver');
    expect(actor.getSnapshot().context.score).toBe(250);
  });

  it('only offline, server failures and 429 may be retried', () => {
    expect(isRetryable(null)).toBe(false);
    expect(isRetryable(callError(new ApiFailure(0, 'x')))).toBe(true);
    expect(isRetryable(callError(new ApiFailure(429, 'x')))).toBe(true);
    expect(isRetryable(callError(new ApiFailure(503, 'x')))).toBe(true);
    expect(isRetryable(callError(new ApiFailure(422, 'x')))).toBe(false);
    expect(isRetryable(callError(new ApiFailure(409, 'x')))).toBe(false);
  });
});
