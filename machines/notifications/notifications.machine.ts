import { assign, enqueueActions, raise, setup, type AnyActorRef } from 'xstate';
import { inboxTopic } from '../../contracts/chat';
import type { InboxFrame } from '../../contracts/schemas/chat';
import type { MessageItem } from '../../contracts/schemas/users/social';
import type { ChatEvent, FeedEvent, FeedNotice } from '../chat-socket/chat-socket.machine';
import type { Frame } from '../chat-socket/chat-frames';
import type { ToastEvent } from '../toast/toast.machine';
import { loadUnread, markAllRead, markRead } from './notifications.actors';
import { CHAT_SOCKET_ID, NOTIFICATIONS_ID, NOTIFICATIONS_POLL_MS, NOTIFICATIONS_RETRY_MS, RECENT_PUSHES_MAX } from './notifications.constants';

/** What views ask of the notifications (routed through the root actor). */
export type NotificationsEvent =
  /** The member opened an unread message: it is marked read (the count drops at once). */
  | { type: 'notifications.markRead'; id: number }
  /** Every message is marked read (the count is 0 at once). */
  | { type: 'notifications.markAllRead' }
  /** Read the count again after it failed. */
  | { type: 'notifications.retry' };

/** Raised inside: read the count again (the socket is down, or a mark failed). */
type RefreshEvent = { type: 'notifications.refresh' };

export interface NotificationsInput {
  userId: number;
}

export interface NotificationsContext {
  userId: number;
  /** The member's unread site messages; null until first known. */
  unread: number | null;
  /** Messages pushed while the member is here, newest first (a gathered one replaces its older self). */
  recent: MessageItem[];
  /** Messages being marked read, one call at a time, in the order opened. */
  queue: number[];
  /** The socket refused the topic and was asked to connect again with the current token. */
  reconnected: boolean;
}

const topicOf = (context: NotificationsContext) => inboxTopic(context.userId);

/** The frame of this member's inbox topic in a feed notice, if it is one. */
function inboxFrame(context: NotificationsContext, event: { type: string }): InboxFrame | null {
  if (event.type !== 'feed.frame') return null;
  const frame = (event as Extract<FeedNotice, { type: 'feed.frame' }>).frame as Frame;
  return frame.type === 'inbox' && frame.topic === topicOf(context) ? frame : null;
}

/** The server refused the topic's `sub` (a socket opened before the sign-in, or with an ended session). */
function isRefusal(context: NotificationsContext, event: { type: string }): boolean {
  if (event.type !== 'feed.frame') return false;
  const frame = (event as Extract<FeedNotice, { type: 'feed.frame' }>).frame as Frame;
  return frame.type === 'error' && (frame.code === 'loginRequired' || frame.code === 'forbidden') && frame.ref === `feed:${topicOf(context)}`;
}

/** Sends `event` to the chat socket, when it runs. */
function toSocket(system: { get(id: string): AnyActorRef | undefined }, enqueue: { sendTo: (ref: AnyActorRef, event: FeedEvent | ChatEvent) => void }, event: FeedEvent | ChatEvent): void {
  const socket = system.get(CHAT_SOCKET_ID);
  if (socket) enqueue.sendTo(socket, event);
}

/**
 * The signed-in member's notifications (docs/chat-protocol.md "Member inbox"): a root child under
 * systemId 'notifications', spawned while a member is signed in. It reads the unread count, follows
 * the member's own inbox topic over the chat socket (which hands it the topic's frames and says
 * whether it is up): each push brings the new count and, for new activity, the message (kept in
 * `recent` for an open list, and announced in a toast). Marks of messages read go through it, one
 * call at a time, the count dropping at once. While the socket is down, or keeps refusing the topic,
 * the count is read from the API every minute.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent | FeedNotice | RefreshEvent,
    input: {} as NotificationsInput,
  },
  actors: { loadUnread, markRead, markAllRead },
  delays: {
    retryDelay: NOTIFICATIONS_RETRY_MS,
    pollInterval: NOTIFICATIONS_POLL_MS,
  },
  guards: {
    isInboxFrame: ({ context, event }) => inboxFrame(context, event) !== null,
    /** Refused for the first time since the topic last worked: the socket connects again with the current token. */
    firstRefusal: ({ context, event }) => isRefusal(context, event) && !context.reconnected,
    refusedAgain: ({ context, event }) => isRefusal(context, event) && context.reconnected,
    isNewMark: ({ context, event }) => event.type === 'notifications.markRead' && !context.queue.includes(event.id),
    moreQueued: ({ context }) => context.queue.length > 1,
  },
  actions: {
    followTopic: enqueueActions(({ context, enqueue, system }) =>
      toSocket(system, enqueue, { type: 'feed.subscribe', topic: topicOf(context), owner: NOTIFICATIONS_ID }),
    ),
    /** A socket opened before the sign-in holds the guest's token: connect again (its feeds are subscribed again after). */
    reconnectSocket: enqueueActions(({ enqueue, system }) => toSocket(system, enqueue, { type: 'chat.sessionChanged' })),
    noteReconnect: assign({ reconnected: true }),
    takeLoaded: assign({ unread: (_, params: { unread: number }) => params.unread }),
    takeFrame: enqueueActions(({ context, event, enqueue, system }) => {
      const frame = inboxFrame(context, event);
      if (!frame) return;
      const message = frame.message;
      enqueue.assign({
        unread: frame.unread,
        reconnected: false,
        recent: message ? [message, ...context.recent.filter((m) => m.id !== message.id)].slice(0, RECENT_PUSHES_MAX) : context.recent,
      });
      if (message && !frame.snapshot && !message.isRead) {
        const toasts = system.get('toast');
        const toast: ToastEvent = { type: 'toast.show', kind: 'info', messageId: 'notifications.toast', values: { title: message.title } };
        if (toasts) enqueue.sendTo(toasts, toast);
      }
    }),
    /** One message read: the count drops now; the call is queued. */
    queueMark: assign({
      queue: ({ context, event }) => (event.type === 'notifications.markRead' ? [...context.queue, event.id] : context.queue),
      unread: ({ context }) => (context.unread === null ? null : Math.max(0, context.unread - 1)),
      recent: ({ context, event }) => context.recent.map((m) => (event.type === 'notifications.markRead' && m.id === event.id ? { ...m, isRead: true } : m)),
    }),
    /** The server's count after the first queued mark, less the marks still on their way. */
    takeMarked: assign({
      unread: ({ context }, params: { unread: number }) => Math.max(0, params.unread - (context.queue.length - 1)),
      queue: ({ context }) => context.queue.slice(1),
    }),
    markAllNow: assign({ unread: 0, queue: [], recent: ({ context }) => context.recent.map((m) => ({ ...m, isRead: true })) }),
    forgetQueue: assign({ queue: [] }),
    refresh: raise({ type: 'notifications.refresh' }),
    warnMarkFailed: enqueueActions(({ enqueue, system }) => {
      const toasts = system.get('toast');
      const toast: ToastEvent = { type: 'toast.show', kind: 'error', messageId: 'notifications.markFailed' };
      if (toasts) enqueue.sendTo(toasts, toast);
    }),
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({ userId: input.userId, unread: null, recent: [], queue: [], reconnected: false }),
  // Stopping runs no exit actions: the root lets go of the topic when it stops this machine.
  entry: 'followTopic',
  type: 'parallel',
  states: {
    /** The unread count: read from the API at start, then kept by the pushes. */
    count: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadUnread',
            src: 'loadUnread',
            onDone: { target: 'known', actions: { type: 'takeLoaded', params: ({ event }) => ({ unread: event.output }) } },
            onError: 'failed',
          },
          // A push is newer than the answer on its way: it wins.
          on: { 'feed.frame': { guard: 'isInboxFrame', target: 'known', actions: 'takeFrame' } },
        },
        known: {
          tags: ['known'],
          on: {
            'feed.frame': { guard: 'isInboxFrame', actions: 'takeFrame' },
            'notifications.refresh': 'loading',
          },
        },
        failed: {
          tags: ['failed'],
          after: { retryDelay: 'loading' },
          on: {
            'feed.frame': { guard: 'isInboxFrame', target: 'known', actions: 'takeFrame' },
            'notifications.retry': 'loading',
            'notifications.refresh': 'loading',
          },
        },
      },
    },
    /** The inbox topic on the chat socket. */
    socket: {
      initial: 'waiting',
      on: {
        'feed.frame': [
          { guard: 'firstRefusal', target: '.waiting', actions: ['noteReconnect', 'reconnectSocket'] },
          { guard: 'refusedAgain', target: '.offline' },
        ],
      },
      states: {
        waiting: {
          on: { 'feed.up': 'live', 'feed.down': 'offline' },
        },
        /** Pushes arrive as they happen. */
        live: {
          tags: ['live'],
          on: { 'feed.down': 'offline' },
        },
        /** No pushes: the count is read from the API now and then. */
        offline: {
          tags: ['offline'],
          after: { pollInterval: { target: 'offline', reenter: true, actions: 'refresh' } },
          on: { 'feed.up': 'live' },
        },
      },
    },
    /** Read marks, told to the server one at a time. */
    marks: {
      initial: 'idle',
      on: { 'notifications.markAllRead': { target: '.markingAll', actions: 'markAllNow' } },
      states: {
        idle: {
          on: { 'notifications.markRead': { guard: 'isNewMark', target: 'marking', actions: 'queueMark' } },
        },
        marking: {
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => ({ id: context.queue[0]! }),
            onDone: [
              { guard: 'moreQueued', target: 'marking', reenter: true, actions: { type: 'takeMarked', params: ({ event }) => ({ unread: event.output }) } },
              { target: 'idle', actions: { type: 'takeMarked', params: ({ event }) => ({ unread: event.output }) } },
            ],
            onError: { target: 'idle', actions: ['forgetQueue', 'warnMarkFailed', 'refresh'] },
          },
          on: { 'notifications.markRead': { guard: 'isNewMark', actions: 'queueMark' } },
        },
        markingAll: {
          invoke: {
            id: 'markAllRead',
            src: 'markAllRead',
            onDone: { target: 'idle', actions: { type: 'takeLoaded', params: ({ event }) => ({ unread: event.output }) } },
            onError: { target: 'idle', actions: ['warnMarkFailed', 'refresh'] },
          },
        },
      },
    },
  },
});
