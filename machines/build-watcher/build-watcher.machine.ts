import { assign, setup } from 'xstate';
import { BUILD_POLL_INTERVAL_MS } from '../../contracts/constants';
import { fetchLatestBuild } from './build-watcher.actors';

/** `busy` is set by the root when reloading now would cut a playing stream or a half-typed message. */
export type BuildWatcherEvent = { type: 'route.navigated'; path: string; busy?: boolean };

/**
 * The build watcher: polls the latest-build file; once a newer build is out, the next
 * navigation reloads the page once, unless the user is watching or typing.
 */
export const buildWatcherMachine = setup({
  types: {
    context: {} as { currentBuildId: string; latestBuildId: string | null },
    events: {} as BuildWatcherEvent,
    input: {} as { buildId: string },
  },
  actors: { fetchLatestBuild },
  delays: { pollInterval: BUILD_POLL_INTERVAL_MS },
  guards: {
    isWatching: ({ context }) => context.currentBuildId !== '',
    isNewBuild: (_, params: { buildId: string; currentBuildId: string }) => params.buildId !== params.currentBuildId,
    userIsIdle: ({ event }) => !event.busy,
  },
  actions: {
    reloadPage: () => window.location.reload(),
  },
}).createMachine({
  id: 'build-watcher',
  context: ({ input }) => ({ currentBuildId: input.buildId, latestBuildId: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isWatching', target: 'waiting' }, { target: 'off' }],
    },
    /** Development builds are not watched. */
    off: {},
    waiting: {
      after: { pollInterval: 'checking' },
    },
    checking: {
      invoke: {
        id: 'latestBuild',
        src: 'fetchLatestBuild',
        onDone: [
          {
            guard: { type: 'isNewBuild', params: ({ context, event }) => ({ buildId: event.output, currentBuildId: context.currentBuildId }) },
            target: 'updateReady',
            actions: assign({ latestBuildId: ({ event }) => event.output }),
          },
          { target: 'waiting' },
        ],
        onError: 'waiting',
      },
    },
    updateReady: {
      on: {
        'route.navigated': { guard: 'userIsIdle', target: 'reloading', actions: 'reloadPage' },
      },
    },
    reloading: {},
  },
});
