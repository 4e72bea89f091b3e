/**
 * The member's playlists (play-list-cua-toi): GET /other/api/music/playlists and playlist; POST
 * /other/api/music/playlist/create, rename, delete, add-song, remove-song and move-song.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PLAYLIST_LIMITS } from '../../media-values.ts';
import { Id } from '../common.ts';
import { PLAIN_TEXT } from './common.ts';
import { SongCard } from './music.ts';

export const PlaylistSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  songCount: Type.Integer(),
  totalSeconds: Type.Integer(),
  cover: Type.Union([Type.String(), Type.Null()], { description: "The first song's cover; null for an empty playlist." }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type PlaylistSummary = Static<typeof PlaylistSummary>;

/** A song of a playlist, with its place and when it was added. */
export const PlaylistSong = Type.Composite([SongCard, Type.Object({ position: Type.Integer(), addedAt: Type.String({ format: 'date-time' }) })]);
export type PlaylistSong = Static<typeof PlaylistSong>;

/** One of the member's playlists with its songs in order. */
export const PlaylistPage = Type.Object({ playlist: PlaylistSummary, songs: Type.Array(PlaylistSong) });
export type PlaylistPage = Static<typeof PlaylistPage>;

export const PlaylistName = Type.String({
  minLength: 1,
  maxLength: PLAYLIST_LIMITS.nameLength,
  pattern: PLAIN_TEXT,
  description: 'Trimmed; 1–60 characters, no control characters.',
});

export const CreatePlaylistBody = Type.Object({ name: PlaylistName });
export type CreatePlaylistBody = Static<typeof CreatePlaylistBody>;

export const RenamePlaylistBody = Type.Object({ id: Id, name: PlaylistName });
export type RenamePlaylistBody = Static<typeof RenamePlaylistBody>;

export const PlaylistIdBody = Type.Object({ id: Id });
export type PlaylistIdBody = Static<typeof PlaylistIdBody>;

export const PlaylistDeleted = Type.Object({ id: Type.Integer(), deleted: Type.Boolean() });
export type PlaylistDeleted = Static<typeof PlaylistDeleted>;

/** The song to add to or remove from a playlist. */
export const PlaylistSongBody = Type.Object({ id: Id, songId: Id });
export type PlaylistSongBody = Static<typeof PlaylistSongBody>;

/** Moves a song of a playlist to a place, 1-based (a place past the end means the end). */
export const MovePlaylistSongBody = Type.Object({ id: Id, songId: Id, position: Type.Integer({ minimum: 1, maximum: PLAYLIST_LIMITS.songs }) });
export type MovePlaylistSongBody = Static<typeof MovePlaylistSongBody>;
