import { assign, setup } from 'xstate';
import { BLOCKS_RELOAD_TAG } from '../reload-tag';

export type ChatComposerEvent = { type: 'chat.draftChanged'; text: string } | { type: 'chat.draftCleared' };

/** The root's build watcher will not reload the page over a state with this tag (machines/app RELOAD_BLOCKERS). */
export const COMPOSER_BLOCKS_RELOAD_TAG = BLOCKS_RELOAD_TAG;

/** The chat composer's draft: a half-typed message holds off a reload for a new build. */
export const chatComposerMachine = setup({
  types: { context: {} as { draft: string }, events: {} as ChatComposerEvent },
  guards: { isBlank: ({ event }) => event.type !== 'chat.draftChanged' || event.text.trim() === '' },
  actions: {
    assignDraft: assign({ draft: ({ event }) => (event.type === 'chat.draftChanged' ? event.text : '') }),
    clearDraft: assign({ draft: '' }),
  },
}).createMachine({
  id: 'chat-composer',
  context: { draft: '' },
  initial: 'empty',
  on: { 'chat.draftCleared': { target: '.empty', actions: 'clearDraft' } },
  states: {
    empty: {
      on: { 'chat.draftChanged': [{ guard: 'isBlank', actions: 'assignDraft' }, { target: 'drafting', actions: 'assignDraft' }] },
    },
    drafting: {
      tags: [COMPOSER_BLOCKS_RELOAD_TAG],
      on: { 'chat.draftChanged': [{ guard: 'isBlank', target: 'empty', actions: 'assignDraft' }, { actions: 'assignDraft' }] },
    },
  },
});
