/**
 * News (contracts/endpoints/news.ts): categories with types, filtered and sorted article pages,
 * article detail by slug (a read), and a reader's view (counted once per visitor per window).
 */
import type { FastifyInstance } from 'fastify';
import * as news from '../../../../contracts/endpoints/news.ts';
import { ok } from '../../plugins/envelope.ts';
import { clock, clockDate, DEFAULT_TIMEZONE } from '../../clock.ts';
import { serve } from '../endpoint-route.ts';
import { loadCategories, sectionFilter } from '../content/categories.ts';
import { offset, page } from '../content/content-common.ts';
import { listNews, readArticle } from './data.ts';
import { newsFail } from './messages.ts';
import { countView, visitorKey } from './views.ts';

export async function newsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, news.newsCategories, async (request) => ok(request, await loadCategories(app.db, 'news', request.language)));

  serve(app, news.newsList, async (request) => {
    const { category, type, tag, keyword, sort } = request.query;
    const { categoryId, typeIds } = await sectionFilter(app.db, 'news', category, type);
    const { list, total } = await listNews(
      app.db,
      { categoryId, typeIds, tag, keyword, sort, limit: request.query.pageSize, offset: offset(request.query) },
      request.language,
    );
    return ok(request, page(list, total, request.query));
  });

  serve(app, news.newsDetail, async (request) => {
    const article = await readArticle(app.db, request.params.slug, request.language, clock.now(), DEFAULT_TIMEZONE);
    if (!article) throw newsFail(404, 'articleNotFound', { value: request.params.slug });
    return ok(request, article);
  });

  serve(app, news.newsView, async (request) => {
    const answer = await countView(app.db, request.body.slug, visitorKey(request), clockDate());
    if (!answer) throw newsFail(404, 'articleNotFound', { value: request.body.slug });
    return ok(request, answer);
  });
}
