/**
 * The site messages that tell a member of activity on their posts (docs/api/users.md "Activity
 * messages"): a comment or a reply by someone else is one message; reactions gather into one
 * message per post while it is unread, and each member's reaction to a post is told once (taking
 * it back, changing it or giving it again tells nothing new). Nothing is told of one's own actions.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { userMessages, users } from '../db/schema.ts';
import { clockDate } from '../clock.ts';
import { href } from '../../../contracts/href.ts';
import { excerpt, localized } from './texts.ts';

export type MessageRow = typeof userMessages.$inferSelect;

/** The member's unread site messages, of every type. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), eq(userMessages.isRead, false)));
  return row?.n ?? 0;
}

/** Where a message about a post leads: the board's feed with the post opened (the board has no page per post). */
export const postLink = (postId: number): string => href('community', undefined, { 'bai-viet': postId });

/** The key that gathers the reactions to one post into one message. */
export const reactionsKey = (postId: number): string => `post-reactions:${postId}`;

async function nameOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ nickname: users.nickname, displayName: users.displayName }).from(users).where(eq(users.id, userId));
  return row ? row.nickname || row.displayName : `#${userId}`;
}

export interface CommentActivity {
  postId: number;
  postAuthorId: number;
  /** Who wrote the comment. */
  actorId: number;
  content: string;
  /** A reply: whom it answers (the author of the comment replied to); null for a top-level comment. */
  replyToUserId: number | null;
  isReply: boolean;
}

/** The message to the post's author about a comment or reply by someone else; null for the author's own. */
export async function noticeComment(db: Db, activity: CommentActivity): Promise<MessageRow | null> {
  if (activity.actorId === activity.postAuthorId) return null;
  const values = { name: await nameOf(db, activity.actorId), excerpt: excerpt(activity.content) };
  const [title, content] = !activity.isReply
    ? [localized('commentTitle'), localized('commentText', values)]
    : [localized('replyTitle'), localized(activity.replyToUserId === activity.postAuthorId ? 'replyToYouText' : 'replyText', values)];
  const [row] = await db
    .insert(userMessages)
    .values({ userId: activity.postAuthorId, type: 'activity', title, content, link: postLink(activity.postId), actorIds: [activity.actorId] })
    .returning();
  return row ?? null;
}

export interface ReactionActivity {
  postId: number;
  postAuthorId: number;
  postContent: string;
  /** Who reacted. */
  actorId: number;
}

function reactionTexts(names: { newest: string; others: number }, postContent: string) {
  const values = { name: names.newest, others: names.others, excerpt: excerpt(postContent) };
  const key = names.others === 0 ? 'reactionOne' : names.others === 1 ? 'reactionTwo' : 'reactionMany';
  return { title: localized('reactionTitle'), content: localized(key, values) };
}

/**
 * The message to the post's author about a reaction by someone else: the unread message of this
 * post's reactions takes the new member in (and moves to the top), else a new one is written.
 * Null when nothing is new: the author's own reaction, or a member whose reaction to this post
 * was told before.
 */
export async function noticeReaction(db: Db, activity: ReactionActivity): Promise<MessageRow | null> {
  const { postId, postAuthorId, actorId } = activity;
  if (actorId === postAuthorId) return null;
  const key = reactionsKey(postId);
  const name = await nameOf(db, actorId);
  return db.transaction(async (tx) => {
    const told = await tx
      .select({ id: userMessages.id, isRead: userMessages.isRead, actorIds: userMessages.actorIds })
      .from(userMessages)
      .where(and(eq(userMessages.userId, postAuthorId), eq(userMessages.groupKey, key)))
      .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
      .for('update');
    if (told.some((row) => row.actorIds.includes(actorId))) return null;
    const latest = told[0];
    if (latest && !latest.isRead) {
      const actorIds = [actorId, ...latest.actorIds];
      const [row] = await tx
        .update(userMessages)
        .set({ ...reactionTexts({ newest: name, others: actorIds.length - 1 }, activity.postContent), actorIds, createdAt: clockDate() })
        .where(eq(userMessages.id, latest.id))
        .returning();
      return row ?? null;
    }
    const [row] = await tx
      .insert(userMessages)
      .values({
        userId: postAuthorId,
        type: 'activity',
        ...reactionTexts({ newest: name, others: 0 }, activity.postContent),
        link: postLink(postId),
        groupKey: key,
        actorIds: [actorId],
      })
      .returning();
    return row ?? null;
  });
}
