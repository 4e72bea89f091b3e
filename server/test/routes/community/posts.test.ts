import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityComments, communityGroupMembers, communityGroups, communityPosts, communityReports } from '../../../src/db/schema/community.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { Comment, Post } from '../../../../contracts/schemas/community.ts';
import { ISO, POST_KEYS, call, errorOf } from './community-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 120_000);
afterAll(() => t.close());

const AUTHOR = 120;
const OTHER = 121;

async function newPost(body: Record<string, unknown> = {}, as = AUTHOR) {
  const { status, body: envelope } = await call<Post>(t, 'POST', 'posts', { as, body: { content: 'Tối nay xem bóng đá ở đâu vui?', ...body } });
  expect(status).toBe(200);
  return envelope.data;
}

describe('POST /other/api/community/posts', () => {
  it('creates a post with images and a place, and answers it as the author sees it', async () => {
    const post = await newPost({ content: '  Sân Mỹ Đình hôm nay đông vui quá!  ', images: ['/media/community/post/1-1.svg'], placeId: 1 });
    expect(Object.keys(post).sort()).toEqual(POST_KEYS);
    expect(post).toMatchObject({
      content: 'Sân Mỹ Đình hôm nay đông vui quá!',
      images: ['/media/community/post/1-1.svg'],
      audience: 'public',
      place: { id: 1, name: 'Sân vận động Quốc gia Mỹ Đình', city: 'Hà Nội', kind: 'stadium' },
      group: null,
      editedAt: null,
      reactionsCount: 0,
      commentsCount: 0,
      sharesCount: 0,
      myReaction: null,
      saved: false,
      isMine: true,
      author: { userId: AUTHOR },
    });
    expect(post.id).toBeGreaterThanOrEqual(100_000);
    expect(post.createdAt).toMatch(ISO);
    const feed = await call<Page<Post>>(t, 'GET', 'feed?pageSize=1');
    expect(feed.body.data.list[0]?.id).toBe(post.id);
  });

  it('posts in a group only for its members', async () => {
    const [group] = await t.app.db.select().from(communityGroups).where(eq(communityGroups.id, 1));
    const [member] = await t.app.db
      .select()
      .from(communityGroupMembers)
      .where(and(eq(communityGroupMembers.groupId, 1), eq(communityGroupMembers.status, 'member'), eq(communityGroupMembers.role, 'member')));
    const post = await newPost({ groupId: 1 }, member!.userId);
    expect(post.group).toEqual({ id: 1, name: group!.name.vi, privacy: 'public' });
    const outsiders = await t.app.db.select().from(communityGroupMembers).where(eq(communityGroupMembers.groupId, 1));
    const outsider = [...Array(300).keys()].map((i) => 100 + i).find((id) => !outsiders.some((m) => m.userId === id))!;
    const refused = await call(t, 'POST', 'posts', { as: outsider, lang: 'en', body: { content: 'xin chào', groupId: 1 } });
    expect(errorOf(refused)).toEqual({ status: 403, code: 403, msg: 'Join group Hanoi FC Supporters before posting in it', data: null });
  });

  it('keeps friends-only posts from strangers', async () => {
    const post = await newPost({ audience: 'friends' });
    expect(post.audience).toBe('friends');
    expect((await call(t, 'GET', `posts/${post.id}`)).status).toBe(404);
    expect((await call(t, 'GET', `posts/${post.id}`, { as: AUTHOR })).status).toBe(200);
  });

  it.each([
    [{}, 'body.content is required'],
    [{ content: '' }, 'body.content must have at least 1 characters'],
    [{ content: '   ' }, 'body.content must not be blank'],
    [{ content: 'x'.repeat(5001) }, 'body.content must have at most 5000 characters'],
    [{ content: 42 }, 'body.content must be of type string'],
    [{ content: 'a', images: ['https://evil.example/x.png'] }, 'body.images.0 is invalid'],
    [{ content: 'a', images: ['/media/../etc/passwd.svg'] }, 'body.images.0 is invalid'],
    [{ content: 'a', images: Array(5).fill('/media/community/post/1-1.svg') }, 'body.images is invalid'],
    [{ content: 'a', audience: 'everyone' }, 'body.audience is invalid'],
    [{ content: 'a', placeId: 'x' }, 'body.placeId must be of type integer'],
    [{ content: 'a', placeId: 1e12 }, 'body.placeId is invalid'],
  ])('rejects bad input: %#', async (body, msg) => {
    expect(errorOf(await call(t, 'POST', 'posts', { as: AUTHOR, lang: 'en', body }))).toEqual({ status: 400, code: 400, msg, data: null });
  });

  it('answers 404 for an unknown place or group and 401 without a member token', async () => {
    expect(errorOf(await call(t, 'POST', 'posts', { as: AUTHOR, lang: 'en', body: { content: 'a', placeId: 9999 } }))).toMatchObject({
      status: 404,
      msg: 'Place 9999 not found',
    });
    expect(errorOf(await call(t, 'POST', 'posts', { as: AUTHOR, lang: 'zh', body: { content: 'a', groupId: 9999 } }))).toMatchObject({
      status: 404,
      msg: '找不到社團 9999',
    });
    expect(errorOf(await call(t, 'POST', 'posts', { body: { content: 'a' } }))).toMatchObject({ status: 401 });
  });

  it('ignores unknown fields', async () => {
    const post = await newPost({ authorId: 1, reactionsCount: 1000 });
    expect(post).toMatchObject({ author: { userId: AUTHOR }, reactionsCount: 0 });
  });
});

describe('GET /other/api/community/posts/{id}', () => {
  it('answers one post with its reaction breakdown', async () => {
    const [first] = (await call<Page<Post>>(t, 'GET', 'feed/community?pageSize=1&pageNum=7')).body.data.list;
    const { status, body } = await call<Post>(t, 'GET', `posts/${first!.id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(first);
    expect(Object.keys(body.data.reactions).sort()).toEqual(['angry', 'haha', 'like', 'love', 'sad', 'wow']);
  });

  it('answers 404 naming the post, 400 for bad ids', async () => {
    expect(errorOf(await call(t, 'GET', 'posts/424242', { lang: 'en' }))).toEqual({ status: 404, code: 404, msg: 'Post 424242 not found', data: null });
    expect(errorOf(await call(t, 'GET', 'posts/0', { lang: 'en' }))).toMatchObject({ status: 400, msg: 'params.id is invalid' });
    expect(errorOf(await call(t, 'GET', 'posts/1.5', { lang: 'en' }))).toMatchObject({ status: 400, msg: 'params.id must be of type integer' });
    expect(errorOf(await call(t, 'GET', 'posts/99999999999', { lang: 'en' }))).toMatchObject({ status: 400, msg: 'params.id is invalid' });
  });
});

describe('PATCH /other/api/community/posts/{id}', () => {
  it('lets the author edit text, images, place and audience', async () => {
    const post = await newPost();
    const { status, body } = await call<Post>(t, 'PATCH', `posts/${post.id}`, {
      as: AUTHOR,
      lang: 'en',
      body: { content: 'Đã sửa: tối nay xem ở quán Phút 90', images: [], placeId: 13, audience: 'public' },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ content: 'Đã sửa: tối nay xem ở quán Phút 90', place: { id: 13, name: 'Minute 90 Café' } });
    expect(body.data.editedAt).toMatch(ISO);
    const cleared = await call<Post>(t, 'PATCH', `posts/${post.id}`, { as: AUTHOR, body: { placeId: null } });
    expect(cleared.body.data.place).toBeNull();
    const search = await call<{ posts: Page<Post> }>(t, 'GET', `search?keyword=${encodeURIComponent('DA SUA')}&type=posts`);
    expect(search.body.data.posts.list.map((p) => p.id)).toContain(post.id);
  });

  it('answers 403 to anyone but the author, 404 for unknown posts, 400 for an empty patch', async () => {
    const post = await newPost();
    expect(errorOf(await call(t, 'PATCH', `posts/${post.id}`, { as: OTHER, lang: 'en', body: { content: 'hack' } }))).toEqual({
      status: 403,
      code: 403,
      msg: 'Only the author may edit or delete this post',
      data: null,
    });
    expect(errorOf(await call(t, 'PATCH', 'posts/777777', { as: AUTHOR, lang: 'en', body: { content: 'a' } }))).toMatchObject({
      status: 404,
      msg: 'Post 777777 not found',
    });
    expect(errorOf(await call(t, 'PATCH', `posts/${post.id}`, { as: AUTHOR, lang: 'en', body: {} }))).toMatchObject({
      status: 400,
      msg: 'body is invalid',
    });
    expect(errorOf(await call(t, 'PATCH', `posts/${post.id}`, { as: AUTHOR, lang: 'en', body: { content: ' ' } }))).toMatchObject({
      status: 400,
      msg: 'body.content must not be blank',
    });
    expect(errorOf(await call(t, 'PATCH', `posts/${post.id}`, { body: { content: 'a' } }))).toMatchObject({ status: 401 });
  });
});

describe('DELETE /other/api/community/posts/{id}', () => {
  it('lets the author delete, then the post is gone', async () => {
    const post = await newPost();
    expect(errorOf(await call(t, 'DELETE', `posts/${post.id}`, { as: OTHER }))).toMatchObject({ status: 403 });
    const { status, body } = await call(t, 'DELETE', `posts/${post.id}`, { as: AUTHOR });
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: post.id, deleted: true });
    expect(errorOf(await call(t, 'GET', `posts/${post.id}`))).toMatchObject({ status: 404 });
    expect(errorOf(await call(t, 'DELETE', `posts/${post.id}`, { as: AUTHOR }))).toMatchObject({ status: 404 });
  });

  it('lets a moderator delete any post', async () => {
    const post = await newPost();
    expect((await call(t, 'DELETE', `posts/${post.id}`, { as: 2 })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect(errorOf(await call(t, 'DELETE', 'posts/1'))).toMatchObject({ status: 401 });
  });
});

describe('comments', () => {
  it('lists top-level comments newest first with their first replies', async () => {
    const [busy] = await t.app.db
      .select({ postId: communityComments.postId })
      .from(communityComments)
      .where(eq(communityComments.id, (await t.app.db.select().from(communityComments).where(isNull(communityComments.parentId)).limit(1))[0]!.id));
    const { status, body } = await call<Page<Comment>>(t, 'GET', `posts/${busy!.postId}/comments?pageSize=50`);
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThan(0);
    const times = body.data.list.map((comment) => comment.createdAt);
    expect(times.every((time, i) => i === 0 || times[i - 1]! >= time)).toBe(true);
    for (const comment of body.data.list) {
      expect(comment.parentId).toBeNull();
      expect(comment.replies.length).toBe(Math.min(3, comment.repliesCount));
      for (const reply of comment.replies) expect(reply).toMatchObject({ parentId: comment.id, postId: busy!.postId });
      expect(comment.canDelete).toBe(false);
    }
  });

  it('adds a comment and a reply; a reply to a reply joins the top-level thread', async () => {
    const post = await newPost();
    const first = await call<Comment>(t, 'POST', `posts/${post.id}/comments`, { as: OTHER, body: { content: ' Chuẩn luôn! ' } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ content: 'Chuẩn luôn!', parentId: null, author: { userId: OTHER }, canDelete: true, repliesCount: 0, replies: [] });
    const reply = await call<Comment>(t, 'POST', `posts/${post.id}/comments`, { as: AUTHOR, body: { content: 'Cảm ơn bạn', parentId: first.body.data.id } });
    expect(reply.body.data).toMatchObject({ parentId: first.body.data.id, replyTo: { userId: OTHER } });
    const nested = await call<Comment>(t, 'POST', `posts/${post.id}/comments`, { as: OTHER, body: { content: 'Ok bạn', parentId: reply.body.data.id } });
    expect(nested.body.data).toMatchObject({ parentId: first.body.data.id, replyTo: { userId: AUTHOR } });

    const list = await call<Page<Comment>>(t, 'GET', `posts/${post.id}/comments`, { as: AUTHOR });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ repliesCount: 2, canDelete: true });
    expect(list.body.data.list[0]!.replies.map((r) => r.content)).toEqual(['Cảm ơn bạn', 'Ok bạn']);
    expect((await call<Post>(t, 'GET', `posts/${post.id}`)).body.data.commentsCount).toBe(3);

    const replies = await call<Page<Comment>>(t, 'GET', `comments/${first.body.data.id}/replies?pageSize=1&pageNum=2`);
    expect(replies.body.data).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(replies.body.data.list[0]?.content).toBe('Ok bạn');
  });

  it('rejects bad comments', async () => {
    const post = await newPost();
    const other = await newPost();
    const foreign = await call<Comment>(t, 'POST', `posts/${other.id}/comments`, { as: OTHER, body: { content: 'x' } });
    const cases: [string, unknown, number, string][] = [
      [`posts/${post.id}/comments`, {}, 400, 'body.content is required'],
      [`posts/${post.id}/comments`, { content: 'x'.repeat(2001) }, 400, 'body.content must have at most 2000 characters'],
      [`posts/${post.id}/comments`, { content: '  ' }, 400, 'body.content must not be blank'],
      [`posts/${post.id}/comments`, { content: 'x', parentId: 'one' }, 400, 'body.parentId must be of type integer'],
      [`posts/${post.id}/comments`, { content: 'x', parentId: 888888 }, 404, 'Comment 888888 not found'],
      [`posts/${post.id}/comments`, { content: 'x', parentId: foreign.body.data.id }, 400, `Comment ${foreign.body.data.id} does not belong to post ${post.id}`],
      ['posts/888888/comments', { content: 'x' }, 404, 'Post 888888 not found'],
    ];
    for (const [url, body, status, msg] of cases) {
      expect(errorOf(await call(t, 'POST', url, { as: OTHER, lang: 'en', body }))).toEqual({ status, code: status, msg, data: null });
    }
    expect(errorOf(await call(t, 'POST', `posts/${post.id}/comments`, { body: { content: 'x' } }))).toMatchObject({ status: 401 });
    expect(errorOf(await call(t, 'GET', 'posts/888888/comments', { lang: 'en' }))).toMatchObject({ status: 404, msg: 'Post 888888 not found' });
    expect(errorOf(await call(t, 'GET', 'comments/888888/replies', { lang: 'en' }))).toMatchObject({ status: 404, msg: 'Comment 888888 not found' });
  });

  it('deletes a comment with its replies: its author or the post author only', async () => {
    const post = await newPost();
    const top = await call<Comment>(t, 'POST', `posts/${post.id}/comments`, { as: OTHER, body: { content: 'Bình luận' } });
    await call(t, 'POST', `posts/${post.id}/comments`, { as: 122, body: { content: 'Trả lời', parentId: top.body.data.id } });
    expect(errorOf(await call(t, 'DELETE', `comments/${top.body.data.id}`, { as: 122, lang: 'en' }))).toEqual({
      status: 403,
      code: 403,
      msg: 'Only the comment author or the post author may delete this comment',
      data: null,
    });
    const removed = await call(t, 'DELETE', `comments/${top.body.data.id}`, { as: AUTHOR });
    expect(removed.body.data).toEqual({ id: top.body.data.id, postId: post.id, commentsCount: 0 });
    const left = await t.app.db.select().from(communityComments).where(eq(communityComments.postId, post.id));
    expect(left).toEqual([]);
    expect(errorOf(await call(t, 'DELETE', `comments/${top.body.data.id}`, { as: AUTHOR, lang: 'en' }))).toMatchObject({
      status: 404,
      msg: `Comment ${top.body.data.id} not found`,
    });
    expect(errorOf(await call(t, 'DELETE', 'comments/abc', { as: AUTHOR }))).toMatchObject({ status: 400 });
    expect(errorOf(await call(t, 'DELETE', 'comments/1'))).toMatchObject({ status: 401 });
  });
});

describe('reactions', () => {
  it('sets, replaces and removes the caller’s reaction, keeping the counts exact', async () => {
    const post = await newPost();
    const liked = await call<{ postId: number; myReaction: string; reactionsCount: number; reactions: Record<string, number> }>(
      t,
      'PUT',
      `posts/${post.id}/reaction`,
      { as: OTHER, body: { type: 'like' } },
    );
    expect(liked.status).toBe(200);
    expect(liked.body.data).toMatchObject({ postId: post.id, myReaction: 'like', reactionsCount: 1, reactions: { like: 1, love: 0 } });
    const loved = await call<typeof liked.body.data>(t, 'PUT', `posts/${post.id}/reaction`, { as: OTHER, body: { type: 'love' } });
    expect(loved.body.data).toMatchObject({ myReaction: 'love', reactionsCount: 1, reactions: { like: 0, love: 1 } });
    await call(t, 'PUT', `posts/${post.id}/reaction`, { as: 122, body: { type: 'haha' } });
    const seen = await call<Post>(t, 'GET', `posts/${post.id}`, { as: OTHER });
    expect(seen.body.data).toMatchObject({ myReaction: 'love', reactionsCount: 2, reactions: { love: 1, haha: 1 } });
    const removed = await call<typeof liked.body.data>(t, 'DELETE', `posts/${post.id}/reaction`, { as: OTHER });
    expect(removed.body.data).toMatchObject({ myReaction: null, reactionsCount: 1 });
    const again = await call<typeof liked.body.data>(t, 'DELETE', `posts/${post.id}/reaction`, { as: OTHER });
    expect(again.status).toBe(200);
  });

  it('rejects unknown types, unknown posts and callers without a token', async () => {
    expect(errorOf(await call(t, 'PUT', 'posts/1/reaction', { as: OTHER, lang: 'en', body: { type: 'clap' } }))).toMatchObject({
      status: 400,
      msg: 'body.type is invalid',
    });
    expect(errorOf(await call(t, 'PUT', 'posts/1/reaction', { as: OTHER, lang: 'en', body: {} }))).toMatchObject({
      status: 400,
      msg: 'body.type is required',
    });
    expect(errorOf(await call(t, 'PUT', 'posts/999999/reaction', { as: OTHER, lang: 'en', body: { type: 'like' } }))).toMatchObject({
      status: 404,
      msg: 'Post 999999 not found',
    });
    expect(errorOf(await call(t, 'DELETE', 'posts/999999/reaction', { as: OTHER }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(t, 'PUT', 'posts/1/reaction', { body: { type: 'like' } }))).toMatchObject({ status: 401 });
    expect(errorOf(await call(t, 'DELETE', 'posts/1/reaction'))).toMatchObject({ status: 401 });
  });
});

describe('bookmarks', () => {
  it('saves and unsaves idempotently', async () => {
    const post = await newPost();
    for (let i = 0; i < 2; i++) {
      const saved = await call(t, 'PUT', `posts/${post.id}/saved`, { as: OTHER });
      expect(saved.body.data).toEqual({ postId: post.id, saved: true });
    }
    expect((await call<Post>(t, 'GET', `posts/${post.id}`, { as: OTHER })).body.data.saved).toBe(true);
    for (let i = 0; i < 2; i++) {
      const unsaved = await call(t, 'DELETE', `posts/${post.id}/saved`, { as: OTHER });
      expect(unsaved.body.data).toEqual({ postId: post.id, saved: false });
    }
    expect((await call<Post>(t, 'GET', `posts/${post.id}`, { as: OTHER })).body.data.saved).toBe(false);
  });

  it('answers 404 and 401', async () => {
    expect(errorOf(await call(t, 'PUT', 'posts/999999/saved', { as: OTHER, lang: 'en' }))).toMatchObject({ status: 404, msg: 'Post 999999 not found' });
    expect(errorOf(await call(t, 'DELETE', 'posts/999999/saved', { as: OTHER }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(t, 'PUT', 'posts/1/saved'))).toMatchObject({ status: 401 });
  });
});

describe('POST /other/api/community/posts/{id}/report', () => {
  it('records a report once per member', async () => {
    const post = await newPost();
    const first = await call<{ id: number; postId: number; reason: string; createdAt: string }>(t, 'POST', `posts/${post.id}/report`, {
      as: OTHER,
      body: { reason: 'spam', note: 'Quảng cáo' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ postId: post.id, reason: 'spam' });
    expect(first.body.data.createdAt).toMatch(ISO);
    const [row] = await t.app.db.select().from(communityReports).where(eq(communityReports.id, first.body.data.id));
    expect(row).toMatchObject({ reporterId: OTHER, note: 'Quảng cáo' });
    expect(errorOf(await call(t, 'POST', `posts/${post.id}/report`, { as: OTHER, lang: 'en', body: { reason: 'scam' } }))).toEqual({
      status: 409,
      code: 409,
      msg: `You have already reported post ${post.id}`,
      data: null,
    });
  });

  it('rejects own posts, bad reasons, unknown posts and missing tokens', async () => {
    const post = await newPost();
    expect(errorOf(await call(t, 'POST', `posts/${post.id}/report`, { as: AUTHOR, lang: 'en', body: { reason: 'spam' } }))).toMatchObject({
      status: 400,
      msg: 'You cannot report your own post',
    });
    expect(errorOf(await call(t, 'POST', `posts/${post.id}/report`, { as: OTHER, lang: 'en', body: { reason: 'boring' } }))).toMatchObject({
      status: 400,
      msg: 'body.reason is invalid',
    });
    expect(errorOf(await call(t, 'POST', `posts/${post.id}/report`, { as: OTHER, lang: 'en', body: { reason: 'other', note: 'x'.repeat(501) } }))).toMatchObject({
      status: 400,
      msg: 'body.note must have at most 500 characters',
    });
    expect(errorOf(await call(t, 'POST', 'posts/999999/report', { as: OTHER, body: { reason: 'spam' } }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(t, 'POST', `posts/${post.id}/report`, { body: { reason: 'spam' } }))).toMatchObject({ status: 401 });
  });
});

describe('POST /other/api/community/posts/{id}/share', () => {
  it('counts shares', async () => {
    const post = await newPost();
    expect((await call(t, 'POST', `posts/${post.id}/share`, { as: OTHER })).body.data).toEqual({ postId: post.id, sharesCount: 1 });
    expect((await call(t, 'POST', `posts/${post.id}/share`, { as: 122 })).body.data).toEqual({ postId: post.id, sharesCount: 2 });
    const [row] = await t.app.db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(row?.sharesCount).toBe(2);
  });

  it('answers 404 and 401', async () => {
    expect(errorOf(await call(t, 'POST', 'posts/999999/share', { as: OTHER }))).toMatchObject({ status: 404 });
    expect(errorOf(await call(t, 'POST', 'posts/1/share'))).toMatchObject({ status: 401 });
  });
});
