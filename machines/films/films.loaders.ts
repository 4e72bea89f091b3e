/**
 * The data of the /phim-anh pages (machines/loader): a paged list made for one tab and filter set
 * (a view mounts one per query, keyed by it), the filter values, the watch page, and the bookmark
 * toggle with its call.
 */
import { fromPromise } from 'xstate';
import { fetchFilmFilters, fetchFilmList, fetchFilmWatch, saveFilm, type FilmListInput } from '../../api/films';
import { createLoader } from '../loader/loader.machine';
import { createPagedList } from '../loader/paged-list.machine';
import { followMachine, type FollowState } from '../follow/follow.machine';

export const FILM_PAGE_SIZE = 18;

export type FilmListQuery = Omit<FilmListInput, 'pageNum' | 'pageSize'>;

/** The cards of one tab and filter set, FILM_PAGE_SIZE a page. */
export const filmList = (query: FilmListQuery) =>
  createPagedList((pageNum, signal) => fetchFilmList({ ...query, pageNum, pageSize: FILM_PAGE_SIZE }, signal));

/** Genres and countries (with counts) and the years present. */
export const filmFiltersLoader = createLoader((_: null, signal) => fetchFilmFilters(signal));

/** The watch page of a slug: the film, its seasons and episodes, subtitles and related films. */
export const filmWatchLoader = createLoader((slug: string, signal) => fetchFilmWatch(slug, signal));

/**
 * Saving a film, optimistically (the follow toggle of machines/tips with the films' call; a film's
 * bookmark has no count, so `followers` stays 0).
 */
export const filmSaveMachine = followMachine.provide({
  actors: {
    send: fromPromise<FollowState, { id: number; follow: boolean }>(async ({ input }) => {
      const answer = await saveFilm(input.id, input.follow);
      return { followed: answer.saved, followers: 0 };
    }),
  },
});
