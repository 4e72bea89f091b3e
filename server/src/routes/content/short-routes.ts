/** Short videos, reading: categories, the explore/trending tabs, following, saved, detail and creator profiles. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { shortVideos } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page, PageQuery } from '../../../../contracts/schemas/common.ts';
import { CategoryTypeList, SlugParams } from '../../../../contracts/schemas/content/common.ts';
import { CreatorPage, CreatorParams, ShortItem, ShortListQuery } from '../../../../contracts/schemas/content/shorts.ts';
import { findCategoryId, loadCategories } from './categories.ts';
import { keywordCondition, memberId, offset, page, viewerId } from './content-common.ts';
import { fail } from './messages.ts';
import { conditions, creatorProfile, findClip, listClips, orderBy, savedOrder, type ClipQuery } from './short-data.ts';

const tags = ['content'];

export const shortRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/short-video/categories', {
    schema: {
      tags,
      summary: 'Short-video categories',
      headers: ApiHeaders,
      response: { 200: Envelope(CategoryTypeList), ...errorResponses },
    },
    handler: async (request) =>
      ok(request, (await loadCategories(app.db, 'short', request.language)).map(({ id, slug, name }) => ({ id, slug, name }))),
  });

  app.get('/other/api/short-video/list', {
    schema: {
      tags,
      summary: 'Explore (kham-pha: newest) or trending (xu-huong) clips, filtered by category, hashtag or keyword',
      headers: ApiHeaders,
      querystring: ShortListQuery,
      response: { 200: Envelope(Page(ShortItem)), ...errorResponses },
    },
    handler: async (request) => {
      const { tab, category, hashtag, keyword, pageSize } = request.query;
      const categoryId = category ? await findCategoryId(app.db, 'short', category) : null;
      if (category && categoryId === null) throw fail(404, 'categoryNotFound', { value: category });
      const where = and(
        categoryId === null ? undefined : conditions.category(categoryId),
        hashtag ? conditions.hashtag(hashtag.replace(/^#/, '').toLowerCase()) : undefined,
        keyword?.trim()
          ? keywordCondition(keyword, { slug: shortVideos.slug, texts: ['vi', 'en', 'zh'].map((l) => sql`${shortVideos.title}->>${l}`) })
          : undefined,
      );
      const order = tab === 'xu-huong' ? orderBy.trending : orderBy.newest;
      const result = await listClips(
        app.db,
        { where, order, limit: pageSize, offset: offset(request.query), viewer: viewerId(request) },
        request.language,
      );
      return ok(request, page(result.list, result.total, request.query));
    },
  });

  /** The member's own lists: one read each, its filter and its order. */
  const memberLists: Array<{ path: string; summary: string; query: (me: number) => Pick<ClipQuery, 'where' | 'order'> }> = [
    {
      path: 'following',
      summary: 'Clips of the creators the member follows (theo-doi), newest first',
      query: (me) => ({ where: conditions.followedBy(me), order: orderBy.newest }),
    },
    {
      path: 'saved',
      summary: 'Clips the member saved (da-luu), most recently saved first',
      query: (me) => ({ where: conditions.savedBy(me), order: savedOrder(me) }),
    },
  ];
  for (const list of memberLists) {
    app.get(`/other/api/short-video/${list.path}`, {
      schema: {
        tags,
        summary: list.summary,
        headers: ApiHeaders,
        querystring: PageQuery(),
        response: { 200: Envelope(Page(ShortItem)), ...errorResponses },
      },
      preHandler: app.requireMember,
      handler: async (request) => {
        const me = memberId(request);
        const result = await listClips(
          app.db,
          { ...list.query(me), limit: request.query.pageSize, offset: offset(request.query), viewer: me },
          request.language,
        );
        return ok(request, page(result.list, result.total, request.query));
      },
    });
  }

  app.get('/other/api/short-video/detail/:slug', {
    schema: {
      tags,
      summary: 'One clip (/video-ngan/{category}/{detail}); counts a view',
      headers: ApiHeaders,
      params: SlugParams,
      response: { 200: Envelope(ShortItem), ...errorResponses },
    },
    handler: async (request) => {
      const [updated] = await app.db
        .update(shortVideos)
        .set({ views: sql`${shortVideos.views} + 1` })
        .where(eq(shortVideos.slug, request.params.slug))
        .returning({ id: shortVideos.id });
      if (!updated) throw fail(404, 'shortNotFound', { value: request.params.slug });
      const clip = await findClip(app.db, eq(shortVideos.id, updated.id), viewerId(request), request.language);
      return ok(request, clip!);
    },
  });

  app.get('/other/api/short-video/creator/:id', {
    schema: {
      tags,
      summary: 'A creator profile (trang-ca-nhan/{id}): stats and a page of their clips, newest first',
      headers: ApiHeaders,
      params: CreatorParams,
      querystring: PageQuery(),
      response: { 200: Envelope(CreatorPage), ...errorResponses },
    },
    handler: async (request) => {
      const viewer = viewerId(request);
      const creator = await creatorProfile(app.db, request.params.id, viewer);
      if (!creator) throw fail(404, 'creatorNotFound', { value: request.params.id });
      const videos = await listClips(
        app.db,
        { where: conditions.creator(creator.userId), order: orderBy.newest, limit: request.query.pageSize, offset: offset(request.query), viewer },
        request.language,
      );
      return ok(request, { creator, videos: page(videos.list, videos.total, request.query) });
    },
  });
};
