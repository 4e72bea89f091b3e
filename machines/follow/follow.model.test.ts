import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';
import { followMachine, type FollowContext, type FollowState } from './follow.machine';

const input = { id: 17, followed: false, followers: 10 };

const events = [
  { type: 'follow.toggle' },
  { type: 'follow.sync', followed: true, followers: 12 },
  { type: 'xstate.done.actor.send', output: { followed: true, followers: 11 } },
  { type: 'xstate.done.actor.send', output: { followed: false, followers: 10 } },
  { type: 'xstate.error.actor.send', error: new ApiFailure(500, 'Lỗi máy chủ nội bộ') },
  { type: 'xstate.error.actor.send', error: new ApiFailure(409, 'You already follow tipster 17') },
] as never;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context: c } = s as unknown as { value: unknown; context: FollowContext };
  return JSON.stringify([value, c.followed, c.followers, c.confirmed, c.error?.status ?? null]);
};

const paths = transitionPaths(followMachine, { input, events, serializeState });

describe('follow toggle (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const send = controllablePromiseActor<FollowState, { id: number; follow: boolean }>();
    const actor = createActor(followMachine.provide({ actors: { send: send.logic } }), { input }).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: FollowState; error?: unknown };
        if (e.type === 'xstate.done.actor.send') send.last().resolve(e.output!);
        else if (e.type === 'xstate.error.actor.send') send.last().reject(e.error);
        else actor.send(event as never);
      },
      check: (step) => {
        const expected = (step.snapshot as unknown as { context: FollowContext }).context;
        const actual = actor.getSnapshot().context;
        // What the button shows: followed or not, the count, and the error beside it.
        expect([actual.followed, actual.followers, actual.confirmed, actual.error]).toEqual([expected.followed, expected.followers, expected.confirmed, expected.error]);
        const sending = actor.getSnapshot().matches('sending');
        expect(actor.getSnapshot().hasTag('busy')).toBe(sending);
        // The call asks for what the button now shows.
        if (sending) expect(send.last().input).toEqual({ id: 17, follow: actual.followed });
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(followMachine, paths);
    printCoverage('follow', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('follow toggle', () => {
  it('shows the new state at once, and a failure rolls back to what the server last confirmed', async () => {
    const send = controllablePromiseActor<FollowState, { id: number; follow: boolean }>();
    const actor = createActor(followMachine.provide({ actors: { send: send.logic } }), { input }).start();
    actor.send({ type: 'follow.toggle' });
    expect([actor.getSnapshot().context.followed, actor.getSnapshot().context.followers]).toEqual([true, 11]);
    // A second click while the call is on its way does nothing.
    actor.send({ type: 'follow.toggle' });
    expect(send.calls).toHaveLength(1);
    send.last().resolve({ followed: true, followers: 14 });
    await settle();
    expect([actor.getSnapshot().context.followed, actor.getSnapshot().context.followers]).toEqual([true, 14]);
    actor.send({ type: 'follow.toggle' });
    expect([actor.getSnapshot().context.followed, actor.getSnapshot().context.followers]).toEqual([false, 13]);
    send.last().reject(new ApiFailure(0, 'offline'));
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ followed: true, followers: 14, error: { status: 0 } });
  });

  it('a sync while a call is on its way waits: the answer decides', async () => {
    const send = controllablePromiseActor<FollowState, { id: number; follow: boolean }>();
    const actor = createActor(followMachine.provide({ actors: { send: send.logic } }), { input }).start();
    actor.send({ type: 'follow.toggle' });
    actor.send({ type: 'follow.sync', followed: false, followers: 3 });
    send.last().resolve({ followed: true, followers: 11 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ followed: true, followers: 11, confirmed: { followed: true, followers: 11 } });
  });
});
