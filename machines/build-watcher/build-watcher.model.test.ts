import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type EventObject } from 'xstate';
import { buildWatcherMachine } from './build-watcher.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { BUILD_POLL_INTERVAL_MS } from '../../contracts/constants';

const model = buildWatcherMachine.provide({ actions: { reloadPage: () => {} } });
const events = [
    { type: 'route.navigated', path: '/', busy: false },
    { type: 'route.navigated', path: '/', busy: true },
    { type: 'xstate.done.actor.latestBuild', output: 'build-1' },
    { type: 'xstate.done.actor.latestBuild', output: 'build-2' },
    { type: 'xstate.error.actor.latestBuild' },
] as never;
// A production build (watched) and a development build (no id, not watched).
const paths = transitionPaths(model, { inputs: [{ buildId: 'build-1' }, { buildId: '' }], events });

describe('build watcher (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const clock = new SimulatedClock();
    const latest = controllablePromiseActor<string, void>();
    let reloads = 0;
    const actor = createActor(
      buildWatcherMachine.provide({ actors: { fetchLatestBuild: latest.logic }, actions: { reloadPage: () => void reloads++ } }),
      { input: path.input as { buildId: string }, clock },
    ).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        if (event.type.startsWith('xstate.after.')) clock.increment(BUILD_POLL_INTERVAL_MS);
        else if (event.type.startsWith('xstate.done.actor.')) latest.last().resolve((event as unknown as { output: string }).output);
        else if (event.type.startsWith('xstate.error.actor.')) latest.last().reject(new Error('offline'));
        else actor.send(event as never);
      },
      check: (step) => expect(reloads).toBe(step.value === 'reloading' ? 1 : 0),
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(model, paths);
    printCoverage('build-watcher', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
