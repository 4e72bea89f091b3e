/**
 * The member's playlists (play-list-cua-toi). Rules: names are trimmed, 1–60 characters and unique
 * per member ignoring case (409); at most 50 playlists and 200 songs each (409); a song appears once
 * (409); another member's playlist is 403, an unknown one 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../i18n.ts';
import { ok, sendError } from '../../plugins/envelope.ts';
import { isForeignKeyViolation, isUniqueViolation, memberId } from './common.ts';
import { fail } from './messages.ts';
import { songExists } from './music-data.ts';
import {
  addSong,
  countPlaylists,
  createPlaylist,
  deletePlaylist,
  findPlaylist,
  listPlaylists,
  nameTaken,
  playlistHasSong,
  playlistPage,
  playlistSize,
  removeSong,
  renamePlaylist,
  summary,
  type PlaylistRow,
} from './playlist-data.ts';
import {
  addSongSchema,
  createPlaylistSchema,
  deletePlaylistSchema,
  PLAYLIST_LIMITS,
  playlistSchema,
  playlistsSchema,
  removeSongSchema,
  renamePlaylistSchema,
} from './playlist-schemas.ts';

export const playlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The caller's own playlist, or the 404/403 answer already sent. */
  async function ownPlaylist(request: FastifyRequest, reply: FastifyReply, id: number): Promise<PlaylistRow | null> {
    const playlist = await findPlaylist(app.db, id);
    if (!playlist) {
      await fail(request, reply, 404, 'playlistNotFound', { id });
      return null;
    }
    if (playlist.userId !== memberId(request)) {
      await fail(request, reply, 403, 'playlistNotYours', { id });
      return null;
    }
    return playlist;
  }

  /** The trimmed name, or null after answering 400 (blank) or 409 (taken). */
  async function checkedName(request: FastifyRequest, reply: FastifyReply, raw: string, exceptId?: number): Promise<string | null> {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (name === '') {
      await fail(request, reply, 400, 'playlistNameBlank');
      return null;
    }
    if (await nameTaken(app.db, memberId(request)!, name, exceptId)) {
      await fail(request, reply, 409, 'playlistNameTaken', { name });
      return null;
    }
    return name;
  }

  /** Unique-index races answer 409 like the checks; a vanished member 401. */
  function writeFailed(request: FastifyRequest, reply: FastifyReply, error: unknown, name: string) {
    if (isUniqueViolation(error)) return fail(request, reply, 409, 'playlistNameTaken', { name });
    if (isForeignKeyViolation(error)) return sendError(reply, 401, t(request.language, 'unauthorized'));
    throw error;
  }

  app.get('/other/api/music/playlists', {
    schema: playlistsSchema,
    preHandler: app.requireMember,
    handler: async (request) => ok(request, await listPlaylists(app.db, memberId(request)!, request.query)),
  });

  app.get('/other/api/music/playlist', {
    schema: playlistSchema,
    preHandler: app.requireMember,
    handler: async (request, reply) => {
      const playlist = await ownPlaylist(request, reply, request.query.id);
      return playlist ? ok(request, await playlistPage(app.db, playlist.id, request.language)) : reply;
    },
  });

  app.post('/other/api/music/playlist/create', {
    schema: createPlaylistSchema,
    preHandler: app.requireMember,
    handler: async (request, reply) => {
      const userId = memberId(request)!;
      if ((await countPlaylists(app.db, userId)) >= PLAYLIST_LIMITS.playlists) {
        return fail(request, reply, 409, 'playlistLimit', { limit: PLAYLIST_LIMITS.playlists });
      }
      const name = await checkedName(request, reply, request.body.name);
      if (name === null) return reply;
      try {
        const id = await createPlaylist(app.db, userId, name);
        return ok(request, await summary(app.db, id));
      } catch (error) {
        return writeFailed(request, reply, error, name);
      }
    },
  });

  app.post('/other/api/music/playlist/rename', {
    schema: renamePlaylistSchema,
    preHandler: app.requireMember,
    handler: async (request, reply) => {
      const playlist = await ownPlaylist(request, reply, request.body.id);
      if (!playlist) return reply;
      const name = await checkedName(request, reply, request.body.name, playlist.id);
      if (name === null) return reply;
      try {
        await renamePlaylist(app.db, playlist.id, name);
        return ok(request, await summary(app.db, playlist.id));
      } catch (error) {
        return writeFailed(request, reply, error, name);
      }
    },
  });

  app.post('/other/api/music/playlist/delete', {
    schema: deletePlaylistSchema,
    preHandler: app.requireMember,
    handler: async (request, reply) => {
      const playlist = await ownPlaylist(request, reply, request.body.id);
      if (!playlist) return reply;
      await deletePlaylist(app.db, playlist.id);
      return ok(request, { id: playlist.id, deleted: true });
    },
  });

  app.post('/other/api/music/playlist/add-song', {
    schema: addSongSchema,
    preHandler: app.requireMember,
    handler: async (request, reply) => {
      const { id, songId } = request.body;
      const playlist = await ownPlaylist(request, reply, id);
      if (!playlist) return reply;
      if (!(await songExists(app.db, songId))) return fail(request, reply, 404, 'songNotFound', { id: songId });
      if (await playlistHasSong(app.db, id, songId)) return fail(request, reply, 409, 'songAlreadyInPlaylist', { id, songId });
      if ((await playlistSize(app.db, id)) >= PLAYLIST_LIMITS.songs) {
        return fail(request, reply, 409, 'playlistFull', { limit: PLAYLIST_LIMITS.songs });
      }
      try {
        await addSong(app.db, id, songId);
      } catch (error) {
        if (isUniqueViolation(error)) return fail(request, reply, 409, 'songAlreadyInPlaylist', { id, songId });
        throw error;
      }
      return ok(request, await summary(app.db, id));
    },
  });

  app.post('/other/api/music/playlist/remove-song', {
    schema: removeSongSchema,
    preHandler: app.requireMember,
    handler: async (request, reply) => {
      const { id, songId } = request.body;
      const playlist = await ownPlaylist(request, reply, id);
      if (!playlist) return reply;
      if (!(await playlistHasSong(app.db, id, songId))) return fail(request, reply, 404, 'songNotInPlaylist', { id, songId });
      await removeSong(app.db, id, songId);
      return ok(request, await summary(app.db, id));
    },
  });
};
