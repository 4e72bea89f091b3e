/** News: categories with types, filtered and sorted article pages, article detail by slug. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page, PageQuery } from '../../../../contracts/schemas/common.ts';
import { Category, findCategoryId, findTypeIds, loadCategories } from './categories.ts';
import { fail, Named, Nullable, offset, page, Slug, StringEnum } from './content-common.ts';
import { listNews, NEWS_SORTS, readArticle } from './news-data.ts';

const tags = ['content'];

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

const NewsDetail = Type.Composite([
  NewsItem,
  Type.Object({ body: Type.Array(Type.String(), { description: 'Paragraphs.' }), related: Type.Array(NewsItem) }),
]);

const ListQuery = Type.Composite([
  PageQuery(),
  Type.Object({
    category: Type.Optional(Slug),
    type: Type.Optional(Slug),
    tag: Type.Optional(Slug),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    sort: StringEnum(NEWS_SORTS, {
      default: 'moi-nhat',
      description: 'moi-nhat (newest), noi-bat (hottest: views damped by age), xem-nhieu-nhat (most viewed), de-xuat (editor picks, then hottest).',
    }),
  }),
]);

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/news/categories', {
    schema: {
      tags,
      summary: 'News categories with their types',
      headers: ApiHeaders,
      response: { 200: Envelope(Type.Array(Category)), ...errorResponses },
    },
    handler: async (request) => ok(request, await loadCategories(app.db, 'news', request.language)),
  });

  app.get('/other/api/news/list', {
    schema: {
      tags,
      summary: 'A page of news articles, filtered by category, type, tag or keyword',
      headers: ApiHeaders,
      querystring: ListQuery,
      response: { 200: Envelope(Page(NewsItem)), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { category, type, tag, keyword, sort } = request.query;
      const categoryId = category ? await findCategoryId(app.db, 'news', category) : null;
      if (category && categoryId === null) return fail(request, reply, 404, 'categoryNotFound', category);
      const typeIds = type ? await findTypeIds(app.db, 'news', type, categoryId) : null;
      if (type && typeIds?.length === 0) return fail(request, reply, 404, 'typeNotFound', type);
      const { list, total } = await listNews(
        app.db,
        { categoryId, typeIds, tag, keyword, sort, limit: request.query.pageSize, offset: offset(request.query) },
        request.language,
      );
      return ok(request, page(list, total, request.query));
    },
  });

  app.get('/other/api/news/detail/:slug', {
    schema: {
      tags,
      summary: 'One article with its paragraphs and related articles; counts a view',
      headers: ApiHeaders,
      params: Type.Object({ slug: Slug }),
      response: { 200: Envelope(NewsDetail), ...errorResponses },
    },
    handler: async (request, reply) => {
      const article = await readArticle(app.db, request.params.slug, request.language);
      if (!article) return fail(request, reply, 404, 'articleNotFound', request.params.slug);
      return ok(request, article);
    },
  });
};
