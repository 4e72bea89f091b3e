import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { PlaylistPage, PlaylistSong, PlaylistSummary } from '../../contracts/schemas/media/playlists';
import { call } from '../../api/call';
import { playlist, playlistDelete, playlistMoveSong, playlistRemoveSong, playlistRename } from '../../contracts/endpoints/music';

/** A change the member made, shown at once and told to the server in order. */
export type PlaylistChange =
  | { kind: 'move'; songId: number; position: number }
  | { kind: 'remove'; songId: number }
  | { kind: 'rename'; name: string };

export type PlaylistEditorEvent =
  | { type: 'move'; songId: number; position: number }
  | { type: 'remove'; songId: number }
  | { type: 'rename'; name: string }
  | { type: 'delete' }
  | { type: 'retry' };

export interface PlaylistEditorContext {
  id: number;
  playlist: PlaylistSummary | null;
  /** The songs in the order the member sees (their changes applied before the server answers). */
  songs: PlaylistSong[];
  /** Changes not yet told to the server; the first is on its way. */
  pending: PlaylistChange[];
  error: CallError | null;
}

/** The songs with one taken out and put back at the 1-based `position` (clamped), renumbered 1..n. */
export function moveSong(songs: readonly PlaylistSong[], songId: number, position: number): PlaylistSong[] {
  const moving = songs.find((song) => song.id === songId);
  if (!moving) return [...songs];
  const rest = songs.filter((song) => song.id !== songId);
  const at = Math.max(0, Math.min(rest.length, position - 1));
  return [...rest.slice(0, at), moving, ...rest.slice(at)].map((song, index) => ({ ...song, position: index + 1 }));
}

export function withoutSong(songs: readonly PlaylistSong[], songId: number): PlaylistSong[] {
  return songs.filter((song) => song.id !== songId).map((song, index) => ({ ...song, position: index + 1 }));
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ');

function applyChange(context: PlaylistEditorContext, change: PlaylistChange): Partial<PlaylistEditorContext> {
  switch (change.kind) {
    case 'move':
      return { songs: moveSong(context.songs, change.songId, change.position) };
    case 'remove':
      return { songs: withoutSong(context.songs, change.songId) };
    case 'rename':
      return { playlist: context.playlist ? { ...context.playlist, name: change.name } : null };
  }
}

function changeOf(event: PlaylistEditorEvent): PlaylistChange | null {
  switch (event.type) {
    case 'move':
      return { kind: 'move', songId: event.songId, position: event.position };
    case 'remove':
      return { kind: 'remove', songId: event.songId };
    case 'rename':
      return { kind: 'rename', name: normalName(event.name) };
    default:
      return null;
  }
}

/** What the server answered to a change: the new summary, and the order when it sent it. */
export type ChangeAnswer = { playlist: PlaylistSummary; songs?: PlaylistSong[] };

/**
 * One of the member's playlists on /am-nhac/play-list-cua-toi: its songs, which they reorder (by
 * buttons or the keyboard), remove, rename or delete. Each change shows at once and is sent to the
 * server one after another (a move is a place, so replaying them in order gives the same list); a
 * refused change reads the playlist again, with the server's message shown.
 */
export const playlistEditorMachine = setup({
  types: {
    context: {} as PlaylistEditorContext,
    events: {} as PlaylistEditorEvent,
    input: {} as { id: number },
  },
  actors: {
    load: fromPromise<PlaylistPage, { id: number }>(({ input, signal }) => call(playlist, { query: { id: input.id } }, signal)),
    save: fromPromise<ChangeAnswer, { id: number; change: PlaylistChange }>(async ({ input: { id, change }, signal }) => {
      switch (change.kind) {
        case 'move':
          return call(playlistMoveSong, { body: { id, songId: change.songId, position: change.position } }, signal);
        case 'remove':
          return { playlist: await call(playlistRemoveSong, { body: { id, songId: change.songId } }, signal) };
        case 'rename':
          return { playlist: await call(playlistRename, { body: { id, name: change.name } }, signal) };
      }
    }),
    remove: fromPromise<unknown, { id: number }>(({ input, signal }) => call(playlistDelete, { body: { id: input.id } }, signal)),
  },
  guards: {
    isChange: ({ context, event }) => {
      const change = changeOf(event);
      if (!change) return false;
      if (change.kind === 'rename') return change.name.length > 0 && change.name !== context.playlist?.name;
      const index = context.songs.findIndex((song) => song.id === change.songId);
      if (index < 0) return false;
      return change.kind === 'remove' || (change.position >= 1 && change.position <= context.songs.length && change.position !== index + 1);
    },
    morePending: ({ context }) => context.pending.length > 1,
  },
  actions: {
    applyAndQueue: assign(({ context, event }) => {
      const change = changeOf(event)!;
      return { ...applyChange(context, change), pending: [...context.pending, change], error: null };
    }),
    settleFirst: assign(({ context, event }) => {
      const answer = (event as unknown as { output: ChangeAnswer }).output;
      const rest = context.pending.slice(1);
      // The server's order once nothing else is on its way; until then the member's stays shown.
      return { pending: rest, playlist: { ...answer.playlist, name: rest.some((c) => c.kind === 'rename') ? context.playlist!.name : answer.playlist.name }, ...(rest.length === 0 && answer.songs ? { songs: answer.songs } : {}) };
    }),
    setPage: assign(({ event }) => {
      const page = (event as unknown as { output: PlaylistPage }).output;
      return { playlist: page.playlist, songs: page.songs, pending: [] };
    }),
    setError: assign({ error: ({ event }) => callError((event as unknown as { error: unknown }).error), pending: [] }),
  },
}).createMachine({
  id: 'playlistEditor',
  context: ({ input }) => ({ id: input.id, playlist: null, songs: [], pending: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: 'setPage' },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            move: { guard: 'isChange', target: 'saving', actions: 'applyAndQueue' },
            remove: { guard: 'isChange', target: 'saving', actions: 'applyAndQueue' },
            rename: { guard: 'isChange', target: 'saving', actions: 'applyAndQueue' },
            delete: { target: '#playlistEditor.deleting', actions: assign({ error: null }) },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({ id: context.id, change: context.pending[0]! }),
            onDone: [
              { guard: 'morePending', target: 'saving', reenter: true, actions: 'settleFirst' },
              { target: 'idle', actions: 'settleFirst' },
            ],
            // Refused: read the playlist as the server has it, and say why.
            onError: { target: 'resyncing', actions: 'setError' },
          },
          on: {
            move: { guard: 'isChange', actions: 'applyAndQueue' },
            remove: { guard: 'isChange', actions: 'applyAndQueue' },
            rename: { guard: 'isChange', actions: 'applyAndQueue' },
          },
        },
        resyncing: {
          tags: ['saving'],
          invoke: {
            id: 'resync',
            src: 'load',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'idle', actions: 'setPage' },
            onError: { target: '#playlistEditor.failed', actions: 'setError' },
          },
        },
      },
    },
    deleting: {
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ id: context.id }),
        onDone: 'deleted',
        onError: { target: 'ready', actions: 'setError' },
      },
    },
    deleted: { type: 'final' },
  },
});
