/** News: GET /other/api/news/categories, /other/api/news/list and /other/api/news/detail/:slug. */
import { Type, type Static } from '@sinclair/typebox';
import { NEWS_SORTS } from '../../content-values.ts';
import { Nullable, PageQuery, Slug, StringEnum } from '../common.ts';
import { Keyword, Named } from './common.ts';

export const NewsItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  category: Named,
  type: Named,
  author: Type.String(),
  leagueName: Nullable(Type.String()),
  tags: Type.Array(Named),
  cover: Type.String({ description: 'Site path of the generated cover, /media/news/<id>.svg.' }),
  views: Type.Integer(),
  editorPick: Type.Boolean(),
  publishedAt: Type.String({ format: 'date-time' }),
  path: Type.String({ description: 'The page: /tin-tuc/{category}/{type}/{slug}.' }),
});
export type NewsItem = Static<typeof NewsItem>;

export const NewsDetail = Type.Composite([
  NewsItem,
  Type.Object({ body: Type.Array(Type.String(), { description: 'Paragraphs.' }), related: Type.Array(NewsItem) }),
]);
export type NewsDetail = Static<typeof NewsDetail>;

export const NewsListQuery = Type.Composite([
  PageQuery(),
  Type.Object({
    category: Type.Optional(Slug),
    type: Type.Optional(Slug),
    tag: Type.Optional(Slug),
    keyword: Type.Optional(Keyword),
    sort: StringEnum(NEWS_SORTS, {
      default: 'moi-nhat',
      description: 'moi-nhat (newest), noi-bat (hottest: views damped by age), xem-nhieu-nhat (most viewed), de-xuat (editor picks, then hottest).',
    }),
  }),
]);
export type NewsListQuery = Static<typeof NewsListQuery>;
