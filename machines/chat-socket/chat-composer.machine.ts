import { assign, setup } from 'xstate';
import { BLOCKS_RELOAD_TAG } from '../reload-tag';

/** What the composer's view says: the visitor typed, or emptied the field. */
export type ChatComposerEvent = { type: 'chat.draftChanged'; text: string } | { type: 'chat.draftCleared' };

/**
 * What the chat socket tells the composer of the messages sent from its draft: one went out (`ref`,
 * with the draft's text), the server stored some, or refused some (their text comes back).
 */
export type ChatComposerNotice =
  | { type: 'chat.draftSending'; ref: string; text: string }
  | { type: 'chat.draftStored'; refs: string[] }
  | { type: 'chat.draftRefused'; refs: string[] };

/** A message sent from the draft that the server has not stored yet. */
export interface OutgoingDraft {
  ref: string;
  text: string;
}

export interface ChatComposerContext {
  draft: string;
  outgoing: OutgoingDraft[];
}

/** The root's build watcher will not reload the page over a state with this tag (machines/app RELOAD_BLOCKERS). */
export const COMPOSER_BLOCKS_RELOAD_TAG = BLOCKS_RELOAD_TAG;

const settledRefs = (event: ChatComposerEvent | ChatComposerNotice) => (event.type === 'chat.draftStored' || event.type === 'chat.draftRefused' ? event.refs : []);

/**
 * The chat composer's draft. A message sent from it leaves the field but is kept until the server
 * stores it; a refusal (too fast, spam, the connection lost) puts its text back in front of what was
 * typed since, so nothing typed is lost. A half-typed or unsettled message holds off a reload for a
 * new build.
 */
export const chatComposerMachine = setup({
  types: { context: {} as ChatComposerContext, events: {} as ChatComposerEvent | ChatComposerNotice },
  guards: {
    hasText: ({ context }) => context.draft.trim() !== '',
    isBlank: ({ context }) => context.draft.trim() === '',
    /** The refused or stored messages are some of those waiting (another socket's refs are not). */
    isWaiting: ({ context, event }) => settledRefs(event).some((ref) => context.outgoing.some((o) => o.ref === ref)),
    /** Nothing sent from the draft is left waiting once these are settled. */
    settlesLast: ({ context, event }) => context.outgoing.every((o) => settledRefs(event).includes(o.ref)),
  },
  actions: {
    assignDraft: assign({ draft: ({ event }) => (event.type === 'chat.draftChanged' ? event.text : '') }),
    clearDraft: assign({ draft: '' }),
    holdOutgoing: assign({
      outgoing: ({ context, event }) =>
        event.type === 'chat.draftSending' ? [...context.outgoing.filter((o) => o.ref !== event.ref), { ref: event.ref, text: event.text }] : context.outgoing,
    }),
    release: assign({ outgoing: ({ context, event }) => context.outgoing.filter((o) => !settledRefs(event).includes(o.ref)) }),
    /** The refused texts, in the order they were sent, then what was typed since. */
    restore: assign({
      draft: ({ context, event }) => {
        const refused = context.outgoing.filter((o) => settledRefs(event).includes(o.ref)).map((o) => o.text);
        return [...refused, context.draft].filter((text) => text.trim() !== '').join('\n');
      },
    }),
  },
}).createMachine({
  id: 'chat-composer',
  type: 'parallel',
  context: { draft: '', outgoing: [] },
  on: { 'chat.draftChanged': { actions: 'assignDraft' }, 'chat.draftCleared': { actions: 'clearDraft' } },
  states: {
    /** Whether something is typed: follows the draft, whoever changed it. */
    draft: {
      initial: 'empty',
      states: {
        empty: { always: { guard: 'hasText', target: 'drafting' } },
        drafting: { tags: [COMPOSER_BLOCKS_RELOAD_TAG], always: { guard: 'isBlank', target: 'empty' } },
      },
    },
    delivery: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'chat.draftSending': { target: 'sending', actions: ['holdOutgoing', 'clearDraft'] } },
        },
        /** Sent from the draft, not stored yet: its text is kept until the server says. */
        sending: {
          tags: [COMPOSER_BLOCKS_RELOAD_TAG],
          on: {
            'chat.draftSending': { actions: ['holdOutgoing', 'clearDraft'] },
            'chat.draftStored': [
              { guard: 'settlesLast', target: 'idle', actions: 'release' },
              { guard: 'isWaiting', actions: 'release' },
            ],
            'chat.draftRefused': [
              { guard: 'settlesLast', target: 'idle', actions: ['restore', 'release'] },
              { guard: 'isWaiting', actions: ['restore', 'release'] },
            ],
          },
        },
      },
    },
  },
});
