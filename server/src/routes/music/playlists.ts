/**
 * The member's playlists (play-list-cua-toi, contracts/endpoints/music.ts). Rules: names are
 * trimmed, 1–60 characters and unique per member ignoring case (409); at most 50 playlists and 200
 * songs each (409); a song appears once (409); another member's playlist is 403, an unknown one 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as music from '../../../../contracts/endpoints/music.ts';
import { PLAYLIST_LIMITS } from '../../../../contracts/media-values.ts';
import { ok } from '../../plugins/envelope.ts';
import { serve } from '../endpoint-route.ts';
import { isForeignKeyViolation, isUniqueViolation, memberId } from '../media/common.ts';
import { unauthorized } from '../media/messages.ts';
import { songExists } from './data.ts';
import { musicFail } from './messages.ts';
import {
  addSong,
  countPlaylists,
  createPlaylist,
  deletePlaylist,
  findPlaylist,
  listPlaylists,
  moveSong,
  nameTaken,
  playlistHasSong,
  playlistPage,
  playlistSize,
  removeSong,
  renamePlaylist,
  summary,
  type PlaylistRow,
} from './playlist-data.ts';

export async function playlistRoutes(app: FastifyInstance): Promise<void> {
  /** The caller's own playlist; an unknown one is 404, another member's 403. */
  async function ownPlaylist(request: FastifyRequest, id: number): Promise<PlaylistRow> {
    const playlist = await findPlaylist(app.db, id);
    if (!playlist) throw musicFail(404, 'playlistNotFound', { id });
    if (playlist.userId !== memberId(request)) throw musicFail(403, 'playlistNotYours', { id });
    return playlist;
  }

  /** The trimmed name; a blank one is 400, one the member already has 409. */
  async function checkedName(request: FastifyRequest, raw: string, exceptId?: number): Promise<string> {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (name === '') throw musicFail(400, 'playlistNameBlank');
    if (await nameTaken(app.db, memberId(request)!, name, exceptId)) throw musicFail(409, 'playlistNameTaken', { name });
    return name;
  }

  /** Unique-index races answer 409 like the checks; a vanished member 401. */
  function writeFailed(error: unknown, name: string): never {
    if (isUniqueViolation(error)) throw musicFail(409, 'playlistNameTaken', { name });
    if (isForeignKeyViolation(error)) throw unauthorized();
    throw error;
  }

  serve(app, music.playlists, async (request) => ok(request, await listPlaylists(app.db, memberId(request)!, request.query)));

  serve(app, music.playlist, async (request) => {
    const playlist = await ownPlaylist(request, request.query.id);
    return ok(request, await playlistPage(app.db, playlist.id, request.language));
  });

  serve(app, music.playlistCreate, async (request) => {
    const userId = memberId(request)!;
    if ((await countPlaylists(app.db, userId)) >= PLAYLIST_LIMITS.playlists) {
      throw musicFail(409, 'playlistLimit', { limit: PLAYLIST_LIMITS.playlists });
    }
    const name = await checkedName(request, request.body.name);
    try {
      const id = await createPlaylist(app.db, userId, name);
      return ok(request, await summary(app.db, id));
    } catch (error) {
      return writeFailed(error, name);
    }
  });

  serve(app, music.playlistRename, async (request) => {
    const playlist = await ownPlaylist(request, request.body.id);
    const name = await checkedName(request, request.body.name, playlist.id);
    try {
      await renamePlaylist(app.db, playlist.id, name);
      return ok(request, await summary(app.db, playlist.id));
    } catch (error) {
      return writeFailed(error, name);
    }
  });

  serve(app, music.playlistDelete, async (request) => {
    const playlist = await ownPlaylist(request, request.body.id);
    await deletePlaylist(app.db, playlist.id);
    return ok(request, { id: playlist.id, deleted: true });
  });

  serve(app, music.playlistAddSong, async (request) => {
    const { id, songId } = request.body;
    await ownPlaylist(request, id);
    if (!(await songExists(app.db, songId))) throw musicFail(404, 'songNotFound', { id: songId });
    if (await playlistHasSong(app.db, id, songId)) throw musicFail(409, 'songAlreadyInPlaylist', { id, songId });
    if ((await playlistSize(app.db, id)) >= PLAYLIST_LIMITS.songs) throw musicFail(409, 'playlistFull', { limit: PLAYLIST_LIMITS.songs });
    try {
      await addSong(app.db, id, songId);
    } catch (error) {
      if (isUniqueViolation(error)) throw musicFail(409, 'songAlreadyInPlaylist', { id, songId });
      throw error;
    }
    return ok(request, await summary(app.db, id));
  });

  serve(app, music.playlistRemoveSong, async (request) => {
    const { id, songId } = request.body;
    await ownPlaylist(request, id);
    if (!(await playlistHasSong(app.db, id, songId))) throw musicFail(404, 'songNotInPlaylist', { id, songId });
    await removeSong(app.db, id, songId);
    return ok(request, await summary(app.db, id));
  });

  serve(app, music.playlistMoveSong, async (request) => {
    const { id, songId, position } = request.body;
    await ownPlaylist(request, id);
    if (!(await playlistHasSong(app.db, id, songId))) throw musicFail(404, 'songNotInPlaylist', { id, songId });
    await moveSong(app.db, id, songId, position);
    return ok(request, await playlistPage(app.db, id, request.language));
  });
}
