import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { call, expectError, memberToken } from '../content/content-helpers.ts';
import type { Envelope, Page } from '../../../../contracts/schemas/common.ts';
import type { ShortItem } from '../../../../contracts/schemas/content/shorts.ts';
import type {
  ShortCommentDeleted,
  ShortCommentLikeState,
  ShortCommentPage,
  ShortCommentPosted,
} from '../../../../contracts/schemas/content/short-comments.ts';
import { SHORT_COMMENTS_PER_MINUTE } from '../../../../contracts/short-comments.ts';

let t: TestApp;
let clips: ShortItem[];
beforeAll(async () => {
  t = await makeTestApp();
  clips = (await call<Page<ShortItem>>(t, '/other/api/short-video/list?tab=xu-huong&pageSize=30')).body.data.list;
});
afterAll(() => t.close());

const comments = (id: number, query = '', headers: Record<string, string> = {}) => call<ShortCommentPage>(t, `/other/api/short-video/comments?id=${id}${query}`, { headers });
const post = (body: unknown, authorization?: string, language = 'en') =>
  call<ShortCommentPosted>(t, '/other/api/short-video/comment', { method: 'POST', body, headers: { 'x-language': language, ...(authorization ? { authorization } : {}) } });
async function remove(commentId: number | string, authorization?: string) {
  const res = await t.app.inject({ method: 'DELETE', url: `/other/api/short-video/comment/${commentId}`, headers: { 'x-language': 'en', ...(authorization ? { authorization } : {}) } });
  return { status: res.statusCode, body: res.json<Envelope<ShortCommentDeleted>>() };
}
const clipCount = async (id: number) => (await call<Page<ShortItem>>(t, `/other/api/short-video/list?pageSize=100`)).body.data.list.find((c) => c.id === id)?.comments;

describe('reading comments', () => {
  it('the seeded clips carry their comments, and a clip’s count is them all, replies included', async () => {
    const clip = clips.find((c) => c.comments > 3)!;
    const { status, body } = await comments(clip.id, '&pageSize=50');
    expect(status).toBe(200);
    expect(body.data.count).toBe(clip.comments);
    const replies = body.data.list.reduce((n, c) => n + c.replies, 0);
    expect(body.data.total + replies).toBe(clip.comments);
    const times = body.data.list.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const comment of body.data.list) {
      expect(comment.parentId).toBeNull();
      expect(comment.author.avatar).toBe(`/media/avatar/${comment.author.userId}.svg`);
      expect(comment.author.nickname.length).toBeGreaterThan(0);
      expect([comment.liked, comment.mine]).toEqual([false, false]);
      expect(Date.parse(comment.createdAt)).toBeGreaterThanOrEqual(Date.parse(clip.createdAt));
    }
  });

  it('the seeded comments are about their clip: each names the player or team of its title, in its category’s words', async () => {
    const commented = clips.filter((c) => c.comments > 0 && c.id < 1000);
    expect(new Set(commented.map((c) => c.category.slug)).size).toBeGreaterThan(3);
    for (const clip of commented) {
      const vi = (await call<ShortItem>(t, `/other/api/short-video/detail/${clip.slug}`, { headers: { 'x-language': 'vi' } })).body.data.title;
      const { body } = await comments(clip.id, '&pageSize=50');
      for (const comment of body.data.list) {
        // The comment's name (a run of words with capitals, or a team's name) is in the clip's title.
        const named = [...vi.matchAll(/\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*)*/gu)].map((m) => m[0]).some((name) => name.length > 2 && comment.content.includes(name));
        expect(named, `${clip.title} / ${comment.content}`).toBe(true);
      }
    }
  });

  it('top puts the most liked first; replies come oldest first with their thread', async () => {
    const clip = clips.find((c) => c.comments > 5)!;
    const top = (await comments(clip.id, '&sort=top&pageSize=50')).body.data.list;
    const likes = top.map((c) => c.likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    let withReplies = top.find((c) => c.replies > 0);
    for (const other of clips) {
      if (withReplies) break;
      withReplies = (await comments(other.id, '&pageSize=50')).body.data.list.find((c) => c.replies > 0);
    }
    if (!withReplies) throw new Error('the seed has no thread with replies');
    const replies = await call<ShortCommentPage>(t, `/other/api/short-video/comment/replies?commentId=${withReplies.id}`);
    expect(replies.body.data.total).toBe(withReplies.replies);
    const times = replies.body.data.list.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const reply of replies.body.data.list) expect(reply.parentId).toBe(withReplies.id);
  });

  it('refuses an unknown clip or comment and bad queries', async () => {
    expectError(await comments(99_999_999, '', { 'x-language': 'en' }), 404, 'Short video not found: 99999999');
    expectError(await call(t, '/other/api/short-video/comment/replies?commentId=99999999', { headers: { 'x-language': 'en' } }), 404, 'Comment 99999999 not found');
    expectError(await call(t, '/other/api/short-video/comments?id=1&sort=best', { headers: { 'x-language': 'en' } }), 400, 'querystring.sort is invalid');
    expectError(await call(t, '/other/api/short-video/comments', { headers: { 'x-language': 'en' } }), 400, 'querystring.id is required');
  });
});

describe('writing comments', () => {
  it('a member comments (text kept as typed, trimmed) and the counts follow; guests may not', async () => {
    const clip = clips[0]!;
    const before = (await comments(clip.id)).body.data.count;
    const token = memberToken(t, 160);
    const content = '  Bàn thắng <b>đẹp</b> quá!\n\n\n\nXem lại 10 lần  ';
    const { status, body } = await post({ id: clip.id, content }, token);
    expect(status).toBe(200);
    expect(body.data.count).toBe(before + 1);
    expect(body.data.comment).toMatchObject({ shortId: clip.id, parentId: null, content: 'Bàn thắng <b>đẹp</b> quá!\n\nXem lại 10 lần', likes: 0, replies: 0, mine: true, author: { userId: 160 } });
    const seen = await comments(clip.id, '', { authorization: memberToken(t, 161) });
    expect(seen.body.data.list[0]).toMatchObject({ id: body.data.comment.id, mine: false });
    expect(seen.body.data.count).toBe(before + 1);
    expect(await clipCount(clip.id)).toBe(before + 1);

    expectError(await post({ id: clip.id, content: 'khách' }), 401, 'Authentication required');
  });

  it('a reply joins the thread of its top-level comment; a reply to a reply names whom it answers', async () => {
    const clip = clips[1]!;
    const first = (await post({ id: clip.id, content: 'Bình luận gốc' }, memberToken(t, 162))).body.data.comment;
    const reply = (await post({ id: clip.id, content: 'Trả lời', parentId: first.id }, memberToken(t, 163))).body.data;
    expect(reply.comment).toMatchObject({ parentId: first.id, replyTo: null });
    const again = (await post({ id: clip.id, content: 'Trả lời lại', parentId: reply.comment.id }, memberToken(t, 162))).body.data.comment;
    expect(again).toMatchObject({ parentId: first.id, replyTo: { userId: 163 } });
    const thread = (await comments(clip.id)).body.data.list.find((c) => c.id === first.id)!;
    expect(thread.replies).toBe(2);
    // A parent on another clip is refused.
    expectError(await post({ id: clips[2]!.id, content: 'Sai chỗ', parentId: first.id }, memberToken(t, 162)), 400, `body.parentId: comment ${first.id} is not on this video`);
    expectError(await post({ id: clip.id, content: 'x', parentId: 99_999_999 }, memberToken(t, 162)), 404, 'Comment 99999999 not found');
  });

  it.each([
    ['a blank content', { content: '   ' }, 'en', 'body.content must not be blank'],
    ['a long content', { content: 'a'.repeat(301) }, 'en', 'body.content must have at most 300 characters'],
    ['a long content', { content: 'a'.repeat(301) }, 'vi', 'body.content chỉ được tối đa 300 ký tự'],
    ['a hidden character', { content: 'ẩn\u202edanh' }, 'zh', 'body.content 含有控制字元或隱藏字元'],
    ['no content', { content: undefined }, 'en', 'body.content is required'],
    ['a text id', { id: 'x' }, 'en', 'body.id must be of type integer'],
  ])('refuses %s with a 400 naming the field (%s)', async (_case, change, language, msg) => {
    const clip = clips[3]!;
    expectError(await post({ id: clip.id, content: 'ok', ...change }, memberToken(t, 164), language), 400, msg);
  });

  it('keeps emoji sequences, and refuses an unknown clip', async () => {
    const family = 'Cả nhà xem 👨‍👩‍👧 ⚽';
    expect((await post({ id: clips[3]!.id, content: family }, memberToken(t, 164))).body.data.comment.content).toBe(family);
    expectError(await post({ id: 99_999_999, content: 'x' }, memberToken(t, 164)), 404, 'Short video not found: 99999999');
  });

  it(`limits a member to ${SHORT_COMMENTS_PER_MINUTE} comments a minute (429), others unaffected`, async () => {
    const clip = clips[4]!;
    const token = memberToken(t, 165);
    for (let i = 0; i < SHORT_COMMENTS_PER_MINUTE; i++) expect((await post({ id: clip.id, content: `Bình luận ${i}` }, token)).status).toBe(200);
    expectError(await post({ id: clip.id, content: 'thêm nữa' }, token), 429, 'You are commenting too fast, wait a moment and try again');
    expect((await post({ id: clip.id, content: 'người khác' }, memberToken(t, 166))).status).toBe(200);
  });
});

describe('deleting comments', () => {
  it('only the author deletes a comment; its replies go with it and the counts follow', async () => {
    const clip = clips[5]!;
    const author = memberToken(t, 170);
    const root = (await post({ id: clip.id, content: 'Sẽ xoá' }, author)).body.data.comment;
    await post({ id: clip.id, content: 'Trả lời 1', parentId: root.id }, memberToken(t, 171));
    const second = (await post({ id: clip.id, content: 'Trả lời 2', parentId: root.id }, memberToken(t, 172))).body.data;
    const before = second.count;

    expectError(await remove(root.id, memberToken(t, 171)), 403, 'Only its author may delete this comment');
    expectError(await remove(root.id), 401, 'Authentication required');
    expectError(await remove(99_999_999, author), 404, 'Comment 99999999 not found');
    expectError(await remove('abc', author), 400, 'params.commentId must be of type integer');

    // A reply's author deletes the reply: the thread loses one.
    const reply = await remove(second.comment.id, memberToken(t, 172));
    expect(reply.body.data).toEqual({ commentId: second.comment.id, shortId: clip.id, parentId: root.id, removed: 1, count: before - 1 });
    expect((await comments(clip.id)).body.data.list.find((c) => c.id === root.id)?.replies).toBe(1);

    const gone = await remove(root.id, author);
    expect(gone.body.data).toMatchObject({ commentId: root.id, removed: 2, count: before - 3 });
    expect((await comments(clip.id)).body.data.list.some((c) => c.id === root.id)).toBe(false);
    expect(await clipCount(clip.id)).toBe(before - 3);
    expectError(await remove(root.id, author), 404, `Comment ${root.id} not found`);
  });
});

describe('liking comments', () => {
  it('a member likes and unlikes a comment once; the list shows it', async () => {
    const clip = clips[6]!;
    const comment = (await post({ id: clip.id, content: 'Thích không?' }, memberToken(t, 175))).body.data.comment;
    const liker = memberToken(t, 176);
    const like = (body: unknown, path = 'like') => call<ShortCommentLikeState>(t, `/other/api/short-video/comment/${path}`, { method: 'POST', body, headers: { authorization: liker, 'x-language': 'en' } });
    expect((await like({ commentId: comment.id })).body.data).toEqual({ commentId: comment.id, liked: true, likes: 1 });
    expect((await like({ commentId: comment.id })).body.data.likes).toBe(1);
    const seen = (await comments(clip.id, '', { authorization: liker })).body.data.list.find((c) => c.id === comment.id)!;
    expect([seen.liked, seen.likes]).toEqual([true, 1]);
    expect((await like({ commentId: comment.id }, 'unlike')).body.data).toEqual({ commentId: comment.id, liked: false, likes: 0 });
    expect((await like({ commentId: comment.id }, 'unlike')).body.data.likes).toBe(0);
    expectError(await like({ commentId: 99_999_999 }), 404, 'Comment 99999999 not found');
    expectError(await call(t, '/other/api/short-video/comment/like', { method: 'POST', body: { commentId: comment.id }, headers: { 'x-language': 'en' } }), 401, 'Authentication required');
  });
});
