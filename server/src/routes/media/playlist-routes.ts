/**
 * The member's playlists (play-list-cua-toi). Rules: names are trimmed, 1–60 characters and unique
 * per member ignoring case (409); at most 50 playlists and 200 songs each (409); a song appears once
 * (409); another member's playlist is 403, an unknown one 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PLAYLIST_LIMITS } from '../../../../contracts/media-values.ts';
import { ApiHeaders, Envelope, errorResponses, Page, PageQuery } from '../../../../contracts/schemas/common.ts';
import { IdQuery } from '../../../../contracts/schemas/media/common.ts';
import {
  CreatePlaylistBody,
  MovePlaylistSongBody,
  PlaylistDeleted,
  PlaylistIdBody,
  PlaylistPage,
  PlaylistSongBody,
  PlaylistSummary,
  RenamePlaylistBody,
} from '../../../../contracts/schemas/media/playlists.ts';
import { ok } from '../../plugins/envelope.ts';
import { isForeignKeyViolation, isUniqueViolation, memberId, TAGS } from './common.ts';
import { fail, unauthorized } from './messages.ts';
import { songExists } from './music-data.ts';
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

const base = { tags: TAGS, headers: ApiHeaders };

export const playlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The caller's own playlist; an unknown one is 404, another member's 403. */
  async function ownPlaylist(request: FastifyRequest, id: number): Promise<PlaylistRow> {
    const playlist = await findPlaylist(app.db, id);
    if (!playlist) throw fail(404, 'playlistNotFound', { id });
    if (playlist.userId !== memberId(request)) throw fail(403, 'playlistNotYours', { id });
    return playlist;
  }

  /** The trimmed name; a blank one is 400, one the member already has 409. */
  async function checkedName(request: FastifyRequest, raw: string, exceptId?: number): Promise<string> {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (name === '') throw fail(400, 'playlistNameBlank');
    if (await nameTaken(app.db, memberId(request)!, name, exceptId)) throw fail(409, 'playlistNameTaken', { name });
    return name;
  }

  /** Unique-index races answer 409 like the checks; a vanished member 401. */
  function writeFailed(error: unknown, name: string): never {
    if (isUniqueViolation(error)) throw fail(409, 'playlistNameTaken', { name });
    if (isForeignKeyViolation(error)) throw unauthorized();
    throw error;
  }

  app.get('/other/api/music/playlists', {
    schema: {
      ...base,
      summary: "The member's playlists, most recently changed first",
      querystring: PageQuery(),
      response: { 200: Envelope(Page(PlaylistSummary)), ...errorResponses },
    },
    preHandler: app.requireMember,
    handler: async (request) => ok(request, await listPlaylists(app.db, memberId(request)!, request.query)),
  });

  app.get('/other/api/music/playlist', {
    schema: {
      ...base,
      summary: "One of the member's playlists with its songs in order",
      querystring: IdQuery,
      response: { 200: Envelope(PlaylistPage), ...errorResponses },
    },
    preHandler: app.requireMember,
    handler: async (request) => {
      const playlist = await ownPlaylist(request, request.query.id);
      return ok(request, await playlistPage(app.db, playlist.id, request.language));
    },
  });

  app.post('/other/api/music/playlist/create', {
    schema: {
      ...base,
      summary: 'Create a playlist (names are unique per member, ignoring case)',
      body: CreatePlaylistBody,
      response: { 200: Envelope(PlaylistSummary), ...errorResponses },
    },
    preHandler: app.requireMember,
    handler: async (request) => {
      const userId = memberId(request)!;
      if ((await countPlaylists(app.db, userId)) >= PLAYLIST_LIMITS.playlists) {
        throw fail(409, 'playlistLimit', { limit: PLAYLIST_LIMITS.playlists });
      }
      const name = await checkedName(request, request.body.name);
      try {
        const id = await createPlaylist(app.db, userId, name);
        return ok(request, await summary(app.db, id));
      } catch (error) {
        return writeFailed(error, name);
      }
    },
  });

  app.post('/other/api/music/playlist/rename', {
    schema: {
      ...base,
      summary: 'Rename a playlist',
      body: RenamePlaylistBody,
      response: { 200: Envelope(PlaylistSummary), ...errorResponses },
    },
    preHandler: app.requireMember,
    handler: async (request) => {
      const playlist = await ownPlaylist(request, request.body.id);
      const name = await checkedName(request, request.body.name, playlist.id);
      try {
        await renamePlaylist(app.db, playlist.id, name);
        return ok(request, await summary(app.db, playlist.id));
      } catch (error) {
        return writeFailed(error, name);
      }
    },
  });

  app.post('/other/api/music/playlist/delete', {
    schema: {
      ...base,
      summary: 'Delete a playlist',
      body: PlaylistIdBody,
      response: { 200: Envelope(PlaylistDeleted), ...errorResponses },
    },
    preHandler: app.requireMember,
    handler: async (request) => {
      const playlist = await ownPlaylist(request, request.body.id);
      await deletePlaylist(app.db, playlist.id);
      return ok(request, { id: playlist.id, deleted: true });
    },
  });

  app.post('/other/api/music/playlist/add-song', {
    schema: {
      ...base,
      summary: 'Add a song at the end of a playlist',
      body: PlaylistSongBody,
      response: { 200: Envelope(PlaylistSummary), ...errorResponses },
    },
    preHandler: app.requireMember,
    handler: async (request) => {
      const { id, songId } = request.body;
      await ownPlaylist(request, id);
      if (!(await songExists(app.db, songId))) throw fail(404, 'songNotFound', { id: songId });
      if (await playlistHasSong(app.db, id, songId)) throw fail(409, 'songAlreadyInPlaylist', { id, songId });
      if ((await playlistSize(app.db, id)) >= PLAYLIST_LIMITS.songs) throw fail(409, 'playlistFull', { limit: PLAYLIST_LIMITS.songs });
      try {
        await addSong(app.db, id, songId);
      } catch (error) {
        if (isUniqueViolation(error)) throw fail(409, 'songAlreadyInPlaylist', { id, songId });
        throw error;
      }
      return ok(request, await summary(app.db, id));
    },
  });

  app.post('/other/api/music/playlist/remove-song', {
    schema: {
      ...base,
      summary: 'Remove a song from a playlist',
      body: PlaylistSongBody,
      response: { 200: Envelope(PlaylistSummary), ...errorResponses },
    },
    preHandler: app.requireMember,
    handler: async (request) => {
      const { id, songId } = request.body;
      await ownPlaylist(request, id);
      if (!(await playlistHasSong(app.db, id, songId))) throw fail(404, 'songNotInPlaylist', { id, songId });
      await removeSong(app.db, id, songId);
      return ok(request, await summary(app.db, id));
    },
  });

  app.post('/other/api/music/playlist/move-song', {
    schema: {
      ...base,
      summary: 'Move a song of a playlist to another place (1-based); answers the playlist in its new order',
      body: MovePlaylistSongBody,
      response: { 200: Envelope(PlaylistPage), ...errorResponses },
    },
    preHandler: app.requireMember,
    handler: async (request) => {
      const { id, songId, position } = request.body;
      await ownPlaylist(request, id);
      if (!(await playlistHasSong(app.db, id, songId))) throw fail(404, 'songNotInPlaylist', { id, songId });
      await moveSong(app.db, id, songId, position);
      return ok(request, await playlistPage(app.db, id, request.language));
    },
  });
};
