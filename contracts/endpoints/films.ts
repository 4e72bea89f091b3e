/** The films' calls (/phim-anh pages): tabs with filters, search, the watch page, bookmarks and resume positions. */
import { Page } from '../schemas/common';
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
