/** Request and response schemas of the member's playlists (play-list-cua-toi). */
import { Type } from '@sinclair/typebox';
import { ApiHeaders, Envelope, errorResponses, Id, Page, PageQuery } from '../../../../contracts/schemas/common.ts';
import { PLAIN_TEXT, TAGS } from './common.ts';
import { SongCard } from './music-schemas.ts';

/** Limits of a member's playlists. */
export const PLAYLIST_LIMITS = { nameLength: 60, playlists: 50, songs: 200 } as const;

export const PlaylistSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  songCount: Type.Integer(),
  totalSeconds: Type.Integer(),
  cover: Type.Union([Type.String(), Type.Null()], { description: "The first song's cover; null for an empty playlist." }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

const Name = Type.String({
  minLength: 1,
  maxLength: PLAYLIST_LIMITS.nameLength,
  pattern: PLAIN_TEXT,
  description: 'Trimmed; 1–60 characters, no control characters.',
});
const base = { tags: TAGS, headers: ApiHeaders };

export const playlistsSchema = {
  ...base,
  summary: "The member's playlists, most recently changed first",
  querystring: PageQuery(),
  response: { 200: Envelope(Page(PlaylistSummary)), ...errorResponses },
};

export const playlistSchema = {
  ...base,
  summary: "One of the member's playlists with its songs in order",
  querystring: Type.Object({ id: Id }),
  response: {
    200: Envelope(
      Type.Object({
        playlist: PlaylistSummary,
        songs: Type.Array(Type.Composite([SongCard, Type.Object({ position: Type.Integer(), addedAt: Type.String({ format: 'date-time' }) })])),
      }),
    ),
    ...errorResponses,
  },
};

export const createPlaylistSchema = {
  ...base,
  summary: 'Create a playlist (names are unique per member, ignoring case)',
  body: Type.Object({ name: Name }),
  response: { 200: Envelope(PlaylistSummary), ...errorResponses },
};

export const renamePlaylistSchema = {
  ...base,
  summary: 'Rename a playlist',
  body: Type.Object({ id: Id, name: Name }),
  response: { 200: Envelope(PlaylistSummary), ...errorResponses },
};

export const deletePlaylistSchema = {
  ...base,
  summary: 'Delete a playlist',
  body: Type.Object({ id: Id }),
  response: { 200: Envelope(Type.Object({ id: Type.Integer(), deleted: Type.Boolean() })), ...errorResponses },
};

export const addSongSchema = {
  ...base,
  summary: 'Add a song at the end of a playlist',
  body: Type.Object({ id: Id, songId: Id }),
  response: { 200: Envelope(PlaylistSummary), ...errorResponses },
};

export const removeSongSchema = {
  ...base,
  summary: 'Remove a song from a playlist',
  body: Type.Object({ id: Id, songId: Id }),
  response: { 200: Envelope(PlaylistSummary), ...errorResponses },
};
