/**
 * Short-video comments (docs/api/content.md "Short-video comments"): anyone reads a clip's comments
 * (newest or top first) and a thread's replies; a member comments or replies (10 a minute), likes a
 * comment, and deletes their own (its replies go with it). The clip's comment count follows every
 * change in the same transaction.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { shortVideoCommentLikes, shortVideoComments, shortVideos } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { clientKey } from '../../plugins/rate-limit.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import {
  ShortCommentBody,
  ShortCommentDeleted,
  ShortCommentIdBody,
  ShortCommentLikeState,
  ShortCommentPage,
  ShortCommentParams,
  ShortCommentPosted,
  ShortCommentQuery,
  ShortReplyQuery,
} from '../../../../contracts/schemas/content/short-comments.ts';
import { cleanComment, commentProblem, SHORT_COMMENT_MAX_LENGTH, SHORT_COMMENTS_PER_MINUTE } from '../../../../contracts/short-comments.ts';
import { memberId, viewerId } from './content-common.ts';
import { threadOf } from '../../comments/threads.ts';
import { fail } from './short-comment-messages.ts';
import { commentCount, findClipRef, findComment, listComments, listReplies, toComments } from './short-comments-data.ts';
import { memberExists } from './short-data.ts';

const tags = ['content'];

/** Per member (the auth hook runs before the limit's), per address for anyone else (who is refused anyway). */
const COMMENT_RATE_LIMIT = {
  rateLimit: {
    max: SHORT_COMMENTS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => (request.auth?.kind === 'member' ? `short-comment:${request.auth.userId}` : `short-comment:${clientKey(request.ip)}`),
    errorResponseBuilder: () => fail(429, 'tooManyComments'),
  },
};

export const shortCommentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function clipOf(id: number) {
    const clip = await findClipRef(app.db, id);
    if (!clip) throw fail(404, 'shortNotFound', { value: id });
    return clip;
  }

  async function liveMember(request: FastifyRequest): Promise<number> {
    const me = memberId(request);
    if (!(await memberExists(app.db, me))) throw fail(401, 'memberGone');
    return me;
  }

  app.get('/other/api/short-video/comments', {
    schema: {
      tags,
      summary: 'A clip’s top-level comments, newest or top first, with the clip’s comment count (replies included)',
      headers: ApiHeaders,
      querystring: ShortCommentQuery,
      response: { 200: Envelope(ShortCommentPage), ...errorResponses },
    },
    handler: async (request) => {
      const { id, sort, pageNum, pageSize } = request.query;
      const clip = await clipOf(id);
      return ok(request, await listComments(app.db, clip, sort, viewerId(request), { pageNum, pageSize }));
    },
  });

  app.get('/other/api/short-video/comment/replies', {
    schema: {
      tags,
      summary: 'The replies of a top-level comment, oldest first',
      headers: ApiHeaders,
      querystring: ShortReplyQuery,
      response: { 200: Envelope(ShortCommentPage), ...errorResponses },
    },
    handler: async (request) => {
      const { commentId, pageNum, pageSize } = request.query;
      const comment = await findComment(app.db, commentId);
      if (!comment) throw fail(404, 'commentNotFound', { id: commentId });
      const clip = await clipOf(comment.shortId);
      const page = await listReplies(app.db, comment.parentId ?? comment.id, clip, viewerId(request), { pageNum, pageSize });
      return ok(request, { ...page, count: await commentCount(app.db, clip.id) });
    },
  });

  app.post('/other/api/short-video/comment', {
    config: COMMENT_RATE_LIMIT,
    preHandler: app.requireMember,
    schema: {
      tags,
      summary: `Comment on a clip, or reply with parentId (member; ${SHORT_COMMENTS_PER_MINUTE} a minute)`,
      headers: ApiHeaders,
      security: [{ token: [] }],
      body: ShortCommentBody,
      response: { 200: Envelope(ShortCommentPosted), ...errorResponses },
    },
    handler: async (request) => {
      const { id, parentId } = request.body;
      const problem = commentProblem(request.body.content);
      if (problem === 'empty') throw fail(400, 'commentEmpty', { field: 'body.content' });
      if (problem === 'tooLong') throw fail(400, 'commentTooLong', { field: 'body.content', limit: SHORT_COMMENT_MAX_LENGTH });
      if (problem === 'invalid') throw fail(400, 'commentInvalid', { field: 'body.content' });
      const me = await liveMember(request);
      const clip = await clipOf(id);
      let root: number | null = null;
      let replyTo: number | null = null;
      if (parentId !== undefined) {
        const parent = await findComment(app.db, parentId);
        if (!parent) throw fail(404, 'commentNotFound', { id: parentId });
        if (parent.shortId !== clip.id) throw fail(400, 'parentNotInClip', { id: parentId });
        // A reply to a reply joins its thread and names whom it answers.
        root = threadOf(parent);
        replyTo = parent.parentId === null ? null : parent.authorId;
      }
      const { row, n } = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(shortVideoComments)
          .values({ shortId: clip.id, authorId: me, parentId: root, replyToUserId: replyTo, content: cleanComment(request.body.content) })
          .returning();
        if (root !== null) await tx.update(shortVideoComments).set({ replies: sql`${shortVideoComments.replies} + 1` }).where(eq(shortVideoComments.id, root));
        const [after] = await tx
          .update(shortVideos)
          .set({ comments: sql`${shortVideos.comments} + 1` })
          .where(eq(shortVideos.id, clip.id))
          .returning({ n: shortVideos.comments });
        return { row: row!, n: after?.n ?? 0 };
      });
      const [comment] = await toComments(app.db, [row], clip, me);
      return ok(request, { comment: comment!, count: n });
    },
  });

  app.delete('/other/api/short-video/comment/:commentId', {
    preHandler: app.requireMember,
    schema: {
      tags,
      summary: 'Delete a comment of one’s own, with its replies (member: the comment’s author)',
      headers: ApiHeaders,
      security: [{ token: [] }],
      params: ShortCommentParams,
      response: { 200: Envelope(ShortCommentDeleted), ...errorResponses },
    },
    handler: async (request) => {
      const { commentId } = request.params;
      const me = await liveMember(request);
      const result = await app.db.transaction(async (tx) => {
        const [comment] = await tx.select().from(shortVideoComments).where(eq(shortVideoComments.id, commentId)).for('update');
        if (!comment) throw fail(404, 'commentNotFound', { id: commentId });
        if (comment.authorId !== me) throw fail(403, 'notCommentAuthor');
        const [replies] = await tx.select({ n: count() }).from(shortVideoComments).where(eq(shortVideoComments.parentId, comment.id));
        const removed = 1 + (replies?.n ?? 0);
        await tx.delete(shortVideoComments).where(eq(shortVideoComments.id, comment.id));
        if (comment.parentId !== null) {
          await tx
            .update(shortVideoComments)
            .set({ replies: sql`greatest(${shortVideoComments.replies} - 1, 0)` })
            .where(eq(shortVideoComments.id, comment.parentId));
        }
        const [after] = await tx
          .update(shortVideos)
          .set({ comments: sql`greatest(${shortVideos.comments} - ${removed}, 0)` })
          .where(eq(shortVideos.id, comment.shortId))
          .returning({ n: shortVideos.comments });
        return { commentId, shortId: comment.shortId, parentId: comment.parentId, removed, count: after?.n ?? 0 };
      });
      return ok(request, result);
    },
  });

  /** Likes a comment (true) or takes the like back (false); repeating either is harmless. */
  async function setLiked(request: FastifyRequest, commentId: number, liked: boolean) {
    const me = await liveMember(request);
    if (!(await findComment(app.db, commentId))) throw fail(404, 'commentNotFound', { id: commentId });
    const likes = await app.db.transaction(async (tx) => {
      const changed = liked
        ? await tx.insert(shortVideoCommentLikes).values({ userId: me, commentId }).onConflictDoNothing().returning()
        : await tx
            .delete(shortVideoCommentLikes)
            .where(and(eq(shortVideoCommentLikes.userId, me), eq(shortVideoCommentLikes.commentId, commentId)))
            .returning();
      const step = changed.length === 0 ? sql`${shortVideoComments.likes}` : liked ? sql`${shortVideoComments.likes} + 1` : sql`greatest(${shortVideoComments.likes} - 1, 0)`;
      const [after] = await tx.update(shortVideoComments).set({ likes: step }).where(eq(shortVideoComments.id, commentId)).returning({ likes: shortVideoComments.likes });
      return after?.likes ?? 0;
    });
    return { commentId, liked, likes };
  }

  app.post('/other/api/short-video/comment/like', {
    preHandler: app.requireMember,
    schema: {
      tags,
      summary: 'Like a comment (member)',
      headers: ApiHeaders,
      security: [{ token: [] }],
      body: ShortCommentIdBody,
      response: { 200: Envelope(ShortCommentLikeState), ...errorResponses },
    },
    handler: async (request) => ok(request, await setLiked(request, request.body.commentId, true)),
  });

  app.post('/other/api/short-video/comment/unlike', {
    preHandler: app.requireMember,
    schema: {
      tags,
      summary: 'Take back the like of a comment (member)',
      headers: ApiHeaders,
      security: [{ token: [] }],
      body: ShortCommentIdBody,
      response: { 200: Envelope(ShortCommentLikeState), ...errorResponses },
    },
    handler: async (request) => ok(request, await setLiked(request, request.body.commentId, false)),
  });
};
