import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../contracts/call-error';
import { settle } from '../test-utils/model-paths';
import type { CommentRules } from './comments.machine';
import { comment, firstPage, nothing, page, pageWithReplies, replies, secondPage, start } from './test-fixtures';

/** A board's rules: trimmed, not blank (no cleaning of line breaks). */
const TRIM_ONLY: CommentRules = { clean: (t) => t.trim(), problem: (t) => (t.trim() === '' ? 'empty' : null) };


describe('comments', () => {
  it('loads nothing until the list opens, then pages without showing a comment twice', async () => {
    const { actor, load } = start();
    expect(load.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.count).toBe(4);
    actor.send({ type: 'comments.open' });
    load.last().resolve(firstPage);
    await settle();
    expect(actor.getSnapshot().context.count).toBe(5);
    actor.send({ type: 'comments.more' });
    expect(load.last().input).toEqual({ subject: 7, sort: 'newest', pageNum: 2 });
    load.last().resolve(secondPage);
    await settle();
    expect(actor.getSnapshot().context.items.map((c) => c.id)).toEqual([1, 2, 3]);
    // Everything is listed: no further page is asked for.
    actor.send({ type: 'comments.more' });
    expect(load.calls).toHaveLength(2);
    actor.send({ type: 'comments.sort', sort: 'top' });
    expect(load.last().input).toEqual({ subject: 7, sort: 'top', pageNum: 1 });
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('a reply from the main box goes to the comment chosen and counts there; the count follows the server', async () => {
    const { actor, load, post } = start();
    actor.send({ type: 'comments.open' });
    load.last().resolve(firstPage);
    await settle();
    actor.send({ type: 'comments.reply', commentId: 1, name: 'Thành viên 1' });
    actor.send({ type: 'comments.draft', text: 'Đồng ý\n\n\n\nquá' });
    actor.send({ type: 'comments.submit' });
    expect(post.last().input).toEqual({ subject: 7, content: 'Đồng ý\n\nquá', parentId: 1 });
    post.last().resolve({ comment: comment(20, { parentId: 1, mine: true }), count: 6 });
    await settle();
    const c = actor.getSnapshot().context;
    expect(c.items[0]).toMatchObject({ id: 1, replies: 3 });
    expect(c.replies[1]?.items.map((r) => r.id)).toEqual([20]);
    expect([c.count, c.drafts[0], c.replyTo, c.lastPosted]).toEqual([6, '', null, { id: 20, box: 0 }]);
  });

  it('a thread’s own box answers its thread, while the main box keeps its draft; without a count the subject’s grows by one', async () => {
    const { actor, load, post } = start(TRIM_ONLY);
    actor.send({ type: 'comments.open' });
    load.last().resolve(pageWithReplies);
    await settle();
    // The first reply came with its comment.
    expect(actor.getSnapshot().context.replies[1]).toEqual({ items: [comment(11, { parentId: 1 })], total: 2, pageNum: 0 });
    expect(actor.getSnapshot().context.count).toBe(4);
    actor.send({ type: 'comments.draft', text: 'Bình luận mới' });
    actor.send({ type: 'comments.draft', text: ' Trả lời\n\n\nđây ', box: 1 });
    actor.send({ type: 'comments.submit', box: 1 });
    // This subject's rule only trims.
    expect(post.last().input).toEqual({ subject: 7, content: 'Trả lời\n\n\nđây', parentId: 1 });
    post.last().resolve({ comment: comment(30, { parentId: 1, mine: true }) });
    await settle();
    const c = actor.getSnapshot().context;
    expect(c.drafts).toEqual({ 0: 'Bình luận mới', 1: '' });
    expect(c.replies[1]?.items.map((r) => r.id)).toEqual([11, 30]);
    expect([c.count, c.lastPosted]).toEqual([5, { id: 30, box: 1 }]);
  });

  it('the rest of a thread joins the replies that came with its comment', async () => {
    const { actor, load, loadReplies } = start();
    actor.send({ type: 'comments.open' });
    load.last().resolve(pageWithReplies);
    await settle();
    actor.send({ type: 'replies.load', commentId: 1 });
    expect(loadReplies.last().input).toEqual({ commentId: 1, pageNum: 1 });
    loadReplies.last().resolve(replies);
    await settle();
    expect(actor.getSnapshot().context.replies[1]?.items.map((r) => r.id)).toEqual([11, 12]);
    actor.send({ type: 'replies.hide', commentId: 1 });
    expect(actor.getSnapshot().context.replies[1]).toBeUndefined();
  });

  it('an empty or too long draft is not sent; a refusal keeps the draft', async () => {
    const { actor, post, load } = start();
    actor.send({ type: 'comments.open' });
    load.last().resolve(nothing);
    await settle();
    expect(actor.getSnapshot().matches({ list: 'empty' })).toBe(true);
    actor.send({ type: 'comments.submit' });
    expect(actor.getSnapshot().context.problem).toBe('empty');
    actor.send({ type: 'comments.draft', text: 'x'.repeat(301) });
    expect(actor.getSnapshot().context.problem).toBe('tooLong');
    actor.send({ type: 'comments.submit' });
    expect(post.calls).toHaveLength(0);
    actor.send({ type: 'comments.draft', text: 'Trận hay' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'comments.submit' });
    post.last().reject(new ApiFailure(429, 'Bạn bình luận quá nhanh'));
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ drafts: { 0: 'Trận hay' }, postError: { status: 429 } });
    actor.send({ type: 'comments.submit' });
    post.last().resolve({ comment: comment(30, { mine: true }), count: 1 });
    await settle();
    // The first comment turns the empty list into a list.
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.items.map((c) => c.id)).toEqual([30]);
  });

  it('deleting the last comment empties the list; deleting a reply shortens its thread', async () => {
    const { actor, load, remove, loadReplies } = start();
    actor.send({ type: 'comments.open' });
    load.last().resolve(page([comment(1, { replies: 2, mine: true })], 1, 1, 3));
    await settle();
    actor.send({ type: 'replies.load', commentId: 1 });
    expect(loadReplies.last().input).toEqual({ commentId: 1, pageNum: 1 });
    loadReplies.last().resolve(replies);
    await settle();
    actor.send({ type: 'comments.delete', commentId: 12 });
    remove.last().resolve({ commentId: 12, count: 2 });
    await settle();
    expect(actor.getSnapshot().context.replies[1]?.items.map((r) => r.id)).toEqual([11]);
    expect(actor.getSnapshot().context.items[0]?.replies).toBe(1);
    actor.send({ type: 'comments.delete', commentId: 1 });
    remove.last().resolve({ commentId: 1, count: 0 });
    await settle();
    expect(actor.getSnapshot().matches({ list: 'empty' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ count: 0, items: [], replies: {} });
  });
});
