import { assign, sendParent, setup } from 'xstate';
import { fetchShellData, type ShellData } from './shell.actors';
import type { Locale } from '../../contracts/constants';

export type ShellEvent = { type: 'locale.changed'; locale: Locale } | { type: 'shell.retry' };

/** The shell's data (navigation, footer, marquee): loaded once the language is known, again when it changes. */
export const shellMachine = setup({
  types: {
    context: {} as { data: ShellData | null },
    events: {} as ShellEvent,
  },
  actors: { fetchShellData },
  actions: {
    notifyFailed: sendParent({ type: 'toast.show', kind: 'error', messageId: 'toast.shellFailed' }),
  },
}).createMachine({
  id: 'shell',
  context: { data: null },
  initial: 'waitingForLocale',
  on: {
    'locale.changed': { target: '.loading', reenter: true },
  },
  states: {
    waitingForLocale: {},
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'shellData',
        src: 'fetchShellData',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'notifyFailed' },
      },
    },
    ready: {},
    failed: {
      on: { 'shell.retry': 'loading' },
    },
  },
});
