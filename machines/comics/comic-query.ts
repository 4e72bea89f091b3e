/**
 * The address of every view of /truyen-tranh (SPEC §2 has the one route): the query says which.
 *   (none)                              the series, recently updated first
 *   ?the-loai=<genre>&sap-xep=<sort>    by genre, and/or most viewed first
 *   ?truyen=<slug>                      a series with its chapters
 *   ?truyen=<slug>&chuong=<n>[&trang=<p>]  the reader, at a page
 * A value that is not well formed makes the view `invalid` (the page shows its not-found state)
 * rather than silently showing something else.
 */
import { COMIC_SORTS, type ComicSort } from '../../contracts/content-values';

export const COMIC_QUERY = { genre: 'the-loai', sort: 'sap-xep', comic: 'truyen', chapter: 'chuong', page: 'trang' } as const;

export type ComicView =
  | { view: 'list'; genre: string | null; sort: ComicSort }
  | { view: 'detail'; slug: string }
  | { view: 'reader'; slug: string; chapter: number; page: number | null }
  | { view: 'invalid' };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NUMBER = /^[1-9][0-9]{0,4}$/;

const isSort = (value: string): value is ComicSort => (COMIC_SORTS as readonly string[]).includes(value);

/** The view a query string (with or without its "?") asks for. */
export function parseComicQuery(search: string): ComicView {
  const query = new URLSearchParams(search);
  const comic = query.get(COMIC_QUERY.comic);
  const chapter = query.get(COMIC_QUERY.chapter);
  const page = query.get(COMIC_QUERY.page);
  if (comic === null) {
    if (chapter !== null || page !== null) return { view: 'invalid' };
    const genre = query.get(COMIC_QUERY.genre);
    const sort = query.get(COMIC_QUERY.sort) ?? 'moi-cap-nhat';
    if ((genre !== null && !SLUG.test(genre)) || !isSort(sort)) return { view: 'invalid' };
    return { view: 'list', genre, sort };
  }
  if (!SLUG.test(comic) || comic.length > 200) return { view: 'invalid' };
  if (chapter === null) return page === null ? { view: 'detail', slug: comic } : { view: 'invalid' };
  if (!NUMBER.test(chapter) || (page !== null && !NUMBER.test(page))) return { view: 'invalid' };
  return { view: 'reader', slug: comic, chapter: Number(chapter), page: page === null ? null : Number(page) };
}

/** The query string (with "?", or "" for the default list) of a view. */
export function comicSearch(view: Exclude<ComicView, { view: 'invalid' }>): string {
  const query = new URLSearchParams();
  if (view.view === 'list') {
    if (view.genre) query.set(COMIC_QUERY.genre, view.genre);
    if (view.sort !== 'moi-cap-nhat') query.set(COMIC_QUERY.sort, view.sort);
  } else {
    query.set(COMIC_QUERY.comic, view.slug);
    if (view.view === 'reader') {
      query.set(COMIC_QUERY.chapter, String(view.chapter));
      if (view.page !== null) query.set(COMIC_QUERY.page, String(view.page));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
