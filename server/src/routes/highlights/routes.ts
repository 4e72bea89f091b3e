/** Match highlights (contracts/endpoints/highlights.ts): categories with types (leagues), filtered pages, detail by slug. */
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import * as endpoints from '../../../../contracts/endpoints/highlights.ts';
import type { Db } from '../../db/connect.ts';
import { contentCategories, contentTypes, highlights } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { clock, DEFAULT_TIMEZONE } from '../../clock.ts';
import type { HighlightItem } from '../../../../contracts/schemas/content/highlights.ts';
import { serve } from '../endpoint-route.ts';
import { loadCategories, sectionColumns, sectionFilter } from '../content/categories.ts';
import { keywordCondition, offset, page } from '../content/content-common.ts';
import { loadMatch, toMatchSummary } from '../sports/fixtures-data.ts';
import { highlightFail } from './messages.ts';
import { publishedBy, viewsAt, viewsAtSql } from '../../sports/highlights.ts';

function selectItems(db: Db) {
  return db
    .select({ row: highlights, ...sectionColumns })
    .from(highlights)
    .innerJoin(contentCategories, eq(highlights.categoryId, contentCategories.id))
    .innerJoin(contentTypes, eq(highlights.typeId, contentTypes.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

function toItem({ row, categorySlug, categoryName, typeSlug, typeName }: Row, lang: Language, nowMs: number): HighlightItem {
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
    views: viewsAt(row.views, row.publishedAt, nowMs),
    thumbnail: row.thumbnail,
    videoPath: null,
    hlsPath: `/hls/vod/highlight/${row.id}/master.m3u8`,
    publishedAt: row.publishedAt.toISOString(),
    path: `/highlight/${categorySlug}/${typeSlug}/${row.slug}`,
  };
}

export async function highlightRoutes(app: FastifyInstance): Promise<void> {
  serve(app, endpoints.highlightCategories, async (request) => ok(request, await loadCategories(app.db, 'highlight', request.language)));

  serve(app, endpoints.highlightList, async (request) => {
    const { category, type, keyword, sort, pageSize } = request.query;
    const { categoryId, typeIds } = await sectionFilter(app.db, 'highlight', category, type);
    const nowMs = clock.now();
    const where = and(
      publishedBy(nowMs),
      categoryId === null ? undefined : eq(highlights.categoryId, categoryId),
      typeIds === null ? undefined : inArray(highlights.typeId, typeIds),
      keyword?.trim()
        ? keywordCondition(keyword, {
            slug: highlights.slug,
            texts: ['vi', 'en', 'zh'].map((l) => sql`${highlights.title}->>${l}`),
          })
        : undefined,
    );
    const order = sort === 'xem-nhieu-nhat' ? desc(viewsAtSql(nowMs)) : desc(highlights.publishedAt);
    const [rows, [totalRow]] = await Promise.all([
      selectItems(app.db).where(where).orderBy(order, desc(highlights.id)).limit(pageSize).offset(offset(request.query)),
      app.db.select({ total: count() }).from(highlights).where(where),
    ]);
    return ok(request, page(rows.map((row) => toItem(row, request.language, nowMs)), totalRow?.total ?? 0, request.query));
  });

  serve(app, endpoints.highlightDetail, async (request) => {
    const nowMs = clock.now();
    const [updated] = await app.db
      .update(highlights)
      .set({ views: sql`${highlights.views} + 1` })
      .where(and(eq(highlights.slug, request.params.slug), publishedBy(nowMs)))
      .returning({ id: highlights.id, typeId: highlights.typeId, matchId: highlights.matchId });
    if (!updated) throw highlightFail(404, 'highlightNotFound', { value: request.params.slug });
    const [[row], related, match] = await Promise.all([
      selectItems(app.db).where(eq(highlights.id, updated.id)),
      selectItems(app.db)
        .where(and(eq(highlights.typeId, updated.typeId), ne(highlights.id, updated.id), publishedBy(nowMs)))
        .orderBy(desc(highlights.publishedAt), desc(highlights.id))
        .limit(6),
      updated.matchId === null ? null : loadMatch(app.db, updated.matchId),
    ]);
    const lang = request.language;
    return ok(request, {
      ...toItem(row!, lang, nowMs),
      related: related.map((r) => toItem(r, lang, nowMs)),
      match: match ? toMatchSummary(match, lang, nowMs, DEFAULT_TIMEZONE) : null,
    });
  });
}
