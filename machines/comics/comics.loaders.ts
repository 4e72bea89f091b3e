/**
 * The data of /truyen-tranh (machines/loader): the genres, a page of series, a series with its
 * chapters (one call each, read together), and a chapter to read.
 */
import { fetchComic, fetchComicChapter, fetchComicChapters, fetchComicGenres, fetchComics, type ComicListInput } from '../../api/comics';
import type { ComicChapter, ComicDetail } from '../../contracts/schemas/content/comics';
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';
import type { ComicItem } from '../../contracts/schemas/content/comics';

export const COMICS_PAGE_SIZE = 12;

export const comicGenresLoader = createLoader((_: null, signal: AbortSignal) => fetchComicGenres(signal), { isEmpty: (list) => list.length === 0 });

/** The series of a genre (or all) in an order, a page at a time. */
export function comicList(input: Omit<ComicListInput, 'pageNum' | 'pageSize'>): PagedList<ComicItem> {
  return createPagedList((pageNum, signal) => fetchComics({ ...input, pageNum, pageSize: COMICS_PAGE_SIZE }, signal));
}

export interface ComicWithChapters {
  comic: ComicDetail;
  /** Newest first, as a webtoon lists them. */
  chapters: ComicChapter[];
}

export const comicDetailLoader = createLoader(async (slug: string, signal: AbortSignal): Promise<ComicWithChapters> => {
  const [comic, chapters] = await Promise.all([fetchComic(slug, signal), fetchComicChapters(slug, 'desc', signal)]);
  return { comic, chapters: chapters.list };
});

export const comicChapterLoader = createLoader((input: { slug: string; chapter: number }, signal: AbortSignal) =>
  fetchComicChapter(input.slug, input.chapter, signal),
);
