/**
 * The films' calls (docs/api/media.md "Films and TV shows"), typed by contracts/schemas/media/films.ts:
 * the list of a tab with its filters, search, the filter values, the watch page, bookmarks and the
 * member's resume positions. Each answers its data or rejects with an ApiFailure.
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { FilmTab } from '../contracts/media-values';
import type {
  FilmCard,
  FilmFilters,
  FilmProgressBody,
  FilmProgressEntry,
  FilmProgressList,
  FilmSaveResult,
  FilmWatch,
} from '../contracts/schemas/media/films';

const PREFIX = 'other/api/film';

export interface FilmListInput {
  tab: FilmTab;
  genre?: string;
  country?: string;
  year?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** Only the parameters that are set (ky would send "undefined"). */
function defined(params: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== ''));
}

export const fetchFilmList = (input: FilmListInput, signal?: AbortSignal): Promise<Page<FilmCard>> =>
  unwrap(api.get(`${PREFIX}/list`, { searchParams: defined({ ...input }), signal }).json<Envelope<Page<FilmCard>>>());

export const fetchFilmFilters = (signal?: AbortSignal): Promise<FilmFilters> =>
  unwrap(api.get(`${PREFIX}/filters`, { signal }).json<Envelope<FilmFilters>>());

export const fetchFilmWatch = (slug: string, signal?: AbortSignal): Promise<FilmWatch> =>
  unwrap(api.get(`${PREFIX}/watch`, { searchParams: { slug }, signal }).json<Envelope<FilmWatch>>());

export const saveFilm = (filmId: number, saved: boolean): Promise<FilmSaveResult> =>
  unwrap(api.post(`${PREFIX}/${saved ? 'save' : 'unsave'}`, { json: { filmId } }).json<Envelope<FilmSaveResult>>());

export const fetchFilmProgress = (filmId: number, signal?: AbortSignal): Promise<FilmProgressList> =>
  unwrap(api.get(`${PREFIX}/progress`, { searchParams: { filmId }, signal }).json<Envelope<FilmProgressList>>());

export const postFilmProgress = (body: FilmProgressBody): Promise<FilmProgressEntry> =>
  unwrap(api.post(`${PREFIX}/progress`, { json: body }).json<Envelope<FilmProgressEntry>>());
