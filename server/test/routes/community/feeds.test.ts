import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityGroupMembers, communityPosts } from '../../../src/db/schema/community.ts';
import { friendships } from '../../../src/db/schema/users.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { ActivityStream, Post, PostStream, ProfileFeed, SearchResult } from '../../../../contracts/schemas/community.ts';
import { ISO, POST_KEYS, USER_KEYS, call, errorOf, guestToken } from './community-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 120_000);
afterAll(() => t.close());

const isSorted = (times: string[]) => times.every((time, i) => i === 0 || times[i - 1]! >= time);

async function friendsOf(userId: number): Promise<Set<number>> {
  const rows = await t.app.db
    .select()
    .from(friendships)
    .where(and(eq(friendships.status, 'accepted'), or(eq(friendships.fromUserId, userId), eq(friendships.toUserId, userId))));
  return new Set(rows.map((row) => (row.fromUserId === userId ? row.toUserId : row.fromUserId)));
}

/** Every post of a stream, page after page (the cursor of each page reads the next). */
async function wholeStream(url: string, options: { as?: number } = {}): Promise<Post[]> {
  const posts: Post[] = [];
  let cursor: string | null = null;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const { status, body }: { status: number; body: { data: PostStream } } = await call<PostStream>(t, 'GET', `${url}${sep}pageSize=100${cursor ? `&cursor=${cursor}` : ''}`, options);
    expect(status).toBe(200);
    posts.push(...body.data.list);
    cursor = body.data.nextCursor;
  } while (cursor);
  return posts;
}

describe('GET /other/api/community/feed', () => {
  it('answers a page of posts, newest first, with authors, counts and the next cursor', async () => {
    const { status, body } = await call<PostStream>(t, 'GET', 'feed?pageSize=10');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, msg: 'Thành công' });
    expect(Object.keys(body.data).sort()).toEqual(['list', 'nextCursor']);
    expect(body.data.list).toHaveLength(10);
    expect(body.data.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(isSorted(body.data.list.map((post) => post.createdAt))).toBe(true);
    for (const post of body.data.list) {
      expect(Object.keys(post).sort()).toEqual(POST_KEYS);
      expect(Object.keys(post.author).sort()).toEqual(USER_KEYS);
      expect(post.author.profilePicture).toMatch(/^\/media\/avatar\/\d+\.svg$/);
      expect(post.createdAt).toMatch(ISO);
      expect(post.content.length).toBeGreaterThan(0);
      expect(post.audience).toBe('public');
      expect(post.reactionsCount).toBe(Object.values(post.reactions).reduce((a, b) => a + b, 0));
      for (const image of post.images) expect(image).toMatch(/^\/media\/community\/post\/\d+-[1-4]\.svg$/);
      expect(post).toMatchObject({ myReaction: null, saved: false, isMine: false });
    }
    expect((await call<PostStream>(t, 'GET', 'feed')).body.data.list).toHaveLength(10);
  });

  it('reads on from the cursor without overlap, and a new post does not shift the pages', async () => {
    const first = await call<PostStream>(t, 'GET', 'feed?pageSize=5');
    // Written between the two pages: it leads the next first page, never the second.
    const fresh = await call<Post>(t, 'POST', 'posts', { as: 250, body: { content: 'Chen ngang giữa hai trang' } });
    const second = await call<PostStream>(t, 'GET', `feed?pageSize=5&cursor=${first.body.data.nextCursor}`);
    const ids = [...first.body.data.list, ...second.body.data.list].map((post) => post.id);
    expect(new Set(ids).size).toBe(10);
    expect(ids).not.toContain(fresh.body.data.id);
    expect(second.body.data.list[0]!.createdAt <= first.body.data.list[4]!.createdAt).toBe(true);
    const all = await wholeStream('feed');
    expect(all[0]!.id).toBe(fresh.body.data.id);
    expect(new Set(all.map((post) => post.id)).size).toBe(all.length);
    expect(isSorted(all.map((post) => post.createdAt))).toBe(true);
    const count = await t.app.db.select().from(communityPosts);
    expect(all.length).toBeGreaterThan(250);
    expect(all.length).toBeLessThan(count.length);
  });

  it('sorts by engagement with sort=popular, and pages on in that order', async () => {
    const score = (post: Post) => post.reactionsCount + 2 * post.commentsCount + 3 * post.sharesCount;
    const { body } = await call<PostStream>(t, 'GET', 'feed?sort=popular&pageSize=20');
    const scores = body.data.list.map(score);
    expect(scores.every((value, i) => i === 0 || scores[i - 1]! >= value)).toBe(true);
    expect(scores[0]).toBeGreaterThan(50);
    const all = await wholeStream('feed?sort=popular');
    expect(all.slice(0, 20).map((post) => post.id)).toEqual(body.data.list.map((post) => post.id));
    expect(new Set(all.map((post) => post.id)).size).toBe(all.length);
    const allScores = all.map(score);
    expect(allScores.every((value, i) => i === 0 || allScores[i - 1]! >= value)).toBe(true);
    expect(all).toHaveLength((await wholeStream('feed')).length);
  });

  it('names places and groups in the language of x-language', async () => {
    const [row] = await t.app.db.select().from(communityPosts).where(eq(communityPosts.id, 1));
    expect(row).toBeDefined();
    const vi = await call<Post>(t, 'GET', 'posts/1');
    const en = await call<Post>(t, 'GET', 'posts/1', { lang: 'en' });
    const zh = await call<Post>(t, 'GET', 'posts/1', { lang: 'zh' });
    expect(en.body.msg).toBe('Success');
    expect(zh.body.msg).toBe('成功');
    expect(en.body.data.content).toBe(vi.body.data.content);
    const tagged = (await call<PostStream>(t, 'GET', 'feed?pageSize=100', { lang: 'zh' })).body.data.list.find((post) => post.place);
    expect(tagged?.place?.name).toMatch(/[\u4e00-\u9fff]/);
    const grouped = (await call<PostStream>(t, 'GET', 'feed?pageSize=100', { lang: 'en' })).body.data.list.find((post) => post.group);
    expect(grouped?.group?.name).not.toMatch(/[ạảãàáâậầấẩẫăắằặẳẵđêềếểễệôồốổỗộơờớởỡợưừứửữự]/i);
  });

  it('shows friends-only and private-group posts to nobody without a token', async () => {
    const all = await wholeStream('feed');
    expect(all.length).toBeGreaterThan(250);
    expect(all.some((post) => post.audience === 'friends')).toBe(false);
    expect(all.some((post) => post.group?.privacy === 'private')).toBe(false);
  });

  it.each([
    ['feed?pageSize=0', 'querystring.pageSize is invalid'],
    ['feed?pageSize=101', 'querystring.pageSize is invalid'],
    ['feed?pageSize=abc', 'querystring.pageSize must be of type integer'],
    ['feed?sort=oldest', 'querystring.sort is invalid'],
    ['feed?cursor=', 'querystring.cursor must have at least 1 characters'],
    ['feed?cursor=a%20b', 'querystring.cursor is invalid'],
    [`feed?cursor=${Buffer.from('[1,2]').toString('base64url')}`, 'querystring.cursor is invalid'],
    [`feed?cursor=${Buffer.from('not json').toString('base64url')}`, 'querystring.cursor is invalid'],
    [`feed?sort=popular&cursor=${Buffer.from('["2026-01-01T00:00:00.000000Z",3]').toString('base64url')}`, 'querystring.cursor is invalid'],
  ])('rejects bad paging, sort or cursor: %s', async (url, msg) => {
    const result = await call(t, 'GET', url, { lang: 'en' });
    expect(errorOf(result)).toEqual({ status: 400, code: 400, msg, data: null });
  });
});

describe('GET /other/api/community/feed/community', () => {
  it('answers public posts outside private groups only, newest first', async () => {
    const { status, body } = await call<PostStream>(t, 'GET', 'feed/community?pageSize=50', { as: 100 });
    expect(status).toBe(200);
    expect(body.data.list).toHaveLength(50);
    expect(isSorted(body.data.list.map((post) => post.createdAt))).toBe(true);
    for (const post of body.data.list) {
      expect(post.audience).toBe('public');
      expect(post.group?.privacy ?? 'public').toBe('public');
    }
  });

  it('rejects a bad page size', async () => {
    const result = await call(t, 'GET', 'feed/community?pageSize=-1');
    expect(errorOf(result)).toEqual({ status: 400, code: 400, msg: 'querystring.pageSize không hợp lệ', data: null });
  });
});

describe('GET /other/api/community/feed/friends', () => {
  it("answers only posts by the caller's accepted friends", async () => {
    let userId = 100;
    let friends = new Set<number>();
    // A member whose friends have written something.
    for (; userId < 400; userId++) {
      friends = await friendsOf(userId);
      const authored = await t.app.db.select({ id: communityPosts.id, authorId: communityPosts.authorId }).from(communityPosts);
      if (authored.some((post) => friends.has(post.authorId))) break;
    }
    const { status, body } = await call<PostStream>(t, 'GET', 'feed/friends?pageSize=100', { as: userId });
    expect(status).toBe(200);
    expect(body.data.list.length).toBeGreaterThan(0);
    for (const post of body.data.list) expect(friends.has(post.author.userId)).toBe(true);
  });

  it('answers 401 without a member token, with a guest token or a bad token', async () => {
    const cases: Record<string, string>[] = [{}, { authorization: `Bearer ${guestToken(t)}` }, { authorization: 'Bearer v1.garbage.sig' }];
    for (const headers of cases) {
      const result = await call(t, 'GET', 'feed/friends', { headers, lang: 'en' });
      expect(errorOf(result)).toEqual({ status: 401, code: 401, msg: 'Authentication required', data: null });
    }
  });
});

describe('GET /other/api/community/profiles/me and /profiles/{userId}', () => {

  it("answers the caller's own header and posts", async () => {
    const [post] = await t.app.db.select().from(communityPosts).where(eq(communityPosts.audience, 'public')).limit(1);
    const author = post!.authorId;
    const { status, body } = await call<ProfileFeed>(t, 'GET', 'profiles/me?pageSize=100', { as: author });
    expect(status).toBe(200);
    expect(body.data.profile.isMe).toBe(true);
    expect(body.data.profile.user.userId).toBe(author);
    expect(body.data.profile.user.createdAt).toMatch(ISO);
    expect(body.data.posts.list).toHaveLength(body.data.profile.counts.posts);
    expect(body.data.posts.list.length).toBeGreaterThan(0);
    for (const item of body.data.posts.list) expect(item).toMatchObject({ isMine: true, author: { userId: author } });
    const friends = await friendsOf(author);
    expect(body.data.profile.counts.friends).toBe(friends.size);
    const groups = await t.app.db
      .select()
      .from(communityGroupMembers)
      .where(and(eq(communityGroupMembers.userId, author), eq(communityGroupMembers.status, 'member')));
    expect(body.data.profile.counts.groups).toBe(groups.length);
  });

  it("answers another member's page with isFriend", async () => {
    const friends = await friendsOf(150);
    const friend = [...friends][0]!;
    const { body } = await call<ProfileFeed>(t, 'GET', `profiles/${friend}`, { as: 150 });
    expect(body.data.profile).toMatchObject({ isMe: false, isFriend: true, user: { userId: friend } });
    const stranger = await call<ProfileFeed>(t, 'GET', `profiles/${friend}`);
    expect(stranger.body.data.profile).toMatchObject({ isMe: false, isFriend: false });
    expect(Object.keys(stranger.body.data.profile.counts).sort()).toEqual(['comments', 'friends', 'groups', 'posts', 'reactionsReceived']);
  });

  it('counts the reactions received on all their posts', async () => {
    const posts = await t.app.db.select().from(communityPosts).where(eq(communityPosts.authorId, 10));
    const { body } = await call<ProfileFeed>(t, 'GET', 'profiles/10');
    expect(body.data.profile.counts.reactionsReceived).toBe(posts.reduce((sum, post) => sum + post.reactionsCount, 0));
    expect(body.data.profile.user.displayName).toMatch(/^BLV /);
  });

  it('answers 404 naming an unknown member, 400 for a bad id and 401 for /me without a token', async () => {
    expect(errorOf(await call(t, 'GET', 'profiles/999999', { lang: 'en' }))).toEqual({
      status: 404,
      code: 404,
      msg: 'Member 999999 not found',
      data: null,
    });
    expect(errorOf(await call(t, 'GET', 'profiles/999999'))).toMatchObject({ msg: 'Không tìm thấy thành viên 999999' });
    expect(errorOf(await call(t, 'GET', 'profiles/abc', { lang: 'en' }))).toMatchObject({ status: 400, msg: 'params.userId must be of type integer' });
    expect(errorOf(await call(t, 'GET', 'profiles/-4', { lang: 'en' }))).toMatchObject({ status: 400, msg: 'params.userId is invalid' });
    expect(errorOf(await call(t, 'GET', 'profiles/me'))).toMatchObject({ status: 401 });
  });
});

describe('GET /other/api/community/saved', () => {
  it('answers bookmarked posts, most recently saved first', async () => {
    const before = await call<Page<Post>>(t, 'GET', 'saved', { as: 222 });
    expect(before.status).toBe(200);
    const feed = (await call<PostStream>(t, 'GET', 'feed/community?pageSize=3', { as: 222 })).body.data.list;
    for (const post of feed) expect((await call(t, 'PUT', `posts/${post.id}/saved`, { as: 222 })).status).toBe(200);
    const after = await call<Page<Post>>(t, 'GET', 'saved?pageSize=3', { as: 222 });
    expect(after.body.data.total).toBe(before.body.data.total + feed.filter((post) => !before.body.data.list.some((p) => p.id === post.id)).length);
    expect(after.body.data.list.map((post) => post.id)).toEqual(feed.map((post) => post.id).reverse());
    for (const post of after.body.data.list) expect(post.saved).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect(errorOf(await call(t, 'GET', 'saved'))).toEqual({ status: 401, code: 401, msg: 'Bạn cần đăng nhập', data: null });
  });
});

describe('GET /other/api/community/activity', () => {

  it('streams posts, comments and reactions, newest first', async () => {
    const { status, body } = await call<ActivityStream>(t, 'GET', 'activity?pageSize=100');
    expect(status).toBe(200);
    expect(body.data.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(isSorted(body.data.list.map((item) => item.at))).toBe(true);
    expect(new Set(body.data.list.map((item) => item.id)).size).toBe(100);
    const kinds = new Set(body.data.list.map((item) => item.kind));
    expect(kinds.has('comment') && kinds.has('reaction')).toBe(true);
    for (const item of body.data.list) {
      expect(item.at).toMatch(ISO);
      expect(Object.keys(item.actor).sort()).toEqual(USER_KEYS);
      expect(item.post.excerpt.length).toBeGreaterThan(0);
      if (item.kind === 'comment') expect(item.comment?.excerpt.length).toBeGreaterThan(0);
      else expect(item.comment).toBeNull();
      if (item.kind === 'reaction') expect(['like', 'love', 'haha', 'wow', 'sad', 'angry']).toContain(item.reaction);
      else expect(item.reaction).toBeNull();
    }
  });

  it('reads on from the cursor: the pages together are the stream, without overlap', async () => {
    const whole = (await call<ActivityStream>(t, 'GET', 'activity?pageSize=60')).body.data.list;
    const paged: ActivityStream['list'] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 4; i++) {
      const page: { body: { data: ActivityStream } } = await call<ActivityStream>(t, 'GET', `activity?pageSize=15${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.body.data.list);
      cursor = page.body.data.nextCursor;
    }
    expect(paged.map((item) => item.id)).toEqual(whole.map((item) => item.id));
  });

  it('shows a new post at the top', async () => {
    const created = await call<Post>(t, 'POST', 'posts', { as: 333, body: { content: 'Hoạt động mới nhất từ sân Mỹ Đình' } });
    const { body } = await call<ActivityStream>(t, 'GET', 'activity?pageSize=1');
    expect(body.data.list[0]).toMatchObject({ kind: 'post', id: `post:${created.body.data.id}`, actor: { userId: 333 } });
  });

  it('rejects a bad page or cursor', async () => {
    expect(errorOf(await call(t, 'GET', 'activity?pageSize=0', { lang: 'en' }))).toMatchObject({ status: 400, msg: 'querystring.pageSize is invalid' });
    const wrong = Buffer.from('["2026-01-01T00:00:00.000000Z",3]').toString('base64url');
    expect(errorOf(await call(t, 'GET', `activity?cursor=${wrong}`, { lang: 'en' }))).toMatchObject({ status: 400, msg: 'querystring.cursor is invalid' });
  });
});

describe('GET /other/api/community/search', () => {

  it('matches Vietnamese with or without diacritics', async () => {
    const plain = await call<SearchResult>(t, 'GET', `search?keyword=${encodeURIComponent('ha noi')}&pageSize=100`);
    const marked = await call<SearchResult>(t, 'GET', `search?keyword=${encodeURIComponent('Hà Nội')}&pageSize=100`);
    expect(plain.status).toBe(200);
    expect(plain.body.data.posts!.total).toBeGreaterThan(0);
    expect(plain.body.data.posts!.total).toBe(marked.body.data.posts!.total);
    for (const post of plain.body.data.posts!.list) expect(post.content.toLowerCase()).toContain('hà nội');
    expect(plain.body.data.groups!.list.map((group) => group.name)).toContain('Hội CĐV Hà Nội FC');
    expect(plain.body.data.users!.total).toBe(marked.body.data.users!.total);
  });

  it('finds members by name without diacritics, and limits the sections with type', async () => {
    const { body } = await call<SearchResult>(t, 'GET', `search?keyword=${encodeURIComponent('blv quang huy')}&type=users`);
    expect(body.data.posts).toBeNull();
    expect(body.data.groups).toBeNull();
    expect(body.data.users!.list[0]).toMatchObject({ userId: 10, displayName: 'BLV Quang Huy' });
    const groups = await call<SearchResult>(t, 'GET', `search?keyword=pickleball&type=groups`, { lang: 'zh' });
    expect(groups.body.data.groups!.list[0]?.name).toBe('西貢匹克球社群');
  });

  it('treats LIKE wildcards literally', async () => {
    const { body } = await call<SearchResult>(t, 'GET', `search?keyword=${encodeURIComponent('%_%')}`);
    expect(body.data.posts!.total).toBe(0);
    expect(body.data.users!.total).toBe(0);
  });

  it.each([
    ['search', 'querystring.keyword is required'],
    ['search?keyword=', 'querystring.keyword must have at least 1 characters'],
    [`search?keyword=${'x'.repeat(101)}`, 'querystring.keyword must have at most 100 characters'],
    ['search?keyword=%20%20', 'querystring.keyword must not be blank'],
    ['search?keyword=a&type=videos', 'querystring.type is invalid'],
  ])('rejects %s', async (url, msg) => {
    expect(errorOf(await call(t, 'GET', url, { lang: 'en' }))).toEqual({ status: 400, code: 400, msg, data: null });
  });
});
