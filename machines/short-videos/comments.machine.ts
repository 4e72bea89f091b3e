import { assign, fromPromise, raise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { ShortComment, ShortCommentBody, ShortCommentDeleted, ShortCommentPage, ShortCommentPosted } from '../../contracts/schemas/content/short-comments';
import { cleanComment, commentProblem, type ShortCommentProblem, type ShortCommentSort } from '../../contracts/short-comments';

export type CommentsEvent =
  /** The panel opens: the first page loads (once; the list stays while the panel is closed). */
  | { type: 'comments.open' }
  | { type: 'comments.sort'; sort: ShortCommentSort }
  | { type: 'comments.more' }
  | { type: 'comments.retry' }
  | { type: 'comments.draft'; text: string }
  /** Answer a comment (top-level or a reply): the draft goes to its thread. */
  | { type: 'comments.reply'; commentId: number; nickname: string }
  | { type: 'comments.cancelReply' }
  | { type: 'comments.submit' }
  | { type: 'comments.delete'; commentId: number }
  | { type: 'replies.load'; commentId: number }
  | { type: 'replies.hide'; commentId: number }
  /** Raised by the machine itself: a comment was posted, or one went. */
  | { type: 'comments.posted' }
  | { type: 'comments.removed' };

export interface CommentsInput {
  clipId: number;
  /** The clip's comment count as the feed knows it, until the server says otherwise. */
  count: number;
}

export interface ThreadReplies {
  items: ShortComment[];
  total: number;
  pageNum: number;
}

export interface CommentsContext {
  clipId: number;
  /** Every comment of the clip, replies included: the count on the clip and in the panel's heading. */
  count: number;
  sort: ShortCommentSort;
  /** Top-level comments shown, pages appended. */
  items: ShortComment[];
  total: number;
  pageNum: number;
  error: CallError | null;
  draft: string;
  replyTo: { commentId: number; nickname: string } | null;
  /** Shown once a send was tried with a draft that may not be sent. */
  problem: ShortCommentProblem | null;
  postError: CallError | null;
  /** Replies shown under each thread that was opened (or answered). */
  replies: Record<number, ThreadReplies>;
  repliesFor: number | null;
  repliesError: { commentId: number; error: CallError } | null;
  removing: number | null;
  removeError: CallError | null;
  /** The comment the member just posted, for the view to bring into sight. */
  lastPosted: number | null;
}

/** Adds `incoming` after `items`, leaving out any already there (pages shift when comments come and go). */
function appendNew(items: ShortComment[], incoming: ShortComment[]): ShortComment[] {
  const seen = new Set(items.map((c) => c.id));
  return [...items, ...incoming.filter((c) => !seen.has(c.id))];
}

const hasMore = (c: CommentsContext) => c.items.length < c.total;

/**
 * The comments panel of a short video, like TikTok's: the clip's comments a page at a time (newest or
 * top first), threads one level deep whose replies open on demand, and the member's comment box, which
 * answers a comment when one is chosen. A draft that is empty or too long is not sent; a refusal keeps
 * the draft and shows the server's words. The author deletes their own comment (its replies go too).
 * Every answer carries the clip's comment count, which the clip's button shows. Two regions: the list
 * (where a deletion or a thread's replies wait their turn with the list's own calls) and the box.
 */
export const commentsMachine = setup({
  types: {
    context: {} as CommentsContext,
    events: {} as CommentsEvent,
    input: {} as CommentsInput,
  },
  actors: {
    loadComments: fromPromise<ShortCommentPage, { id: number; sort: ShortCommentSort; pageNum: number }>(() => Promise.reject(new Error('comments: no loadComments actor provided'))),
    loadReplies: fromPromise<ShortCommentPage, { commentId: number; pageNum: number }>(() => Promise.reject(new Error('comments: no loadReplies actor provided'))),
    postComment: fromPromise<ShortCommentPosted, ShortCommentBody>(() => Promise.reject(new Error('comments: no postComment actor provided'))),
    removeComment: fromPromise<ShortCommentDeleted, { commentId: number }>(() => Promise.reject(new Error('comments: no removeComment actor provided'))),
  },
  guards: {
    otherSort: ({ context, event }) => event.type === 'comments.sort' && event.sort !== context.sort,
    hasMore: ({ context }) => hasMore(context),
    isEmpty: (_, page: ShortCommentPage) => page.total === 0 && page.list.length === 0,
    noneLeft: ({ context }) => context.total === 0 && context.items.length === 0,
    canSend: ({ context }) => commentProblem(context.draft) === null,
  },
  actions: {
    setSort: assign(({ context, event }) => (event.type === 'comments.sort' ? { sort: event.sort, items: [], total: 0, pageNum: 0, error: null } : { sort: context.sort })),
    takeFirstPage: assign(({ event }) => {
      const page = (event as unknown as { output: ShortCommentPage }).output;
      return { items: page.list, total: page.total, pageNum: page.pageNum, count: page.count, error: null };
    }),
    takeNextPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: ShortCommentPage }).output;
      return { items: appendNew(context.items, page.list), total: page.total, pageNum: page.pageNum, count: page.count, error: null };
    }),
    keepError: assign({ error: ({ event }) => callError((event as unknown as { error: unknown }).error) }),
    setDraft: assign(({ context, event }) => {
      if (event.type !== 'comments.draft') return {};
      // A problem already shown goes as soon as the draft no longer has it.
      return { draft: event.text, problem: context.problem ? commentProblem(event.text) : null, postError: null };
    }),
    setReplyTo: assign(({ event }) => (event.type === 'comments.reply' ? { replyTo: { commentId: event.commentId, nickname: event.nickname }, postError: null } : {})),
    clearReplyTo: assign({ replyTo: null }),
    showProblem: assign(({ context }) => ({ problem: commentProblem(context.draft), postError: null })),
    startPost: assign({ problem: null, postError: null }),
    takePosted: assign(({ context, event }) => {
      const { comment, count } = (event as unknown as { output: ShortCommentPosted }).output;
      const base = { draft: '', replyTo: null, problem: null, postError: null, count, lastPosted: comment.id };
      if (comment.parentId === null) return { ...base, items: [comment, ...context.items.filter((c) => c.id !== comment.id)], total: context.total + 1 };
      const thread = context.replies[comment.parentId] ?? { items: [], total: 0, pageNum: 0 };
      return {
        ...base,
        items: context.items.map((c) => (c.id === comment.parentId ? { ...c, replies: c.replies + 1 } : c)),
        replies: { ...context.replies, [comment.parentId]: { ...thread, items: appendNew(thread.items, [comment]), total: thread.total + 1 } },
      };
    }),
    keepPostError: assign({ postError: ({ event }) => callError((event as unknown as { error: unknown }).error) }),
    startRemove: assign(({ event }) => (event.type === 'comments.delete' ? { removing: event.commentId, removeError: null } : {})),
    takeRemoved: assign(({ context, event }) => {
      const gone = (event as unknown as { output: ShortCommentDeleted }).output;
      const base = { removing: null, removeError: null, count: gone.count };
      if (gone.parentId === null) {
        const replies = { ...context.replies };
        delete replies[gone.commentId];
        const shown = context.items.some((c) => c.id === gone.commentId);
        return { ...base, replies, items: context.items.filter((c) => c.id !== gone.commentId), total: Math.max(0, context.total - (shown ? 1 : 0)) };
      }
      const thread = context.replies[gone.parentId];
      return {
        ...base,
        items: context.items.map((c) => (c.id === gone.parentId ? { ...c, replies: Math.max(0, c.replies - 1) } : c)),
        replies: thread
          ? { ...context.replies, [gone.parentId]: { ...thread, items: thread.items.filter((r) => r.id !== gone.commentId), total: Math.max(0, thread.total - 1) } }
          : context.replies,
      };
    }),
    keepRemoveError: assign({ removing: null, removeError: ({ event }) => callError((event as unknown as { error: unknown }).error) }),
    startReplies: assign(({ event }) => (event.type === 'replies.load' ? { repliesFor: event.commentId, repliesError: null } : {})),
    takeReplies: assign(({ context, event }) => {
      const page = (event as unknown as { output: ShortCommentPage }).output;
      const id = context.repliesFor!;
      const thread = context.replies[id] ?? { items: [], total: 0, pageNum: 0 };
      return { replies: { ...context.replies, [id]: { items: appendNew(thread.items, page.list), total: page.total, pageNum: page.pageNum } }, count: page.count, repliesFor: null };
    }),
    keepRepliesError: assign(({ context, event }) => ({
      repliesError: { commentId: context.repliesFor ?? 0, error: callError((event as unknown as { error: unknown }).error) },
      repliesFor: null,
    })),
    hideReplies: assign(({ context, event }) => {
      if (event.type !== 'replies.hide') return {};
      const replies = { ...context.replies };
      delete replies[event.commentId];
      return { replies };
    }),
  },
}).createMachine({
  id: 'shortComments',
  type: 'parallel',
  context: ({ input }) => ({
    clipId: input.clipId,
    count: input.count,
    sort: 'newest',
    items: [],
    total: 0,
    pageNum: 0,
    error: null,
    draft: '',
    replyTo: null,
    problem: null,
    postError: null,
    replies: {},
    repliesFor: null,
    repliesError: null,
    removing: null,
    removeError: null,
    lastPosted: null,
  }),
  states: {
    list: {
      initial: 'closed',
      states: {
        closed: { on: { 'comments.open': 'loading' } },
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'page',
            src: 'loadComments',
            input: ({ context }) => ({ id: context.clipId, sort: context.sort, pageNum: 1 }),
            onDone: [
              { guard: { type: 'isEmpty', params: ({ event }) => event.output }, target: 'empty', actions: 'takeFirstPage' },
              { target: 'ready', actions: 'takeFirstPage' },
            ],
            onError: { target: 'failed', actions: 'keepError' },
          },
          on: { 'comments.sort': { guard: 'otherSort', target: 'loading', reenter: true, actions: 'setSort' } },
        },
        ready: {
          initial: 'idle',
          on: {
            'comments.sort': { guard: 'otherSort', target: 'loading', actions: 'setSort' },
            'comments.removed': { guard: 'noneLeft', target: 'empty' },
            'replies.hide': { actions: 'hideReplies' },
          },
          states: {
            idle: {
              on: {
                'comments.more': { guard: 'hasMore', target: 'loadingMore' },
                'comments.delete': { target: 'removing', actions: 'startRemove' },
                'replies.load': { target: 'loadingReplies', actions: 'startReplies' },
              },
            },
            loadingMore: {
              tags: ['busy'],
              invoke: {
                id: 'more',
                src: 'loadComments',
                input: ({ context }) => ({ id: context.clipId, sort: context.sort, pageNum: context.pageNum + 1 }),
                onDone: { target: 'idle', actions: 'takeNextPage' },
                onError: { target: 'moreFailed', actions: 'keepError' },
              },
            },
            moreFailed: {
              on: {
                'comments.more': 'loadingMore',
                'comments.retry': 'loadingMore',
                'comments.delete': { target: 'removing', actions: 'startRemove' },
                'replies.load': { target: 'loadingReplies', actions: 'startReplies' },
              },
            },
            /** One of the member's comments is being deleted. */
            removing: {
              tags: ['busy'],
              invoke: {
                id: 'remove',
                src: 'removeComment',
                input: ({ context }) => ({ commentId: context.removing! }),
                onDone: { target: 'idle', actions: ['takeRemoved', raise({ type: 'comments.removed' })] },
                onError: { target: 'idle', actions: 'keepRemoveError' },
              },
            },
            /** A thread's next replies are on their way. */
            loadingReplies: {
              tags: ['busy'],
              invoke: {
                id: 'replies',
                src: 'loadReplies',
                input: ({ context }) => ({ commentId: context.repliesFor!, pageNum: (context.replies[context.repliesFor!]?.pageNum ?? 0) + 1 }),
                onDone: { target: 'idle', actions: 'takeReplies' },
                onError: { target: 'idle', actions: 'keepRepliesError' },
              },
            },
          },
        },
        empty: {
          on: {
            'comments.posted': 'ready',
            'comments.sort': { guard: 'otherSort', target: 'loading', actions: 'setSort' },
          },
        },
        failed: {
          on: {
            'comments.retry': 'loading',
            'comments.sort': { guard: 'otherSort', target: 'loading', actions: 'setSort' },
          },
        },
      },
    },
    composer: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'comments.draft': { actions: 'setDraft' },
            'comments.reply': { actions: 'setReplyTo' },
            'comments.cancelReply': { actions: 'clearReplyTo' },
            'comments.submit': [{ guard: 'canSend', target: 'posting', actions: 'startPost' }, { actions: 'showProblem' }],
          },
        },
        posting: {
          tags: ['busy'],
          invoke: {
            id: 'post',
            src: 'postComment',
            input: ({ context }) => ({
              id: context.clipId,
              content: cleanComment(context.draft),
              ...(context.replyTo ? { parentId: context.replyTo.commentId } : {}),
            }),
            onDone: { target: 'idle', actions: ['takePosted', raise({ type: 'comments.posted' })] },
            onError: { target: 'idle', actions: 'keepPostError' },
          },
        },
      },
    },
  },
});
