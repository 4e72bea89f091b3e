import { createActor, fromCallback, setup, type AnyActorRef, type SimulatedClock } from 'xstate';
import { notificationsMachine } from './notifications.machine';
import type { ChatEvent, FeedEvent } from '../chat-socket/chat-socket.machine';
import type { ToastEvent } from '../toast/toast.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import type { InboxFrame } from '../../contracts/schemas/chat';
import type { MessageItem } from '../../contracts/schemas/users/social';

export const MEMBER = 100;
export const TOPIC = `/topic/user.${MEMBER}`;

export function message(id: number, overrides: Partial<MessageItem> = {}): MessageItem {
  return {
    id,
    type: 'activity',
    title: 'Bình luận mới về bài viết của bạn',
    content: 'Minh đã bình luận: “Hẹn bạn ở quán cũ nhé!”',
    link: `/bang-ton?bai-viet=${id + 1000}`,
    isRead: false,
    createdAt: '2026-11-24T13:05:12.345Z',
    ...overrides,
  };
}

export const inboxFrame = (unread: number, msg: MessageItem | null = null, snapshot = false): InboxFrame => ({ type: 'inbox', topic: TOPIC, snapshot, unread, message: msg });

/** The notice a chat socket hands the owner of a feed frame. */
export const feedFrame = (frame: unknown) => ({ type: 'feed.frame', frame }) as const;

/** The server's refusal of the inbox topic's `sub`. */
export const refusal = (code: 'loginRequired' | 'forbidden' = 'loginRequired') => feedFrame({ type: 'error', ref: `feed:${TOPIC}`, code, message: 'Sign in' });

/**
 * The notifications machine under a root of its own (as the app spawns it), beside a fake chat
 * socket and a fake toast area (systemIds 'chat-socket' and 'toast') that record what they are
 * told, with the API calls answered by the test.
 */
export function notificationsWithFakes() {
  const unread = controllablePromiseActor<number, unknown>();
  const markRead = controllablePromiseActor<number, { id: number }>();
  const markAllRead = controllablePromiseActor<number, unknown>();
  const socketEvents: Array<FeedEvent | ChatEvent> = [];
  const toasts: ToastEvent[] = [];
  const socket = fromCallback<FeedEvent | ChatEvent>(({ receive }) => {
    receive((event) => socketEvents.push(event));
    return () => {};
  });
  const toast = fromCallback<ToastEvent>(({ receive }) => {
    receive((event) => toasts.push(event));
    return () => {};
  });
  const machine = notificationsMachine.provide({ actors: { loadUnread: unread.logic, markRead: markRead.logic, markAllRead: markAllRead.logic } });
  const root = setup({ actors: { notifications: machine, socket, toast } }).createMachine({
    id: 'root',
    invoke: [
      { id: 'chat-socket', systemId: 'chat-socket', src: 'socket' },
      { id: 'toast', systemId: 'toast', src: 'toast' },
      { id: 'notifications', systemId: 'notifications', src: 'notifications', input: { userId: MEMBER } },
    ],
  });
  const start = (clock?: SimulatedClock) => {
    const actor = createActor(root, clock ? { clock } : {}).start();
    return actor.system.get('notifications') as AnyActorRef;
  };
  return { machine, unread, markRead, markAllRead, socketEvents, toasts, start };
}
