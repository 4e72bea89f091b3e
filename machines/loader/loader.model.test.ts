import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { createLoader, type LoaderContext } from './loader.machine';

const input = { staticId: 12, leagueId: 3 };

type Data = { n: number };
/** A loader whose answer with n = 0 is empty; the model runs it with a controllable `load` actor. */
const loaderMachine = createLoader<typeof input, Data>(() => Promise.reject(new Error('provided by the test')), { isEmpty: (data) => data.n === 0 }).machine;
type Context = LoaderContext<typeof input, Data>;

const events = [
  { type: 'xstate.done.actor.load', output: { n: 1 } },
  { type: 'xstate.done.actor.load', output: { n: 0 } },
  { type: 'xstate.error.actor.load', error: new ApiFailure(404, 'Match 12 not found') },
  { type: 'load.retry' },
  { type: 'load.refresh' },
  { type: 'xstate.done.actor.refresh', output: { n: 2 } },
  { type: 'xstate.error.actor.refresh', error: new ApiFailure(0, 'offline') },
] as never;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: Context };
  return JSON.stringify([value, context.data, context.error?.status ?? null]);
};

const paths = transitionPaths(loaderMachine, { input, events, serializeState });

describe('loader machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const load = controllablePromiseActor<unknown, unknown>();
    const actor = createActor(loaderMachine.provide({ actors: { load: load.logic } }), { input }).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: unknown; error?: unknown };
        if (e.type.startsWith('xstate.done.actor.')) load.last().resolve(e.output);
        else if (e.type.startsWith('xstate.error.actor.')) load.last().reject(e.error);
        else actor.send(event as never);
      },
      check: (step) => {
        const expected = (step.snapshot as unknown as { context: Context }).context;
        const snapshot = actor.getSnapshot();
        // What the panel shows: the data (kept through a refresh, even a failed one) or the error.
        expect(snapshot.context.data).toEqual(expected.data);
        expect(snapshot.context.error).toEqual(expected.error);
        expect(load.last().input).toEqual(input);
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading') || snapshot.matches({ ready: 'refreshing' }));
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(loaderMachine, paths);
    printCoverage('loader', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
