/**
 * Short-video comments (contracts/endpoints/short-videos.ts, docs/api/content.md "Short-video
 * comments"): anyone reads a clip's comments (newest or top first) and a thread's replies; a member
 * comments or replies (10 a minute), likes a comment, and deletes their own (its replies go with it).
 * The clip's comment count follows every change in the same transaction. Posting keeps its own
 * registration: it counts in a bucket of its own per member.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as shorts from '../../../../contracts/endpoints/short-videos.ts';
import type { ShortCommentBody } from '../../../../contracts/schemas/content/short-comments.ts';
import { cleanComment, commentProblem, SHORT_COMMENT_MAX_LENGTH, SHORT_COMMENTS_PER_MINUTE } from '../../../../contracts/short-comments.ts';
import { threadOf } from '../../comments/threads.ts';
import { shortVideoCommentLikes, shortVideoComments, shortVideos } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { clientKey } from '../../plugins/rate-limit.ts';
import { endpointDescription, endpointSchema, serve } from '../endpoint-route.ts';
import { memberExists, memberId, viewerId } from '../content/content-common.ts';
import { commentCount, findClipRef, findComment, listComments, listReplies, toComments } from './comments-data.ts';
import { shortFail } from './messages.ts';

/** Per member (the auth hook runs before the limit's), per address for anyone else (who is refused anyway). */
const COMMENT_RATE_LIMIT = {
  rateLimit: {
    max: SHORT_COMMENTS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => (request.auth?.kind === 'member' ? `short-comment:${request.auth.userId}` : `short-comment:${clientKey(request.ip)}`),
    errorResponseBuilder: () => shortFail(429, 'tooManyComments'),
  },
};

export async function shortCommentRoutes(app: FastifyInstance): Promise<void> {
  async function clipOf(id: number) {
    const clip = await findClipRef(app.db, id);
    if (!clip) throw shortFail(404, 'shortNotFound', { value: id });
    return clip;
  }

  async function liveMember(request: FastifyRequest): Promise<number> {
    const me = memberId(request);
    if (!(await memberExists(app.db, me))) throw shortFail(401, 'memberGone');
    return me;
  }

  serve(app, shorts.shortComments, async (request) => {
    const { id, sort, pageNum, pageSize } = request.query;
    const clip = await clipOf(id);
    return ok(request, await listComments(app.db, clip, sort, viewerId(request), { pageNum, pageSize }));
  });

  serve(app, shorts.shortCommentReplies, async (request) => {
    const { commentId, pageNum, pageSize } = request.query;
    const comment = await findComment(app.db, commentId);
    if (!comment) throw shortFail(404, 'commentNotFound', { id: commentId });
    const clip = await clipOf(comment.shortId);
    const page = await listReplies(app.db, comment.parentId ?? comment.id, clip, viewerId(request), { pageNum, pageSize });
    return ok(request, { ...page, count: await commentCount(app.db, clip.id) });
  });

  app.post<{ Body: ShortCommentBody }>(shorts.shortCommentPost.path, {
    schema: {
      ...endpointSchema(shorts.shortCommentPost),
      // Not the reads bucket: a bucket of its own (COMMENT_RATE_LIMIT).
      description: endpointDescription(shorts.shortCommentPost).replace('Rate limit: reads.', `Rate limit: ${SHORT_COMMENTS_PER_MINUTE} a minute per member.`),
    },
    config: COMMENT_RATE_LIMIT,
    preHandler: app.requireMember,
    handler: async (request) => {
      const { id, parentId } = request.body;
      const problem = commentProblem(request.body.content);
      if (problem === 'empty') throw shortFail(400, 'commentEmpty', { field: 'body.content' });
      if (problem === 'tooLong') throw shortFail(400, 'commentTooLong', { field: 'body.content', limit: SHORT_COMMENT_MAX_LENGTH });
      if (problem === 'invalid') throw shortFail(400, 'commentInvalid', { field: 'body.content' });
      const me = await liveMember(request);
      const clip = await clipOf(id);
      let root: number | null = null;
      let replyTo: number | null = null;
      if (parentId !== undefined) {
        const parent = await findComment(app.db, parentId);
        if (!parent) throw shortFail(404, 'commentNotFound', { id: parentId });
        if (parent.shortId !== clip.id) throw shortFail(400, 'parentNotInClip', { id: parentId });
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
      // The clip's creator hears of it live (server/src/inbox), unless the comment is their own.
      await app.inbox.commentedOnShort({ shortId: clip.id, actorId: me, content: row.content, isReply: root !== null });
      const [comment] = await toComments(app.db, [row], clip, me);
      return ok(request, { comment: comment!, count: n });
    },
  });

  serve(app, shorts.shortCommentDelete, async (request) => {
    const { commentId } = request.params;
    const me = await liveMember(request);
    const result = await app.db.transaction(async (tx) => {
      const [comment] = await tx.select().from(shortVideoComments).where(eq(shortVideoComments.id, commentId)).for('update');
      if (!comment) throw shortFail(404, 'commentNotFound', { id: commentId });
      if (comment.authorId !== me) throw shortFail(403, 'notCommentAuthor');
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
  });

  /** Likes a comment (true) or takes the like back (false); repeating either is harmless. */
  async function setLiked(request: FastifyRequest, commentId: number, liked: boolean) {
    const me = await liveMember(request);
    if (!(await findComment(app.db, commentId))) throw shortFail(404, 'commentNotFound', { id: commentId });
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

  serve(app, shorts.shortCommentLike, async (request) => ok(request, await setLiked(request, request.body.commentId, true)));

  serve(app, shorts.shortCommentUnlike, async (request) => ok(request, await setLiked(request, request.body.commentId, false)));
}
