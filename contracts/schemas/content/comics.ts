/**
 * Comics: GET /other/api/comic/genres, /other/api/comic/list, /other/api/comic/detail/:slug and
 * /other/api/comic/chapters/:slug.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CHAPTER_ORDERS, COMIC_SORTS, COMIC_STATUSES } from '../../content-values.ts';
import { Nullable, PageQuery, Slug, StringEnum } from '../common.ts';
import { Keyword, Named } from './common.ts';

export const ComicGenreList = Type.Array(Named);
export type ComicGenreList = Static<typeof ComicGenreList>;

export const ComicChapter = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  title: Type.String(),
  pages: Type.Integer({ description: 'How many pages the chapter has.' }),
  publishedAt: Type.String({ format: 'date-time' }),
});
export type ComicChapter = Static<typeof ComicChapter>;

export const ComicItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  author: Type.String(),
  genres: Type.Array(Named),
  status: StringEnum(COMIC_STATUSES),
  cover: Type.String({ description: '/media/comic/<id>.svg' }),
  views: Type.Integer(),
  chapterCount: Type.Integer(),
  latestChapter: Nullable(ComicChapter),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ComicItem = Static<typeof ComicItem>;

/** A series with its first chapter. */
export const ComicDetail = Type.Composite([ComicItem, Type.Object({ firstChapter: Nullable(ComicChapter) })]);
export type ComicDetail = Static<typeof ComicDetail>;

export const ComicListQuery = Type.Composite([
  PageQuery(),
  Type.Object({
    genre: Type.Optional(Slug),
    status: Type.Optional(StringEnum(COMIC_STATUSES)),
    keyword: Type.Optional(Keyword),
    sort: StringEnum(COMIC_SORTS, { default: 'moi-cap-nhat', description: 'moi-cap-nhat (recently updated) or xem-nhieu-nhat (most viewed).' }),
  }),
]);
export type ComicListQuery = Static<typeof ComicListQuery>;

/** A page of chapters (up to 200, 50 by default), from the first (asc) or newest first (desc). */
export const ChapterListQuery = Type.Composite([PageQuery(200, 50), Type.Object({ order: StringEnum(CHAPTER_ORDERS, { default: 'asc' }) })]);
export type ChapterListQuery = Static<typeof ChapterListQuery>;

/** /other/api/comic/read/:slug/:number — a chapter of a series to read. */
export const ComicReadParams = Type.Object({
  slug: Slug,
  number: Type.Integer({ minimum: 1, maximum: 100_000, description: 'The chapter number.' }),
});
export type ComicReadParams = Static<typeof ComicReadParams>;

export const ComicPageImage = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  image: Type.String({ description: '/media/comic-page/<seriesId>/<chapter>/<page>.svg, drawn by the server.' }),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ComicPageImage = Static<typeof ComicPageImage>;

/** A chapter with its page images and its neighbours (null at either end). */
export const ComicReading = Type.Object({
  series: Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String(), chapterCount: Type.Integer() }),
  chapter: ComicChapter,
  pages: Type.Array(ComicPageImage),
  previous: Nullable(ComicChapter),
  next: Nullable(ComicChapter),
});
export type ComicReading = Static<typeof ComicReading>;

/** /media/comic-page/:seriesId/:chapter/:file — one generated page image. */
export const ComicPageImageParams = Type.Object({
  seriesId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
  chapter: Type.String({ pattern: '^[1-9][0-9]{0,5}$' }),
  file: Type.String({ pattern: '^[1-9][0-9]{0,3}\\.svg$', description: '<page>.svg' }),
});
export type ComicPageImageParams = Static<typeof ComicPageImageParams>;

/** A member's place in a series (GET/POST /other/api/comic/progress). */
export const ComicProgressEntry = Type.Object({
  slug: Type.String(),
  chapter: Type.Integer({ minimum: 1 }),
  page: Type.Integer({ minimum: 1 }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ComicProgressEntry = Static<typeof ComicProgressEntry>;

/** The calling member's places, most recently read first (at most 100). */
export const ComicProgressList = Type.Array(ComicProgressEntry);
export type ComicProgressList = Static<typeof ComicProgressList>;

export const ComicProgressBody = Type.Object({
  slug: Slug,
  chapter: Type.Integer({ minimum: 1, maximum: 100_000 }),
  page: Type.Integer({ minimum: 1, maximum: 10_000 }),
});
export type ComicProgressBody = Static<typeof ComicProgressBody>;
