import { assign, setup } from 'xstate';
import type { Friend, FriendRequest } from '../../contracts/schemas/users/social';
import type { Page } from '../../contracts/schemas/common';
import { loadFriends, respondToRequest } from './account.actors';
import { callError, type CallError } from '../../contracts/call-error';

export type FriendsEvent =
  | { type: 'friends.page'; pageNum: number }
  | { type: 'friends.respond'; requestId: number; accept: boolean }
  | { type: 'friends.retry' };

interface FriendsContext {
  pageNum: number;
  friends: Page<Friend> | null;
  requests: Page<FriendRequest> | null;
  /** The request being answered, while it is. */
  respondingId: number | null;
  error: CallError | null;
}

type Respond = Extract<FriendsEvent, { type: 'friends.respond' }>;

/**
 * The member's friends (/tai-khoan/ban-be): a page of friends and the requests received, which can
 * be accepted (the sender joins the list at once) or declined. The view provides `notifyResponded`
 * and `notifyFailed` (toasts).
 */
export const friendsMachine = setup({
  types: {
    context: {} as FriendsContext,
    events: {} as FriendsEvent,
  },
  actors: { loadFriends, respondToRequest },
  actions: {
    notifyResponded: (_, _answer: { accepted: boolean; nickname: string }) => {},
    notifyFailed: (_, _error: CallError) => {},
  },
  guards: {
    isOtherPage: ({ context, event }) => event.type === 'friends.page' && event.pageNum >= 1 && event.pageNum !== context.pageNum,
    isPendingRequest: ({ context, event }) =>
      event.type === 'friends.respond' && context.requests?.list.some((r) => r.requestId === event.requestId) === true,
  },
}).createMachine({
  id: 'friends',
  context: { pageNum: 1, friends: null, requests: null, respondingId: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadFriends',
        input: ({ context }) => ({ pageNum: context.pageNum }),
        onDone: {
          target: 'ready',
          actions: assign({ friends: ({ event }) => event.output.friends, requests: ({ event }) => event.output.requests, error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'friends.page': { guard: 'isOtherPage', target: 'loading', actions: assign({ pageNum: ({ event }) => event.pageNum }) },
      },
      states: {
        idle: {
          on: {
            'friends.respond': {
              guard: 'isPendingRequest',
              target: 'responding',
              actions: assign({ respondingId: ({ event }) => event.requestId }),
            },
          },
        },
        responding: {
          invoke: {
            src: 'respondToRequest',
            input: ({ event }) => {
              const { requestId, accept } = event as Respond;
              return { requestId, accept };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'notifyResponded', params: ({ context, event }) => answerOf(context, event.output) },
                assign(({ context, event }) => applyAnswer(context, event.output)),
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ respondingId: null }), { type: 'notifyFailed', params: ({ event }) => callError(event.error) }],
            },
          },
        },
      },
    },
    failed: {
      on: { 'friends.retry': 'loading' },
    },
  },
});

function answerOf(context: FriendsContext, output: { requestId: number; status: 'friends' | 'declined' }) {
  const request = context.requests?.list.find((r) => r.requestId === output.requestId);
  return { accepted: output.status === 'friends', nickname: request?.nickname ?? '' };
}

/** The request leaves the list; an accepted sender becomes the newest friend (on the first page). */
function applyAnswer(context: FriendsContext, output: { requestId: number; status: 'friends' | 'declined' }): Partial<FriendsContext> {
  const request = context.requests?.list.find((r) => r.requestId === output.requestId);
  const requests = context.requests && {
    ...context.requests,
    list: context.requests.list.filter((r) => r.requestId !== output.requestId),
    total: Math.max(0, context.requests.total - 1),
  };
  let friends = context.friends;
  if (request && friends && output.status === 'friends') {
    const { createdAt, ...user } = request;
    const friend: Friend = { ...user, since: createdAt };
    friends = { ...friends, total: friends.total + 1, list: context.pageNum === 1 ? [friend, ...friends.list] : friends.list };
  }
  return { requests, friends, respondingId: null };
}
