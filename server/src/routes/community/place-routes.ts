/** Places (vi-tri): stadiums, sports cafés, courts and arenas, and the posts tagged there. */
import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { communityPlaces, communityPosts } from '../../db/schema/community.ts';
import { localize, type Language } from '../../i18n.ts';
import * as community from '../../../../contracts/endpoints/community.ts';
import { serve } from '../endpoint-route.ts';
import { ok } from '../../plugins/envelope.ts';
import { fail, label } from './messages.ts';
import { likePattern, viewerOf, qualified } from './people.ts';
import { streamPosts, visibleTo } from './posts-data.ts';
import { sqlNow } from '../../db/now.ts';

export const placePhoto = (id: number) => `/media/community/place/${id}.svg`;

function placeQuery(db: Db) {
  return db
    .select({
      place: communityPlaces,
      postsCount: sql<number>`(select count(*)::int from community_posts pp where pp.place_id = ${qualified(communityPlaces.id)})`,
      upcomingEventsCount: sql<number>`(select count(*)::int from community_events pe
        where pe.place_id = ${qualified(communityPlaces.id)} and pe.ends_at >= ${sqlNow()})`,
    })
    .from(communityPlaces);
}

type PlaceRow = Awaited<ReturnType<ReturnType<typeof placeQuery>['execute']>>[number];

const toView = ({ place, postsCount, upcomingEventsCount }: PlaceRow, lang: Language) => ({
  id: place.id,
  name: localize(place.name, lang),
  kind: place.kind,
  kindLabel: label(place.kind, lang),
  description: localize(place.description, lang),
  address: place.address,
  city: localize(place.city, lang),
  citySlug: place.citySlug,
  latitude: place.latitude,
  longitude: place.longitude,
  photo: placePhoto(place.id),
  postsCount,
  upcomingEventsCount,
});

export const placeRoutes: FastifyPluginAsync = async (app) => {
  serve(app, community.placeList, async (request) => {
    const { pageNum, pageSize, city, kind, keyword } = request.query;
    const filters: SQL[] = [];
    if (city) filters.push(eq(communityPlaces.citySlug, city));
    if (kind) filters.push(eq(communityPlaces.kind, kind));
    if (keyword?.trim()) filters.push(like(communityPlaces.search, likePattern(keyword)));
    const where = and(...filters);
    const [rows, [count]] = await Promise.all([
      placeQuery(app.db)
        .where(where)
        .orderBy(asc(communityPlaces.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      app.db.select({ n: sql<number>`count(*)::int` }).from(communityPlaces).where(where),
    ]);
    return ok(request, { list: rows.map((row) => toView(row, request.language)), total: count?.n ?? 0, pageNum, pageSize });
  });

  serve(app, community.placeDetail, async (request) => {
    const { id } = request.params;
    const [row] = await placeQuery(app.db).where(eq(communityPlaces.id, id));
    if (!row) throw fail(404, 'placeNotFound', { id });
    return ok(request, toView(row, request.language));
  });

  serve(app, community.placePosts, async (request) => {
    const { id } = request.params;
    const [place] = await app.db.select({ id: communityPlaces.id }).from(communityPlaces).where(eq(communityPlaces.id, id));
    if (!place) throw fail(404, 'placeNotFound', { id });
    const viewer = viewerOf(request);
    const where = and(eq(communityPosts.placeId, id), visibleTo(viewer))!;
    return ok(request, await streamPosts(app.db, { where, viewer, lang: request.language, ...request.query }));
  });
};
