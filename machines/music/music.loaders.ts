/**
 * The data of the /am-nhac pages, each read through the loader machine (machines/loader) from the
 * music's endpoints (contracts/endpoints/music.ts).
 */
import { call } from '../../api/call';
import {
  musicAlbum,
  musicArtist,
  musicHome,
  musicMoods,
  musicNewReleases,
  musicSong,
  musicSongs,
  myMusic,
  playlist,
  playlists,
} from '../../contracts/endpoints/music';
import { createLoader } from '../loader/loader.machine';

export const MUSIC_PAGE_SIZE = 20;

export const musicHomeLoader = createLoader(musicHome, { isEmpty: (home) => home.topSongs.length === 0 && home.albums.length === 0 });

/** All songs (tat-ca) and the songs of a mood: one page of them. */
export const songListLoader = createLoader(musicSongs, { isEmpty: (page) => page.list.length === 0 });

export const newReleasesLoader = createLoader(musicNewReleases, { isEmpty: (page) => page.list.length === 0 });

export const moodsLoader = createLoader(musicMoods, { isEmpty: (moods) => moods.length === 0 });

export const artistLoader = createLoader(musicArtist);

export const albumLoader = createLoader(musicAlbum);

export const songLoader = createLoader(musicSong);

export const myMusicLoader = createLoader(myMusic, { isEmpty: (page) => page.list.length === 0 });

export const playlistsLoader = createLoader((input: { pageNum: number }, signal: AbortSignal) =>
  call(playlists, { query: { pageNum: input.pageNum, pageSize: 50 } }, signal),
);

export const playlistLoader = createLoader(playlist);
