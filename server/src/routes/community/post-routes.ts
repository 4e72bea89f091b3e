/** Writing on the board: posts, comments, reactions, bookmarks, reports and shares. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect.ts';
import {
  communityComments,
  communityGroups,
  communityPlaces,
  communityPosts,
  communityReactions,
  communityReports,
  communitySavedPosts,
  foldText,
} from '../../db/schema/community.ts';
import { ok } from '../../plugins/envelope.ts';
import { Id, PageQuery, Page } from '../../../../contracts/schemas/common.ts';
import { localize } from '../../i18n.ts';
import { commentView, isModerator, listComments, listReplies } from './comments-data.ts';
import { membershipOf } from './groups-data.ts';
import { fail } from './messages.ts';
import { memberOnly, memberOf, viewerOf } from './people.ts';
import { findPost, recount, visibleTo } from './posts-data.ts';
import { PREFIX } from './prefix.ts';
import {
  Comment,
  IdParams,
  MEMBER_ONLY,
  Post,
  PostAudience,
  ReactionCounts,
  ReactionType,
  Reply,
  ReportReason,
  Nullable,
  route,
} from './schemas.ts';
import { clockDate } from '../../clock.ts';

const Content = Type.String({ minLength: 1, maxLength: 5000 });
const Images = Type.Array(
  Type.String({ pattern: '^/media/(?!.*\\.\\.)[A-Za-z0-9/_.-]+\\.(svg|png|jpe?g|webp|gif)$', maxLength: 300 }),
  { maxItems: 4, description: 'Up to 4 image paths on this server (/media/...).' },
);
const PostBody = Type.Object({
  content: Content,
  images: Type.Optional(Images),
  placeId: Type.Optional(Id),
  groupId: Type.Optional(Id),
  audience: Type.Optional(PostAudience),
});
const PostPatch = Type.Object(
  { content: Type.Optional(Content), images: Type.Optional(Images), placeId: Type.Optional(Nullable(Id)), audience: Type.Optional(PostAudience) },
  { minProperties: 1 },
);
const ReactionState = Type.Object({
  postId: Type.Integer(),
  myReaction: Nullable(ReactionType),
  reactionsCount: Type.Integer(),
  reactions: ReactionCounts,
});

/** A post's row when it exists and `viewer` may see it. */
async function visiblePost(db: Db, id: number, viewer: number | null) {
  const [row] = await db.select().from(communityPosts).where(and(eq(communityPosts.id, id), visibleTo(viewer)));
  return row ?? null;
}

async function placeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: communityPlaces.id }).from(communityPlaces).where(eq(communityPlaces.id, id));
  return Boolean(row);
}

async function reactionState(db: Db, postId: number, viewer: number) {
  const post = await findPost(db, postId, viewer, 'vi');
  return { postId, myReaction: post!.myReaction, reactionsCount: post!.reactionsCount, reactions: post!.reactions };
}

export const postRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notFound = (request: FastifyRequest, reply: FastifyReply, id: number) => fail(request, reply, 404, 'postNotFound', { id });

  app.get(`${PREFIX}/posts/:id`, {
    schema: route('One post', Post, { params: IdParams }),
    handler: async (request, reply) => {
      const post = await findPost(app.db, request.params.id, viewerOf(request), request.language);
      return post ? ok(request, post) : notFound(request, reply, request.params.id);
    },
  });

  app.post(`${PREFIX}/posts`, {
    schema: route(`Create a post, optionally at a place or in a group${MEMBER_ONLY}`, Post, { body: PostBody }),
    preHandler: memberOnly(app),
    handler: async (request, reply) => {
      const viewer = memberOf(request);
      const { content, images = [], placeId, groupId, audience = 'public' } = request.body;
      if (content.trim() === '') return fail(request, reply, 400, 'blankContent', { field: 'body.content' });
      if (placeId !== undefined && !(await placeExists(app.db, placeId))) return fail(request, reply, 404, 'placeNotFound', { id: placeId });
      if (groupId !== undefined) {
        const [group] = await app.db.select().from(communityGroups).where(eq(communityGroups.id, groupId));
        if (!group) return fail(request, reply, 404, 'groupNotFound', { id: groupId });
        const membership = await membershipOf(app.db, groupId, viewer);
        if (membership?.status !== 'member') {
          return fail(request, reply, 403, 'mustJoinGroup', { name: localize(group.name, request.language) });
        }
      }
      const text = content.trim();
      const [row] = await app.db
        .insert(communityPosts)
        .values({ authorId: viewer, content: text, images, placeId, groupId, audience, search: foldText(text) })
        .returning({ id: communityPosts.id });
      return ok(request, (await findPost(app.db, row!.id, viewer, request.language))!);
    },
  });

  app.patch(`${PREFIX}/posts/:id`, {
    schema: route(`Edit a post (its author only)${MEMBER_ONLY}`, Post, { params: IdParams, body: PostPatch }),
    preHandler: memberOnly(app),
    handler: async (request, reply) => {
      const viewer = memberOf(request);
      const { id } = request.params;
      const post = await visiblePost(app.db, id, viewer);
      if (!post) return notFound(request, reply, id);
      if (post.authorId !== viewer) return fail(request, reply, 403, 'notPostAuthor');
      const { content, images, placeId, audience } = request.body;
      if (content !== undefined && content.trim() === '') return fail(request, reply, 400, 'blankContent', { field: 'body.content' });
      if (placeId != null && !(await placeExists(app.db, placeId))) return fail(request, reply, 404, 'placeNotFound', { id: placeId });
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
      return ok(request, (await findPost(app.db, id, viewer, request.language))!);
    },
  });

  app.delete(`${PREFIX}/posts/:id`, {
    schema: route(`Delete a post (its author, or a moderator)${MEMBER_ONLY}`, Type.Object({ id: Type.Integer(), deleted: Type.Boolean() }), {
      params: IdParams,
    }),
    preHandler: memberOnly(app),
    handler: async (request, reply) => {
      const viewer = memberOf(request);
      const { id } = request.params;
      const post = await visiblePost(app.db, id, viewer);
      if (!post) return notFound(request, reply, id);
      if (post.authorId !== viewer && !(await isModerator(app.db, viewer))) return fail(request, reply, 403, 'notPostAuthor');
      await app.db.delete(communityPosts).where(eq(communityPosts.id, id));
      return ok(request, { id, deleted: true });
    },
  });

  app.get(`${PREFIX}/posts/:id/comments`, {
    schema: route('Top-level comments of a post, newest first, each with its first replies', Page(Comment), {
      params: IdParams,
      querystring: PageQuery(),
    }),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const post = await visiblePost(app.db, request.params.id, viewer);
      if (!post) return notFound(request, reply, request.params.id);
      return ok(request, await listComments(app.db, post, viewer, request.query));
    },
  });

  app.get(`${PREFIX}/comments/:id/replies`, {
    schema: route('Replies to a comment, oldest first', Page(Reply), { params: IdParams, querystring: PageQuery() }),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      const [comment] = await app.db.select().from(communityComments).where(eq(communityComments.id, id));
      const post = comment ? await visiblePost(app.db, comment.postId, viewer) : null;
      if (!comment || !post) return fail(request, reply, 404, 'commentNotFound', { id });
      return ok(request, await listReplies(app.db, comment.parentId ?? comment.id, post.authorId, viewer, request.query));
    },
  });

  app.post(`${PREFIX}/posts/:id/comments`, {
    schema: route(`Comment on a post, or reply to a comment with parentId${MEMBER_ONLY}`, Comment, {
      params: IdParams,
      body: Type.Object({ content: Type.String({ minLength: 1, maxLength: 2000 }), parentId: Type.Optional(Id) }),
    }),
    preHandler: memberOnly(app),
    handler: async (request, reply) => {
      const viewer = memberOf(request);
      const { id } = request.params;
      const { content, parentId } = request.body;
      const post = await visiblePost(app.db, id, viewer);
      if (!post) return notFound(request, reply, id);
      if (content.trim() === '') return fail(request, reply, 400, 'blankContent', { field: 'body.content' });
      let root: number | null = null;
      let replyTo: number | null = null;
      if (parentId !== undefined) {
        const [parent] = await app.db.select().from(communityComments).where(eq(communityComments.id, parentId));
        if (!parent) return fail(request, reply, 404, 'commentNotFound', { id: parentId });
        if (parent.postId !== id) return fail(request, reply, 400, 'parentNotInPost', { id: parentId, postId: id });
        // Threads are one level deep: a reply to a reply joins the thread of its top-level comment.
        root = parent.parentId ?? parent.id;
        replyTo = parent.authorId;
      }
      const [row] = await app.db
        .insert(communityComments)
        .values({ postId: id, authorId: viewer, parentId: root, replyToUserId: replyTo, content: content.trim() })
        .returning();
      await recount(app.db, id);
      return ok(request, await commentView(app.db, row!, post.authorId, viewer));
    },
  });

  app.delete(`${PREFIX}/comments/:id`, {
    schema: route(
      `Delete a comment and its replies (its author, the post's author or a moderator)${MEMBER_ONLY}`,
      Type.Object({ id: Type.Integer(), postId: Type.Integer(), commentsCount: Type.Integer() }),
      { params: IdParams },
    ),
    preHandler: memberOnly(app),
    handler: async (request, reply) => {
      const viewer = memberOf(request);
      const { id } = request.params;
      const [comment] = await app.db.select().from(communityComments).where(eq(communityComments.id, id));
      const post = comment ? await visiblePost(app.db, comment.postId, viewer) : null;
      if (!comment || !post) return fail(request, reply, 404, 'commentNotFound', { id });
      if (comment.authorId !== viewer && post.authorId !== viewer && !(await isModerator(app.db, viewer))) {
        return fail(request, reply, 403, 'notCommentAuthor');
      }
      await app.db.delete(communityComments).where(eq(communityComments.id, id));
      await recount(app.db, post.id);
      const [after] = await app.db.select({ n: communityPosts.commentsCount }).from(communityPosts).where(eq(communityPosts.id, post.id));
      return ok(request, { id, postId: post.id, commentsCount: after?.n ?? 0 });
    },
  });

  app.put(`${PREFIX}/posts/:id/reaction`, {
    schema: route(`React to a post (one reaction per member; a new type replaces the old)${MEMBER_ONLY}`, ReactionState, {
      params: IdParams,
      body: Type.Object({ type: ReactionType }),
    }),
    preHandler: memberOnly(app),
    handler: async (request, reply) => {
      const viewer = memberOf(request);
      const { id } = request.params;
      if (!(await visiblePost(app.db, id, viewer))) return notFound(request, reply, id);
      await app.db
        .insert(communityReactions)
        .values({ postId: id, userId: viewer, type: request.body.type })
        .onConflictDoUpdate({
          target: [communityReactions.postId, communityReactions.userId],
          set: { type: request.body.type, createdAt: clockDate() },
        });
      await recount(app.db, id);
      return ok(request, await reactionState(app.db, id, viewer));
    },
  });

  app.delete(`${PREFIX}/posts/:id/reaction`, {
    schema: route(`Remove the caller's reaction (no-op when there is none)${MEMBER_ONLY}`, ReactionState, { params: IdParams }),
    preHandler: memberOnly(app),
    handler: async (request, reply) => {
      const viewer = memberOf(request);
      const { id } = request.params;
      if (!(await visiblePost(app.db, id, viewer))) return notFound(request, reply, id);
      await app.db.delete(communityReactions).where(and(eq(communityReactions.postId, id), eq(communityReactions.userId, viewer)));
      await recount(app.db, id);
      return ok(request, await reactionState(app.db, id, viewer));
    },
  });

  const SavedState = Type.Object({ postId: Type.Integer(), saved: Type.Boolean() });
  app.put(`${PREFIX}/posts/:id/saved`, {
    schema: route(`Bookmark a post (idempotent)${MEMBER_ONLY}`, SavedState, { params: IdParams }),
    preHandler: memberOnly(app),
    handler: async (request, reply) => {
      const viewer = memberOf(request);
      const { id } = request.params;
      if (!(await visiblePost(app.db, id, viewer))) return notFound(request, reply, id);
      await app.db.insert(communitySavedPosts).values({ userId: viewer, postId: id }).onConflictDoNothing();
      return ok(request, { postId: id, saved: true });
    },
  });

  app.delete(`${PREFIX}/posts/:id/saved`, {
    schema: route(`Remove a bookmark (idempotent)${MEMBER_ONLY}`, SavedState, { params: IdParams }),
    preHandler: memberOnly(app),
    handler: async (request, reply) => {
      const viewer = memberOf(request);
      const { id } = request.params;
      if (!(await visiblePost(app.db, id, viewer))) return notFound(request, reply, id);
      await app.db.delete(communitySavedPosts).where(and(eq(communitySavedPosts.userId, viewer), eq(communitySavedPosts.postId, id)));
      return ok(request, { postId: id, saved: false });
    },
  });

  app.post(`${PREFIX}/posts/:id/report`, {
    schema: route(
      `Report a post to the moderators (once per member and post)${MEMBER_ONLY}`,
      Type.Object({ id: Type.Integer(), postId: Type.Integer(), reason: ReportReason, createdAt: Type.String({ format: 'date-time' }) }),
      { params: IdParams, body: Type.Object({ reason: ReportReason, note: Type.Optional(Type.String({ maxLength: 500 })) }) },
    ),
    preHandler: memberOnly(app),
    handler: async (request, reply) => {
      const viewer = memberOf(request);
      const { id } = request.params;
      const post = await visiblePost(app.db, id, viewer);
      if (!post) return notFound(request, reply, id);
      if (post.authorId === viewer) return fail(request, reply, 400, 'cannotReportOwn');
      const note = request.body.note?.trim() || null;
      const [row] = await app.db
        .insert(communityReports)
        .values({ postId: id, reporterId: viewer, reason: request.body.reason, note })
        .onConflictDoNothing()
        .returning();
      if (!row) return fail(request, reply, 409, 'alreadyReported', { id });
      return ok(request, { id: row.id, postId: id, reason: row.reason, createdAt: row.createdAt.toISOString() });
    },
  });

  app.post(`${PREFIX}/posts/:id/share`, {
    schema: route(`Count a share of a post${MEMBER_ONLY}`, Type.Object({ postId: Type.Integer(), sharesCount: Type.Integer() }), {
      params: IdParams,
    }),
    preHandler: memberOnly(app),
    handler: async (request, reply) => {
      const { id } = request.params;
      if (!(await visiblePost(app.db, id, memberOf(request)))) return notFound(request, reply, id);
      const [row] = await app.db
        .update(communityPosts)
        .set({ sharesCount: sql`${communityPosts.sharesCount} + 1` })
        .where(eq(communityPosts.id, id))
        .returning({ sharesCount: communityPosts.sharesCount });
      return ok(request, { postId: id, sharesCount: row!.sharesCount });
    },
  });
};
