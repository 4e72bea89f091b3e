import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import type { PlaylistSummary } from '../../contracts/schemas/media/playlists';
import type { SongLikeState } from '../../contracts/schemas/media/music';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { settle } from '../test-utils/model-paths';
import { songLikeMachine } from './song-like.machine';
import { addToPlaylistMachine } from './add-to-playlist.machine';
import { playlistCreateMachine } from './playlist-create.machine';

const playlist = (id: number, name: string): PlaylistSummary => ({ id, name, songCount: 0, totalSeconds: 0, cover: null, createdAt: '2026-11-24T10:00:00Z', updatedAt: '2026-11-24T10:00:00Z' });

describe('song like', () => {
  it('shows the like at once, keeps the server count, and undoes a refused one with its message', async () => {
    const save = controllablePromiseActor<SongLikeState, { songId: number; like: boolean }>();
    const actor = createActor(songLikeMachine.provide({ actors: { save: save.logic } }), { input: { songId: 5, liked: false, likes: 10 } }).start();
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot().context).toMatchObject({ liked: true, likes: 11 });
    expect(save.last().input).toEqual({ songId: 5, like: true });
    actor.send({ type: 'toggle' }); // busy: waits for the answer
    save.last().resolve({ songId: 5, liked: true, likes: 42 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ liked: true, likes: 42 });
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot().context).toMatchObject({ liked: false, likes: 41 });
    save.last().reject(new ApiFailure(401, 'Authentication required'));
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ liked: true, likes: 42, error: { status: 401, message: 'Authentication required' } });
  });
});

describe('add to playlist', () => {
  function start() {
    const load = controllablePromiseActor<PlaylistSummary[], unknown>();
    const add = controllablePromiseActor<PlaylistSummary, { playlistId: number; songId: number }>();
    const createAndAdd = controllablePromiseActor<PlaylistSummary, { name: string; songId: number }>();
    const actor = createActor(addToPlaylistMachine.provide({ actors: { loadPlaylists: load.logic, addSong: add.logic, createAndAdd: createAndAdd.logic } }), { input: { songId: 9 } }).start();
    return { actor, load, add, createAndAdd };
  }

  it('adds the song to the picked playlist, and shows a refusal so another can be picked', async () => {
    const { actor, load, add } = start();
    load.last().resolve([playlist(1, 'Sáng'), playlist(2, 'Tối')]);
    await settle();
    actor.send({ type: 'pick', playlistId: 2 });
    expect(add.last().input).toEqual({ playlistId: 2, songId: 9 });
    add.last().reject(new ApiFailure(409, 'Bài 9 đã có trong playlist 2'));
    await settle();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.error?.message).toBe('Bài 9 đã có trong playlist 2');
    actor.send({ type: 'pick', playlistId: 1 });
    add.last().resolve({ ...playlist(1, 'Sáng'), songCount: 1 });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.added?.name).toBe('Sáng');
  });

  it('creates a playlist with a trimmed name, refuses a blank one, and retries a failed list', async () => {
    const { actor, load, createAndAdd } = start();
    load.last().reject(new ApiFailure(0, 'offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'retry' });
    load.last().resolve([]);
    await settle();
    actor.send({ type: 'create', name: '   ' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'create', name: '  Mới  ' });
    expect(createAndAdd.last().input).toEqual({ name: 'Mới', songId: 9 });
    createAndAdd.last().resolve(playlist(3, 'Mới'));
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('new playlist form', () => {
  it('creates, keeps the created playlist, and shows a refusal until the name is edited', async () => {
    const create = controllablePromiseActor<PlaylistSummary, { name: string }>();
    const actor = createActor(playlistCreateMachine.provide({ actors: { create: create.logic } })).start();
    actor.send({ type: 'create', name: ' ' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'create', name: ' Buổi sáng ' });
    expect(create.last().input).toEqual({ name: 'Buổi sáng' });
    create.last().reject(new ApiFailure(409, 'Bạn đã có playlist tên "Buổi sáng"'));
    await settle();
    expect(actor.getSnapshot().context.error?.status).toBe(409);
    actor.send({ type: 'edit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'create', name: 'Buổi tối' });
    create.last().resolve(playlist(4, 'Buổi tối'));
    await settle();
    expect(actor.getSnapshot().context.created?.id).toBe(4);
  });
});
