import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { PlaylistSummary } from '../../contracts/schemas/media/playlists';
import { call } from '../../api/call';
import { playlistAddSong, playlistCreate, playlists } from '../../contracts/endpoints/music';

export type AddToPlaylistEvent =
  | { type: 'pick'; playlistId: number }
  | { type: 'create'; name: string }
  | { type: 'retry' };

export interface AddToPlaylistContext {
  songId: number;
  playlists: PlaylistSummary[];
  error: CallError | null;
  /** The playlist the song went into. */
  added: PlaylistSummary | null;
}

/**
 * "Add to playlist" of a song (a member's dialog): reads their playlists, then adds the song to the
 * one they pick, or creates a playlist with the name they type and adds it there. A refusal (the
 * song is already in it, a taken name, a limit) is shown and they can choose again.
 */
export const addToPlaylistMachine = setup({
  types: {
    context: {} as AddToPlaylistContext,
    events: {} as AddToPlaylistEvent,
    input: {} as { songId: number },
  },
  actors: {
    loadPlaylists: fromPromise<PlaylistSummary[]>(async ({ signal }) => (await call(playlists, { query: { pageNum: 1, pageSize: 50 } }, signal)).list),
    addSong: fromPromise<PlaylistSummary, { playlistId: number; songId: number }>(({ input, signal }) => call(playlistAddSong, { body: { id: input.playlistId, songId: input.songId } }, signal)),
    createAndAdd: fromPromise<PlaylistSummary, { name: string; songId: number }>(async ({ input, signal }) => {
      const playlist = await call(playlistCreate, { body: { name: input.name } }, signal);
      return call(playlistAddSong, { body: { id: playlist.id, songId: input.songId } }, signal);
    }),
  },
  guards: {
    hasName: ({ event }) => event.type === 'create' && event.name.trim().length > 0,
  },
}).createMachine({
  id: 'addToPlaylist',
  context: ({ input }) => ({ songId: input.songId, playlists: [], error: null, added: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPlaylists',
        src: 'loadPlaylists',
        onDone: { target: 'choosing', actions: assign({ playlists: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: assign({ error: null }) } } },
    choosing: {
      on: {
        pick: { target: 'adding', actions: assign({ error: null }) },
        create: { guard: 'hasName', target: 'creating', actions: assign({ error: null }) },
      },
    },
    adding: {
      invoke: {
        id: 'addSong',
        src: 'addSong',
        input: ({ context, event }) => ({ playlistId: (event as { playlistId: number }).playlistId, songId: context.songId }),
        onDone: { target: 'done', actions: assign({ added: ({ event }) => event.output }) },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    creating: {
      invoke: {
        id: 'createAndAdd',
        src: 'createAndAdd',
        input: ({ context, event }) => ({ name: (event as { name: string }).name.trim(), songId: context.songId }),
        onDone: { target: 'done', actions: assign({ added: ({ event }) => event.output }) },
        // The playlist may exist by now (created, then the add failed): read the list again.
        onError: { target: 'loading', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
