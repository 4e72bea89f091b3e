/**
 * A member's main and community feeds (routes/community/member-stream.ts): built on the page of
 * public posts every reader shares, plus one query of the member's own, they answer exactly what a
 * read of every post visible to the member answers (the reference: streamPosts over visibleTo),
 * page after page, in both orders, whatever the member may see beyond the public posts (their own
 * and their friends' friends-only posts, a private group's). A write shows at once: a new post, a
 * reaction or a bookmark of the member, and another member's reaction in the counts.
 */
import { and, desc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/routes/community/people.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityGroupMembers, communityGroups, communityPosts } from '../../../src/db/schema/community.ts';
import { friendships } from '../../../src/db/schema/users.ts';
import { publicPosts, streamPosts, visibleTo, type StreamOrder } from '../../../src/routes/community/posts-data.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Post, PostStream } from '../../../../contracts/schemas/community.ts';
import { call } from './community-helpers.ts';

let t: TestApp;
const PAGE = 7;
const PAGES = 6;

/** The members whose feeds are compared: an author of friends-only posts, a friend, a private group's member, a stranger. */
const viewers = { author: 0, friend: 0, groupMember: 0, stranger: 0 };
/** Posts of the first pages made restricted: friends-only by the author, in the private group, or both. */
const restricted = { friendsOnly: [] as number[], inGroup: [] as number[], both: [] as number[] };

beforeAll(async () => {
  t = await makeTestApp();
  const db = t.app.db;
  const [group] = await db.select({ id: communityGroups.id }).from(communityGroups).where(eq(communityGroups.privacy, 'private')).limit(1);
  const [member] = await db
    .select({ userId: communityGroupMembers.userId })
    .from(communityGroupMembers)
    .where(and(eq(communityGroupMembers.groupId, group!.id), eq(communityGroupMembers.status, 'member')))
    .limit(1);
  viewers.groupMember = member!.userId;
  const [pair] = await db
    .select({ a: friendships.fromUserId, b: friendships.toUserId })
    .from(friendships)
    .where(and(eq(friendships.status, 'accepted'), ne(friendships.fromUserId, viewers.groupMember), ne(friendships.toUserId, viewers.groupMember)))
    .limit(1);
  viewers.author = pair!.a;
  viewers.friend = pair!.b;
  const known = [viewers.author, viewers.friend, viewers.groupMember];
  const inGroups = db.select({ id: communityGroupMembers.userId }).from(communityGroupMembers).where(eq(communityGroupMembers.groupId, group!.id));
  const friendsOfAuthor = db
    .select({ id: sql<number>`case when ${friendships.fromUserId} = ${viewers.author} then ${friendships.toUserId} else ${friendships.fromUserId} end` })
    .from(friendships)
    .where(or(eq(friendships.fromUserId, viewers.author), eq(friendships.toUserId, viewers.author)));
  const [stranger] = await db
    .select({ id: communityPosts.authorId })
    .from(communityPosts)
    .where(and(notInArray(communityPosts.authorId, known), notInArray(communityPosts.authorId, inGroups), notInArray(communityPosts.authorId, friendsOfAuthor)))
    .limit(1);
  viewers.stranger = stranger!.id;

  // Restricted posts spread over the first pages of both orders, before any feed is read (a change
  // by hand empties no cache): the newest posts, and the most engaging ones.
  const newest = await db.select({ id: communityPosts.id }).from(communityPosts).orderBy(desc(communityPosts.createdAt), desc(communityPosts.id)).limit(PAGE * PAGES);
  const score = sql`${communityPosts.reactionsCount} + 2 * ${communityPosts.commentsCount} + 3 * ${communityPosts.sharesCount}`;
  const popular = await db.select({ id: communityPosts.id }).from(communityPosts).orderBy(desc(score), desc(communityPosts.createdAt), desc(communityPosts.id)).limit(PAGE * PAGES);
  const pick = (rows: { id: number }[], ranks: number[]) => ranks.map((rank) => rows[rank]!.id);
  restricted.friendsOnly = [...pick(newest, [1, 6, 7, 15, 30]), ...pick(popular, [0, 8, 20])];
  restricted.inGroup = [...pick(newest, [3, 13, 14, 22]), ...pick(popular, [2, 13])];
  restricted.both = [...pick(newest, [9, 27]), ...pick(popular, [5])];
  const friendsOnly = restricted.friendsOnly.filter((id) => !restricted.inGroup.includes(id) && !restricted.both.includes(id));
  const inGroup = restricted.inGroup.filter((id) => !restricted.both.includes(id));
  await db.update(communityPosts).set({ authorId: viewers.author, audience: 'friends', groupId: null }).where(inArray(communityPosts.id, friendsOnly));
  await db.update(communityPosts).set({ audience: 'public', groupId: group!.id }).where(inArray(communityPosts.id, inGroup));
  await db.update(communityPosts).set({ authorId: viewers.author, audience: 'friends', groupId: group!.id }).where(inArray(communityPosts.id, restricted.both));
}, 120_000);
afterAll(() => t.close());

/** The first PAGES pages of a feed as `viewer` reads them through the API, and as the reference reads them. */
async function comparePages(path: 'feed' | 'feed/community', viewer: number, order: StreamOrder) {
  const where = path === 'feed' ? visibleTo(viewer) : publicPosts;
  const seen: Post[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < PAGES; page++) {
    const url = `${path}?pageSize=${PAGE}${path === 'feed' ? `&sort=${order}` : ''}${cursor ? `&cursor=${cursor}` : ''}`;
    const answered = await call<PostStream>(t, 'GET', url, { as: viewer });
    expect(answered.status).toBe(200);
    const expected = await streamPosts(t.app.db, { where, order: path === 'feed' ? order : 'recent', viewer, lang: 'vi', pageSize: PAGE, cursor });
    expect(answered.body.data, `${path} ${order} page ${page + 1} as ${viewer}`).toEqual(JSON.parse(JSON.stringify(expected)));
    seen.push(...answered.body.data.list);
    if (!answered.body.data.nextCursor) break;
    cursor = answered.body.data.nextCursor;
  }
  return seen.map((post) => post.id);
}

describe("a member's feed is every post they may see", () => {
  it('has fixtures that mean something: the restricted posts are on the first pages', () => {
    expect(new Set(Object.values(viewers)).size).toBe(4);
    expect(restricted.friendsOnly.length + restricted.inGroup.length + restricted.both.length).toBeGreaterThan(10);
  });

  for (const order of ['recent', 'popular'] as const) {
    it(`answers the main feed (${order}) as the reference does, page after page, for each kind of member`, async () => {
      const author = await comparePages('feed', viewers.author, order);
      const friend = await comparePages('feed', viewers.friend, order);
      const groupMember = await comparePages('feed', viewers.groupMember, order);
      const stranger = await comparePages('feed', viewers.stranger, order);
      const shown = (ids: number[], posts: number[]) => posts.filter((id) => ids.includes(id));
      // Each sees what is theirs to see, interleaved with the public posts, and nothing else.
      expect(shown(author, restricted.friendsOnly).length).toBeGreaterThan(0);
      expect(shown(friend, restricted.friendsOnly)).toEqual(shown(author, restricted.friendsOnly));
      expect(shown(groupMember, restricted.inGroup).length).toBeGreaterThan(0);
      expect(shown(stranger, [...restricted.friendsOnly, ...restricted.inGroup, ...restricted.both])).toEqual([]);
    });
  }

  it('answers the community feed (public posts only) as the reference does, with the member’s reactions and bookmarks', async () => {
    for (const viewer of Object.values(viewers)) await comparePages('feed/community', viewer, 'recent');
  });

  it('refuses a cursor that is not one, as for a guest', async () => {
    const bad = await call(t, 'GET', 'feed?cursor=bm90LWEtY3Vyc29y', { as: viewers.friend });
    expect(bad.status).toBe(400);
  });
});

describe("a write shows in a member's feed at once", () => {
  it("a new friends-only post leads the author's and their friend's feeds, not a stranger's", async () => {
    // Read first, so that the shared page is kept.
    for (const viewer of [viewers.author, viewers.friend, viewers.stranger]) await call<PostStream>(t, 'GET', 'feed?pageSize=3', { as: viewer });
    const created = await call<Post>(t, 'POST', 'posts', { as: viewers.author, body: { content: 'Chỉ bạn bè xem: hẹn đá bóng tối thứ Sáu', audience: 'friends' } });
    expect(created.status).toBe(200);
    const top = async (viewer: number) => (await call<PostStream>(t, 'GET', 'feed?pageSize=3', { as: viewer })).body.data.list[0]!;
    expect(await top(viewers.author)).toMatchObject({ id: created.body.data.id, isMine: true, audience: 'friends' });
    expect(await top(viewers.friend)).toMatchObject({ id: created.body.data.id, isMine: false });
    expect((await top(viewers.stranger)).id).not.toBe(created.body.data.id);
  });

  it("a member's reaction and bookmark show at once in their feed, and the reaction in another member's counts", async () => {
    const created = await call<Post>(t, 'POST', 'posts', { as: viewers.friend, body: { content: 'Ai xem chung kết bóng chuyền nữ tối nay?' } });
    const postId = created.body.data.id;
    const first = async (viewer: number) => (await call<PostStream>(t, 'GET', 'feed/community?pageSize=3', { as: viewer })).body.data.list[0]!;
    expect(await first(viewers.stranger)).toMatchObject({ id: postId, myReaction: null, saved: false, reactionsCount: 0 });
    expect(await first(viewers.groupMember)).toMatchObject({ id: postId, reactionsCount: 0 });
    expect((await call(t, 'PUT', `posts/${postId}/reaction`, { as: viewers.stranger, body: { type: 'haha' } })).status).toBe(200);
    expect((await call(t, 'PUT', `posts/${postId}/saved`, { as: viewers.stranger })).status).toBe(200);
    expect(await first(viewers.stranger)).toMatchObject({ id: postId, myReaction: 'haha', saved: true, reactionsCount: 1 });
    const theirs = await first(viewers.groupMember);
    expect(theirs).toMatchObject({ id: postId, myReaction: null, saved: false, reactionsCount: 1 });
    expect(theirs.reactions.haha).toBe(1);
  });
});

describe("the member's prepared statement", () => {
  it('runs on a database of its own that keeps generic plans, so the other queries are still planned with their values', async () => {
    const mode = async (db: typeof t.app.db) => rowsOf<{ mode: string }>(await db.execute(sql`select current_setting('plan_cache_mode') as mode`))[0]!.mode;
    if (t.app.database.driver === 'postgres') {
      expect(await mode(t.app.db)).toBe('auto');
      expect(await mode(t.app.database.prepared)).toBe('force_generic_plan');
    } else {
      expect(t.app.database.prepared).toBe(t.app.db);
    }
  });
});
