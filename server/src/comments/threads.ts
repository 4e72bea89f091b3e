/**
 * What every commented subject stores alike (board posts in community_comments, short videos in
 * short_video_comments): threads one level deep, top-level comments and a thread's replies read a
 * page at a time, and the people a page names. The routes keep what differs: who may delete, what
 * a comment counts toward, how a comment is shown.
 */
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import type { communityComments, shortVideoComments } from '../db/schema.ts';

export type CommentTable = typeof communityComments | typeof shortVideoComments;

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** A page of the comments `where` picks, in `order`, and how many it picks in all. */
async function pageOf<T extends CommentTable>(db: Db, table: T, where: SQL, order: SQL[], page: Paging): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as CommentTable)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(table as CommentTable).where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}

/** Newest first (ties: the later id first). */
export const newestFirst = (table: CommentTable): SQL[] => [desc(table.createdAt), desc(table.id)];

/** A page of a subject's top-level comments (`subject`: the condition naming it), newest first unless `order` says otherwise. */
export function topLevelPage<T extends CommentTable>(db: Db, table: T, subject: SQL, page: Paging, order: SQL[] = newestFirst(table)) {
  return pageOf(db, table, and(subject, isNull(table.parentId))!, order, page);
}

/** A page of a thread's replies, oldest first. */
export function replyPage<T extends CommentTable>(db: Db, table: T, parentId: number, page: Paging) {
  return pageOf(db, table, eq(table.parentId, parentId), [asc(table.createdAt), asc(table.id)], page);
}

/** Threads are one level deep: a reply to a reply joins its top-level comment's thread. */
export const threadOf = (parent: { id: number; parentId: number | null }): number => parent.parentId ?? parent.id;

/** The people a page of comments names: their authors, and whom the replies answer. */
export const peopleOf = (rows: { authorId: number; replyToUserId: number | null }[]): number[] => [
  ...new Set(rows.flatMap((row) => [row.authorId, ...(row.replyToUserId ? [row.replyToUserId] : [])])),
];
