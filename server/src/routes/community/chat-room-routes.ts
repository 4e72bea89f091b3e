/** Chat-room metadata for /chatroom, /chatroom/kham-pha and /chatroom/theo-doi; messaging is not here. */
import type { FastifyPluginAsync } from 'fastify';
import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { communityChatRoomFollows, communityChatRooms } from '../../db/schema/community.ts';
import * as chatroom from '../../../../contracts/endpoints/chatroom.ts';
import { serve, type EndpointHandler } from '../endpoint-route.ts';
import { ok } from '../../plugins/envelope.ts';
import { findRoom, listRooms } from './chat-rooms-data.ts';
import { TAGS, fail, label } from './messages.ts';
import { likePattern, memberOf, rowsOf, viewerOf, qualified } from './people.ts';

/** Rooms in each list of the explore page. */
const EXPLORE_SIZE = 8;

const hasTag = (tag: string): SQL => sql`${communityChatRooms.tags} @> ${JSON.stringify([tag])}::jsonb`;

export const chatRoomRoutes: FastifyPluginAsync = async (app) => {
  serve(app, chatroom.chatRoomList, async (request) => {
    const { pageNum, pageSize, sort, tag, vip, keyword } = request.query;
    const filters: SQL[] = [];
    if (tag) filters.push(hasTag(tag));
    if (vip !== undefined) filters.push(eq(communityChatRooms.isVip, vip));
    if (keyword?.trim()) filters.push(like(communityChatRooms.search, likePattern(keyword)));
    return ok(
      request,
      await listRooms(app.db, app.chat.audience, { where: and(...filters), order: sort, viewer: viewerOf(request), lang: request.language, page: { pageNum, pageSize } }),
    );
  });

  serve(app, chatroom.chatRoomExplore, async (request) => {
    const viewer = viewerOf(request);
    const page = { pageNum: 1, pageSize: EXPLORE_SIZE };
    const [popular, newest, tagCounts] = await Promise.all([
      listRooms(app.db, app.chat.audience, { order: 'online', viewer, lang: request.language, page }),
      listRooms(app.db, app.chat.audience, { order: 'newest', viewer, lang: request.language, page }),
      app.db.execute(sql`select tag, count(*)::int as n from community_chat_rooms, jsonb_array_elements_text(tags) as tag group by tag`),
    ]);
    const counts = new Map(rowsOf<{ tag: string; n: number }>(tagCounts).map((row) => [row.tag, Number(row.n)]));
    const tags = TAGS.filter((slug) => counts.has(slug)).map((slug) => ({
      slug,
      label: label(slug, request.language),
      roomsCount: counts.get(slug)!,
    }));
    return ok(request, { popular: popular.list, newest: newest.list, tags });
  });

  serve(app, chatroom.chatRoomsFollowing, async (request) => {
    const viewer = memberOf(request);
    const followedAt = sql`(select ${communityChatRoomFollows.createdAt} from ${communityChatRoomFollows}
      where ${communityChatRoomFollows.userId} = ${viewer} and ${communityChatRoomFollows.roomId} = ${qualified(communityChatRooms.id)})`;
    return ok(
      request,
      await listRooms(app.db, app.chat.audience, {
        where: sql`${followedAt} is not null`,
        orderBy: [desc(followedAt), desc(communityChatRooms.id)],
        viewer,
        lang: request.language,
        page: request.query,
      }),
    );
  });

  serve(app, chatroom.chatRoomDetail, async (request) => {
    const room = await findRoom(app.db, app.chat.audience, request.params.id, viewerOf(request), request.language);
    if (!room) throw fail(404, 'chatRoomNotFound', { id: request.params.id });
    return ok(request, room);
  });

  /** Follows (PUT) or unfollows (DELETE) a room; answers whether the caller follows it and its members. */
  const follow = (method: 'PUT' | 'DELETE'): EndpointHandler<typeof chatroom.chatRoomFollow> =>
    async (request) => {
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
      const after = (await findRoom(app.db, app.chat.audience, id, viewer, request.language))!;
      return ok(request, { roomId: id, following: after.following, membersCount: after.membersCount });
    };
  serve(app, chatroom.chatRoomFollow, follow('PUT'));
  serve(app, chatroom.chatRoomUnfollow, follow('DELETE'));
};
