/**
 * Comics (contracts/endpoints/comics.ts): genres, filtered series pages, series detail and its
 * chapter list, a chapter to read with its generated page images.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import * as comics from '../../../../contracts/endpoints/comics.ts';
import type { ComicChapter, ComicItem } from '../../../../contracts/schemas/content/comics.ts';
import type { Db } from '../../db/connect.ts';
import { comicChapters, comicGenres, comicSeries } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { serve } from '../endpoint-route.ts';
import { keywordCondition, offset, page } from '../content/content-common.ts';
import { comicFail } from './messages.ts';
import { comicPagePath, PAGE_HEIGHT, PAGE_WIDTH } from './pages.ts';

// Table-qualified by hand: in a one-table select Drizzle leaves column names bare.
const chapterCount = sql<number>`(select count(*)::int from ${comicChapters} as c where c.series_id = ${comicSeries}.id)`;

function toChapter(row: typeof comicChapters.$inferSelect, lang: Language): ComicChapter {
  return { id: row.id, number: row.number, title: localize(row.title, lang), pages: row.pages, publishedAt: row.publishedAt.toISOString() };
}

/** Series rows as items, with genre names and each one's latest chapter. */
async function toItems(db: Db, rows: { row: typeof comicSeries.$inferSelect; chapterCount: number }[], lang: Language): Promise<ComicItem[]> {
  const ids = rows.map(({ row }) => row.id);
  const [genres, latest] = await Promise.all([
    db.select().from(comicGenres),
    ids.length
      ? db
          .selectDistinctOn([comicChapters.seriesId])
          .from(comicChapters)
          .where(inArray(comicChapters.seriesId, ids))
          .orderBy(comicChapters.seriesId, desc(comicChapters.number))
      : Promise.resolve([]),
  ]);
  const genreNames = new Map(genres.map((g) => [g.slug, localize(g.name, lang)]));
  const latestBySeries = new Map(latest.map((c) => [c.seriesId, c]));
  return rows.map(({ row, chapterCount: chapters }) => {
    const last = latestBySeries.get(row.id);
    return {
      id: row.id,
      slug: row.slug,
      title: localize(row.title, lang),
      description: localize(row.description, lang),
      author: row.author,
      genres: row.genres.map((slug) => ({ slug, name: genreNames.get(slug) ?? slug })),
      status: row.status,
      cover: row.cover,
      views: row.views,
      chapterCount: Number(chapters),
      latestChapter: last ? toChapter(last, lang) : null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function comicRoutes(app: FastifyInstance): Promise<void> {
  serve(app, comics.comicGenres, async (request) => {
    const rows = await app.db.select().from(comicGenres).orderBy(asc(comicGenres.sort));
    return ok(request, rows.map((g) => ({ slug: g.slug, name: localize(g.name, request.language) })));
  });

  serve(app, comics.comicList, async (request) => {
    const { genre, status, keyword, sort, pageSize } = request.query;
    if (genre) {
      const [known] = await app.db.select({ slug: comicGenres.slug }).from(comicGenres).where(eq(comicGenres.slug, genre));
      if (!known) throw comicFail(404, 'genreNotFound', { value: genre });
    }
    const where = and(
      genre ? sql`${comicSeries.genres} @> array[${genre}]::text[]` : undefined,
      status ? eq(comicSeries.status, status) : undefined,
      keyword?.trim()
        ? keywordCondition(keyword, { slug: comicSeries.slug, texts: ['vi', 'en', 'zh'].map((l) => sql`${comicSeries.title}->>${l}`) })
        : undefined,
    );
    const order = sort === 'xem-nhieu-nhat' ? desc(comicSeries.views) : desc(comicSeries.updatedAt);
    const [rows, [totalRow]] = await Promise.all([
      app.db
        .select({ row: comicSeries, chapterCount })
        .from(comicSeries)
        .where(where)
        .orderBy(order, asc(comicSeries.id))
        .limit(pageSize)
        .offset(offset(request.query)),
      app.db.select({ total: count() }).from(comicSeries).where(where),
    ]);
    return ok(request, page(await toItems(app.db, rows, request.language), totalRow?.total ?? 0, request.query));
  });

  serve(app, comics.comicDetail, async (request) => {
    const [updated] = await app.db
      .update(comicSeries)
      .set({ views: sql`${comicSeries.views} + 1` })
      .where(eq(comicSeries.slug, request.params.slug))
      .returning({ id: comicSeries.id });
    if (!updated) throw comicFail(404, 'comicNotFound', { value: request.params.slug });
    const [rows, [first]] = await Promise.all([
      app.db.select({ row: comicSeries, chapterCount }).from(comicSeries).where(eq(comicSeries.id, updated.id)),
      app.db.select().from(comicChapters).where(eq(comicChapters.seriesId, updated.id)).orderBy(asc(comicChapters.number)).limit(1),
    ]);
    const [item] = await toItems(app.db, rows, request.language);
    return ok(request, { ...item!, firstChapter: first ? toChapter(first, request.language) : null });
  });

  serve(app, comics.comicChapters, async (request) => {
    const [series] = await app.db.select({ id: comicSeries.id }).from(comicSeries).where(eq(comicSeries.slug, request.params.slug));
    if (!series) throw comicFail(404, 'comicNotFound', { value: request.params.slug });
    const where = eq(comicChapters.seriesId, series.id);
    const order = request.query.order === 'desc' ? desc(comicChapters.number) : asc(comicChapters.number);
    const [rows, [totalRow]] = await Promise.all([
      app.db.select().from(comicChapters).where(where).orderBy(order).limit(request.query.pageSize).offset(offset(request.query)),
      app.db.select({ total: count() }).from(comicChapters).where(where),
    ]);
    return ok(request, page(rows.map((row) => toChapter(row, request.language)), totalRow?.total ?? 0, request.query));
  });

  serve(app, comics.comicRead, async (request) => {
    const { slug, number } = request.params;
    const [found] = await app.db.select({ row: comicSeries, chapterCount }).from(comicSeries).where(eq(comicSeries.slug, slug));
    if (!found) throw comicFail(404, 'comicNotFound', { value: slug });
    const series = found.row;
    const bySeries = eq(comicChapters.seriesId, series.id);
    const [[chapter], [previous], [next]] = await Promise.all([
      app.db.select().from(comicChapters).where(and(bySeries, eq(comicChapters.number, number))),
      app.db.select().from(comicChapters).where(and(bySeries, lt(comicChapters.number, number))).orderBy(desc(comicChapters.number)).limit(1),
      app.db.select().from(comicChapters).where(and(bySeries, gt(comicChapters.number, number))).orderBy(asc(comicChapters.number)).limit(1),
    ]);
    if (!chapter) throw comicFail(404, 'chapterNotFound', { value: `${slug}/${number}` });
    const lang = request.language;
    return ok(request, {
      series: { id: series.id, slug: series.slug, title: localize(series.title, lang), chapterCount: Number(found.chapterCount) },
      chapter: toChapter(chapter, lang),
      pages: Array.from({ length: chapter.pages }, (_, i) => ({
        number: i + 1,
        image: comicPagePath(series.id, chapter.number, i + 1),
        width: PAGE_WIDTH,
        height: PAGE_HEIGHT,
      })),
      previous: previous ? toChapter(previous, lang) : null,
      next: next ? toChapter(next, lang) : null,
    });
  });
}
