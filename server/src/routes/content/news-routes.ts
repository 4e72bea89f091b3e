/** News: categories with types, filtered and sorted article pages, article detail by slug (a read), and a reader's view (counted once per visitor per window). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import { CategoryList, SlugParams } from '../../../../contracts/schemas/content/common.ts';
import { NewsDetail, NewsItem, NewsListQuery, NewsViewAnswer, NewsViewBody } from '../../../../contracts/schemas/content/news.ts';
import { clock, clockDate, DEFAULT_TIMEZONE } from '../../clock.ts';
import { findCategoryId, findTypeIds, loadCategories } from './categories.ts';
import { offset, page } from './content-common.ts';
import { fail } from './messages.ts';
import { listNews, readArticle } from './news-data.ts';
import { countView, visitorKey } from './news-views.ts';

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
      summary: 'One article: structured body, reading time, its league, teams and match, related articles (a read: views are counted by POST /other/api/news/view)',
      headers: ApiHeaders,
      params: SlugParams,
      response: { 200: Envelope(NewsDetail), ...errorResponses },
    },
    handler: async (request) => {
      const article = await readArticle(app.db, request.params.slug, request.language, clock.now(), DEFAULT_TIMEZONE);
      if (!article) throw fail(404, 'articleNotFound', { value: request.params.slug });
      return ok(request, article);
    },
  });

  app.post('/other/api/news/view', {
    schema: {
      tags,
      summary: 'A visitor read the article: counts one view per visitor (member, guest or address) per article within 6 hours',
      headers: ApiHeaders,
      body: NewsViewBody,
      response: { 200: Envelope(NewsViewAnswer), ...errorResponses },
    },
    handler: async (request) => {
      const answer = await countView(app.db, request.body.slug, visitorKey(request), clockDate());
      if (!answer) throw fail(404, 'articleNotFound', { value: request.body.slug });
      return ok(request, answer);
    },
  });
};
