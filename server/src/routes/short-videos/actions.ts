/**
 * Short videos, member actions (contracts/endpoints/short-videos.ts): like/unlike, save/unsave,
 * follow/unfollow a creator and create a clip (metadata only). Repeating an action is harmless:
 * liking a liked clip answers its current state.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as shorts from '../../../../contracts/endpoints/short-videos.ts';
import { creatorFollows, shortVideoLikes, shortVideos, shortVideoSaves } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { serve } from '../endpoint-route.ts';
import { findCategoryId } from '../content/categories.ts';
import { memberExists, memberId } from '../content/content-common.ts';
import { findClip, insertMemberClip, nextClipId } from './data.ts';
import { shortFail } from './messages.ts';

export async function shortActionRoutes(app: FastifyInstance): Promise<void> {
  /** The member behind the token must still exist (401) and the clip must exist (404). */
  async function checkClip(request: FastifyRequest, id: number): Promise<void> {
    if (!(await memberExists(app.db, memberId(request)))) throw shortFail(401, 'memberGone');
    const [clip] = await app.db.select({ id: shortVideos.id }).from(shortVideos).where(eq(shortVideos.id, id));
    if (!clip) throw shortFail(404, 'shortNotFound', { value: id });
  }

  async function likes(id: number): Promise<number> {
    const [row] = await app.db.select({ likes: shortVideos.likes }).from(shortVideos).where(eq(shortVideos.id, id));
    return row?.likes ?? 0;
  }

  serve(app, shorts.shortLike, async (request) => {
    const { id } = request.body;
    await checkClip(request, id);
    await app.db.transaction(async (tx) => {
      const added = await tx.insert(shortVideoLikes).values({ userId: memberId(request), shortId: id }).onConflictDoNothing().returning();
      if (added.length) await tx.update(shortVideos).set({ likes: sql`${shortVideos.likes} + 1` }).where(eq(shortVideos.id, id));
    });
    return ok(request, { id, liked: true, likes: await likes(id) });
  });

  serve(app, shorts.shortUnlike, async (request) => {
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
  });

  serve(app, shorts.shortSave, async (request) => {
    const { id } = request.body;
    await checkClip(request, id);
    await app.db.insert(shortVideoSaves).values({ userId: memberId(request), shortId: id }).onConflictDoNothing();
    return ok(request, { id, saved: true });
  });

  serve(app, shorts.shortUnsave, async (request) => {
    const { id } = request.body;
    await checkClip(request, id);
    await app.db.delete(shortVideoSaves).where(and(eq(shortVideoSaves.userId, memberId(request)), eq(shortVideoSaves.shortId, id)));
    return ok(request, { id, saved: false });
  });

  async function followers(creatorId: number): Promise<number> {
    const [row] = await app.db.select({ n: count() }).from(creatorFollows).where(eq(creatorFollows.creatorId, creatorId));
    return row?.n ?? 0;
  }

  /** The member must still exist (401), the creator too (404), and nobody follows themselves (400). */
  async function checkCreator(request: FastifyRequest, creatorId: number): Promise<void> {
    const me = memberId(request);
    if (!(await memberExists(app.db, me))) throw shortFail(401, 'memberGone');
    if (!(await memberExists(app.db, creatorId))) throw shortFail(404, 'creatorNotFound', { value: creatorId });
    if (creatorId === me) throw shortFail(400, 'cannotFollowSelf');
  }

  serve(app, shorts.creatorFollow, async (request) => {
    const { creatorId } = request.body;
    await checkCreator(request, creatorId);
    const added = await app.db.insert(creatorFollows).values({ followerId: memberId(request), creatorId }).onConflictDoNothing().returning();
    // A new follow reaches the creator's inbox; following again tells nothing new.
    if (added.length) await app.inbox.followed({ userId: creatorId, followerId: memberId(request) });
    return ok(request, { creatorId, following: true, followers: await followers(creatorId) });
  });

  serve(app, shorts.creatorUnfollow, async (request) => {
    const { creatorId } = request.body;
    await checkCreator(request, creatorId);
    await app.db
      .delete(creatorFollows)
      .where(and(eq(creatorFollows.followerId, memberId(request)), eq(creatorFollows.creatorId, creatorId)));
    return ok(request, { creatorId, following: false, followers: await followers(creatorId) });
  });

  serve(app, shorts.shortCreate, async (request) => {
    const me = memberId(request);
    const title = request.body.title.trim();
    if (!title) throw shortFail(400, 'blankField', { value: 'body.title' });
    if (!(await memberExists(app.db, me))) throw shortFail(401, 'memberGone');
    const categoryId = await findCategoryId(app.db, 'short', request.body.category);
    if (categoryId === null) throw shortFail(400, 'unknownCategory', { value: request.body.category });
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
  });
}
