import { assign, fromPromise, raise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';

/**
 * The comments of one subject (a board post, a short video, whatever is commented next), one kit for
 * all: the subject's comments a page at a time (newest or top first), threads one level deep whose
 * replies open on demand (a page may bring a thread's first replies along), the member's boxes, and
 * deleting one's own comment (its replies go too). A draft that may not be sent is not sent; a refusal
 * keeps the draft and shows the server's words. The count (every comment, replies included) is the
 * server's latest word, or the one the subject was shown with. Two regions: the list (where a deletion
 * or a thread's replies wait their turn with the list's own calls) and the composer.
 *
 * The subject's calls and rules come from outside: `createComments(calls)` provides the calls (each
 * subject's adapter turns its wire shapes into a `ThreadComment`), `input.rules` the draft's rules.
 */

/** The orders a subject may offer (one that has no choice lists newest first). */
export type CommentSort = 'newest' | 'top';
/** Why a draft may not be sent. */
export type CommentProblem = 'empty' | 'tooLong' | 'invalid';

export interface CommentAuthor {
  userId: number;
  name: string;
  avatar: string;
  siteRoleId: number;
  /** The member's level, where the subject shows one (the board). */
  level: number | null;
}

/** One comment or reply as the kit shows it, whatever its subject. */
export interface ThreadComment {
  id: number;
  /** The top-level comment of a reply; null for a top-level comment. */
  parentId: number | null;
  author: CommentAuthor;
  /** Whom a reply answers, where the subject says so. */
  replyTo: { name: string } | null;
  content: string;
  createdAt: string;
  /** Written by the reader, who may delete it. */
  mine: boolean;
  /** Replies of a top-level comment; 0 for a reply. */
  replies: number;
  /** Its likes, where the subject's comments are liked; null where they are not. */
  likes: { count: number; liked: boolean } | null;
  /** Written by the subject's creator. */
  byCreator: boolean;
}

export interface CommentPage {
  list: ThreadComment[];
  total: number;
  pageNum: number;
  /** The subject's comment count, when the answer carries it. */
  count?: number;
  /** Replies that came with their comments (the first of each thread), oldest first. */
  firstReplies?: ThreadComment[];
}

export interface CommentPosted {
  comment: ThreadComment;
  /** The subject's count after it, when the answer carries it (else one more than before). */
  count?: number;
}

export interface CommentRemoved {
  commentId: number;
  count: number;
}

export interface PageQuery {
  subject: number;
  sort: CommentSort;
  pageNum: number;
}
export interface RepliesQuery {
  commentId: number;
  pageNum: number;
}
export interface PostBody {
  subject: number;
  content: string;
  parentId?: number;
}

/** What a subject's drafts must be: how one is cleaned before it is sent, and what may not be sent. */
export interface CommentRules {
  clean: (text: string) => string;
  problem: (text: string) => CommentProblem | null;
}

export type CommentsEvent =
  /** The list is shown: the first page loads (once; the list stays while it is hidden). */
  | { type: 'comments.open' }
  | { type: 'comments.sort'; sort: CommentSort }
  | { type: 'comments.more' }
  | { type: 'comments.retry' }
  /** A box's text: the main box (no `box`), or the reply box under thread `box`. */
  | { type: 'comments.draft'; text: string; box?: number }
  /** Answer a comment (top-level or a reply) from the main box. */
  | { type: 'comments.reply'; commentId: number; name: string }
  | { type: 'comments.cancelReply' }
  /** Send a box: the main box answers the comment chosen, if any; a thread's box answers its thread. */
  | { type: 'comments.submit'; box?: number }
  | { type: 'comments.delete'; commentId: number }
  | { type: 'replies.load'; commentId: number }
  | { type: 'replies.hide'; commentId: number }
  /** Raised by the machine itself: a comment was posted, or one went. */
  | { type: 'comments.posted' }
  | { type: 'comments.removed' };

export interface CommentsInput {
  /** The id of what is commented (a post, a clip). */
  subject: number;
  /** The subject's comment count as the page knows it, until the server says otherwise. */
  count: number;
  rules: CommentRules;
}

export interface ThreadReplies {
  items: ThreadComment[];
  total: number;
  pageNum: number;
}

export interface CommentsContext {
  subject: number;
  rules: CommentRules;
  /** Every comment of the subject, replies included. */
  count: number;
  sort: CommentSort;
  /** Top-level comments shown, pages appended. */
  items: ThreadComment[];
  total: number;
  pageNum: number;
  error: CallError | null;
  /** The boxes' drafts: 0 the main box, else the reply box under that thread. */
  drafts: Record<number, string>;
  replyTo: { commentId: number; name: string } | null;
  /** The box being sent (or last sent). */
  box: number;
  /** Shown once a send was tried with a draft that may not be sent. */
  problem: CommentProblem | null;
  postError: CallError | null;
  /** Replies shown under each thread that was opened (or answered). */
  replies: Record<number, ThreadReplies>;
  repliesFor: number | null;
  repliesError: { commentId: number; error: CallError } | null;
  removing: number | null;
  removeError: CallError | null;
  /** The comment the member just posted, for the view to bring into sight, and the box it came from. */
  lastPosted: { id: number; box: number } | null;
}

/** Adds `incoming` after `items`, leaving out any already there (pages shift when comments come and go). */
function appendNew(items: ThreadComment[], incoming: ThreadComment[]): ThreadComment[] {
  const seen = new Set(items.map((c) => c.id));
  return [...items, ...incoming.filter((c) => !seen.has(c.id))];
}

/** The threads a page brings along with its comments. */
function seedThreads(replies: Record<number, ThreadReplies>, page: CommentPage): Record<number, ThreadReplies> {
  if (!page.firstReplies?.length) return replies;
  const next = { ...replies };
  for (const comment of page.list) {
    const first = page.firstReplies.filter((r) => r.parentId === comment.id);
    if (first.length === 0) continue;
    const thread = next[comment.id] ?? { items: [], total: comment.replies, pageNum: 0 };
    next[comment.id] = { ...thread, items: appendNew(thread.items, first), total: comment.replies };
  }
  return next;
}

/** The thread holding reply `id`, if it is shown. */
const threadOf = (replies: Record<number, ThreadReplies>, id: number): number | null => {
  const found = Object.entries(replies).find(([, thread]) => thread.items.some((r) => r.id === id));
  return found ? Number(found[0]) : null;
};

const draftOf = (context: CommentsContext, box: number | undefined) => context.drafts[box ?? 0] ?? '';
const submitted = (event: CommentsEvent) => (event.type === 'comments.submit' ? (event.box ?? 0) : 0);

/** What the list does between its own calls: delete a comment, open a thread's replies. */
const threadCalls = {
  'comments.delete': { target: 'removing', actions: 'startRemove' },
  'replies.load': { target: 'loadingReplies', actions: 'startReplies' },
} as const;

export const commentsMachine = setup({
  types: {
    context: {} as CommentsContext,
    events: {} as CommentsEvent,
    input: {} as CommentsInput,
  },
  actors: {
    loadComments: fromPromise<CommentPage, PageQuery>(() => Promise.reject(new Error('comments: no loadComments actor provided'))),
    loadReplies: fromPromise<CommentPage, RepliesQuery>(() => Promise.reject(new Error('comments: no loadReplies actor provided'))),
    postComment: fromPromise<CommentPosted, PostBody>(() => Promise.reject(new Error('comments: no postComment actor provided'))),
    removeComment: fromPromise<CommentRemoved, { commentId: number }>(() => Promise.reject(new Error('comments: no removeComment actor provided'))),
  },
  guards: {
    otherSort: ({ context, event }) => event.type === 'comments.sort' && event.sort !== context.sort,
    hasMore: ({ context }) => context.items.length < context.total,
    isEmpty: (_, page: CommentPage) => page.total === 0 && page.list.length === 0,
    noneLeft: ({ context }) => context.total === 0 && context.items.length === 0,
    canSend: ({ context, event }) => context.rules.problem(draftOf(context, submitted(event))) === null,
  },
  actions: {
    setSort: assign(({ context, event }) => (event.type === 'comments.sort' ? { sort: event.sort, items: [], total: 0, pageNum: 0, error: null } : { sort: context.sort })),
    takeFirstPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: CommentPage }).output;
      return { items: page.list, total: page.total, pageNum: page.pageNum, count: page.count ?? context.count, error: null, replies: seedThreads({}, page) };
    }),
    takeNextPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: CommentPage }).output;
      return {
        items: appendNew(context.items, page.list),
        total: page.total,
        pageNum: page.pageNum,
        count: page.count ?? context.count,
        error: null,
        replies: seedThreads(context.replies, page),
      };
    }),
    keepError: assign({ error: ({ event }) => callError((event as unknown as { error: unknown }).error) }),
    setDraft: assign(({ context, event }) => {
      if (event.type !== 'comments.draft') return {};
      // A problem already shown goes as soon as the draft no longer has it.
      return { drafts: { ...context.drafts, [event.box ?? 0]: event.text }, problem: context.problem ? context.rules.problem(event.text) : null, postError: null };
    }),
    setReplyTo: assign(({ event }) => (event.type === 'comments.reply' ? { replyTo: { commentId: event.commentId, name: event.name }, postError: null } : {})),
    clearReplyTo: assign({ replyTo: null }),
    showProblem: assign(({ context, event }) => ({ problem: context.rules.problem(draftOf(context, submitted(event))), postError: null, box: submitted(event) })),
    startPost: assign(({ event }) => ({ problem: null, postError: null, box: submitted(event) })),
    takePosted: assign(({ context, event }) => {
      const { comment, count } = (event as unknown as { output: CommentPosted }).output;
      const base = {
        drafts: { ...context.drafts, [context.box]: '' },
        replyTo: null,
        problem: null,
        postError: null,
        count: count ?? context.count + 1,
        lastPosted: { id: comment.id, box: context.box },
      };
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
      const gone = (event as unknown as { output: CommentRemoved }).output;
      const base = { removing: null, removeError: null, count: gone.count };
      const parentId = threadOf(context.replies, gone.commentId);
      if (parentId === null) {
        const replies = { ...context.replies };
        delete replies[gone.commentId];
        const shown = context.items.some((c) => c.id === gone.commentId);
        return { ...base, replies, items: context.items.filter((c) => c.id !== gone.commentId), total: Math.max(0, context.total - (shown ? 1 : 0)) };
      }
      const thread = context.replies[parentId]!;
      return {
        ...base,
        items: context.items.map((c) => (c.id === parentId ? { ...c, replies: Math.max(0, c.replies - 1) } : c)),
        replies: { ...context.replies, [parentId]: { ...thread, items: thread.items.filter((r) => r.id !== gone.commentId), total: Math.max(0, thread.total - 1) } },
      };
    }),
    keepRemoveError: assign({ removing: null, removeError: ({ event }) => callError((event as unknown as { error: unknown }).error) }),
    startReplies: assign(({ event }) => (event.type === 'replies.load' ? { repliesFor: event.commentId, repliesError: null } : {})),
    takeReplies: assign(({ context, event }) => {
      const page = (event as unknown as { output: CommentPage }).output;
      const id = context.repliesFor!;
      const thread = context.replies[id] ?? { items: [], total: 0, pageNum: 0 };
      return {
        replies: { ...context.replies, [id]: { items: appendNew(thread.items, page.list), total: page.total, pageNum: page.pageNum } },
        count: page.count ?? context.count,
        repliesFor: null,
      };
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
  id: 'comments',
  type: 'parallel',
  context: ({ input }) => ({
    subject: input.subject,
    rules: input.rules,
    count: input.count,
    sort: 'newest',
    items: [],
    total: 0,
    pageNum: 0,
    error: null,
    drafts: {},
    replyTo: null,
    box: 0,
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
            input: ({ context }) => ({ subject: context.subject, sort: context.sort, pageNum: 1 }),
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
              on: { 'comments.more': { guard: 'hasMore', target: 'loadingMore' }, ...threadCalls },
            },
            loadingMore: {
              tags: ['busy'],
              invoke: {
                id: 'more',
                src: 'loadComments',
                input: ({ context }) => ({ subject: context.subject, sort: context.sort, pageNum: context.pageNum + 1 }),
                onDone: { target: 'idle', actions: 'takeNextPage' },
                onError: { target: 'moreFailed', actions: 'keepError' },
              },
            },
            moreFailed: {
              on: { 'comments.more': 'loadingMore', 'comments.retry': 'loadingMore', ...threadCalls },
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
            input: ({ context }) => {
              // A thread's own box answers its thread; the main box the comment chosen, if any.
              const parentId = context.box || context.replyTo?.commentId;
              return { subject: context.subject, content: context.rules.clean(draftOf(context, context.box)), ...(parentId ? { parentId } : {}) };
            },
            onDone: { target: 'idle', actions: ['takePosted', raise({ type: 'comments.posted' })] },
            onError: { target: 'idle', actions: 'keepPostError' },
          },
        },
      },
    },
  },
});

export type CommentsMachine = typeof commentsMachine;

/** A subject's calls, in the kit's shapes (each subject's adapter maps its wire answers). */
export interface CommentCalls {
  loadPage: (query: PageQuery, signal: AbortSignal) => Promise<CommentPage>;
  loadReplies: (query: RepliesQuery, signal: AbortSignal) => Promise<CommentPage>;
  post: (body: PostBody, signal: AbortSignal) => Promise<CommentPosted>;
  remove: (commentId: number, signal: AbortSignal) => Promise<CommentRemoved>;
}

/** The comments of one kind of subject over these calls. */
export function createComments(calls: CommentCalls): CommentsMachine {
  return commentsMachine.provide({
    actors: {
      loadComments: fromPromise<CommentPage, PageQuery>(({ input, signal }) => calls.loadPage(input, signal)),
      loadReplies: fromPromise<CommentPage, RepliesQuery>(({ input, signal }) => calls.loadReplies(input, signal)),
      postComment: fromPromise<CommentPosted, PostBody>(({ input, signal }) => calls.post(input, signal)),
      removeComment: fromPromise<CommentRemoved, { commentId: number }>(({ input, signal }) => calls.remove(input.commentId, signal)),
    },
  });
}
