/**
 * The data of the /phim-anh pages (machines/loader), from the films' endpoints
 * (contracts/endpoints/films.ts): a paged list made for one tab and filter set (a view mounts one
 * per query, keyed by it), the ranking of a kind, the filter values, the watch page, and the bookmark toggle with its call.
 */
import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import { filmFilters, filmList as filmListEndpoint, filmRanking as filmRankingEndpoint, filmSave, filmUnsave, filmWatch } from '../../contracts/endpoints/films';
import type { FilmListQuery as FilmListCall } from '../../contracts/schemas/media/films';
import type { FilmKind } from '../../contracts/media-values';
import { createLoader } from '../loader/loader.machine';
import { createPagedList } from '../loader/paged-list.machine';
import { followMachine, type FollowState } from '../follow/follow.machine';

export const FILM_PAGE_SIZE = 18;

export type FilmListQuery = Omit<FilmListCall, 'pageNum' | 'pageSize'>;

/** The cards of one tab and filter set, FILM_PAGE_SIZE a page. */
export const filmList = (query: FilmListQuery) =>
  createPagedList((pageNum, signal) => call(filmListEndpoint, { query: { ...query, pageNum, pageSize: FILM_PAGE_SIZE } }, signal));

export const FILM_RANKING_PAGE_SIZE = 20;

/** The best-rated titles of one kind (all when none), FILM_RANKING_PAGE_SIZE a page. */
export const filmRankingList = (kind: FilmKind | undefined) =>
  createPagedList((pageNum, signal) => call(filmRankingEndpoint, { query: { ...(kind ? { kind } : {}), pageNum, pageSize: FILM_RANKING_PAGE_SIZE } }, signal));

/** Genres and countries (with counts) and the years present. */
export const filmFiltersLoader = createLoader(filmFilters);

/** The watch page of a slug: the film, its seasons and episodes, subtitles and related films. */
export const filmWatchLoader = createLoader(filmWatch);

/**
 * Saving a film, optimistically (the follow toggle of machines/tips with the films' call; a film's
 * bookmark has no count, so `followers` stays 0).
 */
export const filmSaveMachine = followMachine.provide({
  actors: {
    send: fromPromise<FollowState, { id: number; follow: boolean }>(async ({ input }) => {
      const answer = await call(input.follow ? filmSave : filmUnsave, { body: { filmId: input.id } });
      return { followed: answer.saved, followers: 0 };
    }),
  },
});
