/**
 * Music (docs/api/media.md "Music"): the pages of /am-nhac, likes, plays and the member's
 * playlists. Typed by contracts/schemas/media/music.ts and playlists.ts; each call answers its data
 * or rejects with an ApiFailure (401 without a member, 403 another member's playlist, 404 unknown,
 * 409 a taken name, a song already in the playlist or a limit).
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type {
  AlbumPage,
  ArtistPage,
  MoodList,
  MusicHome,
  MyMusicSong,
  SongCard,
  SongDetail,
  SongLikeState,
  SongPlays,
} from '../contracts/schemas/media/music';
import type { PlaylistDeleted, PlaylistPage, PlaylistSummary } from '../contracts/schemas/media/playlists';

const BASE = 'other/api/music';

export const fetchMusicHome = (_: void, signal?: AbortSignal): Promise<MusicHome> => unwrap(api.get(`${BASE}/home`, { signal }).json<Envelope<MusicHome>>());

export interface SongListInput {
  mood?: string;
  keyword?: string;
  sort?: 'popular' | 'new';
  pageNum: number;
  pageSize: number;
}

export const fetchSongs = (input: SongListInput, signal?: AbortSignal): Promise<Page<SongCard>> => {
  const searchParams: Record<string, string | number> = { pageNum: input.pageNum, pageSize: input.pageSize, sort: input.sort ?? 'popular' };
  if (input.mood) searchParams.mood = input.mood;
  if (input.keyword) searchParams.keyword = input.keyword;
  return unwrap(api.get(`${BASE}/songs`, { searchParams, signal }).json<Envelope<Page<SongCard>>>());
};

export const fetchNewReleases = (input: { pageNum: number; pageSize: number }, signal?: AbortSignal): Promise<Page<SongCard>> =>
  unwrap(api.get(`${BASE}/new-releases`, { searchParams: { ...input }, signal }).json<Envelope<Page<SongCard>>>());

export const fetchMoods = (_: void, signal?: AbortSignal): Promise<MoodList> => unwrap(api.get(`${BASE}/moods`, { signal }).json<Envelope<MoodList>>());

export const fetchArtist = (slug: string, signal?: AbortSignal): Promise<ArtistPage> =>
  unwrap(api.get(`${BASE}/artist`, { searchParams: { slug }, signal }).json<Envelope<ArtistPage>>());

export const fetchAlbum = (id: number, signal?: AbortSignal): Promise<AlbumPage> =>
  unwrap(api.get(`${BASE}/album`, { searchParams: { id }, signal }).json<Envelope<AlbumPage>>());

export const fetchSong = (id: number, signal?: AbortSignal): Promise<SongDetail> =>
  unwrap(api.get(`${BASE}/song`, { searchParams: { id }, signal }).json<Envelope<SongDetail>>());

export const fetchMyMusic = (input: { tab: 'liked' | 'recent'; pageNum: number; pageSize: number }, signal?: AbortSignal): Promise<Page<MyMusicSong>> =>
  unwrap(api.get(`${BASE}/my-music`, { searchParams: { ...input }, signal }).json<Envelope<Page<MyMusicSong>>>());

export const likeSong = (songId: number, signal?: AbortSignal): Promise<SongLikeState> =>
  unwrap(api.post(`${BASE}/like`, { json: { songId }, signal }).json<Envelope<SongLikeState>>());

export const unlikeSong = (songId: number, signal?: AbortSignal): Promise<SongLikeState> =>
  unwrap(api.post(`${BASE}/unlike`, { json: { songId }, signal }).json<Envelope<SongLikeState>>());

export const recordSongPlay = (songId: number, signal?: AbortSignal): Promise<SongPlays> =>
  unwrap(api.post(`${BASE}/play`, { json: { songId }, signal }).json<Envelope<SongPlays>>());

export const fetchPlaylists = (input: { pageNum: number; pageSize: number }, signal?: AbortSignal): Promise<Page<PlaylistSummary>> =>
  unwrap(api.get(`${BASE}/playlists`, { searchParams: { ...input }, signal }).json<Envelope<Page<PlaylistSummary>>>());

export const fetchPlaylist = (id: number, signal?: AbortSignal): Promise<PlaylistPage> =>
  unwrap(api.get(`${BASE}/playlist`, { searchParams: { id }, signal }).json<Envelope<PlaylistPage>>());

export const createPlaylist = (name: string, signal?: AbortSignal): Promise<PlaylistSummary> =>
  unwrap(api.post(`${BASE}/playlist/create`, { json: { name }, signal }).json<Envelope<PlaylistSummary>>());

export const renamePlaylist = (id: number, name: string, signal?: AbortSignal): Promise<PlaylistSummary> =>
  unwrap(api.post(`${BASE}/playlist/rename`, { json: { id, name }, signal }).json<Envelope<PlaylistSummary>>());

export const deletePlaylist = (id: number, signal?: AbortSignal): Promise<PlaylistDeleted> =>
  unwrap(api.post(`${BASE}/playlist/delete`, { json: { id }, signal }).json<Envelope<PlaylistDeleted>>());

export const addSongToPlaylist = (id: number, songId: number, signal?: AbortSignal): Promise<PlaylistSummary> =>
  unwrap(api.post(`${BASE}/playlist/add-song`, { json: { id, songId }, signal }).json<Envelope<PlaylistSummary>>());

export const removeSongFromPlaylist = (id: number, songId: number, signal?: AbortSignal): Promise<PlaylistSummary> =>
  unwrap(api.post(`${BASE}/playlist/remove-song`, { json: { id, songId }, signal }).json<Envelope<PlaylistSummary>>());

/** Moves a song to a 1-based place; answers the playlist in its new order. */
export const moveSongInPlaylist = (id: number, songId: number, position: number, signal?: AbortSignal): Promise<PlaylistPage> =>
  unwrap(api.post(`${BASE}/playlist/move-song`, { json: { id, songId, position }, signal }).json<Envelope<PlaylistPage>>());
