/**
 * What members write on the board, one named function each, so that what follows a write (a count,
 * a notification to the post's author) has one place to hook into: a new post, a comment or reply,
 * a reaction set or taken back.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  communityComments,
  communityGroups,
  communityPlaces,
  communityPosts,
  communityReactions,
  foldText,
  type PostAudience,
  type ReactionType,
} from '../../db/schema/community.ts';
import { clockDate } from '../../clock.ts';
import { threadOf } from '../../comments/threads.ts';
import { localize, type Language } from '../../i18n.ts';
import { membershipOf } from './groups-data.ts';
import { fail } from './messages.ts';
import { recount } from './posts-data.ts';

export interface NewPost {
  content: string;
  images: string[];
  placeId?: number;
  groupId?: number;
  audience: PostAudience;
}

/** Refuses a place that does not exist (404) and a group the member has not joined (404 / 403). */
export async function checkPostTarget(db: Db, authorId: number, target: { placeId?: number; groupId?: number }, lang: Language): Promise<void> {
  const { placeId, groupId } = target;
  if (placeId !== undefined) {
    const [place] = await db.select({ id: communityPlaces.id }).from(communityPlaces).where(eq(communityPlaces.id, placeId));
    if (!place) throw fail(404, 'placeNotFound', { id: placeId });
  }
  if (groupId !== undefined) {
    const [group] = await db.select().from(communityGroups).where(eq(communityGroups.id, groupId));
    if (!group) throw fail(404, 'groupNotFound', { id: groupId });
    const membership = await membershipOf(db, groupId, authorId);
    if (membership?.status !== 'member') throw fail(403, 'mustJoinGroup', { name: localize(group.name, lang) });
  }
}

/** Writes a post (already checked) and answers its id. */
export async function createPost(db: Db, authorId: number, post: NewPost): Promise<number> {
  const text = post.content.trim();
  const [row] = await db
    .insert(communityPosts)
    .values({
      authorId,
      content: text,
      images: post.images,
      placeId: post.placeId,
      groupId: post.groupId,
      audience: post.audience,
      search: foldText(text),
    })
    .returning({ id: communityPosts.id });
  return row!.id;
}

export interface NewComment {
  postId: number;
  authorId: number;
  content: string;
  /** The comment answered, if any (a reply to a reply joins its top-level comment's thread). */
  parent: { id: number; parentId: number | null; authorId: number } | null;
}

/** Writes a comment or a reply and recounts the post's comments; answers the row. */
export async function addComment(db: Db, comment: NewComment) {
  const { parent } = comment;
  const [row] = await db
    .insert(communityComments)
    .values({
      postId: comment.postId,
      authorId: comment.authorId,
      parentId: parent ? threadOf(parent) : null,
      replyToUserId: parent?.authorId ?? null,
      content: comment.content.trim(),
    })
    .returning();
  await recount(db, comment.postId);
  return row!;
}

/** Sets a member's reaction to a post (a new type replaces the old) and recounts. */
export async function setReaction(db: Db, postId: number, userId: number, type: ReactionType): Promise<void> {
  await db
    .insert(communityReactions)
    .values({ postId, userId, type })
    .onConflictDoUpdate({ target: [communityReactions.postId, communityReactions.userId], set: { type, createdAt: clockDate() } });
  await recount(db, postId);
}

/** Takes a member's reaction back (nothing when there is none) and recounts. */
export async function removeReaction(db: Db, postId: number, userId: number): Promise<void> {
  await db.delete(communityReactions).where(and(eq(communityReactions.postId, postId), eq(communityReactions.userId, userId)));
  await recount(db, postId);
}
