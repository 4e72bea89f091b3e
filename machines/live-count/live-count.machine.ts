import { assign, setup } from 'xstate';
import { LIVE_COUNT_REFRESH_MS } from '../../contracts/constants';
import { loadTotalLive } from './live-count.actors';

/**
 * The total live count (SPEC §3 totalLive, §9 every 20 s): a root child under systemId
 * 'live-count'. It asks at start and again every refresh interval; a failed ask keeps the last
 * known count and tries again at the next tick.
 */
export const liveCountMachine = setup({
  types: {
    context: {} as { count: number | null },
  },
  actors: { loadTotalLive },
  delays: { refreshInterval: LIVE_COUNT_REFRESH_MS },
}).createMachine({
  id: 'live-count',
  context: { count: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'totalLive',
        src: 'loadTotalLive',
        onDone: { target: 'ready', actions: assign({ count: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {
      after: { refreshInterval: 'loading' },
    },
    /** The last ask failed; the last known count (if any) stays on screen. */
    failed: {
      after: { refreshInterval: 'loading' },
    },
  },
});
