/** Chat-room metadata for /chatroom, /chatroom/kham-pha and /chatroom/theo-doi; messaging is not here. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { communityChatRoomFollows, communityChatRooms } from '../../db/schema/community.ts';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page, PageQuery } from '../../../../contracts/schemas/common.ts';
import { ChatRoom, ChatRoomsQuery, ExploreRooms, Follow, IdParams } from '../../../../contracts/schemas/community.ts';
import { findRoom, listRooms } from './chat-rooms-data.ts';
import { TAGS, fail, label } from './messages.ts';
import { memberOnly, likePattern, memberOf, rowsOf, viewerOf, qualified } from './people.ts';
import { MEMBER_ONLY, PREFIX } from './prefix.ts';

/** Rooms in each list of the explore page. */
const EXPLORE_SIZE = 8;

const hasTag = (tag: string): SQL => sql`${communityChatRooms.tags} @> ${JSON.stringify([tag])}::jsonb`;

export const chatRoomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(`${PREFIX}/chat-rooms`, {
    schema: {
      tags: ['community'],
      summary: 'Chat rooms (chatroom): by followers, online now or newest; filter by tag, VIP or keyword',
      headers: ApiHeaders,
      querystring: ChatRoomsQuery,
      response: { 200: Envelope(Page(ChatRoom)), ...errorResponses },
    },
    handler: async (request) => {
      const { pageNum, pageSize, sort, tag, vip, keyword } = request.query;
      const filters: SQL[] = [];
      if (tag) filters.push(hasTag(tag));
      if (vip !== undefined) filters.push(eq(communityChatRooms.isVip, vip));
      if (keyword?.trim()) filters.push(like(communityChatRooms.search, likePattern(keyword)));
      return ok(
        request,
        await listRooms(app.db, { where: and(...filters), order: sort, viewer: viewerOf(request), lang: request.language, page: { pageNum, pageSize } }),
      );
    },
  });

  app.get(`${PREFIX}/chat-rooms/explore`, {
    schema: {
      tags: ['community'],
      summary: 'Explore (kham-pha): the busiest rooms right now, the newest rooms and the tags with their room counts',
      headers: ApiHeaders,
      response: { 200: Envelope(ExploreRooms), ...errorResponses },
    },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const page = { pageNum: 1, pageSize: EXPLORE_SIZE };
      const [popular, newest, tagCounts] = await Promise.all([
        listRooms(app.db, { order: 'online', viewer, lang: request.language, page }),
        listRooms(app.db, { order: 'newest', viewer, lang: request.language, page }),
        app.db.execute(sql`select tag, count(*)::int as n from community_chat_rooms, jsonb_array_elements_text(tags) as tag group by tag`),
      ]);
      const counts = new Map(rowsOf<{ tag: string; n: number }>(tagCounts).map((row) => [row.tag, Number(row.n)]));
      const tags = TAGS.filter((slug) => counts.has(slug)).map((slug) => ({
        slug,
        label: label(slug, request.language),
        roomsCount: counts.get(slug)!,
      }));
      return ok(request, { popular: popular.list, newest: newest.list, tags });
    },
  });

  app.get(`${PREFIX}/chat-rooms/following`, {
    schema: {
      tags: ['community'],
      summary: `Rooms the caller follows (theo-doi), most recently followed first${MEMBER_ONLY}`,
      headers: ApiHeaders,
      querystring: PageQuery(),
      response: { 200: Envelope(Page(ChatRoom)), ...errorResponses },
    },
    preHandler: memberOnly(app),
    handler: async (request) => {
      const viewer = memberOf(request);
      const followedAt = sql`(select ${communityChatRoomFollows.createdAt} from ${communityChatRoomFollows}
        where ${communityChatRoomFollows.userId} = ${viewer} and ${communityChatRoomFollows.roomId} = ${qualified(communityChatRooms.id)})`;
      return ok(
        request,
        await listRooms(app.db, {
          where: sql`${followedAt} is not null`,
          orderBy: [desc(followedAt), desc(communityChatRooms.id)],
          viewer,
          lang: request.language,
          page: request.query,
        }),
      );
    },
  });

  app.get(`${PREFIX}/chat-rooms/:id`, {
    schema: {
      tags: ['community'],
      summary: 'One chat room',
      headers: ApiHeaders,
      params: IdParams,
      response: { 200: Envelope(ChatRoom), ...errorResponses },
    },
    handler: async (request) => {
      const room = await findRoom(app.db, request.params.id, viewerOf(request), request.language);
      if (!room) throw fail(404, 'chatRoomNotFound', { id: request.params.id });
      return ok(request, room);
    },
  });

  for (const [method, verb] of [
    ['PUT', 'Follow'],
    ['DELETE', 'Unfollow'],
  ] as const) {
    app.route({
      method,
      url: `${PREFIX}/chat-rooms/:id/follow`,
      schema: {
        tags: ['community'],
        summary: `${verb} a chat room (idempotent)${MEMBER_ONLY}`,
        headers: ApiHeaders,
        params: IdParams,
        response: { 200: Envelope(Follow), ...errorResponses },
      },
      preHandler: memberOnly(app),
      handler: async (request) => {
        const viewer = memberOf(request);
        const { id } = request.params;
        const [room] = await app.db.select({ id: communityChatRooms.id }).from(communityChatRooms).where(eq(communityChatRooms.id, id));
        if (!room) throw fail(404, 'chatRoomNotFound', { id });
        if (method === 'PUT') {
          await app.db.insert(communityChatRoomFollows).values({ roomId: id, userId: viewer }).onConflictDoNothing();
        } else {
          await app.db
            .delete(communityChatRoomFollows)
            .where(and(eq(communityChatRoomFollows.roomId, id), eq(communityChatRoomFollows.userId, viewer)));
        }
        const after = (await findRoom(app.db, id, viewer, request.language))!;
        return ok(request, { roomId: id, following: after.following, membersCount: after.membersCount });
      },
    });
  }
};
