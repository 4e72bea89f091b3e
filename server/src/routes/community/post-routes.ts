/** Writing on the board: posts, comments, reactions, bookmarks, reports and shares. */
import type { FastifyPluginAsync } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  communityComments,
  communityPlaces,
  communityPosts,
  communityReports,
  communitySavedPosts,
  foldText,
} from '../../db/schema/community.ts';
import * as community from '../../../../contracts/endpoints/community.ts';
import { serve } from '../endpoint-route.ts';
import { ok } from '../../plugins/envelope.ts';
import { recordActivity } from '../../users/activity.ts';
import { commentView, isModerator, listComments, listReplies } from './comments-data.ts';
import { addComment, checkPostTarget, createPost, removeReaction, setReaction, type NewComment } from './post-writes.ts';
import { checkPictureOwner, removeUnusedUploads } from './post-upload.ts';
import { fail } from './messages.ts';
import { memberOf, viewerOf } from './people.ts';
import { findPost, recount, visibleTo } from './posts-data.ts';
import { clock, clockDate } from '../../clock.ts';

/** A post's row when it exists and `viewer` may see it. */
async function visiblePost(db: Db, id: number, viewer: number | null) {
  const [row] = await db.select().from(communityPosts).where(and(eq(communityPosts.id, id), visibleTo(viewer)));
  return row ?? null;
}

async function placeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: communityPlaces.id }).from(communityPlaces).where(eq(communityPlaces.id, id));
  return Boolean(row);
}

export interface PostRoutesOptions {
  /** Where uploaded pictures are kept (their files go when the last post showing them is deleted). */
  uploadDir: string;
}

async function reactionState(db: Db, postId: number, viewer: number) {
  const post = await findPost(db, postId, viewer, 'vi');
  return { postId, myReaction: post!.myReaction, reactionsCount: post!.reactionsCount, reactions: post!.reactions };
}

export const postRoutes: FastifyPluginAsync<PostRoutesOptions> = async (app, options) => {
  const uploads = options.uploadDir;
  const notFound = (id: number) => fail(404, 'postNotFound', { id });

  serve(app, community.postDetail, async (request) => {
    const post = await findPost(app.db, request.params.id, viewerOf(request), request.language);
    if (!post) throw notFound(request.params.id);
    return ok(request, post);
  });

  serve(app, community.postCreate, async (request) => {
    const viewer = memberOf(request);
    const { content, images = [], placeId, groupId, audience = 'public' } = request.body;
    if (content.trim() === '') throw fail(400, 'blankContent', { field: 'body.content' });
    await checkPostTarget(app.db, viewer, { placeId, groupId }, request.language);
    await checkPictureOwner(app.db, viewer, images);
    const id = await createPost(app.db, viewer, { content, images, placeId, groupId, audience });
    return ok(request, (await findPost(app.db, id, viewer, request.language))!);
  });

  serve(app, community.postEdit, async (request) => {
    const viewer = memberOf(request);
    const { id } = request.params;
    const post = await visiblePost(app.db, id, viewer);
    if (!post) throw notFound(id);
    if (post.authorId !== viewer) throw fail(403, 'notPostAuthor');
    const { content, images, placeId, audience } = request.body;
    if (content !== undefined && content.trim() === '') throw fail(400, 'blankContent', { field: 'body.content' });
    if (placeId != null && !(await placeExists(app.db, placeId))) throw fail(404, 'placeNotFound', { id: placeId });
    if (images !== undefined) await checkPictureOwner(app.db, viewer, images, post.images);
    const text = content?.trim();
    await app.db
      .update(communityPosts)
      .set({
        ...(text !== undefined ? { content: text, search: foldText(text) } : {}),
        ...(images !== undefined ? { images } : {}),
        ...(placeId !== undefined ? { placeId } : {}),
        ...(audience !== undefined ? { audience } : {}),
        editedAt: clockDate(),
      })
      .where(eq(communityPosts.id, id));
    if (images !== undefined) await removeUnusedUploads(app.db, uploads, post.images.filter((image) => !images.includes(image)));
    return ok(request, (await findPost(app.db, id, viewer, request.language))!);
  });

  serve(app, community.postDelete, async (request) => {
    const viewer = memberOf(request);
    const { id } = request.params;
    const post = await visiblePost(app.db, id, viewer);
    if (!post) throw notFound(id);
    if (post.authorId !== viewer && !(await isModerator(app.db, viewer))) throw fail(403, 'notPostAuthor');
    await app.db.delete(communityPosts).where(eq(communityPosts.id, id));
    await removeUnusedUploads(app.db, uploads, post.images);
    return ok(request, { id, deleted: true });
  });

  serve(app, community.postComments, async (request) => {
    const viewer = viewerOf(request);
    const post = await visiblePost(app.db, request.params.id, viewer);
    if (!post) throw notFound(request.params.id);
    return ok(request, await listComments(app.db, post, viewer, request.query));
  });

  serve(app, community.commentReplies, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    const [comment] = await app.db.select().from(communityComments).where(eq(communityComments.id, id));
    const post = comment ? await visiblePost(app.db, comment.postId, viewer) : null;
    if (!comment || !post) throw fail(404, 'commentNotFound', { id });
    return ok(request, await listReplies(app.db, comment.parentId ?? comment.id, post.authorId, viewer, request.query));
  });

  serve(app, community.commentAdd, async (request) => {
    const viewer = memberOf(request);
    const { id } = request.params;
    const { content, parentId } = request.body;
    const post = await visiblePost(app.db, id, viewer);
    if (!post) throw notFound(id);
    if (content.trim() === '') throw fail(400, 'blankContent', { field: 'body.content' });
    let parent: NewComment['parent'] = null;
    if (parentId !== undefined) {
      const [row] = await app.db.select().from(communityComments).where(eq(communityComments.id, parentId));
      if (!row) throw fail(404, 'commentNotFound', { id: parentId });
      if (row.postId !== id) throw fail(400, 'parentNotInPost', { id: parentId, postId: id });
      parent = row;
    }
    const row = await addComment(app.db, { postId: id, authorId: viewer, content, parent });
    // The post's author hears of it live (server/src/inbox), unless the comment is their own.
    await app.inbox.commented({ postId: id, commentId: row.id, postAuthorId: post.authorId, actorId: viewer, content: row.content, replyToUserId: row.replyToUserId, isReply: row.parentId !== null });
    return ok(request, await commentView(app.db, row, post.authorId, viewer));
  });

  serve(app, community.commentDelete, async (request) => {
    const viewer = memberOf(request);
    const { id } = request.params;
    const [comment] = await app.db.select().from(communityComments).where(eq(communityComments.id, id));
    const post = comment ? await visiblePost(app.db, comment.postId, viewer) : null;
    if (!comment || !post) throw fail(404, 'commentNotFound', { id });
    if (comment.authorId !== viewer && post.authorId !== viewer && !(await isModerator(app.db, viewer))) {
      throw fail(403, 'notCommentAuthor');
    }
    await app.db.delete(communityComments).where(eq(communityComments.id, id));
    await recount(app.db, post.id);
    const [after] = await app.db.select({ n: communityPosts.commentsCount }).from(communityPosts).where(eq(communityPosts.id, post.id));
    return ok(request, { id, postId: post.id, commentsCount: after?.n ?? 0 });
  });

  serve(app, community.reactionSet, async (request) => {
    const viewer = memberOf(request);
    const { id } = request.params;
    const post = await visiblePost(app.db, id, viewer);
    if (!post) throw notFound(id);
    await setReaction(app.db, id, viewer, request.body.type);
    // The author hears of a member's first reaction to the post (gathered with the others'); a change or a toggle tells nothing new.
    await app.inbox.reacted({ postId: id, postAuthorId: post.authorId, postContent: post.content, actorId: viewer });
    return ok(request, await reactionState(app.db, id, viewer));
  });

  serve(app, community.reactionRemove, async (request) => {
    const viewer = memberOf(request);
    const { id } = request.params;
    if (!(await visiblePost(app.db, id, viewer))) throw notFound(id);
    await removeReaction(app.db, id, viewer);
    return ok(request, await reactionState(app.db, id, viewer));
  });

  serve(app, community.postSave, async (request) => {
    const viewer = memberOf(request);
    const { id } = request.params;
    if (!(await visiblePost(app.db, id, viewer))) throw notFound(id);
    await app.db.insert(communitySavedPosts).values({ userId: viewer, postId: id }).onConflictDoNothing();
    return ok(request, { postId: id, saved: true });
  });

  serve(app, community.postUnsave, async (request) => {
    const viewer = memberOf(request);
    const { id } = request.params;
    if (!(await visiblePost(app.db, id, viewer))) throw notFound(id);
    await app.db.delete(communitySavedPosts).where(and(eq(communitySavedPosts.userId, viewer), eq(communitySavedPosts.postId, id)));
    return ok(request, { postId: id, saved: false });
  });

  serve(app, community.postReport, async (request) => {
    const viewer = memberOf(request);
    const { id } = request.params;
    const post = await visiblePost(app.db, id, viewer);
    if (!post) throw notFound(id);
    if (post.authorId === viewer) throw fail(400, 'cannotReportOwn');
    const note = request.body.note?.trim() || null;
    const [row] = await app.db
      .insert(communityReports)
      .values({ postId: id, reporterId: viewer, reason: request.body.reason, note })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fail(409, 'alreadyReported', { id });
    return ok(request, { id: row.id, postId: id, reason: row.reason, createdAt: row.createdAt.toISOString() });
  });

  serve(app, community.postShare, async (request) => {
    const { id } = request.params;
    const viewer = memberOf(request);
    if (!(await visiblePost(app.db, id, viewer))) throw notFound(id);
    const [row] = await app.db
      .update(communityPosts)
      .set({ sharesCount: sql`${communityPosts.sharesCount} + 1` })
      .where(eq(communityPosts.id, id))
      .returning({ sharesCount: communityPosts.sharesCount });
    // The sharer's daily "share" mission (server/src/users/missions.ts).
    await recordActivity(app.db, [{ userId: viewer, kind: 'share', at: clock.now(), amount: 1 }]);
    return ok(request, { postId: id, sharesCount: row!.sharesCount });
  });
};
