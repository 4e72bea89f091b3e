/** The comics page's calls (/truyen-tranh): genres, pages of series, a series and its chapters, a chapter to read, a member's places. */
import { Page } from '../schemas/common';
import { SlugParams } from '../schemas/content/common';
import {
  ChapterListQuery,
  ComicChapter,
  ComicDetail,
  ComicGenreList,
  ComicItem,
  ComicListQuery,
  ComicProgressBody,
  ComicProgressEntry,
  ComicProgressList,
  ComicReading,
  ComicReadParams,
} from '../schemas/content/comics';
import { endpoint } from './define';

const area = 'comics';

export const comicGenres = endpoint({
  method: 'GET',
  path: '/other/api/comic/genres',
  area,
  summary: 'Comic genres',
  access: 'anyone',
  rate: 'reads',
  response: ComicGenreList,
});

export const comicList = endpoint({
  method: 'GET',
  path: '/other/api/comic/list',
  area,
  summary: 'A page of comic series, filtered by genre, status or keyword',
  access: 'anyone',
  rate: 'reads',
  query: ComicListQuery,
  response: Page(ComicItem),
  errors: { 404: 'an unknown genre' },
});

export const comicDetail = endpoint({
  method: 'GET',
  path: '/other/api/comic/detail/:slug',
  area,
  summary: 'One comic series with its first chapter; counts a view',
  access: 'anyone',
  rate: 'reads',
  params: SlugParams,
  response: ComicDetail,
  errors: { 404: 'an unknown series' },
});

export const comicChapters = endpoint({
  method: 'GET',
  path: '/other/api/comic/chapters/:slug',
  area,
  summary: 'A page of a series’ chapters (asc: from the first, desc: newest first)',
  access: 'anyone',
  rate: 'reads',
  params: SlugParams,
  query: ChapterListQuery,
  response: Page(ComicChapter),
  errors: { 404: 'an unknown series' },
});

export const comicRead = endpoint({
  method: 'GET',
  path: '/other/api/comic/read/:slug/:number',
  area,
  summary: 'A chapter to read: its page images (generated) and the previous and next chapters',
  access: 'anyone',
  rate: 'reads',
  params: ComicReadParams,
  response: ComicReading,
  errors: { 404: 'an unknown series or chapter' },
});

export const comicProgress = endpoint({
  method: 'GET',
  path: '/other/api/comic/progress',
  area,
  summary: "The calling member's place in each series read, most recent first",
  access: 'member',
  rate: 'reads',
  response: ComicProgressList,
});

export const comicProgressSave = endpoint({
  method: 'POST',
  path: '/other/api/comic/progress',
  area,
  summary: "Store the calling member's place (chapter and page) in a series",
  access: 'member',
  rate: 'reads',
  body: ComicProgressBody,
  response: ComicProgressEntry,
  errors: { 400: 'a page past the end of the chapter', 404: 'an unknown series or chapter' },
});
