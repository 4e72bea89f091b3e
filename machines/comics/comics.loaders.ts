/**
 * The data of /truyen-tranh (machines/loader), from the comics' endpoints (contracts/endpoints/comics.ts):
 * the genres, a page of series, a series with its chapters (one call each, read together), and a
 * chapter to read.
 */
import { call } from '../../api/call';
import * as comics from '../../contracts/endpoints/comics';
import type { ComicChapter, ComicDetail, ComicItem, ComicListQuery } from '../../contracts/schemas/content/comics';
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';

export const COMICS_PAGE_SIZE = 12;

export const comicGenresLoader = createLoader(comics.comicGenres, { isEmpty: (list) => list.length === 0 });

/** The series of a genre (or all) in an order, a page at a time. */
export function comicList(input: Pick<ComicListQuery, 'genre' | 'sort'>): PagedList<ComicItem> {
  return createPagedList((pageNum, signal) => call(comics.comicList, { query: { ...input, pageNum, pageSize: COMICS_PAGE_SIZE } }, signal));
}

export interface ComicWithChapters {
  comic: ComicDetail;
  /** Newest first, as a webtoon lists them. */
  chapters: ComicChapter[];
}

export const comicDetailLoader = createLoader(async (slug: string, signal: AbortSignal): Promise<ComicWithChapters> => {
  const [comic, chapters] = await Promise.all([
    call(comics.comicDetail, { params: { slug } }, signal),
    // Every chapter: a series has at most 200 here, one page of the largest size.
    call(comics.comicChapters, { params: { slug }, query: { order: 'desc', pageNum: 1, pageSize: 200 } }, signal),
  ]);
  return { comic, chapters: chapters.list };
});

/** A chapter to read (`{ params: { slug, number } }`) with its page images and neighbours. */
export const comicChapterLoader = createLoader(comics.comicRead);
