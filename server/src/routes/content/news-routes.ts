/** News: categories with types, filtered and sorted article pages, article detail by slug. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import { CategoryList, SlugParams } from '../../../../contracts/schemas/content/common.ts';
import { NewsDetail, NewsItem, NewsListQuery } from '../../../../contracts/schemas/content/news.ts';
import { findCategoryId, findTypeIds, loadCategories } from './categories.ts';
import { offset, page } from './content-common.ts';
import { fail } from './messages.ts';
import { listNews, readArticle } from './news-data.ts';

const tags = ['content'];

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/news/categories', {
    schema: {
      tags,
      summary: 'News categories with their types',
      headers: ApiHeaders,
      response: { 200: Envelope(CategoryList), ...errorResponses },
    },
    handler: async (request) => ok(request, await loadCategories(app.db, 'news', request.language)),
  });

  app.get('/other/api/news/list', {
    schema: {
      tags,
      summary: 'A page of news articles, filtered by category, type, tag or keyword',
      headers: ApiHeaders,
      querystring: NewsListQuery,
      response: { 200: Envelope(Page(NewsItem)), ...errorResponses },
    },
    handler: async (request) => {
      const { category, type, tag, keyword, sort } = request.query;
      const categoryId = category ? await findCategoryId(app.db, 'news', category) : null;
      if (category && categoryId === null) throw fail(404, 'categoryNotFound', { value: category });
      const typeIds = type ? await findTypeIds(app.db, 'news', type, categoryId) : null;
      if (type && typeIds?.length === 0) throw fail(404, 'typeNotFound', { value: type });
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
      params: SlugParams,
      response: { 200: Envelope(NewsDetail), ...errorResponses },
    },
    handler: async (request) => {
      const article = await readArticle(app.db, request.params.slug, request.language);
      if (!article) throw fail(404, 'articleNotFound', { value: request.params.slug });
      return ok(request, article);
    },
  });
};
