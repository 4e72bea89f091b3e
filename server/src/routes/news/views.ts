/**
 * Views that count readers, not reloads: a visitor adds one view to an article at most once per
 * window. The visitor is the member (`u:<id>`), else the guest token's guest (`g:<id>`), else the
 * address (`ip:<ip>`). One statement decides: the visitor's row is inserted, or moved to now when
 * its last count is older than the window; only then is the article's count raised.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { newsArticles, newsArticleViews } from '../../db/schema.ts';
import type { NewsViewAnswer } from '../../../../contracts/schemas/content/news.ts';

/** A visitor counts again for the same article after this long. */
export const NEWS_VIEW_WINDOW_MS = 6 * 60 * 60 * 1000;

/** Who the visitor is, for counting: member, guest or address. */
export function visitorKey(request: Pick<FastifyRequest, 'auth' | 'ip'>): string {
  const { auth } = request;
  if (auth.kind === 'member') return `u:${auth.userId}`;
  if (auth.kind === 'guest') return `g:${auth.guestId}`;
  return `ip:${request.ip}`;
}

/** Counts the view when this visitor has not been counted for the article within the window; null for an unknown slug. */
export async function countView(db: Db, slug: string, visitor: string, now: Date): Promise<NewsViewAnswer | null> {
  const [article] = await db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.slug, slug));
  if (!article) return null;
  const windowStart = new Date(now.getTime() - NEWS_VIEW_WINDOW_MS);
  return db.transaction(async (tx) => {
    const counted = await tx
      .insert(newsArticleViews)
      .values({ articleId: article.id, visitor, countedAt: now })
      .onConflictDoUpdate({
        target: [newsArticleViews.articleId, newsArticleViews.visitor],
        set: { countedAt: now },
        setWhere: lt(newsArticleViews.countedAt, windowStart),
      })
      .returning({ articleId: newsArticleViews.articleId });
    const isNew = counted.length > 0;
    const [row] = isNew
      ? await tx.update(newsArticles).set({ views: sql`${newsArticles.views} + 1` }).where(eq(newsArticles.id, article.id)).returning({ views: newsArticles.views })
      : await tx.select({ views: newsArticles.views }).from(newsArticles).where(eq(newsArticles.id, article.id));
    // Rows past the window are only kept to be replaced; drop this article's stale ones now and then.
    if (isNew) await tx.delete(newsArticleViews).where(and(eq(newsArticleViews.articleId, article.id), lt(newsArticleViews.countedAt, windowStart)));
    return { id: article.id, views: row!.views, counted: isNew };
  });
}
