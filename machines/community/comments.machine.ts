import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { Page } from '../../contracts/schemas/common';
import type { Comment, Reply } from '../../contracts/schemas/community';

/**
 * A post's comment thread, opened under the post: the newest top-level comments a page at a time
 * (each with its first replies), older ones on demand, the rest of a thread's replies on demand,
 * and writing a comment or a reply (one level: a reply to a reply joins its top-level comment's
 * thread, as the server does). What was written shows once the server took it; a refusal keeps
 * the draft (the view's) and says why. Deleting one's own comment takes it out with its replies.
 * `counted` tells the post card how many comments the post now has.
 */
export const COMMENTS_PAGE_SIZE = 10;
export const REPLIES_PAGE_SIZE = 50;

export interface CommentsContext {
  comments: Comment[];
  /** Top-level comments on the server. */
  total: number;
  pageNum: number;
  /** The post's comments and replies, as the post card shows it. */
  count: number;
  error: CallError | null;
  /** What the last send or delete was refused with. */
  sendError: CallError | null;
  /** The comment a write or delete is about (0: a new top-level comment). */
  busyId: number | null;
}

export type CommentsEvent =
  | { type: 'comments.send'; content: string; parentId?: number }
  | { type: 'comments.more' }
  | { type: 'comments.replies'; commentId: number }
  | { type: 'comments.delete'; id: number }
  | { type: 'comments.retry' };

interface SendInput {
  content: string;
  parentId?: number;
}

export const commentsMachine = setup({
  types: {
    context: {} as CommentsContext,
    events: {} as CommentsEvent,
    input: {} as { count: number },
  },
  actors: {
    loadPage: fromPromise<Page<Comment>, { pageNum: number }>(() => Promise.reject(new Error('comments: no loadPage actor'))),
    loadReplies: fromPromise<Page<Reply>, { commentId: number }>(() => Promise.reject(new Error('comments: no loadReplies actor'))),
    send: fromPromise<Comment, SendInput>(() => Promise.reject(new Error('comments: no send actor'))),
    remove: fromPromise<{ id: number; commentsCount: number }, { id: number }>(() => Promise.reject(new Error('comments: no remove actor'))),
  },
  guards: {
    hasMore: ({ context }) => context.comments.length < context.total,
    isWritable: ({ event }) => event.type === 'comments.send' && event.content.trim() !== '',
    isMoreReplies: ({ context, event }) =>
      event.type === 'comments.replies' && context.comments.some((c) => c.id === event.commentId && c.replies.length < c.repliesCount),
    isMine: ({ context, event }) =>
      event.type === 'comments.delete' && context.comments.some((c) => (c.id === event.id && c.canDelete) || c.replies.some((r) => r.id === event.id && r.canDelete)),
  },
  actions: {
    /** The post card hears the new count. */
    counted: (_, _count: number) => {},
  },
}).createMachine({
  id: 'boardComments',
  context: ({ input }) => ({ comments: [], total: 0, pageNum: 0, count: input.count, error: null, sendError: null, busyId: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'page',
        src: 'loadPage',
        input: () => ({ pageNum: 1 }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ comments: event.output.list, total: event.output.total, pageNum: 1, error: null })) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    failed: {
      on: { 'comments.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'comments.send': {
              guard: 'isWritable',
              target: 'sending',
              actions: assign({ sendError: null, busyId: ({ event }) => event.parentId ?? 0 }),
            },
            'comments.more': { guard: 'hasMore', target: 'loadingMore' },
            'comments.replies': { guard: 'isMoreReplies', target: 'loadingReplies', actions: assign({ busyId: ({ event }) => event.commentId }) },
            'comments.delete': { guard: 'isMine', target: 'deleting', actions: assign({ sendError: null, busyId: ({ event }) => event.id }) },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'send',
            src: 'send',
            input: ({ event }) => {
              const { content, parentId } = event as Extract<CommentsEvent, { type: 'comments.send' }>;
              return parentId ? { content: content.trim(), parentId } : { content: content.trim() };
            },
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => {
                  const made = event.output;
                  // A reply goes at the end of its thread; a comment on top.
                  const comments =
                    made.parentId === null
                      ? [made, ...context.comments]
                      : context.comments.map((c) =>
                          c.id === made.parentId ? { ...c, repliesCount: c.repliesCount + 1, replies: [...c.replies, made] } : c,
                        );
                  return {
                    comments,
                    total: made.parentId === null ? context.total + 1 : context.total,
                    count: context.count + 1,
                    busyId: null,
                  };
                }),
                { type: 'counted', params: ({ context }) => context.count },
              ],
            },
            onError: { target: 'idle', actions: assign({ sendError: ({ event }) => callError(event.error), busyId: null }) },
          },
        },
        loadingMore: {
          tags: ['busy'],
          invoke: {
            id: 'more',
            src: 'loadPage',
            input: ({ context }) => ({ pageNum: context.pageNum + 1 }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const seen = new Set(context.comments.map((c) => c.id));
                return {
                  comments: [...context.comments, ...event.output.list.filter((c) => !seen.has(c.id))],
                  total: event.output.total,
                  pageNum: context.pageNum + 1,
                };
              }),
            },
            onError: { target: 'idle', actions: assign({ sendError: ({ event }) => callError(event.error) }) },
          },
        },
        loadingReplies: {
          tags: ['busy'],
          invoke: {
            id: 'replies',
            src: 'loadReplies',
            input: ({ context }) => ({ commentId: context.busyId! }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                comments: context.comments.map((c) =>
                  c.id === context.busyId ? { ...c, replies: event.output.list, repliesCount: event.output.total } : c,
                ),
                busyId: null,
              })),
            },
            onError: { target: 'idle', actions: assign({ sendError: ({ event }) => callError(event.error), busyId: null }) },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'remove',
            src: 'remove',
            input: ({ context }) => ({ id: context.busyId! }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => {
                  const id = event.output.id;
                  const top = context.comments.some((c) => c.id === id);
                  return {
                    comments: top
                      ? context.comments.filter((c) => c.id !== id)
                      : context.comments.map((c) =>
                          c.replies.some((r) => r.id === id)
                            ? { ...c, replies: c.replies.filter((r) => r.id !== id), repliesCount: Math.max(0, c.repliesCount - 1) }
                            : c,
                        ),
                    total: top ? Math.max(0, context.total - 1) : context.total,
                    count: event.output.commentsCount,
                    busyId: null,
                  };
                }),
                { type: 'counted', params: ({ context }) => context.count },
              ],
            },
            onError: { target: 'idle', actions: assign({ sendError: ({ event }) => callError(event.error), busyId: null }) },
          },
        },
      },
    },
  },
});

export type CommentsMachine = typeof commentsMachine;

export interface CommentCalls {
  loadPage: (pageNum: number, signal: AbortSignal) => Promise<Page<Comment>>;
  loadReplies: (commentId: number, signal: AbortSignal) => Promise<Page<Reply>>;
  send: (input: SendInput) => Promise<Comment>;
  remove: (id: number) => Promise<{ id: number; commentsCount: number }>;
}

/** The thread of one post over these calls (api/community.ts for the real one). */
export function createComments(calls: CommentCalls): CommentsMachine {
  return commentsMachine.provide({
    actors: {
      loadPage: fromPromise<Page<Comment>, { pageNum: number }>(({ input, signal }) => calls.loadPage(input.pageNum, signal)),
      loadReplies: fromPromise<Page<Reply>, { commentId: number }>(({ input, signal }) => calls.loadReplies(input.commentId, signal)),
      send: fromPromise<Comment, SendInput>(({ input }) => calls.send(input)),
      remove: fromPromise<{ id: number; commentsCount: number }, { id: number }>(({ input }) => calls.remove(input.id)),
    },
  });
}
