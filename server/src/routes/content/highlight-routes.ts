/** Match highlights: categories with types (leagues), filtered pages, detail by slug. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { contentCategories, contentTypes, highlights } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { clock, DEFAULT_TIMEZONE } from '../../clock.ts';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import { CategoryList, SlugParams } from '../../../../contracts/schemas/content/common.ts';
import { HighlightDetail, HighlightItem, HighlightListQuery } from '../../../../contracts/schemas/content/highlights.ts';
import { findCategoryId, findTypeIds, loadCategories } from './categories.ts';
import { offset, page } from './content-common.ts';
import { fail } from './messages.ts';
import { keywordCondition } from './news-data.ts';
import { loadMatch, toMatchSummary } from '../sports/fixtures-data.ts';

const tags = ['content'];

const columns = {
  row: highlights,
  categorySlug: contentCategories.slug,
  categoryName: contentCategories.name,
  typeSlug: contentTypes.slug,
  typeName: contentTypes.name,
};

function selectItems(db: Db) {
  return db
    .select(columns)
    .from(highlights)
    .innerJoin(contentCategories, eq(highlights.categoryId, contentCategories.id))
    .innerJoin(contentTypes, eq(highlights.typeId, contentTypes.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

function toItem({ row, categorySlug, categoryName, typeSlug, typeName }: Row, lang: Language): HighlightItem {
  return {
    id: row.id,
    slug: row.slug,
    title: localize(row.title, lang),
    description: localize(row.description, lang),
    category: { slug: categorySlug, name: localize(categoryName, lang) },
    type: { slug: typeSlug, name: localize(typeName, lang) },
    home: { name: localize(row.homeName, lang), score: row.homeScore },
    away: { name: localize(row.awayName, lang), score: row.awayScore },
    leagueName: localize(row.leagueName, lang),
    matchId: row.matchId,
    durationSeconds: Math.max(0, row.durationSeconds),
    views: row.views,
    thumbnail: row.thumbnail,
    videoPath: null,
    hlsPath: `/hls/vod/highlight/${row.id}/master.m3u8`,
    publishedAt: row.publishedAt.toISOString(),
    path: `/highlight/${categorySlug}/${typeSlug}/${row.slug}`,
  };
}

export const highlightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/highlight/categories', {
    schema: {
      tags,
      summary: 'Highlight categories (sports) with their types (leagues)',
      headers: ApiHeaders,
      response: { 200: Envelope(CategoryList), ...errorResponses },
    },
    handler: async (request) => ok(request, await loadCategories(app.db, 'highlight', request.language)),
  });

  app.get('/other/api/highlight/list', {
    schema: {
      tags,
      summary: 'A page of match highlights, filtered by category, type or keyword',
      headers: ApiHeaders,
      querystring: HighlightListQuery,
      response: { 200: Envelope(Page(HighlightItem)), ...errorResponses },
    },
    handler: async (request) => {
      const { category, type, keyword, sort, pageSize } = request.query;
      const categoryId = category ? await findCategoryId(app.db, 'highlight', category) : null;
      if (category && categoryId === null) throw fail(404, 'categoryNotFound', { value: category });
      const typeIds = type ? await findTypeIds(app.db, 'highlight', type, categoryId) : null;
      if (type && typeIds?.length === 0) throw fail(404, 'typeNotFound', { value: type });
      const where = and(
        categoryId === null ? undefined : eq(highlights.categoryId, categoryId),
        typeIds === null ? undefined : inArray(highlights.typeId, typeIds),
        keyword?.trim()
          ? keywordCondition(keyword, {
              slug: highlights.slug,
              texts: ['vi', 'en', 'zh'].map((l) => sql`${highlights.title}->>${l}`),
            })
          : undefined,
      );
      const order = sort === 'xem-nhieu-nhat' ? desc(highlights.views) : desc(highlights.publishedAt);
      const [rows, [totalRow]] = await Promise.all([
        selectItems(app.db).where(where).orderBy(order, desc(highlights.id)).limit(pageSize).offset(offset(request.query)),
        app.db.select({ total: count() }).from(highlights).where(where),
      ]);
      return ok(request, page(rows.map((row) => toItem(row, request.language)), totalRow?.total ?? 0, request.query));
    },
  });

  app.get('/other/api/highlight/detail/:slug', {
    schema: {
      tags,
      summary: 'One highlight with more of the same league; counts a view',
      headers: ApiHeaders,
      params: SlugParams,
      response: { 200: Envelope(HighlightDetail), ...errorResponses },
    },
    handler: async (request) => {
      const [updated] = await app.db
        .update(highlights)
        .set({ views: sql`${highlights.views} + 1` })
        .where(eq(highlights.slug, request.params.slug))
        .returning({ id: highlights.id, typeId: highlights.typeId, matchId: highlights.matchId });
      if (!updated) throw fail(404, 'highlightNotFound', { value: request.params.slug });
      const [[row], related, match] = await Promise.all([
        selectItems(app.db).where(eq(highlights.id, updated.id)),
        selectItems(app.db)
          .where(and(eq(highlights.typeId, updated.typeId), ne(highlights.id, updated.id)))
          .orderBy(desc(highlights.publishedAt), desc(highlights.id))
          .limit(6),
        updated.matchId === null ? null : loadMatch(app.db, updated.matchId),
      ]);
      const lang = request.language;
      return ok(request, {
        ...toItem(row!, lang),
        related: related.map((r) => toItem(r, lang)),
        match: match ? toMatchSummary(match, lang, clock.now(), DEFAULT_TIMEZONE) : null,
      });
    },
  });
};
