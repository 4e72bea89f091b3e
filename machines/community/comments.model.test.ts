import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import type { Page } from '../../contracts/schemas/common';
import type { Comment, Reply, UserSummary } from '../../contracts/schemas/community';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { commentsMachine, type CommentsContext } from './comments.machine';

const who = (userId: number): UserSummary => ({ userId, displayName: `Member ${userId}`, nickname: '', profilePicture: `/media/avatar/${userId}.svg`, siteRoleId: 1, level: 3 });
const reply = (id: number, parentId: number, canDelete = false): Reply => ({
  id,
  postId: 5,
  parentId,
  author: who(200 + id),
  replyTo: who(100),
  content: `Trả lời ${id}`,
  createdAt: '2026-11-24T12:00:00.000Z',
  canDelete,
});
const comment = (id: number, canDelete: boolean, replies: Reply[], repliesCount: number): Comment => ({
  ...reply(id, 0, canDelete),
  parentId: null,
  replyTo: null,
  content: `Bình luận ${id}`,
  replies,
  repliesCount,
});

const PAGE_1: Page<Comment> = { list: [comment(1, true, [reply(11, 1)], 2), comment(2, false, [], 0)], total: 3, pageNum: 1, pageSize: 10 };
const PAGE_2: Page<Comment> = { list: [comment(3, false, [], 0)], total: 3, pageNum: 2, pageSize: 10 };
const NEW_TOP = comment(40, true, [], 0);
const NEW_REPLY: Comment = { ...reply(41, 1, true), replies: [], repliesCount: 0 };
const REPLIES: Page<Reply> = { list: [reply(11, 1), reply(12, 1)], total: 2, pageNum: 1, pageSize: 50 };

const events = [
  { type: 'xstate.done.actor.page', output: PAGE_1 },
  { type: 'xstate.error.actor.page', error: new ApiFailure(0, 'offline') },
  { type: 'comments.retry' },
  { type: 'comments.send', content: 'Trận hay quá!' },
  { type: 'comments.send', content: '   ' },
  { type: 'comments.send', content: 'Đồng ý', parentId: 1 },
  { type: 'xstate.done.actor.send', output: NEW_TOP },
  { type: 'xstate.done.actor.send', output: NEW_REPLY },
  { type: 'xstate.error.actor.send', error: new ApiFailure(400, 'body.content must not be blank') },
  { type: 'comments.more' },
  { type: 'xstate.done.actor.more', output: PAGE_2 },
  { type: 'xstate.error.actor.more', error: new ApiFailure(500, 'Lỗi') },
  { type: 'comments.replies', commentId: 1 },
  { type: 'xstate.done.actor.replies', output: REPLIES },
  { type: 'xstate.error.actor.replies', error: new ApiFailure(500, 'Lỗi') },
  { type: 'comments.delete', id: 1 },
  { type: 'comments.delete', id: 2 },
  { type: 'xstate.done.actor.remove', output: { id: 1, commentsCount: 3 } },
  { type: 'xstate.error.actor.remove', error: new ApiFailure(403, 'Only the comment author…') },
] as never;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: CommentsContext };
  const threads = [...new Set(context.comments.map((c) => `${c.id}:${Math.min(c.replies.length, 3)}`))].sort();
  return JSON.stringify([value, threads, context.comments.length < context.total, context.busyId, context.sendError?.status ?? null]);
};

const paths = transitionPaths(commentsMachine, { input: { count: 4 }, events, serializeState });

describe('comment thread machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const loadPage = controllablePromiseActor<Page<Comment>, { pageNum: number }>();
    const loadReplies = controllablePromiseActor<Page<Reply>, { commentId: number }>();
    const send = controllablePromiseActor<Comment, { content: string; parentId?: number }>();
    const remove = controllablePromiseActor<{ id: number; commentsCount: number }, { id: number }>();
    const counted: number[] = [];
    const fakes = { page: loadPage, more: loadPage, replies: loadReplies, send, remove } as const;
    const machine = commentsMachine.provide({
      actors: { loadPage: loadPage.logic, loadReplies: loadReplies.logic, send: send.logic, remove: remove.logic },
      actions: { counted: (_, count: number) => void counted.push(count) },
    });
    const actor = createActor(machine, { input: { count: 4 } }).start();
    let before = actor.getSnapshot();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        before = actor.getSnapshot();
        const e = event as EventObject & { output?: unknown; error?: unknown };
        const id = e.type.replace(/^xstate\.(done|error)\.actor\./, '') as keyof typeof fakes;
        if (e.type.startsWith('xstate.done.actor.')) (fakes[id].last().resolve as (v: unknown) => void)(e.output);
        else if (e.type.startsWith('xstate.error.actor.')) fakes[id].last().reject(e.error);
        else actor.send(event as never);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context;
        const was = before.context;
        const e = event as EventObject & { content?: string; parentId?: number; id?: number; commentId?: number };
        // What is sent is the trimmed text, to the thread chosen; a blank one is never sent.
        if (snapshot.matches({ ready: 'sending' }) && !before.matches({ ready: 'sending' })) {
          expect(send.last().input).toEqual(e.parentId ? { content: e.content!.trim(), parentId: e.parentId } : { content: e.content!.trim() });
        }
        if (event.type === 'comments.send' && e.content!.trim() === '') expect(snapshot.value).toEqual(before.value);
        // A comment goes on top, a reply at the end of its thread; the post card hears the count.
        if (event.type === 'xstate.done.actor.send') {
          const made = (event as unknown as { output: Comment }).output;
          if (made.parentId === null) expect(context.comments[0]!.id).toBe(made.id);
          else {
            const thread = context.comments.find((c) => c.id === made.parentId);
            // (A reply whose comment was deleted meanwhile has no thread to join.)
            if (thread) expect(thread.replies.at(-1)!.id).toBe(made.id);
          }
          expect(context.count).toBe(was.count + 1);
          expect(counted.at(-1)).toBe(context.count);
        }
        // A refused write or delete keeps the thread and says why.
        if (event.type.startsWith('xstate.error.actor.') && before.hasTag('busy') && !before.matches('loading')) {
          expect(context.comments).toEqual(was.comments);
          expect(context.sendError).not.toBeNull();
        }
        // Older comments join below; a thread's replies are all shown once read.
        if (event.type === 'xstate.done.actor.more') expect(context.comments.map((c) => c.id).slice(0, was.comments.length)).toEqual(was.comments.map((c) => c.id));
        if (event.type === 'xstate.done.actor.replies') expect(context.comments.find((c) => c.id === 1)!.replies.map((r) => r.id)).toEqual([11, 12]);
        // Only one's own comment is deleted, with its replies; the count is the server's.
        if (event.type === 'comments.delete' && e.id === 2) expect(snapshot.value).toEqual(before.value);
        if (event.type === 'xstate.done.actor.remove') {
          expect(context.comments.some((c) => c.id === 1)).toBe(false);
          expect(context.count).toBe(3);
        }
        if (snapshot.matches('failed')) expect(context.error?.status).toBe(0);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(commentsMachine, paths);
    printCoverage('board comments', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
