import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type EventObject } from 'xstate';
import { liveCountMachine } from './live-count.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';
import { LIVE_COUNT_REFRESH_MS } from '../../contracts/constants';

const events = [
  { type: 'xstate.done.actor.totalLive', output: 9 },
  { type: 'xstate.done.actor.totalLive', output: 12 },
  { type: 'xstate.error.actor.totalLive' },
] as never;
const paths = transitionPaths(liveCountMachine, { events });

describe('live count (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const clock = new SimulatedClock();
    const fetches = controllablePromiseActor<number, void>();
    const actor = createActor(liveCountMachine.provide({ actors: { loadTotalLive: fetches.logic } }), { clock }).start();
    // What the visitor would read: the count last answered, kept through failures.
    let shown: number | null = null;
    let asked = 1;
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        if (event.type.startsWith('xstate.after.')) {
          clock.increment(LIVE_COUNT_REFRESH_MS - 1);
          expect(fetches.calls).toHaveLength(asked);
          clock.increment(1);
          asked++;
        } else if (event.type.startsWith('xstate.done.actor.')) {
          shown = (event as unknown as { output: number }).output;
          fetches.last().resolve(shown);
        } else fetches.last().reject(new Error('offline'));
      },
      check: ({ value }) => {
        expect(actor.getSnapshot().context.count).toBe(shown);
        expect(fetches.calls).toHaveLength(asked);
        expect(actor.getSnapshot().hasTag('busy')).toBe(value === 'loading');
      },
    });
  });

  it('keeps the last known count through a failure and asks again at the next tick', async () => {
    const clock = new SimulatedClock();
    const fetches = controllablePromiseActor<number, void>();
    const actor = createActor(liveCountMachine.provide({ actors: { loadTotalLive: fetches.logic } }), { clock }).start();
    fetches.last().resolve(7);
    await settle();
    clock.increment(LIVE_COUNT_REFRESH_MS);
    fetches.last().reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.count).toBe(7);
    clock.increment(LIVE_COUNT_REFRESH_MS);
    expect(fetches.calls).toHaveLength(3);
    fetches.last().resolve(8);
    await settle();
    expect(actor.getSnapshot().context.count).toBe(8);
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(liveCountMachine, paths);
    printCoverage('live-count', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
