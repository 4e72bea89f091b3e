/** Short-video comments: pages of a clip's comments and of a thread's replies, as the caller sees them. */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { newestFirst, peopleOf, replyPage, topLevelPage, type Paging } from '../../comments/threads.ts';
import type { Db } from '../../db/connect.ts';
import { shortVideoCommentLikes, shortVideoComments, shortVideos, users } from '../../db/schema.ts';
import type { ShortComment } from '../../../../contracts/schemas/content/short-comments.ts';
import type { ShortCommentSort } from '../../../../contracts/short-comments.ts';

export type CommentRow = typeof shortVideoComments.$inferSelect;

export type { Paging };

/** The clip a comment is on: its creator marks the creator's own comments. */
export interface ClipRef {
  id: number;
  creatorId: number;
}

export async function findClipRef(db: Db, id: number): Promise<ClipRef | null> {
  const [clip] = await db.select({ id: shortVideos.id, creatorId: shortVideos.creatorId }).from(shortVideos).where(eq(shortVideos.id, id));
  return clip ?? null;
}

/** Every comment of the clip, replies included (the count on the clip and in the panel's heading). */
export async function commentCount(db: Db, shortId: number): Promise<number> {
  const [row] = await db.select({ n: shortVideos.comments }).from(shortVideos).where(eq(shortVideos.id, shortId));
  return row?.n ?? 0;
}

/** The rows as the caller sees them: authors, whom a reply answers, the caller's likes and own comments. */
export async function toComments(db: Db, rows: CommentRow[], clip: ClipRef, viewer: number | null): Promise<ShortComment[]> {
  if (rows.length === 0) return [];
  const people = peopleOf(rows);
  const ids = rows.map((r) => r.id);
  const [authors, liked] = await Promise.all([
    db
      .select({ userId: users.id, nickname: users.nickname, avatar: users.profilePicture, siteRoleId: users.siteRoleId })
      .from(users)
      .where(inArray(users.id, people)),
    viewer === null
      ? Promise.resolve([] as { commentId: number }[])
      : db
          .select({ commentId: shortVideoCommentLikes.commentId })
          .from(shortVideoCommentLikes)
          .where(and(eq(shortVideoCommentLikes.userId, viewer), inArray(shortVideoCommentLikes.commentId, ids))),
  ]);
  const byId = new Map(authors.map((a) => [a.userId, a]));
  const likedIds = new Set(liked.map((l) => l.commentId));
  return rows.map((row) => {
    const author = byId.get(row.authorId) ?? { userId: row.authorId, nickname: '', avatar: `/media/avatar/${row.authorId}.svg`, siteRoleId: 1 };
    const replyTo = row.replyToUserId ? byId.get(row.replyToUserId) : undefined;
    return {
      id: row.id,
      shortId: row.shortId,
      parentId: row.parentId,
      author,
      replyTo: replyTo ? { userId: replyTo.userId, nickname: replyTo.nickname } : null,
      content: row.content,
      likes: row.likes,
      liked: likedIds.has(row.id),
      replies: row.parentId === null ? row.replies : 0,
      byCreator: row.authorId === clip.creatorId,
      mine: viewer !== null && row.authorId === viewer,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

const ORDERS: Record<ShortCommentSort, () => SQL[]> = {
  newest: () => newestFirst(shortVideoComments),
  top: () => [desc(shortVideoComments.likes), desc(shortVideoComments.replies), desc(shortVideoComments.createdAt), desc(shortVideoComments.id)],
};

/** A page of the clip's top-level comments, newest or top first, with the clip's comment count. */
export async function listComments(db: Db, clip: ClipRef, sort: ShortCommentSort, viewer: number | null, page: Paging) {
  const [{ rows, total }, n] = await Promise.all([topLevelPage(db, shortVideoComments, eq(shortVideoComments.shortId, clip.id), page, ORDERS[sort]()), commentCount(db, clip.id)]);
  return { list: await toComments(db, rows, clip, viewer), total, ...page, count: n };
}

/** A page of a thread's replies, oldest first. */
export async function listReplies(db: Db, parentId: number, clip: ClipRef, viewer: number | null, page: Paging) {
  const { rows, total } = await replyPage(db, shortVideoComments, parentId, page);
  return { list: await toComments(db, rows, clip, viewer), total, ...page };
}

export async function findComment(db: Db, id: number): Promise<CommentRow | null> {
  const [row] = await db.select().from(shortVideoComments).where(eq(shortVideoComments.id, id));
  return row ?? null;
}
