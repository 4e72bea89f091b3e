import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { COMPOSER_BLOCKS_RELOAD_TAG, chatComposerMachine, type ChatComposerContext } from './chat-composer.machine';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

const events = [
  { type: 'chat.draftChanged', text: 'Vào rồi' },
  { type: 'chat.draftChanged', text: '   ' },
  { type: 'chat.draftCleared' },
  // The chat socket sent the draft (two in a row before the first is stored).
  { type: 'chat.draftSending', ref: 'm-1', text: 'Vào rồi' },
  { type: 'chat.draftSending', ref: 'm-2', text: 'Hay quá' },
  { type: 'chat.draftStored', refs: ['m-1'] },
  { type: 'chat.draftRefused', refs: ['m-1'] },
  { type: 'chat.draftRefused', refs: ['m-2'] },
  // Another composer's message, or one settled already.
  { type: 'chat.draftRefused', refs: ['m-9'] },
] as never;

type ComposerSnapshot = { value: unknown; context: ChatComposerContext };

/** The states, and which sent messages wait for the server (the guards read them). */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as ComposerSnapshot;
  return JSON.stringify([value, context.outgoing.map((o) => o.ref).sort()]);
};

const paths = transitionPaths(chatComposerMachine, { events, serializeState });

describe('chat composer (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const actor = createActor(chatComposerMachine).start();
    let before = actor.getSnapshot().context;
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        before = actor.getSnapshot().context;
        actor.send(event as never);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        const { draft, outgoing } = snapshot.context;
        const e = event as unknown as { type: string; text?: string; ref?: string; refs?: string[] };
        // The composer shows what was typed.
        if (e.type === 'chat.draftChanged') expect(draft).toBe(e.text);
        if (e.type === 'chat.draftCleared') expect(draft).toBe('');
        // Sent: the field empties, the text waits for the server.
        if (e.type === 'chat.draftSending') {
          expect(draft).toBe('');
          expect(outgoing.at(-1)).toEqual({ ref: e.ref, text: e.text });
        }
        // Stored: gone for good; what is being typed is untouched.
        if (e.type === 'chat.draftStored') {
          expect(outgoing.map((o) => o.ref)).not.toContain(e.refs![0]);
          expect(draft).toBe(before.draft);
        }
        // Refused: its text comes back in front of what was typed since; nothing is lost.
        if (e.type === 'chat.draftRefused') {
          const refused = before.outgoing.filter((o) => e.refs!.includes(o.ref)).map((o) => o.text);
          expect(draft).toBe([...refused, before.draft].filter((t) => t.trim() !== '').join('\n'));
          expect(outgoing).toEqual(before.outgoing.filter((o) => !e.refs!.includes(o.ref)));
        }
        expect(snapshot.matches({ delivery: 'sending' })).toBe(outgoing.length > 0);
        expect(snapshot.matches({ draft: 'drafting' })).toBe(draft.trim() !== '');
        // A half-typed message, or one the server has not stored, holds off a reload.
        expect(snapshot.hasTag(COMPOSER_BLOCKS_RELOAD_TAG)).toBe(draft.trim() !== '' || outgoing.length > 0);
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
