/**
 * The site messages that tell a member of activity on their posts, short videos and followers
 * (docs/api/users.md "Activity messages"): a comment or a reply by someone else is one message;
 * reactions gather into one message per post, and new followers into one message, while it is
 * unread, and each member's reaction to a post, or follow, is told once (taking it back and giving
 * it again tells nothing new). Nothing is told of one's own actions.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { contentCategories, shortVideos, userMessages, users } from '../db/schema.ts';
import { clockDate } from '../clock.ts';
import { href } from '../../../contracts/href.ts';
import { localize, type LocalizedText } from '../i18n.ts';
import { excerpt, localized, localizedPer } from './texts.ts';

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

/** Where a message about a comment leads: the post opened, scrolled to the comment. */
export const commentLink = (postId: number, commentId: number): string => href('community', undefined, { 'bai-viet': postId, 'binh-luan': commentId });

/** The key that gathers the reactions to one post into one message. */
export const reactionsKey = (postId: number): string => `post-reactions:${postId}`;

/** The key that gathers a member's new followers into one message. */
export const followersKey = (userId: number): string => `followers:${userId}`;

async function nameOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ nickname: users.nickname, displayName: users.displayName }).from(users).where(eq(users.id, userId));
  return row ? row.nickname || row.displayName : `#${userId}`;
}

export interface CommentActivity {
  postId: number;
  commentId: number;
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
    .values({ userId: activity.postAuthorId, type: 'activity', title, content, link: commentLink(activity.postId, activity.commentId), actorIds: [activity.actorId] })
    .returning();
  return row ?? null;
}

export interface ShortCommentActivity {
  shortId: number;
  /** Who wrote the comment. */
  actorId: number;
  content: string;
  isReply: boolean;
}

/** The message to a short video's creator about a comment or reply by someone else; null for the creator's own. */
export async function noticeShortComment(db: Db, activity: ShortCommentActivity): Promise<MessageRow | null> {
  const [clip] = await db
    .select({ creatorId: shortVideos.creatorId, slug: shortVideos.slug, title: shortVideos.title, category: contentCategories.slug })
    .from(shortVideos)
    .innerJoin(contentCategories, eq(contentCategories.id, shortVideos.categoryId))
    .where(eq(shortVideos.id, activity.shortId));
  if (!clip || clip.creatorId === activity.actorId) return null;
  const name = await nameOf(db, activity.actorId);
  const content = localizedPer(activity.isReply ? 'shortReplyText' : 'shortCommentText', (lang) => ({
    name,
    clip: excerpt(localize(clip.title, lang), 60),
    excerpt: excerpt(activity.content),
  }));
  const [row] = await db
    .insert(userMessages)
    .values({
      userId: clip.creatorId,
      type: 'activity',
      title: localized('shortCommentTitle'),
      content,
      link: href('shortsVideo', { category: clip.category, detail: clip.slug }),
      actorIds: [activity.actorId],
    })
    .returning();
  return row ?? null;
}

interface Gathered {
  /** Whom the message is for. */
  userId: number;
  /** Who acted. */
  actorId: number;
  groupKey: string;
  /** The message's texts, told the newest actor's name and how many others are gathered with them. */
  texts: (names: { newest: string; others: number }) => { title: LocalizedText; content: LocalizedText };
  link: string;
}

/**
 * A message that gathers members' actions on one thing: the unread message of `groupKey` takes the
 * new member in (and moves to the top), else a new one is written. Null when the member's action
 * was told before, or it is the member's own.
 */
async function gatherNotice(db: Db, notice: Gathered): Promise<MessageRow | null> {
  const { userId, actorId, groupKey } = notice;
  if (actorId === userId) return null;
  const name = await nameOf(db, actorId);
  return db.transaction(async (tx) => {
    const told = await tx
      .select({ id: userMessages.id, isRead: userMessages.isRead, actorIds: userMessages.actorIds })
      .from(userMessages)
      .where(and(eq(userMessages.userId, userId), eq(userMessages.groupKey, groupKey)))
      .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
      .for('update');
    if (told.some((row) => row.actorIds.includes(actorId))) return null;
    const latest = told[0];
    if (latest && !latest.isRead) {
      const actorIds = [actorId, ...latest.actorIds];
      const [row] = await tx
        .update(userMessages)
        .set({ ...notice.texts({ newest: name, others: actorIds.length - 1 }), link: notice.link, actorIds, createdAt: clockDate() })
        .where(eq(userMessages.id, latest.id))
        .returning();
      return row ?? null;
    }
    const [row] = await tx
      .insert(userMessages)
      .values({ userId, type: 'activity', ...notice.texts({ newest: name, others: 0 }), link: notice.link, groupKey, actorIds: [actorId] })
      .returning();
    return row ?? null;
  });
}

export interface ReactionActivity {
  postId: number;
  postAuthorId: number;
  postContent: string;
  /** Who reacted. */
  actorId: number;
}

/** The message to the post's author about a reaction by someone else, gathered with the post's other unread reactions. */
export function noticeReaction(db: Db, activity: ReactionActivity): Promise<MessageRow | null> {
  return gatherNotice(db, {
    userId: activity.postAuthorId,
    actorId: activity.actorId,
    groupKey: reactionsKey(activity.postId),
    link: postLink(activity.postId),
    texts: ({ newest, others }) => ({
      title: localized('reactionTitle'),
      content: localized(others === 0 ? 'reactionOne' : others === 1 ? 'reactionTwo' : 'reactionMany', { name: newest, others, excerpt: excerpt(activity.postContent) }),
    }),
  });
}

export interface FollowActivity {
  /** Who is followed. */
  userId: number;
  /** Who follows. */
  followerId: number;
}

/** The message to a member about a new follower, gathered with their other unread new followers; it leads to the newest follower's profile. */
export function noticeFollow(db: Db, activity: FollowActivity): Promise<MessageRow | null> {
  return gatherNotice(db, {
    userId: activity.userId,
    actorId: activity.followerId,
    groupKey: followersKey(activity.userId),
    link: href('shortsUser', { id: String(activity.followerId) }),
    texts: ({ newest, others }) => ({
      title: localized('followTitle'),
      content: localized(others === 0 ? 'followOne' : others === 1 ? 'followTwo' : 'followMany', { name: newest, others }),
    }),
  });
}
