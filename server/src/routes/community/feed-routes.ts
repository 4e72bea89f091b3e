/** The board's feeds: main, community, friends, my page, profiles, bookmarks, activity and search. */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { communityComments, communityGroupMembers, communityPosts, communitySavedPosts } from '../../db/schema/community.ts';
import { users } from '../../db/schema/users.ts';
import * as community from '../../../../contracts/endpoints/community.ts';
import { serve } from '../endpoint-route.ts';
import type { StreamQuery } from '../../../../contracts/schemas/community.ts';
import { ok } from '../../plugins/envelope.ts';
import type { Db } from '../../db/connect.ts';
import type { Language } from '../../i18n.ts';
import { fail } from './messages.ts';
import { countFriends, friendIdsSql, rowsOf, isFriendSql, loadSummaries, memberOf, summaryColumns, viewerOf, qualified } from './people.ts';
import { countPostsBy, listPosts, streamPosts, visibleTo } from './posts-data.ts';
import { CURSOR_TIME_FORMAT, decodeCursor, encodeCursor } from './cursor.ts';
import { SEARCH_TTL_MS, type AnswerCache } from './answer-cache.ts';
import { feedPage, readPublicPage, searchBoard, type FeedQuery } from './board-reads.ts';


async function profileFeed(db: Db, userId: number, viewer: number | null, lang: Language, query: StreamQuery) {
  const [user] = await db.select({ ...summaryColumns(), createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [posts, postsCount, friends, [groups], [received], [comments], friendship] = await Promise.all([
    streamPosts(db, { where: and(eq(communityPosts.authorId, userId), visibleTo(viewer))!, viewer, lang, ...query }),
    countPostsBy(db, userId, viewer),
    countFriends(db, userId),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(communityGroupMembers)
      .where(and(eq(communityGroupMembers.userId, userId), eq(communityGroupMembers.status, 'member'))),
    db
      .select({ n: sql<number>`coalesce(sum(${communityPosts.reactionsCount}), 0)::int` })
      .from(communityPosts)
      .where(eq(communityPosts.authorId, userId)),
    db.select({ n: sql<number>`count(*)::int` }).from(communityComments).where(eq(communityComments.authorId, userId)),
    viewer !== null && viewer !== userId
      ? db.execute(sql`select ${isFriendSql(viewer, sql`${userId}::int`)} as yes`).then((result) => rowsOf<{ yes: boolean }>(result))
      : Promise.resolve([{ yes: false }]),
  ]);
  return {
    profile: {
      user: { ...user, createdAt: user.createdAt.toISOString() },
      counts: { posts: postsCount, friends, groups: groups?.n ?? 0, reactionsReceived: received?.n ?? 0, comments: comments?.n ?? 0 },
      isMe: viewer === userId,
      isFriend: Boolean(friendship[0]?.yes),
    },
    posts,
  };
}

/**
 * An answer already serialized, as the guest cache keeps it: by the route's own response serializer
 * (`reply.serialize`), so it holds exactly what an uncached answer would (the schema's fields, no others).
 */
function serialized(reply: FastifyReply, answer: unknown): string {
  const body = reply.serialize(answer);
  return typeof body === 'string' ? body : Buffer.from(body as Uint8Array).toString('utf8');
}

function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

export const feedRoutes: FastifyPluginAsync<{ cache: AnswerCache }> = async (app, { cache }) => {
  /**
   * A page of the main feed (`restricted`: with what only a member may see) or of the community
   * feed: the page of public posts comes from the cache, shared by guests and members; a guest's
   * answer is kept whole, a member's is made for them each time.
   */
  const answerFeed = async (request: FastifyRequest, reply: FastifyReply, query: FeedQuery, restricted: boolean) => {
    const { sort = 'recent', pageSize, cursor } = query;
    const lang = request.language;
    const publicPage = () => cache.get(`page|${sort}|${pageSize}|${cursor ?? ''}|${lang}`, () => readPublicPage(app.db, lang, query));
    const viewer = viewerOf(request);
    const read = async () => ok(request, await feedPage(app.db, viewer, lang, query, restricted, { publicPage, prepared: app.database.prepared }));
    if (viewer !== null) return read();
    return sendJson(reply, await cache.get(`${restricted ? 'feed' : 'community'}|${sort}|${pageSize}|${cursor ?? ''}|${lang}`, async () => serialized(reply, await read())));
  };

  serve(app, community.communityFeed, (request, reply) => answerFeed(request, reply, request.query, true));

  serve(app, community.communityPublicFeed, (request, reply) => answerFeed(request, reply, request.query, false));

  serve(app, community.communityFriendsFeed, async (request) => {
    const viewer = memberOf(request);
    const where = and(sql`${qualified(communityPosts.authorId)} in ${friendIdsSql(viewer)}`, visibleTo(viewer))!;
    return ok(request, await streamPosts(app.db, { where, viewer, lang: request.language, ...request.query }));
  });

  serve(app, community.communityMyProfile, async (request) => {
    const viewer = memberOf(request);
    const feed = await profileFeed(app.db, viewer, viewer, request.language, request.query);
    if (!feed) throw fail(404, 'userNotFound', { id: viewer });
    return ok(request, feed);
  });

  serve(app, community.communityProfile, async (request) => {
    const { userId } = request.params;
    const feed = await profileFeed(app.db, userId, viewerOf(request), request.language, request.query);
    if (!feed) throw fail(404, 'userNotFound', { id: userId });
    return ok(request, feed);
  });

  serve(app, community.communitySaved, async (request) => {
    const { pageNum, pageSize } = request.query;
    const viewer = memberOf(request);
    const savedAt = sql`(select ${communitySavedPosts.createdAt} from ${communitySavedPosts}
      where ${communitySavedPosts.userId} = ${viewer} and ${communitySavedPosts.postId} = ${qualified(communityPosts.id)})`;
    return ok(
      request,
      await listPosts(app.db, {
        where: and(sql`${savedAt} is not null`, visibleTo(viewer))!,
        orderBy: [desc(savedAt), desc(communityPosts.id)],
        viewer,
        lang: request.language,
        page: { pageNum, pageSize },
      }),
    );
  });

  serve(app, community.communityActivity, async (request) => {
    const { pageSize, cursor } = request.query;
    const viewer = viewerOf(request);
    const key = decodeCursor(cursor, ['time', 'text', 'text']);
    // Each kind is read from its own created_at index, newest first, from the cursor on, at most a
    // page of each; the merge keeps the page. The order is (at, kind, item), all descending.
    const after = (at: SQL, kind: string, item: SQL) =>
      key ? sql`and ${at} <= ${key[0]}::timestamptz and (${at}, ${kind}::text, ${item}) < (${key[0]}::timestamptz, ${key[1]}::text, ${key[2]}::text)` : sql``;
    const visible = visibleTo(viewer);
    const limit = pageSize + 1;
    const postItem = sql`community_posts.id::text`;
    const commentItem = sql`c.id::text`;
    const reactionItem = sql`r.post_id || '-' || r.user_id`;
    const result = await app.db.execute(sql`select a.kind, a.item, to_char(a.at at time zone 'UTC', ${CURSOR_TIME_FORMAT}) as at,
        a.actor_id, a.post_id, a.comment_id, a.excerpt, a.reaction, left(p.content, 140) as post_excerpt, p.author_id as post_author_id
      from (
        (select 'post' as kind, ${postItem} as item, community_posts.created_at as at, community_posts.author_id as actor_id,
            community_posts.id as post_id, null::int as comment_id, null::text as excerpt, null::text as reaction
          from community_posts where ${visible} ${after(sql`community_posts.created_at`, 'post', postItem)}
          order by community_posts.created_at desc, community_posts.id desc limit ${limit})
        union all
        (select 'comment', ${commentItem}, c.created_at, c.author_id, c.post_id, c.id, left(c.content, 140), null
          from community_comments c join community_posts on community_posts.id = c.post_id
          where ${visible} ${after(sql`c.created_at`, 'comment', commentItem)}
          order by c.created_at desc, c.id desc limit ${limit})
        union all
        (select 'reaction', ${reactionItem}, r.created_at, r.user_id, r.post_id, null, null, r.type
          from community_reactions r join community_posts on community_posts.id = r.post_id
          where ${visible} ${after(sql`r.created_at`, 'reaction', reactionItem)}
          order by r.created_at desc limit ${limit})
      ) a join community_posts p on p.id = a.post_id
      order by a.at desc, a.kind desc, a.item desc limit ${limit}`);
    type Row = {
      kind: 'post' | 'comment' | 'reaction';
      item: string;
      at: string;
      actor_id: number;
      post_id: number;
      comment_id: number | null;
      excerpt: string | null;
      reaction: string | null;
      post_excerpt: string;
      post_author_id: number;
    };
    const all = rowsOf<Row>(result);
    const rows = all.slice(0, pageSize);
    const people = await loadSummaries(app.db, rows.flatMap((row) => [row.actor_id, row.post_author_id]));
    const list = rows.map((row) => ({
      id: `${row.kind}:${row.item}`,
      kind: row.kind,
      // Answered to the millisecond, like every other time of the API.
      at: `${row.at.slice(0, 23)}Z`,
      actor: people.get(row.actor_id)!,
      post: { id: row.post_id, excerpt: row.post_excerpt, author: people.get(row.post_author_id)! },
      comment: row.comment_id === null ? null : { id: row.comment_id, excerpt: row.excerpt ?? '' },
      reaction: row.reaction as 'like' | null,
    }));
    const last = rows.at(-1);
    const nextCursor = all.length > pageSize && last ? encodeCursor([last.at, last.kind, last.item]) : null;
    return ok(request, { list, nextCursor });
  });

  serve(app, community.communitySearch, async (request, reply) => {
    const { keyword, pageNum, pageSize, type = 'all' } = request.query;
    if (keyword.trim() === '') throw fail(400, 'blankContent', { field: 'querystring.keyword' });
    const viewer = viewerOf(request);
    const lang = request.language;
    const read = async () => ok(request, await searchBoard(app.db, { keyword, type, viewer, lang, page: { pageNum, pageSize } }));
    if (viewer !== null) return read();
    const key = `search|${type}|${pageNum}|${pageSize}|${lang}|${keyword.trim()}`;
    return sendJson(reply, await cache.get(key, async () => serialized(reply, await read()), SEARCH_TTL_MS));
  });
};
