import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { PlaylistSummary } from '../../contracts/schemas/media/playlists';
import { call } from '../../api/call';
import { playlistCreate } from '../../contracts/endpoints/music';

export type PlaylistCreateEvent = { type: 'create'; name: string } | { type: 'edit' };

/**
 * The "new playlist" form: a name (trimmed, not blank) is sent; the created playlist is kept for the
 * view to open, a refusal (a name the member already uses, the 50-playlist limit) is shown until
 * they edit the name.
 */
export const playlistCreateMachine = setup({
  types: {
    context: {} as { created: PlaylistSummary | null; error: CallError | null },
    events: {} as PlaylistCreateEvent,
  },
  actors: {
    create: fromPromise<PlaylistSummary, { name: string }>(({ input, signal }) => call(playlistCreate, { body: { name: input.name } }, signal)),
  },
  guards: {
    hasName: ({ event }) => event.type === 'create' && event.name.trim().length > 0,
  },
}).createMachine({
  id: 'playlistCreate',
  context: { created: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        create: { guard: 'hasName', target: 'creating', actions: assign({ error: null }) },
        edit: { actions: assign({ error: null }) },
      },
    },
    creating: {
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ event }) => ({ name: (event as { name: string }).name.trim() }),
        onDone: { target: 'idle', actions: assign({ created: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
  },
});
