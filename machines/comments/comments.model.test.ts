import { describe, expect, it } from 'vitest';
import type { EventObject, Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { commentsMachine, type CommentsContext } from './comments.machine';
import { firstPage, nothing, pageWithReplies, posted, removed, replies, RULES, secondPage, start } from './test-fixtures';

const events = [
  { type: 'comments.open' },
  { type: 'xstate.done.actor.page', output: firstPage },
  { type: 'xstate.done.actor.page', output: pageWithReplies },
  { type: 'xstate.done.actor.page', output: nothing },
  { type: 'xstate.error.actor.page', error: new ApiFailure(0, 'Failed to fetch') },
  { type: 'comments.retry' },
  { type: 'comments.sort', sort: 'top' },
  { type: 'comments.more' },
  { type: 'xstate.done.actor.more', output: secondPage },
  { type: 'xstate.error.actor.more', error: new ApiFailure(500, 'Lỗi máy chủ nội bộ') },
  { type: 'comments.draft', text: '  Hay quá  ' },
  { type: 'comments.draft', text: '   ' },
  { type: 'comments.draft', text: 'Hay quá', box: 1 },
  { type: 'comments.reply', commentId: 1, name: 'Thành viên 1' },
  { type: 'comments.cancelReply' },
  { type: 'comments.submit' },
  { type: 'comments.submit', box: 1 },
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

/** Where the regions are, and whether each box holds a comment that may be sent (which decides what a send does). */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context: c } = s as unknown as { value: unknown; context: CommentsContext };
  return JSON.stringify([value, c.rules.problem(c.drafts[0] ?? '') === null, c.rules.problem(c.drafts[1] ?? '') === null]);
};

const input = { subject: 7, count: 4, rules: RULES };

/** A step as a short line: the event (its payload named, not dumped) and the regions' states after it. */
function stepText(event: EventObject, value: unknown): string {
  const e = event as EventObject & { output?: unknown; error?: ApiFailure; text?: string; sort?: string; commentId?: number; box?: number };
  const detail = e.error
    ? ` ${e.error.status}`
    : e.text !== undefined
      ? ` "${e.text.trim()}"${e.box ? ` in #${e.box}` : ''}`
      : e.sort
        ? ` ${e.sort}`
        : e.commentId
          ? ` #${e.commentId}`
          : e.box
            ? ` box #${e.box}`
            : e.output === nothing
              ? ' (none)'
              : e.output === pageWithReplies
                ? ' (with replies)'
                : '';
  const states = Object.entries(value as Record<string, unknown>)
    .map(([region, v]) => `${region}.${typeof v === 'string' ? v : JSON.stringify(v).replace(/[{}"]/g, '').replace(':', '.')}`)
    .join(' ');
  return `${e.type.replace(/^xstate\.(done|error)\.actor\./, (_, kind: string) => `${kind} `)}${detail} → ${states}`;
}

const paths = transitionPaths(commentsMachine, { input, events: events as never, serializeState }).map((p) => ({
  ...p,
  description: p.steps.length ? p.steps.map((step) => stepText(step.event, step.value)).join(', ') : 'starts closed',
}));

describe('comments (model-based)', () => {
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
        // The count is the server's latest word (or the page's, before the first answer that has one).
        expect([0, 2, 4, 5, 6]).toContain(c.count);
        // The list never shows a comment twice, nor a thread a reply twice.
        expect(new Set(c.items.map((i) => i.id)).size).toBe(c.items.length);
        for (const thread of Object.values(c.replies)) expect(new Set(thread.items.map((r) => r.id)).size).toBe(thread.items.length);
        // Busy exactly while a call is on its way.
        const busy =
          snapshot.matches({ list: 'loading' }) ||
          snapshot.matches({ list: { ready: 'loadingMore' } }) ||
          snapshot.matches({ list: { ready: 'removing' } }) ||
          snapshot.matches({ list: { ready: 'loadingReplies' } }) ||
          snapshot.matches({ composer: 'posting' });
        expect(snapshot.hasTag('busy')).toBe(busy);
        // Only a draft that may be sent is sent, cleaned, to the thread chosen: a thread's box to its thread.
        if (snapshot.matches({ composer: 'posting' })) {
          const parentId = c.box || c.replyTo?.commentId;
          expect(post.last().input).toEqual({ subject: 7, content: 'Hay quá', ...(parentId ? { parentId } : {}) });
        }
        if (snapshot.matches({ list: 'loading' })) expect(load.last().input).toEqual({ subject: 7, sort: c.sort, pageNum: 1 });
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(commentsMachine, paths);
    printCoverage('comments', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
