/**
 * The data of the /am-nhac pages, each read through the loader machine (machines/loader) from the
 * music's endpoints (contracts/endpoints/music.ts).
 */
import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import {
  artistFollow,
  artistUnfollow,
  followedArtists,
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
import { followMachine, type FollowState } from '../follow/follow.machine';

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

/** The artists the member follows (my music's artists tab), a page at a time. */
export const followedArtistsLoader = createLoader(followedArtists, { isEmpty: (page) => page.list.length === 0 });

/** Following an artist, optimistic (follow.machine.ts), with the server's count of followers. */
export const artistFollowMachine = followMachine.provide({
  actors: {
    send: fromPromise<FollowState, { id: number; follow: boolean }>(({ input, signal }) => call(input.follow ? artistFollow : artistUnfollow, { body: { artistId: input.id } }, signal)),
  },
});

export const playlistsLoader = createLoader((input: { pageNum: number }, signal: AbortSignal) =>
  call(playlists, { query: { pageNum: input.pageNum, pageSize: 50 } }, signal),
);

export const playlistLoader = createLoader(playlist);
