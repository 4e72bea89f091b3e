/** The films' calls (/phim-anh pages): tabs with filters, search, the ranking, the watch page, bookmarks and resume positions. */
import { Type } from '@sinclair/typebox';
import { FILM_KINDS } from '../media-values';
import { Page, PageQuery, StringEnum } from '../schemas/common';
import {
  FilmCard,
  FilmFilters,
  FilmListQuery,
  FilmProgressBody,
  FilmProgressEntry,
  FilmProgressList,
  FilmProgressQuery,
  FilmSaveBody,
  FilmSaveResult,
  FilmSearchQuery,
  FilmWatch,
  FilmWatchQuery,
} from '../schemas/media/films';
import { endpoint } from './define';

const area = 'films';

export const filmList = endpoint({
  method: 'GET',
  path: '/other/api/film/list',
  area,
  summary: 'Films and TV shows by tab (all, trending, phim, tv-show, saved) with filters and search',
  access: 'anyone',
  rate: 'reads',
  query: FilmListQuery,
  response: Page(FilmCard),
  errors: { 401: 'the saved tab without a member token', 404: 'an unknown genre or country' },
});

export const filmSearch = endpoint({
  method: 'GET',
  path: '/other/api/film/search',
  area,
  summary: 'Search films and TV shows by title (any language, with or without diacritics)',
  access: 'anyone',
  rate: 'reads',
  query: FilmSearchQuery,
  response: Page(FilmCard),
});

/** `?kind=` (film or tv-show; both when absent) and the page of the ranking. */
const FilmRankingQuery = Type.Composite([
  PageQuery(),
  Type.Object({
    kind: Type.Optional(StringEnum(FILM_KINDS, { description: 'film or tv-show (the card’s kind); both when left out.' })),
  }),
]);

export const filmRanking = endpoint({
  method: 'GET',
  path: '/other/api/film/ranking',
  area,
  summary: 'Films and TV shows by rating, best first (ties: most viewed, then id), optionally of one kind',
  access: 'anyone',
  rate: 'reads',
  query: FilmRankingQuery,
  response: Page(FilmCard),
});

export const filmFilters = endpoint({
  method: 'GET',
  path: '/other/api/film/filters',
  area,
  summary: 'Genres, countries and years to filter films by, with counts',
  access: 'anyone',
  rate: 'reads',
  response: FilmFilters,
});

export const filmWatch = endpoint({
  method: 'GET',
  path: '/other/api/film/watch',
  area,
  summary: 'Watch page data of /phim-anh/xem-phim/{slug}: the film, its seasons and episodes, stream path',
  access: 'anyone',
  rate: 'reads',
  query: FilmWatchQuery,
  response: FilmWatch,
  errors: { 404: 'an unknown slug' },
});

export const filmSave = endpoint({
  method: 'POST',
  path: '/other/api/film/save',
  area,
  summary: 'Bookmark a film (member); saving twice keeps one bookmark',
  access: 'member',
  rate: 'reads',
  body: FilmSaveBody,
  response: FilmSaveResult,
  errors: { 404: 'an unknown film' },
});

export const filmUnsave = endpoint({
  method: 'POST',
  path: '/other/api/film/unsave',
  area,
  summary: 'Remove a film bookmark (member); removing an absent bookmark is not an error',
  access: 'member',
  rate: 'reads',
  body: FilmSaveBody,
  response: FilmSaveResult,
  errors: { 404: 'an unknown film' },
});

export const filmProgress = endpoint({
  method: 'GET',
  path: '/other/api/film/progress',
  area,
  summary: 'The calling member’s resume positions in one film (last watched first)',
  access: 'member',
  rate: 'reads',
  query: FilmProgressQuery,
  response: FilmProgressList,
  errors: { 404: 'an unknown film' },
});

export const filmProgressSave = endpoint({
  method: 'POST',
  path: '/other/api/film/progress',
  area,
  summary: 'Store where the calling member is in a film or an episode',
  access: 'member',
  rate: 'reads',
  body: FilmProgressBody,
  response: FilmProgressEntry,
  errors: {
    400: 'a TV show without an episode, a film with one, or a position past the running time',
    404: 'an unknown film, or an episode of another title',
  },
});
