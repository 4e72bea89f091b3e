/**
 * Short videos, member actions: like/unlike, save/unsave, follow/unfollow a creator and create a clip
 * (metadata only). Repeating an action is harmless: liking a liked clip answers its current state.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { creatorFollows, shortVideoLikes, shortVideos, shortVideoSaves } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import {
  CreateShortBody,
  CreatorBody,
  FollowState,
  ShortIdBody,
  ShortItem,
  ShortLikeState,
  ShortSaveState,
} from '../../../../contracts/schemas/content/shorts.ts';
import { findCategoryId } from './categories.ts';
import { memberId } from './content-common.ts';
import { fail } from './messages.ts';
import { findClip, insertMemberClip, memberExists, nextClipId } from './short-data.ts';

const tags = ['content'];

function schema<B extends TSchema, A extends TSchema>(summary: string, body: B, answer: A) {
  return { tags, summary, headers: ApiHeaders, body, response: { 200: Envelope(answer), ...errorResponses } };
}

export const shortActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The member behind the token must still exist (401) and the clip must exist (404). */
  async function checkClip(request: FastifyRequest, id: number): Promise<void> {
    if (!(await memberExists(app.db, memberId(request)))) throw fail(401, 'memberGone');
    const [clip] = await app.db.select({ id: shortVideos.id }).from(shortVideos).where(eq(shortVideos.id, id));
    if (!clip) throw fail(404, 'shortNotFound', { value: id });
  }

  async function likes(id: number): Promise<number> {
    const [row] = await app.db.select({ likes: shortVideos.likes }).from(shortVideos).where(eq(shortVideos.id, id));
    return row?.likes ?? 0;
  }

  app.post('/other/api/short-video/like', {
    schema: schema('Like a clip (member)', ShortIdBody, ShortLikeState),
    preHandler: app.requireMember,
    handler: async (request) => {
      const { id } = request.body;
      await checkClip(request, id);
      await app.db.transaction(async (tx) => {
        const added = await tx.insert(shortVideoLikes).values({ userId: memberId(request), shortId: id }).onConflictDoNothing().returning();
        if (added.length) await tx.update(shortVideos).set({ likes: sql`${shortVideos.likes} + 1` }).where(eq(shortVideos.id, id));
      });
      return ok(request, { id, liked: true, likes: await likes(id) });
    },
  });

  app.post('/other/api/short-video/unlike', {
    schema: schema('Take back a like (member)', ShortIdBody, ShortLikeState),
    preHandler: app.requireMember,
    handler: async (request) => {
      const { id } = request.body;
      await checkClip(request, id);
      await app.db.transaction(async (tx) => {
        const removed = await tx
          .delete(shortVideoLikes)
          .where(and(eq(shortVideoLikes.userId, memberId(request)), eq(shortVideoLikes.shortId, id)))
          .returning();
        if (removed.length) {
          await tx.update(shortVideos).set({ likes: sql`greatest(${shortVideos.likes} - 1, 0)` }).where(eq(shortVideos.id, id));
        }
      });
      return ok(request, { id, liked: false, likes: await likes(id) });
    },
  });

  app.post('/other/api/short-video/save', {
    schema: schema('Save a clip to the member’s list (da-luu)', ShortIdBody, ShortSaveState),
    preHandler: app.requireMember,
    handler: async (request) => {
      const { id } = request.body;
      await checkClip(request, id);
      await app.db.insert(shortVideoSaves).values({ userId: memberId(request), shortId: id }).onConflictDoNothing();
      return ok(request, { id, saved: true });
    },
  });

  app.post('/other/api/short-video/unsave', {
    schema: schema('Remove a clip from the member’s saved list', ShortIdBody, ShortSaveState),
    preHandler: app.requireMember,
    handler: async (request) => {
      const { id } = request.body;
      await checkClip(request, id);
      await app.db.delete(shortVideoSaves).where(and(eq(shortVideoSaves.userId, memberId(request)), eq(shortVideoSaves.shortId, id)));
      return ok(request, { id, saved: false });
    },
  });

  async function followers(creatorId: number): Promise<number> {
    const [row] = await app.db.select({ n: count() }).from(creatorFollows).where(eq(creatorFollows.creatorId, creatorId));
    return row?.n ?? 0;
  }

  /** The member must still exist (401), the creator too (404), and nobody follows themselves (400). */
  async function checkCreator(request: FastifyRequest, creatorId: number): Promise<void> {
    const me = memberId(request);
    if (!(await memberExists(app.db, me))) throw fail(401, 'memberGone');
    if (!(await memberExists(app.db, creatorId))) throw fail(404, 'creatorNotFound', { value: creatorId });
    if (creatorId === me) throw fail(400, 'cannotFollowSelf');
  }

  app.post('/other/api/short-video/follow', {
    schema: schema('Follow a creator (member)', CreatorBody, FollowState),
    preHandler: app.requireMember,
    handler: async (request) => {
      const { creatorId } = request.body;
      await checkCreator(request, creatorId);
      await app.db.insert(creatorFollows).values({ followerId: memberId(request), creatorId }).onConflictDoNothing();
      return ok(request, { creatorId, following: true, followers: await followers(creatorId) });
    },
  });

  app.post('/other/api/short-video/unfollow', {
    schema: schema('Stop following a creator (member)', CreatorBody, FollowState),
    preHandler: app.requireMember,
    handler: async (request) => {
      const { creatorId } = request.body;
      await checkCreator(request, creatorId);
      await app.db
        .delete(creatorFollows)
        .where(and(eq(creatorFollows.followerId, memberId(request)), eq(creatorFollows.creatorId, creatorId)));
      return ok(request, { creatorId, following: false, followers: await followers(creatorId) });
    },
  });

  app.post('/other/api/short-video/create', {
    schema: schema('Create a clip’s metadata (member); uploading the video itself is not part of this call', CreateShortBody, ShortItem),
    preHandler: app.requireMember,
    handler: async (request) => {
      const me = memberId(request);
      const title = request.body.title.trim();
      if (!title) throw fail(400, 'blankField', { value: 'body.title' });
      if (!(await memberExists(app.db, me))) throw fail(401, 'memberGone');
      const categoryId = await findCategoryId(app.db, 'short', request.body.category);
      if (categoryId === null) throw fail(400, 'unknownCategory', { value: request.body.category });
      const description = request.body.description?.trim() ?? '';
      const hashtags = [...new Set((request.body.hashtags ?? []).map((tag) => tag.replace(/^#/, '').toLowerCase()))];

      const id = await nextClipId(app.db);
      await insertMemberClip(app.db, {
        id,
        creatorId: me,
        categoryId,
        title,
        description,
        hashtags,
        durationSeconds: 0,
        thumbnail: `/media/short/${id}.svg`,
        hasMedia: false,
      });
      const clip = await findClip(app.db, eq(shortVideos.id, id), me, request.language);
      return ok(request, clip!);
    },
  });
};
