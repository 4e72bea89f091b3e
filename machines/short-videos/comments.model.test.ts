import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import type { ShortComment, ShortCommentBody, ShortCommentDeleted, ShortCommentPage, ShortCommentPosted } from '../../contracts/schemas/content/short-comments';
import { commentProblem, type ShortCommentSort } from '../../contracts/short-comments';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';
import { commentsMachine, type CommentsContext } from './comments.machine';

function comment(id: number, over: Partial<ShortComment> = {}): ShortComment {
  return {
    id,
    shortId: 7,
    parentId: null,
    author: { userId: 100 + id, nickname: `Thành viên ${id}`, avatar: `/media/avatar/${100 + id}.svg`, siteRoleId: 1 },
    replyTo: null,
    content: `Bình luận ${id}`,
    likes: 0,
    liked: false,
    replies: 0,
    byCreator: false,
    mine: false,
    createdAt: '2026-11-24T12:00:00.000Z',
    ...over,
  };
}

const page = (list: ShortComment[], total: number, pageNum: number, count: number): ShortCommentPage => ({ list, total, pageNum, pageSize: 20, count });

const firstPage = page([comment(1, { replies: 2 }), comment(2)], 3, 1, 5);
const secondPage = page([comment(2), comment(3)], 3, 2, 5);
const nothing = page([], 0, 1, 0);
const posted: ShortCommentPosted = { comment: comment(9, { mine: true, content: 'Hay quá' }), count: 6 };
const removed: ShortCommentDeleted = { commentId: 1, shortId: 7, parentId: null, removed: 3, count: 2 };
const replies = page([comment(11, { parentId: 1 }), comment(12, { parentId: 1 })], 2, 1, 5);

const events = [
  { type: 'comments.open' },
  { type: 'xstate.done.actor.page', output: firstPage },
  { type: 'xstate.done.actor.page', output: nothing },
  { type: 'xstate.error.actor.page', error: new ApiFailure(0, 'Failed to fetch') },
  { type: 'comments.retry' },
  { type: 'comments.sort', sort: 'top' },
  { type: 'comments.more' },
  { type: 'xstate.done.actor.more', output: secondPage },
  { type: 'xstate.error.actor.more', error: new ApiFailure(500, 'Lỗi máy chủ nội bộ') },
  { type: 'comments.draft', text: '  Hay quá  ' },
  { type: 'comments.draft', text: '   ' },
  { type: 'comments.reply', commentId: 1, nickname: 'Thành viên 1' },
  { type: 'comments.cancelReply' },
  { type: 'comments.submit' },
  { type: 'xstate.done.actor.post', output: posted },
  { type: 'xstate.error.actor.post', error: new ApiFailure(429, 'Bạn bình luận quá nhanh') },
  { type: 'comments.delete', commentId: 1 },
  { type: 'xstate.done.actor.remove', output: removed },
  { type: 'xstate.error.actor.remove', error: new ApiFailure(403, 'Chỉ người viết mới xoá được bình luận này') },
  { type: 'replies.load', commentId: 1 },
  { type: 'xstate.done.actor.replies', output: replies },
  { type: 'xstate.error.actor.replies', error: new ApiFailure(0, 'Failed to fetch') },
  { type: 'replies.hide', commentId: 1 },
];

/** Where the regions are, and whether the box holds a comment that may be sent (which decides what a send does). */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context: c } = s as unknown as { value: unknown; context: CommentsContext };
  return JSON.stringify([value, commentProblem(c.draft) === null]);
};

const input = { clipId: 7, count: 4 };

/** A step as a short line: the event (its payload named, not dumped) and the regions' states after it. */
function stepText(event: EventObject, value: unknown): string {
  const e = event as EventObject & { output?: unknown; error?: ApiFailure; text?: string; sort?: string; commentId?: number };
  const detail = e.error ? ` ${e.error.status}` : e.text !== undefined ? ` "${e.text.trim()}"` : e.sort ? ` ${e.sort}` : e.commentId ? ` #${e.commentId}` : e.output === nothing ? ' (none)' : '';
  const states = Object.entries(value as Record<string, unknown>)
    .map(([region, v]) => `${region}.${typeof v === 'string' ? v : JSON.stringify(v).replace(/[{}"]/g, '').replace(':', '.')}`)
    .join(' ');
  return `${e.type.replace(/^xstate\.(done|error)\.actor\./, (_, kind: string) => `${kind} `)}${detail} → ${states}`;
}

const paths = transitionPaths(commentsMachine, { input, events: events as never, serializeState }).map((p) => ({
  ...p,
  description: p.steps.length ? p.steps.map((step) => stepText(step.event, step.value)).join(', ') : 'starts closed',
}));

function start() {
  const load = controllablePromiseActor<ShortCommentPage, { id: number; sort: ShortCommentSort; pageNum: number }>();
  const more = load; // the list's pages and the next pages share the call
  const loadReplies = controllablePromiseActor<ShortCommentPage, { commentId: number; pageNum: number }>();
  const post = controllablePromiseActor<ShortCommentPosted, ShortCommentBody>();
  const remove = controllablePromiseActor<ShortCommentDeleted, { commentId: number }>();
  const actor = createActor(
    commentsMachine.provide({ actors: { loadComments: load.logic, loadReplies: loadReplies.logic, postComment: post.logic, removeComment: remove.logic } }),
    { input },
  ).start();
  return { actor, load, more, loadReplies, post, remove };
}

describe('short-video comments (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { actor, load, loadReplies, post, remove } = start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: unknown; error?: unknown };
        const fake = { page: load, more: load, post, remove, replies: loadReplies }[e.type.replace(/^xstate\.(done|error)\.actor\./, '')] as
          | { last: () => { resolve: (v: never) => void; reject: (e: unknown) => void } }
          | undefined;
        if (e.type.startsWith('xstate.done.actor.')) fake!.last().resolve(e.output as never);
        else if (e.type.startsWith('xstate.error.actor.')) fake!.last().reject(e.error);
        else actor.send(event as never);
      },
      check: (step) => {
        const snapshot = actor.getSnapshot();
        expect(serializeState(snapshot)).toBe(serializeState(step.snapshot));
        const c = snapshot.context;
        // The count is the server's latest word (or the feed's, before the first answer).
        expect([0, 2, 4, 5, 6]).toContain(c.count);
        // The list never shows a comment twice, and never more than it says there are.
        expect(new Set(c.items.map((i) => i.id)).size).toBe(c.items.length);
        // Busy exactly while a call is on its way.
        const busy =
          snapshot.matches({ list: 'loading' }) ||
          snapshot.matches({ list: { ready: 'loadingMore' } }) ||
          snapshot.matches({ list: { ready: 'removing' } }) ||
          snapshot.matches({ list: { ready: 'loadingReplies' } }) ||
          snapshot.matches({ composer: 'posting' });
        expect(snapshot.hasTag('busy')).toBe(busy);
        // Only a draft that may be sent is sent, cleaned, to the thread chosen.
        if (snapshot.matches({ composer: 'posting' })) expect(post.last().input).toEqual({ id: 7, content: 'Hay quá', ...(c.replyTo ? { parentId: c.replyTo.commentId } : {}) });
        if (snapshot.matches({ list: 'loading' })) expect(load.last().input).toEqual({ id: 7, sort: c.sort, pageNum: 1 });
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(commentsMachine, paths);
    printCoverage('short-videos/comments', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('short-video comments', () => {
  it('loads nothing until the panel opens, then pages without showing a comment twice', async () => {
    const { actor, load } = start();
    expect(load.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.count).toBe(4);
    actor.send({ type: 'comments.open' });
    load.last().resolve(firstPage);
    await settle();
    expect(actor.getSnapshot().context.count).toBe(5);
    actor.send({ type: 'comments.more' });
    expect(load.last().input).toEqual({ id: 7, sort: 'newest', pageNum: 2 });
    load.last().resolve(secondPage);
    await settle();
    expect(actor.getSnapshot().context.items.map((c) => c.id)).toEqual([1, 2, 3]);
    // Everything is listed: no further page is asked for.
    actor.send({ type: 'comments.more' });
    expect(load.calls).toHaveLength(2);
    actor.send({ type: 'comments.sort', sort: 'top' });
    expect(load.last().input).toEqual({ id: 7, sort: 'top', pageNum: 1 });
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('a reply goes to its thread and counts there; the count follows the server', async () => {
    const { actor, load, post } = start();
    actor.send({ type: 'comments.open' });
    load.last().resolve(firstPage);
    await settle();
    actor.send({ type: 'comments.reply', commentId: 1, nickname: 'Thành viên 1' });
    actor.send({ type: 'comments.draft', text: 'Đồng ý\n\n\n\nquá' });
    actor.send({ type: 'comments.submit' });
    expect(post.last().input).toEqual({ id: 7, content: 'Đồng ý\n\nquá', parentId: 1 });
    post.last().resolve({ comment: comment(20, { parentId: 1, mine: true }), count: 6 });
    await settle();
    const c = actor.getSnapshot().context;
    expect(c.items[0]).toMatchObject({ id: 1, replies: 3 });
    expect(c.replies[1]?.items.map((r) => r.id)).toEqual([20]);
    expect([c.count, c.draft, c.replyTo, c.lastPosted]).toEqual([6, '', null, 20]);
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
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'Trận hay', postError: { status: 429 } });
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
    remove.last().resolve({ commentId: 12, shortId: 7, parentId: 1, removed: 1, count: 2 });
    await settle();
    expect(actor.getSnapshot().context.replies[1]?.items.map((r) => r.id)).toEqual([11]);
    expect(actor.getSnapshot().context.items[0]?.replies).toBe(1);
    actor.send({ type: 'comments.delete', commentId: 1 });
    remove.last().resolve({ commentId: 1, shortId: 7, parentId: null, removed: 2, count: 0 });
    await settle();
    expect(actor.getSnapshot().matches({ list: 'empty' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ count: 0, items: [], replies: {} });
  });
});
