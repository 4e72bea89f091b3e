/** The data of the /am-nhac pages, each read through the loader machine (machines/loader). */
import { createLoader } from '../loader/loader.machine';
import {
  fetchAlbum,
  fetchArtist,
  fetchMoods,
  fetchMusicHome,
  fetchMyMusic,
  fetchNewReleases,
  fetchPlaylist,
  fetchPlaylists,
  fetchSong,
  fetchSongs,
} from '../../api/music';

export const MUSIC_PAGE_SIZE = 20;

export const musicHomeLoader = createLoader(fetchMusicHome, { isEmpty: (home) => home.topSongs.length === 0 && home.albums.length === 0 });

/** All songs (tat-ca) and the songs of a mood: one page of them. */
export const songListLoader = createLoader(fetchSongs, { isEmpty: (page) => page.list.length === 0 });

export const newReleasesLoader = createLoader(fetchNewReleases, { isEmpty: (page) => page.list.length === 0 });

export const moodsLoader = createLoader(fetchMoods, { isEmpty: (moods) => moods.length === 0 });

export const artistLoader = createLoader(fetchArtist);

export const albumLoader = createLoader(fetchAlbum);

export const songLoader = createLoader(fetchSong);

export const myMusicLoader = createLoader(fetchMyMusic, { isEmpty: (page) => page.list.length === 0 });

export const playlistsLoader = createLoader((input: { pageNum: number }, signal: AbortSignal) => fetchPlaylists({ pageNum: input.pageNum, pageSize: 50 }, signal));

export const playlistLoader = createLoader(fetchPlaylist);
