import { assign, enqueueActions, sendParent, sendTo, setup, type AnyActorRef } from 'xstate';
import { CHAT_CLOSE_TOKEN_EXPIRED, CHAT_MAX_CONNECTIONS, CHAT_RECONNECT_DELAY_MS } from '../../contracts/constants';
import { CHAT_STABLE_CONNECTION_MS, CHAT_TOKEN_RENEW_MARGIN_MS, SILENT_SITE_ROLE } from './chat-socket.constants';
import { applyFrame, draftOutcome, emptyTopic, type Frame } from './chat-frames';
import type { ChatComposerNotice } from './chat-composer.machine';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../contracts/constants';
import { isPrivateTopic } from '../../contracts/chat';
import type { ChatAttachment, ChatReaction, ChatUser, ClientFrame } from '../../contracts/schemas/chat';
import { chatSocketActor, freshTokenActor, readChatSession, type ChatSession, type SocketCommand, type SocketEvent } from './chat-socket.actors';
import type { TopicState } from './chat-types';
import { href } from '../../contracts/href';

/** What views ask of the chat (routed through the root actor). */
export type ChatEvent =
  /** A chat panel opened a conversation; `path` is the page it is on (no join from the live schedule). */
  | { type: 'chat.subscribe'; topic: string; path: string }
  | { type: 'chat.unsubscribe'; topic: string }
  /** `fromDraft`: the composer's draft, whose text goes back there unless the server stores it. */
  | { type: 'chat.send'; topic: string; text: string; parentMessageId?: number | null; toUserId?: number; attachments?: ChatAttachment[]; fromDraft?: boolean }
  /** Send again a message the server could not store (`unavailable`), with the same ref (idempotent). */
  | { type: 'chat.resend'; topic: string; ref: string }
  | { type: 'chat.react'; topic: string; groupMessageId: number; reaction: ChatReaction }
  /** Moderation (hosts of the room, moderators, admins): delete a message, mute a user for some minutes. */
  | { type: 'chat.delete'; topic: string; groupMessageId: number }
  | { type: 'chat.mute'; topic: string; userId: number; minutes: number }
  /** The user closed the inline error under the conversation. */
  | { type: 'chat.dismissFailure'; topic: string }
  /** After the connection gave up: try again. */
  | { type: 'chat.retry' }
  /** The visitor signed in or out: connect again with the new token. */
  | { type: 'chat.sessionChanged' };

/**
 * Read-only topics another machine follows over this socket (the live scores, machines/live-scores;
 * the member's inbox, machines/notifications):
 * `owner` is that machine's systemId; it gets the topic's frames and hears whether the socket is up.
 */
export type FeedEvent =
  | { type: 'feed.subscribe'; topic: string; owner: string }
  | { type: 'feed.unsubscribe'; topic: string };

/** What the socket tells a feed's owner: up (its topics are being subscribed), down, and each frame of its topics. */
export type FeedNotice = { type: 'feed.up' } | { type: 'feed.down' } | { type: 'feed.frame'; frame: Frame };

/** The `ref` of a feed's `sub`: the server's refusal of it (an `error` frame) names the topic this way. */
export const FEED_REF_PREFIX = 'feed:';

/** The `ref` of the `auth` frame that renews a member's token on the socket. */
export const RENEW_REF = 'auth';

/** When a member's socket renews its token, `expiresInMs` (the server's count) after the count began. */
export function renewDelay(expiresInMs: number): number {
  return Math.max(expiresInMs / 2, expiresInMs - CHAT_TOKEN_RENEW_MARGIN_MS);
}

export type ChatSocketEvent = ChatEvent | FeedEvent | SocketEvent;

/** The owner of a frame of a feed topic, or null for a chat frame. */
export function feedOwner(feeds: Record<string, string>, frame: Frame): string | null {
  if ((frame.type === 'scores' || frame.type === 'match' || frame.type === 'inbox' || frame.type === 'subscribed') && Object.hasOwn(feeds, frame.topic)) return feeds[frame.topic]!;
  if (frame.type === 'error' && frame.ref?.startsWith(FEED_REF_PREFIX)) return feeds[frame.ref.slice(FEED_REF_PREFIX.length)] ?? null;
  return null;
}

/** Sends `notice` to the machine of systemId `owner`, if it runs. */
type Enqueue = { sendTo: (ref: AnyActorRef, event: FeedNotice | ChatComposerNotice) => void };
function notify(system: { get(id: string): AnyActorRef | undefined }, enqueue: Enqueue, owners: Iterable<string>, notice: FeedNotice): void {
  for (const owner of new Set(owners)) {
    const ref = system.get(owner);
    if (ref) enqueue.sendTo(ref, notice);
  }
}

/** The composer hears what became of the messages sent from its draft (machines/chat-socket/chat-composer.machine.ts). */
function tellComposer(system: { get(id: string): AnyActorRef | undefined }, enqueue: Enqueue, notice: ChatComposerNotice): void {
  if (notice.type !== 'chat.draftSending' && notice.refs.length === 0) return;
  const composer = system.get('chat-composer');
  if (composer) enqueue.sendTo(composer, notice);
}

/** The refs of the composer's messages still waiting in `topics`. */
const draftRefs = (topics: TopicState[]) => topics.flatMap((t) => t.pending.filter((p) => p.fromDraft).map((p) => p.ref));

export interface ChatSocketContext {
  topics: Record<string, TopicState>;
  /** Connections made since the last stable one (SPEC §4: more than 5 and it stops). */
  connections: number;
  session: ChatSession;
  /** Who the server says this socket is (its `welcome` frame); null for an anonymous reader. */
  user: ChatUser | null;
  /** A member's socket: the time its token had left when the server last said (`welcome`, `renewed`). */
  tokenExpiresInMs: number | null;
  sent: number;
  /** Feed topics (live scores) → the systemId of the machine that follows them. */
  feeds: Record<string, string>;
}

/**
 * The chat connection (SPEC §4, docs/chat-protocol.md): connects with the member or guest token,
 * keeps the conversations the open chat panels follow, resumes each from its last offset after a
 * reconnect (1 s later), gives up after more than 5 connections with a toast, and sends what a
 * member writes (a guest gets the login form instead, SPEC §5). It also carries the site's other
 * topics on the same socket (feeds: the live scores of machines/live-scores): it subscribes them
 * again after each reconnect and hands their frames, and whether the socket is up, to their owner.
 * A member's access token is renewed on the open socket shortly before it runs out (a fresh token
 * from the refresh cookie, sent as `auth`); a socket the server closed because its token ran out
 * (4002) reconnects at once with a fresh token. A socket whose session ended (4001) reconnects like
 * any other, with whatever token the visitor holds by then.
 */
export const chatSocketMachine = setup({
  types: {
    context: {} as ChatSocketContext,
    events: {} as ChatSocketEvent,
  },
  actors: { socket: chatSocketActor, freshToken: freshTokenActor },
  delays: {
    reconnectDelay: CHAT_RECONNECT_DELAY_MS,
    stableConnection: CHAT_STABLE_CONNECTION_MS,
    renewToken: ({ context }) => renewDelay(context.tokenExpiresInMs ?? 0),
  },
  guards: {
    tooManyConnections: ({ context }) => context.connections > CHAT_MAX_CONNECTIONS,
    /** The server closed the socket because its member token ran out (docs/chat-protocol.md). */
    tokenExpired: ({ event }) => event.type === 'socket.closed' && event.code === CHAT_CLOSE_TOKEN_EXPIRED,
    /** The server welcomed a member's socket whose token runs out: it will be renewed. */
    tokenRunsOut: ({ context, event }) => event.type === 'socket.welcome' && event.expiresInMs !== undefined && context.session.hasMemberToken,
    isRenewed: ({ event }) => event.type === 'socket.frame' && event.frame.type === 'renewed',
    /** SPEC §5: no member token (a guest), or no user id from the server. */
    cannotSend: ({ context }) => !context.session.hasMemberToken || context.user === null || context.user.isGuest,
    isGuest: ({ context }) => !context.session.hasMemberToken,
    /** A frame of a feed topic (live scores): it goes to the feed's owner, not to the conversations. */
    isFeedFrame: ({ context, event }) => event.type === 'socket.frame' && feedOwner(context.feeds, event.frame) !== null,
    /** The server refused a send or reaction from a guest or anonymous socket. */
    loginRequired: ({ event }) => event.type === 'socket.frame' && event.frame.type === 'error' && event.frame.code === 'loginRequired',
    hasText: ({ event }) => {
      if (event.type !== 'chat.send') return false;
      const length = event.text.trim().length;
      return length > 0 && length <= CHAT_MESSAGE_MAX_LENGTH;
    },
    /** A moderator muted this user here, or the server asked them to wait, and the time is not up: nothing goes out. */
    waitingHere: ({ context, event }) => {
      if (event.type !== 'chat.send' && event.type !== 'chat.resend') return false;
      const topic = context.topics[event.topic];
      return [topic?.mutedUntil, topic?.rateLimitedUntil].some((until) => until != null && Date.parse(until) > Date.now());
    },
  },
  actions: {
    captureSession: assign({ session: () => readChatSession(), user: null }),
    countConnection: assign({ connections: ({ context }) => context.connections + 1 }),
    resetConnections: assign({ connections: 0 }),
    assignUser: assign({ user: ({ event }) => (event.type === 'socket.welcome' ? event.user : null) }),
    assignExpiry: assign({
      tokenExpiresInMs: ({ event }) => {
        if (event.type === 'socket.welcome') return event.expiresInMs ?? null;
        return event.type === 'socket.frame' && event.frame.type === 'renewed' ? event.frame.expiresInMs : null;
      },
    }),
    /** The fresh token goes to the socket, which holds it from now on (the server answers `renewed`). */
    sendToken: sendTo('socket', (_, params: { token: string }): SocketCommand => ({ type: 'socket.send', frame: { type: 'auth', token: params.token, ref: RENEW_REF } })),
    addTopic: assign({
      topics: ({ context, event }) => {
        if (event.type !== 'chat.subscribe' || context.topics[event.topic]) return context.topics;
        return { ...context.topics, [event.topic]: emptyTopic(!event.path.startsWith(href('schedule')) && !isPrivateTopic(event.topic)) };
      },
    }),
    /** The conversation is no longer followed; what the composer sent there and was not stored goes back to it. */
    removeTopic: enqueueActions(({ context, event, enqueue, system }) => {
      if (event.type !== 'chat.unsubscribe') return;
      const { [event.topic]: gone, ...rest } = context.topics;
      enqueue.assign({ topics: rest });
      tellComposer(system, enqueue, { type: 'chat.draftRefused', refs: draftRefs(gone ? [gone] : []) });
    }),
    /** Subscribes (from the last offset seen, if any) and announces the visit when the rules allow (SPEC §5). */
    subscribe: enqueueActions(({ context, event, enqueue }, params: { all: boolean }) => {
      const names = params.all ? Object.keys(context.topics) : event.type === 'chat.subscribe' ? [event.topic] : [];
      const mayJoin = context.session.hasMemberToken && context.user !== null && !context.user.isGuest && context.user.siteRoleId !== SILENT_SITE_ROLE;
      for (const name of names) {
        const topic = context.topics[name];
        if (!topic) continue;
        const frame: ClientFrame = topic.lastOffset === null ? { type: 'sub', topic: name } : { type: 'sub', topic: name, fromOffset: topic.lastOffset };
        enqueue.sendTo('socket', { type: 'socket.send', frame } satisfies SocketCommand);
        if (mayJoin && topic.announce) enqueue.sendTo('socket', { type: 'socket.send', frame: { type: 'join', topic: name } } satisfies SocketCommand);
      }
    }),
    unsubscribe: sendTo('socket', ({ event }): SocketCommand => ({
      type: 'socket.send',
      frame: { type: 'unsub', topic: event.type === 'chat.unsubscribe' ? event.topic : '' },
    })),
    sendMessage: enqueueActions(({ context, event, enqueue, system }) => {
      if (event.type !== 'chat.send' || !context.topics[event.topic]) return;
      const ref = `m-${Date.now()}-${context.sent + 1}`;
      const text = event.text.trim();
      const parentMessageId = event.parentMessageId ?? null;
      const isPrivate = isPrivateTopic(event.topic);
      const attachments = event.attachments ?? [];
      const toUserId = isPrivate ? event.toUserId : undefined;
      const fromDraft = event.fromDraft === true;
      const frame: ClientFrame = {
        type: 'send',
        topic: event.topic,
        path: isPrivate ? '/chat.sendMessagePrivate' : '/chat.sendMessage',
        ref,
        message: { originalMessage: text, parentMessageId, attachments, ...(toUserId !== undefined ? { toUserId } : {}) },
      };
      const topic = context.topics[event.topic]!;
      enqueue.assign({
        sent: context.sent + 1,
        topics: {
          ...context.topics,
          [event.topic]: {
            ...topic,
            failure: null,
            pending: [...topic.pending, { ref, text, parentMessageId, attachments, failed: false, ...(fromDraft ? { fromDraft } : {}), ...(toUserId !== undefined ? { toUserId } : {}) }],
          },
        },
      });
      enqueue.sendTo('socket', { type: 'socket.send', frame } satisfies SocketCommand);
      if (fromDraft) tellComposer(system, enqueue, { type: 'chat.draftSending', ref, text: event.text });
    }),
    /** The same frame again, same ref: the server stores it once however often it arrives. */
    resendMessage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'chat.resend') return;
      const topic = context.topics[event.topic];
      const pending = topic?.pending.find((p) => p.ref === event.ref && p.failed);
      if (!topic || !pending) return;
      enqueue.assign({
        topics: { ...context.topics, [event.topic]: { ...topic, failure: null, pending: topic.pending.map((p) => (p === pending ? { ...p, failed: false } : p)) } },
      });
      const frame: ClientFrame = {
        type: 'send',
        topic: event.topic,
        path: isPrivateTopic(event.topic) ? '/chat.sendMessagePrivate' : '/chat.sendMessage',
        ref: pending.ref,
        message: {
          originalMessage: pending.text,
          parentMessageId: pending.parentMessageId,
          attachments: pending.attachments,
          ...(pending.toUserId !== undefined ? { toUserId: pending.toUserId } : {}),
        },
      };
      enqueue.sendTo('socket', { type: 'socket.send', frame } satisfies SocketCommand);
    }),
    /** A delete or mute frame, its ref remembered so that a refusal shows under the right conversation. */
    moderate: enqueueActions(({ context, event, enqueue }) => {
      if ((event.type !== 'chat.delete' && event.type !== 'chat.mute') || !context.topics[event.topic]) return;
      const ref = `${event.type === 'chat.delete' ? 'd' : 'u'}-${Date.now()}-${context.sent + 1}`;
      const frame: ClientFrame =
        event.type === 'chat.delete'
          ? { type: 'delete', topic: event.topic, groupMessageId: event.groupMessageId, ref }
          : { type: 'mute', topic: event.topic, userId: event.userId, minutes: event.minutes, ref };
      const topic = context.topics[event.topic]!;
      enqueue.assign({ sent: context.sent + 1, topics: { ...context.topics, [event.topic]: { ...topic, failure: null, requests: [...topic.requests, ref] } } });
      enqueue.sendTo('socket', { type: 'socket.send', frame } satisfies SocketCommand);
    }),
    dismissFailure: assign({
      topics: ({ context, event }) => {
        if (event.type !== 'chat.dismissFailure' || !context.topics[event.topic]) return context.topics;
        return { ...context.topics, [event.topic]: { ...context.topics[event.topic]!, failure: null } };
      },
    }),
    react: sendTo('socket', ({ event }): SocketCommand => {
      const e = event as Extract<ChatEvent, { type: 'chat.react' }>;
      return { type: 'socket.send', frame: { type: 'react', topic: e.topic, groupMessageId: e.groupMessageId, reaction: e.reaction } };
    }),
    handleFrame: enqueueActions(({ context, event, enqueue, system }) => {
      if (event.type !== 'socket.frame') return;
      const { topics, replies } = applyFrame(context.topics, event.frame, context.user?.userId ?? null);
      if (topics !== context.topics) enqueue.assign({ topics });
      for (const frame of replies) enqueue.sendTo('socket', { type: 'socket.send', frame } satisfies SocketCommand);
      const { stored, refused } = draftOutcome(context.topics, event.frame);
      tellComposer(system, enqueue, { type: 'chat.draftStored', refs: stored });
      tellComposer(system, enqueue, { type: 'chat.draftRefused', refs: refused });
    }),
    addFeed: assign({
      feeds: ({ context, event }) => (event.type === 'feed.subscribe' ? { ...context.feeds, [event.topic]: event.owner } : context.feeds),
    }),
    removeFeed: assign({
      feeds: ({ context, event }) => {
        if (event.type !== 'feed.unsubscribe') return context.feeds;
        const { [event.topic]: _gone, ...rest } = context.feeds;
        return rest;
      },
    }),
    /** One feed topic, on a socket that is up: subscribed now, its owner told the socket is up. */
    subscribeFeed: enqueueActions(({ event, enqueue, system }) => {
      if (event.type !== 'feed.subscribe') return;
      enqueue.sendTo('socket', { type: 'socket.send', frame: { type: 'sub', topic: event.topic, ref: `${FEED_REF_PREFIX}${event.topic}` } } satisfies SocketCommand);
      notify(system, enqueue, [event.owner], { type: 'feed.up' });
    }),
    /** Every feed topic after the server's welcome (a new snapshot each), and their owners told the socket is up. */
    subscribeFeeds: enqueueActions(({ context, enqueue, system }) => {
      for (const topic of Object.keys(context.feeds)) {
        enqueue.sendTo('socket', { type: 'socket.send', frame: { type: 'sub', topic, ref: `${FEED_REF_PREFIX}${topic}` } } satisfies SocketCommand);
      }
      notify(system, enqueue, Object.values(context.feeds), { type: 'feed.up' });
    }),
    unsubscribeFeed: sendTo('socket', ({ event }): SocketCommand => ({
      type: 'socket.send',
      frame: { type: 'unsub', topic: event.type === 'feed.unsubscribe' ? event.topic : '' },
    })),
    feedsDown: enqueueActions(({ context, enqueue, system }) => notify(system, enqueue, Object.values(context.feeds), { type: 'feed.down' })),
    feedDown: enqueueActions(({ event, enqueue, system }) => {
      if (event.type === 'feed.subscribe') notify(system, enqueue, [event.owner], { type: 'feed.down' });
    }),
    forwardFeedFrame: enqueueActions(({ context, event, enqueue, system }) => {
      if (event.type !== 'socket.frame') return;
      const owner = feedOwner(context.feeds, event.frame);
      if (owner) notify(system, enqueue, [owner], { type: 'feed.frame', frame: event.frame });
    }),
    /** The toast says the chat is unreachable, unless the socket only carried feeds (no chat was opened). */
    warnIfChatting: enqueueActions(({ context, enqueue }) => {
      // A named action of this machine (setup cannot type a reference to its own actions here); tests provide their own.
      if (Object.keys(context.topics).length > 0 || Object.keys(context.feeds).length === 0) enqueue('warnUnreachable' as never);
    }),
    forgetUser: assign({ user: null }),
    /** The connection is lost: what waited for the server is dropped, and the composer's messages go back to it. */
    forgetPending: enqueueActions(({ context, enqueue, system }) => {
      enqueue.assign({ topics: Object.fromEntries(Object.entries(context.topics).map(([name, t]) => [name, { ...t, pending: [], requests: [] }])) });
      tellComposer(system, enqueue, { type: 'chat.draftRefused', refs: draftRefs(Object.values(context.topics)) });
    }),
    openLogin: sendParent({ type: 'dialog.open', view: 'login' }),
    warnUnreachable: sendParent({ type: 'toast.show', kind: 'error', messageId: 'toast.chatUnavailable' }),
  },
}).createMachine({
  id: 'chat-socket',
  context: { topics: {}, connections: 0, session: { token: null, hasMemberToken: false, language: 'vi' }, user: null, tokenExpiresInMs: null, sent: 0, feeds: {} },
  initial: 'idle',
  on: {
    'chat.unsubscribe': { actions: 'removeTopic' },
    'feed.unsubscribe': { actions: 'removeFeed' },
    'chat.send': { guard: 'isGuest', actions: 'openLogin' },
    'chat.react': { guard: 'isGuest', actions: 'openLogin' },
    'chat.resend': { guard: 'isGuest', actions: 'openLogin' },
    'chat.delete': { guard: 'isGuest', actions: 'openLogin' },
    'chat.mute': { guard: 'isGuest', actions: 'openLogin' },
    'chat.dismissFailure': { actions: 'dismissFailure' },
  },
  states: {
    /** No chat panel has opened yet: no socket. */
    idle: {
      entry: 'captureSession',
      on: {
        'chat.subscribe': { target: 'online', actions: 'addTopic' },
        'feed.subscribe': { target: 'online', actions: 'addFeed' },
        'chat.sessionChanged': { actions: 'captureSession' },
      },
    },
    online: {
      initial: 'connecting',
      entry: ['captureSession', 'countConnection'],
      exit: ['forgetPending', 'forgetUser'],
      invoke: {
        id: 'socket',
        src: 'socket',
        input: ({ context }) => ({ token: context.session.token, language: context.session.language }),
      },
      on: {
        'chat.subscribe': { actions: 'addTopic' },
        'feed.subscribe': { actions: 'addFeed' },
        'socket.closed': [{ guard: 'tooManyConnections', target: 'failed' }, { guard: 'tokenExpired', target: 'refreshing' }, { target: 'reconnecting' }],
        'chat.sessionChanged': { target: 'online', reenter: true, actions: 'resetConnections' },
      },
      states: {
        connecting: {
          on: { 'socket.opened': 'handshake' },
        },
        /** Open, waiting for the server's `welcome` (who this socket is). */
        handshake: {
          on: {
            'socket.welcome': [
              { guard: 'tokenRunsOut', target: 'ready.holding', actions: ['assignUser', 'assignExpiry', { type: 'subscribe', params: { all: true } }, 'subscribeFeeds'] },
              { target: 'ready', actions: ['assignUser', 'assignExpiry', { type: 'subscribe', params: { all: true } }, 'subscribeFeeds'] },
            ],
          },
        },
        ready: {
          tags: ['connected'],
          exit: 'feedsDown',
          after: { stableConnection: { actions: 'resetConnections' } },
          initial: 'lasting',
          states: {
            /** A guest's or an anonymous reader's socket: no token to renew. */
            lasting: {},
            /** A member's token holds; shortly before it runs out, a fresh one is fetched (a connection that lasted this long is stable). */
            holding: { after: { renewToken: { target: 'renewing', actions: 'resetConnections' } } },
            renewing: {
              invoke: {
                id: 'renewToken',
                src: 'freshToken',
                onDone: { target: 'lapsing', actions: { type: 'sendToken', params: ({ event }) => ({ token: event.output }) } },
                onError: 'lapsing',
              },
            },
            /**
             * Until the server's `renewed` (which starts the count again), the token runs out: then the
             * server closes the socket (4002) and the reconnect gets a fresh token.
             */
            lapsing: {},
          },
          on: {
            'chat.subscribe': { actions: ['addTopic', { type: 'subscribe', params: { all: false } }] },
            'chat.unsubscribe': { actions: ['unsubscribe', 'removeTopic'] },
            'feed.subscribe': { actions: ['addFeed', 'subscribeFeed'] },
            'feed.unsubscribe': { actions: ['unsubscribeFeed', 'removeFeed'] },
            'chat.send': [
              { guard: 'cannotSend', actions: 'openLogin' },
              // The composer holds its text while muted or asked to wait; a send that slips through is not made.
              { guard: 'waitingHere' },
              { guard: 'hasText', actions: 'sendMessage' },
            ],
            'chat.resend': [{ guard: 'cannotSend', actions: 'openLogin' }, { guard: 'waitingHere' }, { actions: 'resendMessage' }],
            'chat.react': [{ guard: 'cannotSend', actions: 'openLogin' }, { actions: 'react' }],
            'chat.delete': [{ guard: 'cannotSend', actions: 'openLogin' }, { actions: 'moderate' }],
            'chat.mute': [{ guard: 'cannotSend', actions: 'openLogin' }, { actions: 'moderate' }],
            'socket.frame': [
              { guard: 'isRenewed', target: '.holding', actions: 'assignExpiry' },
              { guard: 'isFeedFrame', actions: 'forwardFeedFrame' },
              { guard: 'loginRequired', actions: ['handleFrame', 'openLogin'] },
              { actions: 'handleFrame' },
            ],
          },
        },
      },
    },
    reconnecting: {
      after: { reconnectDelay: 'online' },
      on: {
        'chat.subscribe': { actions: 'addTopic' },
        'feed.subscribe': { actions: ['addFeed', 'feedDown'] },
        'chat.sessionChanged': { target: 'online', actions: 'resetConnections' },
      },
    },
    /** The server closed the socket because its token ran out: a fresh token first, then a socket at once (with none, as the visitor is). */
    refreshing: {
      invoke: { id: 'refreshToken', src: 'freshToken', onDone: 'online', onError: 'online' },
      on: {
        'chat.subscribe': { actions: 'addTopic' },
        'feed.subscribe': { actions: ['addFeed', 'feedDown'] },
        'chat.sessionChanged': { target: 'online', actions: 'resetConnections' },
      },
    },
    /** Gave up after too many connections (SPEC §4, §8): the toast says so; the panel offers a retry. */
    failed: {
      entry: 'warnIfChatting',
      on: {
        'chat.subscribe': { actions: 'addTopic' },
        'feed.subscribe': { actions: ['addFeed', 'feedDown'] },
        'chat.retry': { target: 'online', actions: 'resetConnections' },
        'chat.sessionChanged': { target: 'online', actions: 'resetConnections' },
      },
    },
  },
});
