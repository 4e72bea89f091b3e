import { describe, expect, it } from 'vitest';
import { createActor, type Snapshot } from 'xstate';
import { loadingMachine } from './loading.machine';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

const paths = transitionPaths(loadingMachine, {
  events: [
    { type: 'loading.start', key: 'route' },
    { type: 'loading.start', key: 'data' },
    { type: 'loading.end', key: 'route' },
    { type: 'loading.end', key: 'data' },
  ],
  serializeState: (s: Snapshot<unknown>) => {
    const { value, context } = s as unknown as { value: string; context: { pending: string[] } };
    return JSON.stringify([value, [...context.pending].sort()]);
  },
});

describe('loading machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const actor = createActor(loadingMachine).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event) => actor.send(event as never),
      // The bar shows exactly while something is pending.
      check: () => expect(actor.getSnapshot().hasTag('busy')).toBe(actor.getSnapshot().context.pending.length > 0),
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(loadingMachine, paths);
    printCoverage('loading', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
