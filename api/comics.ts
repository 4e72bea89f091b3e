/**
 * The comics page's calls (docs/api/content.md "Comics"), typed by contracts/schemas/content/comics.ts:
 * genres, a page of series (by genre, newest update or most viewed first), a series with its chapters,
 * and a chapter to read with its page images. Each answers its data or rejects with an ApiFailure.
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type {
  ComicChapter,
  ComicDetail,
  ComicGenreList,
  ComicItem,
  ComicProgressBody,
  ComicProgressEntry,
  ComicProgressList,
  ComicReading,
} from '../contracts/schemas/content/comics';
import type { ComicSort } from '../contracts/content-values';

const BASE = 'other/api/comic';

export const fetchComicGenres = (signal?: AbortSignal): Promise<ComicGenreList> =>
  unwrap(api.get(`${BASE}/genres`, { signal }).json<Envelope<ComicGenreList>>());

export interface ComicListInput {
  genre?: string;
  sort: ComicSort;
  pageNum: number;
  pageSize: number;
}

export const fetchComics = ({ genre, ...rest }: ComicListInput, signal?: AbortSignal): Promise<Page<ComicItem>> =>
  unwrap(api.get(`${BASE}/list`, { searchParams: genre ? { genre, ...rest } : rest, signal }).json<Envelope<Page<ComicItem>>>());

export const fetchComic = (slug: string, signal?: AbortSignal): Promise<ComicDetail> =>
  unwrap(api.get(`${BASE}/detail/${encodeURIComponent(slug)}`, { signal }).json<Envelope<ComicDetail>>());

/** Every chapter of a series (a series has at most 200 here: one page of the largest size). */
export const fetchComicChapters = (slug: string, order: 'asc' | 'desc', signal?: AbortSignal): Promise<Page<ComicChapter>> =>
  unwrap(
    api
      .get(`${BASE}/chapters/${encodeURIComponent(slug)}`, { searchParams: { order, pageNum: 1, pageSize: 200 }, signal })
      .json<Envelope<Page<ComicChapter>>>(),
  );

export const fetchComicChapter = (slug: string, number: number, signal?: AbortSignal): Promise<ComicReading> =>
  unwrap(api.get(`${BASE}/read/${encodeURIComponent(slug)}/${number}`, { signal }).json<Envelope<ComicReading>>());

/** The calling member's place in each series read, most recent first. */
export const fetchComicProgress = (signal?: AbortSignal): Promise<ComicProgressList> =>
  unwrap(api.get(`${BASE}/progress`, { signal }).json<Envelope<ComicProgressList>>());

export const saveComicProgress = (body: ComicProgressBody, signal?: AbortSignal): Promise<ComicProgressEntry> =>
  unwrap(api.post(`${BASE}/progress`, { json: body, signal }).json<Envelope<ComicProgressEntry>>());
