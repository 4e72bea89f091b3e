/**
 * Films and TV shows: GET /other/api/film/list, search, filters and watch; POST /other/api/film/save
 * and unsave (member bookmarks).
 */
import { Type, type Static } from '@sinclair/typebox';
import { FILM_KINDS, FILM_TABS } from '../../media-values.ts';
import { Id, PageQuery } from '../common.ts';
import { Named } from '../content/common.ts';
import { MediaKeyword, MediaSlug } from './common.ts';

export const FilmCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  kind: Type.Union(FILM_KINDS.map((kind) => Type.Literal(kind))),
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
export type FilmCard = Static<typeof FilmCard>;

export const Episode = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  title: Type.String(),
  durationMinutes: Type.Integer(),
  streamPath: Type.String({ description: 'HLS master playlist of this episode (served by the HLS origin).' }),
});
export type Episode = Static<typeof Episode>;

export const Season = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  title: Type.String(),
  episodes: Type.Array(Episode),
});
export type Season = Static<typeof Season>;

/** The watch page of /phim-anh/xem-phim/{slug}. */
export const FilmWatch = Type.Object({
  film: Type.Composite([FilmCard, Type.Object({ description: Type.String(), saved: Type.Boolean() })]),
  streamPath: Type.String({ description: 'HLS master playlist /hls/vod/film/{id}/master.m3u8 (a TV show: its first episode).' }),
  seasons: Type.Array(Season),
  related: Type.Array(FilmCard),
});
export type FilmWatch = Static<typeof FilmWatch>;

/** A genre or country with how many films it has. */
export const FilmFilterCount = Type.Composite([Named, Type.Object({ count: Type.Integer() })]);
export type FilmFilterCount = Static<typeof FilmFilterCount>;

export const FilmFilters = Type.Object({
  genres: Type.Array(FilmFilterCount),
  countries: Type.Array(FilmFilterCount),
  years: Type.Array(Type.Integer()),
});
export type FilmFilters = Static<typeof FilmFilters>;

export const FilmListQuery = Type.Composite([
  PageQuery(),
  Type.Object({
    tab: Type.Union(FILM_TABS.map((tab) => Type.Literal(tab)), {
      default: 'all',
      description: 'all, trending (most viewed), phim (films), tv-show, saved (the member’s bookmarks).',
    }),
    genre: Type.Optional(MediaSlug),
    country: Type.Optional(MediaSlug),
    year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })),
    keyword: Type.Optional(MediaKeyword),
  }),
]);
export type FilmListQuery = Static<typeof FilmListQuery>;

export const FilmSearchQuery = Type.Composite([PageQuery(), Type.Object({ keyword: MediaKeyword })]);
export type FilmSearchQuery = Static<typeof FilmSearchQuery>;

/** `?slug=` of the watch page. */
export const FilmWatchQuery = Type.Object({ slug: MediaSlug });
export type FilmWatchQuery = Static<typeof FilmWatchQuery>;

export const FilmSaveBody = Type.Object({ filmId: Id });
export type FilmSaveBody = Static<typeof FilmSaveBody>;

export const FilmSaveResult = Type.Object({ filmId: Type.Integer(), saved: Type.Boolean() });
export type FilmSaveResult = Static<typeof FilmSaveResult>;
