import { assign, setup } from 'xstate';

export type LoadingEvent = { type: 'loading.start'; key: string } | { type: 'loading.end'; key: string };

/** The top loading bar: busy while any route chunk or page data is loading. */
export const loadingMachine = setup({
  types: {
    context: {} as { pending: string[] },
    events: {} as LoadingEvent,
  },
  guards: {
    nothingPending: ({ context }) => context.pending.length === 0,
  },
  actions: {
    addKey: assign({
      pending: ({ context, event }) => (context.pending.includes(event.key) ? context.pending : [...context.pending, event.key]),
    }),
    removeKey: assign({ pending: ({ context, event }) => context.pending.filter((k) => k !== event.key) }),
  },
}).createMachine({
  id: 'loading',
  context: { pending: [] },
  initial: 'idle',
  states: {
    idle: {
      on: { 'loading.start': { target: 'busy', actions: 'addKey' } },
    },
    busy: {
      tags: ['busy'],
      always: { guard: 'nothingPending', target: 'idle' },
      on: {
        'loading.start': { actions: 'addKey' },
        'loading.end': { actions: 'removeKey' },
      },
    },
  },
});
