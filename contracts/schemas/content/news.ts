/** News: GET /other/api/news/categories, /other/api/news/list, /other/api/news/detail/:slug and POST /other/api/news/view. */
import { Type, type Static } from '@sinclair/typebox';
import { NEWS_SORTS } from '../../content-values.ts';
import { Nullable, PageQuery, Slug, StringEnum } from '../common.ts';
import { LeagueRef, MatchSummary, TeamRef } from '../sports/matches.ts';
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

/** One block of an article's body: plain text only (the SPA builds the elements; nothing is HTML). */
export const NewsBlock = Type.Union([
  Type.Object({ kind: Type.Literal('paragraph'), text: Type.String() }),
  Type.Object({ kind: Type.Literal('heading'), text: Type.String() }),
  Type.Object({ kind: Type.Literal('quote'), text: Type.String(), cite: Nullable(Type.String()) }),
  Type.Object({ kind: Type.Literal('list'), items: Type.Array(Type.String()) }),
]);
export type NewsBlock = Static<typeof NewsBlock>;

export const NewsDetail = Type.Composite([
  NewsItem,
  Type.Object({
    body: Type.Array(Type.String(), { description: 'The texts of the blocks, one per block (lists joined by line breaks).' }),
    blocks: Type.Array(NewsBlock, { description: 'The body as structured blocks: paragraphs, headings, quotes, lists.' }),
    readingMinutes: Type.Integer({ minimum: 1, description: 'Estimated reading time of the body in the request language.' }),
    league: Nullable(LeagueRef),
    teams: Type.Array(TeamRef, { description: 'The seeded teams the story is about.' }),
    match: Nullable(MatchSummary),
    related: Type.Array(NewsItem),
  }),
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

/** POST /other/api/news/view: a visitor read the article. */
export const NewsViewBody = Type.Object({ slug: Slug });
export type NewsViewBody = Static<typeof NewsViewBody>;

export const NewsViewAnswer = Type.Object({
  id: Type.Integer(),
  views: Type.Integer(),
  counted: Type.Boolean({ description: 'False when this visitor was already counted for the article within the window.' }),
});
export type NewsViewAnswer = Static<typeof NewsViewAnswer>;
