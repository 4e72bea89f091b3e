import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import { searchOptions, type PickerOption, type PickerResults, type PickerSearchInput } from './compare.actors';
import type { CompareKind } from './compare-ids';

/** Typing pause before the search is sent. */
export const PICKER_DEBOUNCE_MS = 250;
/** The longest keyword the server accepts (TeamSearchQuery, PlayerSearchQuery). */
export const PICKER_KEYWORD_MAX = 50;

export type SidePickerEvent =
  /** The text in the search box changed. */
  | { type: 'picker.type'; text: string }
  /** The box was opened with nothing typed (↓, or a click): list the first ones. */
  | { type: 'picker.browse' }
  /** Search again after a failure. */
  | { type: 'picker.retry' }
  /** A choice was made or the search dismissed (Escape): back to an empty box. */
  | { type: 'picker.reset' };

export interface SidePickerContext {
  kind: CompareKind;
  /** What is searched for (trimmed); '' lists the first ones. */
  keyword: string;
  options: PickerOption[];
  total: number;
  error: CallError | null;
}

const clean = (text: string) => text.trim().slice(0, PICKER_KEYWORD_MAX);

/**
 * The search of one compare picker: idle with an empty box; typing (a pause is awaited, each key
 * starts it again); searching; then the results, none found, or failed (with a retry). A new
 * keyword while searching abandons the earlier search (its answer is never shown).
 */
export const sidePickerMachine = setup({
  types: {
    context: {} as SidePickerContext,
    events: {} as SidePickerEvent,
    input: {} as { kind: CompareKind },
  },
  actors: {
    search: fromPromise<PickerResults, PickerSearchInput>(({ input, signal }) => searchOptions(input, signal)),
  },
  delays: { debounce: PICKER_DEBOUNCE_MS },
  guards: {
    isBlank: ({ event }) => event.type === 'picker.type' && clean(event.text) === '',
    foundNone: (_, output: PickerResults) => output.options.length === 0,
  },
  actions: {
    clear: assign({ keyword: '', options: [], total: 0, error: null }),
    /** A new keyword: the earlier list and failure go (nothing stale can be chosen). */
    assignKeyword: assign({ keyword: ({ context, event }) => (event.type === 'picker.type' ? clean(event.text) : context.keyword), options: [], total: 0, error: null }),
  },
}).createMachine({
  id: 'sidePicker',
  context: ({ input }) => ({ kind: input.kind, keyword: '', options: [], total: 0, error: null }),
  initial: 'idle',
  on: {
    'picker.type': [
      { guard: 'isBlank', target: '.idle', actions: 'clear' },
      { target: '.typing', reenter: true, actions: 'assignKeyword' },
    ],
    'picker.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {
      on: { 'picker.browse': 'searching' },
    },
    typing: {
      after: { debounce: 'searching' },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ kind: context.kind, keyword: context.keyword }),
        onDone: [
          {
            guard: { type: 'foundNone', params: ({ event }) => event.output },
            target: 'noneFound',
            actions: assign({ options: [], total: 0, error: null }),
          },
          { target: 'results', actions: assign({ options: ({ event }) => event.output.options, total: ({ event }) => event.output.total, error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ options: [], total: 0, error: ({ event }) => callError(event.error) }) },
      },
    },
    results: {},
    noneFound: {},
    failed: {
      on: { 'picker.retry': { target: 'searching', actions: assign({ error: null }) } },
    },
  },
});
