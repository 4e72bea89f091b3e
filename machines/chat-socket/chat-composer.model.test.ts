import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { COMPOSER_BLOCKS_RELOAD_TAG, chatComposerMachine } from './chat-composer.machine';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

const events = [
  { type: 'chat.draftChanged', text: 'Vào rồi' },
  { type: 'chat.draftChanged', text: '   ' },
  { type: 'chat.draftCleared' },
] as never;

const paths = transitionPaths(chatComposerMachine, { events });

describe('chat composer (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const actor = createActor(chatComposerMachine).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => actor.send(event as never),
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        // The composer shows what was typed; only a message with something in it holds off a reload.
        if (event.type === 'chat.draftChanged') expect(snapshot.context.draft).toBe((event as { text?: string }).text);
        if (event.type === 'chat.draftCleared') expect(snapshot.context.draft).toBe('');
        expect(snapshot.hasTag(COMPOSER_BLOCKS_RELOAD_TAG)).toBe(snapshot.context.draft.trim() !== '');
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(chatComposerMachine, paths);
    printCoverage('chat-composer', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
