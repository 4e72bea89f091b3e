import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type Snapshot } from 'xstate';
import { layoutMachine, type LayoutEvent } from './layout.machine';
import { coverageOf, printCoverage, transitionPaths } from '../test-utils/model-paths';

const machine = layoutMachine.provide({ actors: { viewport: fromCallback<LayoutEvent>(() => () => {}) } });
const paths = transitionPaths(machine, {
  input: { width: 1400 },
  events: [
    { type: 'layout.resized', width: 390 },
    { type: 'layout.resized', width: 1100 },
    { type: 'layout.resized', width: 1400 },
    { type: 'room.toggleTheater' },
  ],
  serializeState: (s: Snapshot<unknown>) => JSON.stringify((s as unknown as { value: unknown }).value),
});

/** What a user sees for each width: the header's navbar mode. */
const expectedMode = (width: number) => (width > 1280 ? 'full' : width >= 1024 ? 'half' : 'mobile');

describe('layout machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
    const actor = createActor(machine, { input: { width: 1400 } }).start();
    for (const step of path.steps) {
      actor.send(step.event as LayoutEvent);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.value);
      if (step.event.type === 'layout.resized') {
        expect(snapshot.matches({ navbar: expectedMode((step.event as unknown as { width: number }).width) })).toBe(true);
      }
    }
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(machine, paths);
    printCoverage('layout', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
