import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import type { RoomOpinion } from '../../contracts/schemas/live';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { opinionMachine, type OpinionContext } from './opinion.machine';

const poll = (open: boolean, myChoice: string | null): RoomOpinion => ({
  roomId: 627,
  kind: 'match',
  scheduleId: 627,
  choices: [
    { key: 'home', votes: 40 + (myChoice === 'home' ? 1 : 0) },
    { key: 'draw', votes: 20 },
    { key: 'away', votes: 30 },
  ],
  total: 90 + (myChoice === 'home' ? 1 : 0),
  myChoice,
  open,
  closesAt: open ? '2030-01-01T12:00:00.000Z' : null,
});

const open = poll(true, null);
const voted = poll(true, 'home');
const closed = poll(false, null);

const events = [
  { type: 'xstate.done.actor.load', output: open },
  { type: 'xstate.done.actor.load', output: closed },
  { type: 'xstate.error.actor.load', error: new ApiFailure(500, 'Lỗi máy chủ') },
  { type: 'opinion.retry' },
  { type: 'opinion.vote', choice: 'home' },
  { type: 'opinion.vote', choice: 'maybe' },
  { type: 'xstate.done.actor.vote', output: voted },
  { type: 'xstate.error.actor.vote', error: new ApiFailure(409, 'Voting on match 627 closed at kickoff') },
  { type: 'xstate.error.actor.vote', error: new ApiFailure(401, 'Authentication required') },
  { type: 'opinion.reload' },
  { type: 'xstate.done.actor.reload', output: closed },
  { type: 'xstate.error.actor.reload', error: new ApiFailure(0, 'offline') },
] as never;

/** The state a visitor can tell apart: where the machine is, whether the poll is open and what they chose. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: OpinionContext };
  return JSON.stringify([value, context.poll?.open ?? null, context.poll?.myChoice ?? null, context.voteError?.status ?? null]);
};

const paths = transitionPaths(opinionMachine, { input: { roomId: 627 }, events, serializeState });

describe('opinion poll (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const load = controllablePromiseActor<RoomOpinion, { roomId: number }>();
    const vote = controllablePromiseActor<RoomOpinion, { roomId: number; choice: string }>();
    const actor = createActor(opinionMachine.provide({ actors: { loadOpinion: load.logic, sendVote: vote.logic } }), { input: { roomId: 627 } }).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: RoomOpinion; error?: unknown };
        if (e.type === 'xstate.done.actor.vote') vote.last().resolve(e.output!);
        else if (e.type === 'xstate.error.actor.vote') vote.last().reject(e.error);
        else if (e.type.startsWith('xstate.done.actor.')) load.last().resolve(e.output!);
        else if (e.type.startsWith('xstate.error.actor.')) load.last().reject(e.error);
        else actor.send(event as never);
      },
      check: (step) => {
        const expected = (step.snapshot as unknown as { context: OpinionContext }).context;
        const actual = actor.getSnapshot().context;
        // What the poll shows: counts, whether it is open, the member's choice, the choice being sent, the vote's error.
        expect(actual.poll).toEqual(expected.poll);
        expect(actual.pending).toBe(expected.pending);
        expect(actual.voteError).toEqual(expected.voteError);
        expect(actual.error).toEqual(expected.error);
        if (actor.getSnapshot().matches({ ready: 'voting' })) expect(vote.last().input).toEqual({ roomId: 627, choice: 'home' });
        expect(actor.getSnapshot().hasTag('busy')).toBe(
          actor.getSnapshot().matches('loading') || actor.getSnapshot().matches({ ready: 'voting' }) || actor.getSnapshot().matches({ ready: 'reloading' }),
        );
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(opinionMachine, paths);
    printCoverage('room-tabs/opinion', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('opinion poll', () => {
  it('does not send a vote for the choice the member already made, nor once the poll is closed', async () => {
    const load = controllablePromiseActor<RoomOpinion, { roomId: number }>();
    const vote = controllablePromiseActor<RoomOpinion, { roomId: number; choice: string }>();
    const actor = createActor(opinionMachine.provide({ actors: { loadOpinion: load.logic, sendVote: vote.logic } }), { input: { roomId: 627 } }).start();
    load.last().resolve(voted);
    await Promise.resolve();
    actor.send({ type: 'opinion.vote', choice: 'home' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'opinion.vote', choice: 'away' });
    expect(actor.getSnapshot().matches({ ready: 'voting' })).toBe(true);
    expect(actor.getSnapshot().context.pending).toBe('away');
    vote.last().reject(new ApiFailure(409, 'closed'));
    await new Promise((r) => setImmediate(r));
    // The poll closed meanwhile: it is read again, and the refusal stays visible.
    expect(actor.getSnapshot().matches({ ready: 'reloading' })).toBe(true);
    expect(actor.getSnapshot().context.voteError).toEqual({ status: 409, message: 'closed' });
    load.last().resolve(closed);
    await new Promise((r) => setImmediate(r));
    actor.send({ type: 'opinion.vote', choice: 'draw' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(vote.calls).toHaveLength(1);
  });
});
