import { assign, setup } from 'xstate';
import type { LevelInfo } from '../../contracts/schemas/users/rewards';
import { loadLevelInfo } from './account.actors';
import { callError, type CallError } from '../../contracts/call-error';

export type LevelEvent = { type: 'level.retry' };

/** The member's level page (/tai-khoan/cap-do): loads the level, its progress and the level table. */
export const levelMachine = setup({
  types: {
    context: {} as { info: LevelInfo | null; error: CallError | null },
    events: {} as LevelEvent,
  },
  actors: { loadLevelInfo },
}).createMachine({
  id: 'level',
  context: { info: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadLevelInfo',
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    ready: {},
    failed: {
      on: { 'level.retry': 'loading' },
    },
  },
});
