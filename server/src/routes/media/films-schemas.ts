/** Request and response schemas of the film and TV-show calls. */
import { Type } from '@sinclair/typebox';
import { ApiHeaders, Envelope, errorResponses, Id, Page, PageQuery } from '../../../../contracts/schemas/common.ts';
import { Keyword, Named, Slug, TAGS } from './common.ts';

export const FILM_TABS = ['all', 'trending', 'phim', 'tv-show', 'saved'] as const;

export const FilmCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  kind: Type.Union([Type.Literal('film'), Type.Literal('tv-show')]),
  title: Type.String(),
  originalTitle: Type.String(),
  year: Type.Integer(),
  genres: Type.Array(Named),
  countries: Type.Array(Named),
  durationMinutes: Type.Integer({ description: 'Running time of a film; for a TV show the usual episode length.' }),
  episodeCount: Type.Union([Type.Integer(), Type.Null()], { description: 'Episodes of a TV show; null for a film.' }),
  rating: Type.Number({ description: '0–10, one decimal.' }),
  views: Type.Integer(),
  poster: Type.String({ description: 'Site path of the poster SVG.' }),
  path: Type.String({ description: 'The watch page, /phim-anh/xem-phim/{slug}.' }),
});

export const Episode = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  title: Type.String(),
  durationMinutes: Type.Integer(),
  streamPath: Type.String({ description: 'HLS master playlist of this episode (served by the HLS origin).' }),
});

export const Season = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  title: Type.String(),
  episodes: Type.Array(Episode),
});

export const FilmWatch = Type.Object({
  film: Type.Composite([FilmCard, Type.Object({ description: Type.String(), saved: Type.Boolean() })]),
  streamPath: Type.String({ description: 'HLS master playlist /hls/vod/film/{id}/master.m3u8 (a TV show: its first episode).' }),
  seasons: Type.Array(Season),
  related: Type.Array(FilmCard),
});

export const FilmFilters = Type.Object({
  genres: Type.Array(Type.Composite([Named, Type.Object({ count: Type.Integer() })])),
  countries: Type.Array(Type.Composite([Named, Type.Object({ count: Type.Integer() })])),
  years: Type.Array(Type.Integer()),
});

export const FilmListQuery = Type.Composite([
  PageQuery(),
  Type.Object({
    tab: Type.Union(FILM_TABS.map((tab) => Type.Literal(tab)), {
      default: 'all',
      description: 'all, trending (most viewed), phim (films), tv-show, saved (the member’s bookmarks).',
    }),
    genre: Type.Optional(Slug),
    country: Type.Optional(Slug),
    year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })),
    keyword: Type.Optional(Keyword),
  }),
]);

export const FilmSearchQuery = Type.Composite([PageQuery(), Type.Object({ keyword: Keyword })]);

const SaveBody = Type.Object({ filmId: Id });
const SaveResult = Type.Object({ filmId: Type.Integer(), saved: Type.Boolean() });

const base = { tags: TAGS, headers: ApiHeaders };

export const filmListSchema = {
  ...base,
  summary: 'Films and TV shows by tab (all, trending, phim, tv-show, saved) with filters and search',
  querystring: FilmListQuery,
  response: { 200: Envelope(Page(FilmCard)), ...errorResponses },
};

export const filmSearchSchema = {
  ...base,
  summary: 'Search films and TV shows by title (any language, with or without diacritics)',
  querystring: FilmSearchQuery,
  response: { 200: Envelope(Page(FilmCard)), ...errorResponses },
};

export const filmFiltersSchema = {
  ...base,
  summary: 'Genres, countries and years to filter films by, with counts',
  response: { 200: Envelope(FilmFilters), ...errorResponses },
};

export const filmWatchSchema = {
  ...base,
  summary: 'Watch page data of /phim-anh/xem-phim/{slug}: the film, its seasons and episodes, stream path',
  querystring: Type.Object({ slug: Slug }),
  response: { 200: Envelope(FilmWatch), ...errorResponses },
};

export const filmSaveSchema = {
  ...base,
  summary: 'Bookmark a film (member); saving twice keeps one bookmark',
  body: SaveBody,
  response: { 200: Envelope(SaveResult), ...errorResponses },
};

export const filmUnsaveSchema = {
  ...base,
  summary: 'Remove a film bookmark (member); removing an absent bookmark is not an error',
  body: SaveBody,
  response: { 200: Envelope(SaveResult), ...errorResponses },
};
