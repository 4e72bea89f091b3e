/** Reads comments: top-level pages with their first replies, and pages of replies. */
import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { peopleOf, replyPage, topLevelPage } from '../../comments/threads.ts';
import type { Db } from '../../db/connect.ts';
import { communityComments } from '../../db/schema/community.ts';
import { SITE_ROLES, users } from '../../db/schema/users.ts';
import { loadSummaries } from './people.ts';
import type { Paging } from './posts-data.ts';

/** Replies shown under each top-level comment; the rest are paged. */
export const PREVIEW_REPLIES = 3;

type CommentRow = typeof communityComments.$inferSelect;

/** Whether `viewer` moderates the site (moderators and admins may delete anything). */
export async function isModerator(db: Db, viewer: number | null): Promise<boolean> {
  if (viewer === null) return false;
  const [row] = await db.select({ role: users.siteRoleId }).from(users).where(eq(users.id, viewer));
  return row?.role === SITE_ROLES.moderator || row?.role === SITE_ROLES.admin;
}

async function toViews(db: Db, rows: CommentRow[], postAuthorId: number, viewer: number | null) {
  const people = await loadSummaries(db, peopleOf(rows));
  const moderator = await isModerator(db, viewer);
  return rows.map((row) => ({
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    author: people.get(row.authorId)!,
    replyTo: row.replyToUserId ? (people.get(row.replyToUserId) ?? null) : null,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    canDelete: viewer !== null && (viewer === row.authorId || viewer === postAuthorId || moderator),
  }));
}

export type CommentView = Awaited<ReturnType<typeof toViews>>[number];

/** Top-level comments of a post, newest first, each with its first replies and reply count. */
export async function listComments(db: Db, post: { id: number; authorId: number }, viewer: number | null, page: Paging) {
  const { rows, total } = await topLevelPage(db, communityComments, eq(communityComments.postId, post.id), page);
  const ids = rows.map((row) => row.id);
  let replies: CommentRow[] = [];
  const counts = new Map<number, number>();
  if (ids.length > 0) {
    const ranked = db
      .select({
        id: communityComments.id,
        rn: sql<number>`row_number() over (partition by ${communityComments.parentId} order by ${communityComments.createdAt}, ${communityComments.id})`.as('rn'),
      })
      .from(communityComments)
      .where(inArray(communityComments.parentId, ids))
      .as('ranked');
    const [previewIds, grouped] = await Promise.all([
      db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rn, PREVIEW_REPLIES)),
      db
        .select({ parentId: communityComments.parentId, n: sql<number>`count(*)::int` })
        .from(communityComments)
        .where(inArray(communityComments.parentId, ids))
        .groupBy(communityComments.parentId),
    ]);
    for (const { parentId, n } of grouped) counts.set(parentId!, n);
    if (previewIds.length > 0) {
      replies = await db
        .select()
        .from(communityComments)
        .where(inArray(communityComments.id, previewIds.map((row) => row.id)))
        .orderBy(asc(communityComments.createdAt), asc(communityComments.id));
    }
  }
  const views = await toViews(db, [...rows, ...replies], post.authorId, viewer);
  const byId = new Map(views.map((view) => [view.id, view]));
  const list = rows.map((row) => ({
    ...byId.get(row.id)!,
    repliesCount: counts.get(row.id) ?? 0,
    replies: replies.filter((reply) => reply.parentId === row.id).map((reply) => byId.get(reply.id)!),
  }));
  return { list, total, ...page };
}

/** Replies to a top-level comment, oldest first. */
export async function listReplies(db: Db, parentId: number, postAuthorId: number, viewer: number | null, page: Paging) {
  const { rows, total } = await replyPage(db, communityComments, parentId, page);
  return { list: await toViews(db, rows, postAuthorId, viewer), total, ...page };
}

export async function commentView(db: Db, row: CommentRow, postAuthorId: number, viewer: number | null) {
  const [view] = await toViews(db, [row], postAuthorId, viewer);
  return { ...view!, repliesCount: 0, replies: [] };
}
