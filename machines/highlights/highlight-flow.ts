/**
 * The "play a highlight and seek" journey as a user-flow machine: its states are where a visitor is
 * (and what the player shows), its events what the visitor does. tests/e2e/highlights.spec.ts turns
 * its paths (machines/test-utils/model-paths) into Playwright tests, one per path.
 */
import { createMachine } from 'xstate';

export const highlightFlow = createMachine({
  id: 'highlight-flow',
  initial: 'list',
  states: {
    /** /highlight/{sport}: the grid of highlights. */
    list: { on: { OPEN_HIGHLIGHT: 'watching' } },
    /** A highlight page: the video plays from the start. */
    watching: {
      on: {
        /** The seek bar from the keyboard: End, then back 5 s (←): seconds before the end. */
        SEEK_NEAR_END: 'nearEnd',
        /** The speed menu: 1.5×. */
        CHANGE_SPEED: 'watching',
        /** A tap on the seek bar at 90 %: the position jumps there and plays on. */
        TAP_SEEK_BAR: 'watching',
        OPEN_MATCH: 'matchCentre',
        BACK: 'list',
      },
    },
    /** Playing the last seconds. */
    nearEnd: { on: { WAIT_FOR_END: 'ended' } },
    /** Played to the end: the next highlight's countdown; cancelled, the replay button. */
    ended: { on: { REPLAY: 'watching' } },
    /** The highlight's match in the match centre. */
    matchCentre: { on: { BACK: 'watching' } },
  },
});
