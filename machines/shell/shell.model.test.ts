import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { shellMachine } from './shell.machine';
import type { ShellData } from './shell.actors';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

const model = shellMachine.provide({ actions: { notifyFailed: () => {} } });
const paths = transitionPaths(model, {
  events: [
    { type: 'locale.changed', locale: 'vi' },
    { type: 'shell.retry' },
    { type: 'xstate.done.actor.shellData', output: { menu: { primarys: [], footerNav: [], topMarquee: [], signInProviders: [] }, marquee: [] } },
    { type: 'xstate.error.actor.shellData' },
  ] as never,
  serializeState: (s) => JSON.stringify((s as unknown as { value: string }).value),
});

describe('shell machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const fetcher = controllablePromiseActor<ShellData, void>();
    const failures: string[] = [];
    const actor = createActor(shellMachine.provide({ actors: { fetchShellData: fetcher.logic }, actions: { notifyFailed: () => void failures.push('toast.shellFailed') } })).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        if (event.type.startsWith('xstate.done.actor.')) fetcher.last().resolve((event as unknown as { output: ShellData }).output);
        else if (event.type.startsWith('xstate.error.actor.')) fetcher.last().reject(new Error('offline'));
        else actor.send(event as never);
      },
      // Navigation is on screen exactly when loaded; the loading bar runs exactly while loading.
      check: (step) => {
        expect(actor.getSnapshot().hasTag('loading')).toBe(step.value === 'loading');
        if (step.value === 'ready') expect(actor.getSnapshot().context.data).not.toBeNull();
        // Each failure is announced once.
        expect(failures.length).toBe(path.steps.slice(0, path.steps.indexOf(step) + 1).filter((s) => s.event.type.startsWith('xstate.error')).length);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(model, paths);
    printCoverage('shell', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
