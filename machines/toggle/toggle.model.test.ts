import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { toggleMachine, type ToggleContext, type ToggleState } from './toggle.machine';

const input: ToggleState = { on: false, count: 10 };

const events = [
  { type: 'toggle.press' },
  { type: 'xstate.done.actor.send', output: { on: true, count: 11 } },
  { type: 'xstate.done.actor.send', output: { on: false, count: 10 } },
  { type: 'xstate.error.actor.send', error: new ApiFailure(0, 'offline') },
  { type: 'toggle.sync', state: { on: true, count: 12 } },
] as never;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: ToggleContext };
  return JSON.stringify([value, context.on, context.count, context.confirmed, context.queued, context.error?.status ?? null]);
};

const paths = transitionPaths(toggleMachine, { input, events, serializeState });

describe('toggle machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const send = controllablePromiseActor<ToggleState, { on: boolean }>();
    const actor = createActor(toggleMachine.provide({ actors: { send: send.logic } }), { input }).start();
    let before = actor.getSnapshot().context;
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        before = actor.getSnapshot().context;
        const e = event as EventObject & { output?: ToggleState; error?: unknown };
        if (e.type.startsWith('xstate.done.actor.')) send.last().resolve(e.output!);
        else if (e.type.startsWith('xstate.error.actor.')) send.last().reject(e.error);
        else actor.send(event as never);
      },
      check: ({ event, snapshot: expected }) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context;
        expect(context).toEqual((expected as unknown as { context: ToggleContext }).context);
        // A press shows at once.
        if (event.type === 'toggle.press') expect(context.on).toBe(!before.on);
        // The call sends what is shown.
        if (snapshot.matches('sending')) expect(send.last().input.on).toBe(context.queued ? !context.on : context.on);
        // A failure puts back what the server last confirmed.
        if (event.type.startsWith('xstate.error.actor.')) expect({ on: context.on, count: context.count }).toEqual(before.confirmed);
        expect(context.count).toBeGreaterThanOrEqual(0);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(toggleMachine, paths);
    printCoverage('toggle', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
