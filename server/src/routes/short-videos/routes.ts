/**
 * Short videos, reading (contracts/endpoints/short-videos.ts): categories, the explore/trending tabs,
 * a member's following and saved lists, one clip (a view counted) and creator profiles.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import * as shorts from '../../../../contracts/endpoints/short-videos.ts';
import { shortVideos } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { serve } from '../endpoint-route.ts';
import { loadCategories, sectionFilter } from '../content/categories.ts';
import { keywordCondition, memberId, offset, page, viewerId } from '../content/content-common.ts';
import { conditions, creatorProfile, findClip, listClips, orderBy, savedOrder, type ClipQuery } from './data.ts';
import { shortFail } from './messages.ts';

export async function shortRoutes(app: FastifyInstance): Promise<void> {
  serve(app, shorts.shortCategories, async (request) =>
    ok(request, (await loadCategories(app.db, 'short', request.language)).map(({ id, slug, name }) => ({ id, slug, name }))),
  );

  serve(app, shorts.shortList, async (request) => {
    const { tab, category, hashtag, keyword, pageSize } = request.query;
    const { categoryId } = await sectionFilter(app.db, 'short', category, undefined);
    const where = and(
      categoryId === null ? undefined : conditions.category(categoryId),
      hashtag ? conditions.hashtag(hashtag.replace(/^#/, '').toLowerCase()) : undefined,
      keyword?.trim()
        ? keywordCondition(keyword, { slug: shortVideos.slug, texts: ['vi', 'en', 'zh'].map((l) => sql`${shortVideos.title}->>${l}`) })
        : undefined,
    );
    const order = tab === 'xu-huong' ? orderBy.trending : orderBy.newest;
    const result = await listClips(app.db, { where, order, limit: pageSize, offset: offset(request.query), viewer: viewerId(request) }, request.language);
    return ok(request, page(result.list, result.total, request.query));
  });

  /** The member's own lists: one read each, its filter and its order. */
  const memberLists: Array<[typeof shorts.shortFollowing | typeof shorts.shortSaved, (me: number) => Pick<ClipQuery, 'where' | 'order'>]> = [
    [shorts.shortFollowing, (me) => ({ where: conditions.followedBy(me), order: orderBy.newest })],
    [shorts.shortSaved, (me) => ({ where: conditions.savedBy(me), order: savedOrder(me) })],
  ];
  for (const [endpoint, query] of memberLists) {
    serve(app, endpoint, async (request) => {
      const me = memberId(request);
      const result = await listClips(app.db, { ...query(me), limit: request.query.pageSize, offset: offset(request.query), viewer: me }, request.language);
      return ok(request, page(result.list, result.total, request.query));
    });
  }

  serve(app, shorts.shortDetail, async (request) => {
    const [updated] = await app.db
      .update(shortVideos)
      .set({ views: sql`${shortVideos.views} + 1` })
      .where(eq(shortVideos.slug, request.params.slug))
      .returning({ id: shortVideos.id });
    if (!updated) throw shortFail(404, 'shortNotFound', { value: request.params.slug });
    const clip = await findClip(app.db, eq(shortVideos.id, updated.id), viewerId(request), request.language);
    return ok(request, clip!);
  });

  serve(app, shorts.shortCreator, async (request) => {
    const viewer = viewerId(request);
    const creator = await creatorProfile(app.db, request.params.id, viewer);
    if (!creator) throw shortFail(404, 'creatorNotFound', { value: request.params.id });
    const videos = await listClips(
      app.db,
      { where: conditions.creator(creator.userId), order: orderBy.newest, limit: request.query.pageSize, offset: offset(request.query), viewer },
      request.language,
    );
    return ok(request, { creator, videos: page(videos.list, videos.total, request.query) });
  });
}
