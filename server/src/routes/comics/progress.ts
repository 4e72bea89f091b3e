/**
 * Members' reading progress (contracts/endpoints/comics.ts): GET /other/api/comic/progress (the
 * caller's own places, most recently read first) and POST /other/api/comic/progress { slug,
 * chapter, page } (the caller's place in a series, checked against the chapter's pages). Only the
 * member of the token is ever read or written: there is no user id in the request.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import * as comics from '../../../../contracts/endpoints/comics.ts';
import { comicChapters, comicProgress, comicSeries } from '../../db/schema.ts';
import { clockDate } from '../../clock.ts';
import { ok } from '../../plugins/envelope.ts';
import { serve } from '../endpoint-route.ts';
import { memberExists, memberId } from '../content/content-common.ts';
import { fail } from '../content/messages.ts';
import { comicFail } from './messages.ts';

export const COMIC_PROGRESS_LIST_MAX = 100;

export async function comicProgressRoutes(app: FastifyInstance): Promise<void> {
  serve(app, comics.comicProgress, async (request) => {
    const rows = await app.db
      .select({ slug: comicSeries.slug, chapter: comicProgress.chapter, page: comicProgress.page, updatedAt: comicProgress.updatedAt })
      .from(comicProgress)
      .innerJoin(comicSeries, eq(comicSeries.id, comicProgress.seriesId))
      .where(eq(comicProgress.userId, memberId(request)))
      .orderBy(desc(comicProgress.updatedAt), comicSeries.slug)
      .limit(COMIC_PROGRESS_LIST_MAX);
    return ok(request, rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })));
  });

  serve(app, comics.comicProgressSave, async (request) => {
    const userId = memberId(request);
    if (!(await memberExists(app.db, userId))) throw fail(401, 'memberGone');
    const { slug, chapter, page } = request.body;
    const [series] = await app.db.select({ id: comicSeries.id }).from(comicSeries).where(eq(comicSeries.slug, slug));
    if (!series) throw comicFail(404, 'comicNotFound', { value: slug });
    const [found] = await app.db
      .select({ pages: comicChapters.pages })
      .from(comicChapters)
      .where(and(eq(comicChapters.seriesId, series.id), eq(comicChapters.number, chapter)));
    if (!found) throw comicFail(404, 'chapterNotFound', { value: `${slug}/${chapter}` });
    if (page > found.pages) throw comicFail(400, 'pageBeyondChapter', { page, pages: found.pages });
    const now = clockDate();
    await app.db
      .insert(comicProgress)
      .values({ userId, seriesId: series.id, chapter, page, updatedAt: now })
      .onConflictDoUpdate({
        target: [comicProgress.userId, comicProgress.seriesId],
        set: { chapter: sql`excluded.chapter`, page: sql`excluded.page`, updatedAt: sql`excluded.updated_at` },
      });
    return ok(request, { slug, chapter, page, updatedAt: now.toISOString() });
  });
}
