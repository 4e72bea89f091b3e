import { assign, createActor, fromCallback } from 'xstate';
import { chatSocketMachine } from './chat-socket.machine';
import type { ChatSession, SocketCommand, SocketEvent, SocketInput } from './chat-socket.actors';
import type { ChatGuest, ChatMember, ChatMessage, ClientFrame } from '../../contracts/schemas/chat';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';

export const TOPIC = '/topic/chatroom.live-628';
export const OTHER_TOPIC = '/topic/chatroom.room-3';
export const MEMBER: ChatMember = { userId: 123, showName: 'Minh', siteRoleId: 1, isGuest: false };
export const SILENT: ChatMember = { userId: 124, showName: 'Lan', siteRoleId: 6, isGuest: false };
export const GUEST: ChatGuest = { userId: null, showName: null, siteRoleId: null, isGuest: true };
export const MEMBER_SESSION: ChatSession = { token: 'tok-member', hasMemberToken: true, language: 'vi' };
export const GUEST_SESSION: ChatSession = { token: 'tok-guest', hasMemberToken: false, language: 'en' };

export function chatMessage(offset: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    groupMessageId: 9000 + offset,
    offset,
    groupId: 'live-628',
    userId: 55,
    showName: 'Tuấn',
    colorName: '#4ade80',
    originalMessage: `tin ${offset}`,
    systemMessage: null,
    parentMessageId: null,
    reaction: {},
    updatedReaction: null,
    attachments: [],
    isGuest: false,
    vipGroup: 0,
    toUserId: null,
    badges: [],
    level: 3,
    deleted: false,
    createdAt: '2026-11-21T01:00:00.000Z',
    ...overrides,
  };
}

export interface FakeSocket {
  input: SocketInput;
  frames: ClientFrame[];
  stopped: boolean;
  report(event: SocketEvent): void;
}

/**
 * The chat-socket machine with a socket the test drives, a session the test sets, the refresh of a
 * token the test answers (`freshToken`), and the toast and login form counted.
 */
export function chatSocketWithFakes(initial: ChatSession = MEMBER_SESSION) {
  const sockets: FakeSocket[] = [];
  const effects = { toasts: [] as string[], logins: 0 };
  const session = { current: initial };
  const refreshes = controllablePromiseActor<string, unknown>();
  const socket = fromCallback<SocketCommand, SocketInput>(({ input, sendBack, receive }) => {
    const fake: FakeSocket = { input, frames: [], stopped: false, report: (event) => sendBack(event) };
    sockets.push(fake);
    receive((command) => fake.frames.push(command.frame));
    return () => {
      fake.stopped = true;
    };
  });
  const machine = chatSocketMachine.provide({
    actors: { socket, freshToken: refreshes.logic },
    actions: {
      captureSession: assign({ session: () => session.current, user: null }),
      openLogin: () => void effects.logins++,
      warnUnreachable: () => void effects.toasts.push('toast.chatUnavailable'),
    },
  });
  const live = () => {
    const last = sockets.at(-1);
    return last && !last.stopped ? last : null;
  };
  /** The refresh cookie answers: a fresh token (held from now on, as the API client does), or none. */
  const freshToken = (token: string | null) => {
    const call = refreshes.last();
    if (token === null) return call.reject(new Error('no session'));
    session.current = { ...session.current, token };
    call.resolve(token);
  };
  return { machine, sockets, effects, session, live, refreshes, freshToken, start: () => createActor(machine).start() };
}
