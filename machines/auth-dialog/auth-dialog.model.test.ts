import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { authDialogMachine } from './auth-dialog.machine';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

const paths = transitionPaths(authDialogMachine, {
  events: [
    { type: 'dialog.open', view: 'login' },
    { type: 'dialog.open', view: 'register' },
    { type: 'dialog.open', view: 'forgot' },
    { type: 'dialog.close' },
    { type: 'auth.signedIn' },
  ],
});

describe('sign-in dialog (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const actor = createActor(authDialogMachine).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => actor.send(event as never),
      check: ({ event }) => {
        // Opening shows the asked view; signing in or closing leaves nothing on screen.
        if (event.type === 'dialog.open') expect(actor.getSnapshot().matches({ open: (event as unknown as { view: 'login' | 'register' | 'forgot' }).view })).toBe(true);
        if (event.type === 'auth.signedIn' || event.type === 'dialog.close') expect(actor.getSnapshot().matches('closed')).toBe(true);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(authDialogMachine, paths);
    printCoverage('auth-dialog', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
