import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import type { PlaylistPage, PlaylistSong, PlaylistSummary } from '../../contracts/schemas/media/playlists';
import { moveSong, playlistEditorMachine, withoutSong, type ChangeAnswer, type PlaylistChange, type PlaylistEditorContext } from './playlist-editor.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

const summary: PlaylistSummary = { id: 7, name: 'Chạy bộ', songCount: 3, totalSeconds: 120, cover: '/media/song/1.svg', createdAt: '2026-11-24T10:00:00Z', updatedAt: '2026-11-24T10:00:00Z' };
const song = (id: number, position: number): PlaylistSong =>
  ({ id, title: `Song ${id}`, position, addedAt: '2026-11-24T10:00:00Z', durationSeconds: 40 }) as PlaylistSong;
const PAGE: PlaylistPage = { playlist: summary, songs: [song(1, 1), song(2, 2), song(3, 3)] };
const ANSWER: ChangeAnswer = { playlist: { ...summary, updatedAt: '2026-11-24T10:05:00Z' } };

function withFakes() {
  const load = controllablePromiseActor<PlaylistPage, { id: number }>();
  const save = controllablePromiseActor<ChangeAnswer, { id: number; change: PlaylistChange }>();
  const remove = controllablePromiseActor<unknown, { id: number }>();
  const machine = playlistEditorMachine.provide({ actors: { load: load.logic, save: save.logic, remove: remove.logic } });
  return { machine, load, save, remove };
}

const events = [
  { type: 'move', songId: 3, position: 1 },
  { type: 'move', songId: 1, position: 2 },
  { type: 'remove', songId: 2 },
  { type: 'rename', name: '  Đi   bộ ' },
  { type: 'delete' },
  { type: 'retry' },
  { type: 'xstate.done.actor.load', output: PAGE },
  { type: 'xstate.error.actor.load', error: new ApiFailure(404, 'Không tìm thấy playlist 7') },
  { type: 'xstate.done.actor.save', output: ANSWER },
  { type: 'xstate.error.actor.save', error: new ApiFailure(409, 'refused') },
  { type: 'xstate.done.actor.resync', output: PAGE },
  { type: 'xstate.error.actor.resync', error: new ApiFailure(0, 'offline') },
  { type: 'xstate.done.actor.remove', output: { id: 7, deleted: true } },
  { type: 'xstate.error.actor.remove', error: new ApiFailure(500, 'boom') },
] as never;

/** What the member sees: the state, the order, the name, how many changes wait, a message. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: PlaylistEditorContext };
  return JSON.stringify([value, context.songs.map((x) => x.id).join(''), context.playlist?.name ?? null, Math.min(context.pending.length, 2), context.error !== null]);
};

const { machine } = withFakes();
const paths = transitionPaths(machine, { events, serializeState, input: { id: 7 } });

describe('playlist editor machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const fakes = withFakes();
    const actor = createActor(fakes.machine, { input: { id: 7 } }).start();
    let before: PlaylistEditorContext = actor.getSnapshot().context;
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        before = actor.getSnapshot().context;
        const e = event as EventObject & { output?: unknown; error?: unknown };
        const fake = { load: fakes.load, resync: fakes.load, save: fakes.save, remove: fakes.remove }[e.type.split('.')[3] as 'load'];
        if (e.type.startsWith('xstate.done.actor.')) return fake.last().resolve(e.output as never);
        if (e.type.startsWith('xstate.error.actor.')) return fake.last().reject(e.error);
        actor.send(event as never);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context;
        const e = event as EventObject & { songId?: number; position?: number; name?: string };
        // Positions are always 1..n in the order shown.
        expect(context.songs.map((s) => s.position)).toEqual(context.songs.map((_, i) => i + 1));
        // While changes wait, the first one is what the server is being told.
        if (snapshot.matches({ ready: 'saving' })) expect(fakes.save.last().input).toEqual({ id: 7, change: context.pending[0] });
        if (snapshot.matches({ ready: 'idle' })) expect(context.pending).toEqual([]);
        const wasReady = before.songs.length > 0 || before.playlist !== null;
        if (e.type === 'move' && snapshot.matches('ready') && wasReady && before.songs.some((s) => s.id === e.songId)) {
          const expected = moveSong(before.songs, e.songId!, e.position!);
          // A move shows at once (or was no move at all: the song already there).
          expect(context.songs.map((s) => s.id)).toEqual(expected.map((s) => s.id));
        }
        if (e.type === 'remove' && snapshot.matches('ready') && wasReady) expect(context.songs.map((s) => s.id)).toEqual(withoutSong(before.songs, e.songId!).map((s) => s.id));
        if (e.type === 'rename' && snapshot.matches('ready') && before.playlist) expect(context.playlist?.name).toBe('Đi bộ');
        // A refused change says why and reads the playlist again; the server's order then shows.
        if (e.type === 'xstate.error.actor.save') {
          expect(snapshot.matches({ ready: 'resyncing' })).toBe(true);
          expect(context.error?.message).toBe('refused');
          expect(context.pending).toEqual([]);
        }
        if (e.type === 'xstate.done.actor.resync') expect(context.songs.map((s) => s.id)).toEqual([1, 2, 3]);
        if (e.type === 'xstate.error.actor.load') expect(context.error).toEqual({ status: 404, message: 'Không tìm thấy playlist 7' });
        if (e.type === 'xstate.done.actor.remove') expect(snapshot.status).toBe('done');
        if (e.type === 'xstate.error.actor.remove') expect(snapshot.matches({ ready: 'idle' })).toBe(true);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(machine, paths);
    printCoverage('playlist-editor', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('moveSong', () => {
  const ids = (songs: PlaylistSong[]) => songs.map((s) => s.id);
  it.each([
    [3, 1, [3, 1, 2]],
    [1, 3, [2, 3, 1]],
    [2, 2, [1, 2, 3]],
    [1, 99, [2, 3, 1]],
    [3, 0, [3, 1, 2]],
    [9, 1, [1, 2, 3]],
  ])('song %d to place %d gives %j', (songId, position, expected) => {
    const moved = moveSong(PAGE.songs, songId, position);
    expect(ids(moved)).toEqual(expected);
    expect(moved.map((s) => s.position)).toEqual([1, 2, 3]);
  });
});
