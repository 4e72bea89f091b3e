import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { chunkReloadMachine, type ChunkReloadEvent } from './chunk-reload.machine';
import { mayReloadPath, readRecords, withReload, writeRecords } from './reload-records';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

const quiet = { actors: { preloadErrors: fromCallback<ChunkReloadEvent>(() => () => {}) } };
/** In the model, '/recent' was reloaded a moment ago; '/fresh' never was. */
const model = chunkReloadMachine.provide({
  ...quiet,
  guards: { mayReload: ({ event }) => event.path !== '/recent' },
  actions: { recordReload: () => {}, reloadPage: () => {} },
});

const paths = transitionPaths(model, {
  events: [
    { type: 'chunk.failed', path: '/fresh' },
    { type: 'route.navigated', path: '/fresh' },
    { type: 'route.navigated', path: '/recent' },
  ],
});

describe('chunk-reload guard (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const now = 50_000;
    writeRecords(storage, { '/recent': now - 1_000 });
    let reloads = 0;
    const actor = createActor(
      chunkReloadMachine.provide({
        ...quiet,
        guards: { mayReload: ({ event }) => mayReloadPath(readRecords(storage), event.path, now) },
        actions: {
          recordReload: ({ event }) => writeRecords(storage, withReload(readRecords(storage), event.path, now)),
          reloadPage: () => void reloads++,
        },
      }),
    ).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event) => actor.send(event as never),
      // The page reloads exactly when the model says so, never more than once.
      check: (step) => expect(reloads).toBe(step.value === 'reloading' ? 1 : 0),
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(model, paths);
    printCoverage('chunk-reload', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
