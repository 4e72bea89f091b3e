import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type EventObject, type Snapshot } from 'xstate';
import { CHAT_CLOSE_TOKEN_EXPIRED, CHAT_MAX_CONNECTIONS, CHAT_RECONNECT_DELAY_MS } from '../../contracts/constants';
import { CHAT_STABLE_CONNECTION_MS } from './chat-socket.constants';
import { RENEW_REF, renewDelay, type ChatSocketContext } from './chat-socket.machine';
import type { SocketEvent } from './chat-socket.actors';
import { GUEST, GUEST_SESSION, MEMBER, MEMBER_SESSION, OTHER_TOPIC, SILENT, TOPIC, chatMessage, chatSocketWithFakes } from './chat-socket.fakes';
import { coverageOf, printCoverage, runModelPath, transitionPaths, type ModelPath } from '../test-utils/model-paths';

const STICKER = { kind: 'sticker', url: '/stickers/goal.svg' } as const;
const MUTED_UNTIL = '2099-01-01T00:00:00.000Z';
const FEED = '/topic/scores.live';
/** A member token's time left as the server says it (30 minutes), and the token the refresh cookie gives. */
const TOKEN_TIME = 1_800_000;
const FRESH = 'tok-fresh';

const events = [
  { type: 'chat.subscribe', topic: TOPIC, path: '/truc-tiep/the-thao/bong-da/a-b-628' },
  // A chat on the live schedule page: read, never announced.
  { type: 'chat.subscribe', topic: OTHER_TOPIC, path: '/lich-truc-tiep' },
  { type: 'chat.unsubscribe', topic: TOPIC },
  { type: 'chat.send', topic: TOPIC, text: 'Vào rồi!' },
  { type: 'chat.send', topic: TOPIC, text: '   ' },
  { type: 'chat.react', topic: TOPIC, groupMessageId: 9001, reaction: '🔥' },
  { type: 'chat.send', topic: TOPIC, text: '⚽', attachments: [STICKER] },
  { type: 'chat.resend', topic: TOPIC, ref: 'm-1-1' },
  { type: 'chat.delete', topic: TOPIC, groupMessageId: 9001 },
  { type: 'chat.mute', topic: TOPIC, userId: 55, minutes: 30 },
  { type: 'chat.dismissFailure', topic: TOPIC },
  { type: 'chat.retry' },
  { type: 'chat.sessionChanged' },
  { type: 'socket.opened' },
  { type: 'socket.closed', code: 1006 },
  { type: 'socket.welcome', user: MEMBER },
  { type: 'socket.welcome', user: SILENT },
  { type: 'socket.welcome', user: GUEST },
  // A member's socket whose token runs out: renewed on the socket; closed by the server (4002) when it ran out.
  { type: 'socket.welcome', user: MEMBER, expiresInMs: TOKEN_TIME },
  { type: 'socket.frame', frame: { type: 'renewed', ref: RENEW_REF, expiresInMs: TOKEN_TIME } },
  { type: 'socket.closed', code: CHAT_CLOSE_TOKEN_EXPIRED },
  { type: 'xstate.done.actor.renewToken', output: FRESH },
  { type: 'xstate.error.actor.renewToken', error: new Error('no session') },
  { type: 'xstate.done.actor.refreshToken', output: FRESH },
  { type: 'xstate.error.actor.refreshToken', error: new Error('no session') },
  { type: 'socket.frame', frame: { type: 'message', topic: TOPIC, message: chatMessage(1) } },
  { type: 'socket.frame', frame: { type: 'error', ref: 'x', code: 'loginRequired', message: 'Đăng nhập để chat' } },
  { type: 'socket.frame', frame: { type: 'deleted', topic: TOPIC, groupMessageId: 9001, by: 2 } },
  // A moderator muted this member (Minh, 123) here.
  { type: 'socket.frame', frame: { type: 'muted', topic: TOPIC, userId: MEMBER.userId, until: MUTED_UNTIL, by: 2 } },
  { type: 'socket.frame', frame: { type: 'error', ref: 'y', topic: TOPIC, code: 'unavailable', message: 'Không thể lưu tin nhắn, vui lòng gửi lại' } },
  // The live scores ride on the same socket (feeds): followed for the machine 'live-scores', their frames go there.
  { type: 'feed.subscribe', topic: FEED, owner: 'live-scores' },
  { type: 'feed.unsubscribe', topic: FEED },
  { type: 'socket.frame', frame: { type: 'scores', topic: FEED, at: 1, snapshot: true, matches: [] } },
] as never;

type ChatSnapshot = { value: unknown; context: ChatSocketContext };

/** What the user can tell apart: the connection's state, how many tries it has made, who the server says they are. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as ChatSnapshot;
  return JSON.stringify([value, context.connections, context.user?.userId ?? null, context.session.hasMemberToken]);
};

const sessions = [MEMBER_SESSION, GUEST_SESSION];
const runs = sessions.map((session) => {
  // The model has no socket child (invocations become events), so nothing receives the frames it would send.
  const noop = () => {};
  const model = chatSocketWithFakes(session).machine.provide({
    actions: {
      subscribe: noop,
      unsubscribe: noop,
      sendMessage: noop,
      react: noop,
      handleFrame: noop,
      resendMessage: noop,
      moderate: noop,
      dismissFailure: noop,
      subscribeFeed: noop,
      subscribeFeeds: noop,
      unsubscribeFeed: noop,
      forwardFeedFrame: noop,
      sendToken: noop,
    },
  });
  return { session, model, paths: transitionPaths(model, { events, serializeState }) };
});
const paths: Array<ModelPath & { session: typeof MEMBER_SESSION }> = runs.flatMap((r) => r.paths.map((p) => ({ ...p, session: r.session })));

const delays: Record<string, number> = { reconnectDelay: CHAT_RECONNECT_DELAY_MS, stableConnection: CHAT_STABLE_CONNECTION_MS, renewToken: renewDelay(TOKEN_TIME) };

describe('chat-socket machine (model-based)', () => {
  it.each(paths.map((p) => [`${p.session.hasMemberToken ? 'member' : 'guest'}: ${p.description}`, p] as const))('%s', async (_, path) => {
    const clock = new SimulatedClock();
    const fakes = chatSocketWithFakes(path.session);
    const actor = createActor(fakes.machine, { clock }).start();
    let framesBefore = 0;
    let loginsBefore = 0;
    let toastsBefore = 0;
    let socketsBefore = 0;
    let before = actor.getSnapshot().context;
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        before = actor.getSnapshot().context;
        framesBefore = fakes.live()?.frames.length ?? 0;
        loginsBefore = fakes.effects.logins;
        toastsBefore = fakes.effects.toasts.length;
        socketsBefore = fakes.sockets.length;
        const [, kind, name] = event.type.split('.');
        if (kind === 'after') return clock.increment(delays[name!]!);
        // The refresh cookie answers with a fresh token, or with none.
        if (kind === 'done' || kind === 'error') return fakes.freshToken(kind === 'done' ? FRESH : null);
        // The socket reports only while it is open (a closed one is stopped).
        if (event.type.startsWith('socket.')) return void fakes.live()?.report(event as SocketEvent);
        actor.send(event as never);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        const { context } = snapshot;
        const socket = fakes.live();
        const newFrames = socket ? socket.frames.slice(framesBefore) : [];
        // A socket is open exactly while the machine is online, with the token of the session (or a fresh one).
        expect(socket !== null).toBe(snapshot.matches('online'));
        if (socket) expect([path.session.token, FRESH]).toContain(socket.input.token);
        // A member's token that runs out is renewed on the open socket, shortly before its time is up.
        if (snapshot.matches({ online: { ready: 'holding' } })) expect(context.tokenExpiresInMs).toBe(TOKEN_TIME);
        if (event.type === 'xstate.done.actor.renewToken') {
          expect(newFrames).toEqual([{ type: 'auth', token: FRESH, ref: RENEW_REF }]);
          expect(fakes.sockets).toHaveLength(socketsBefore);
        }
        // A socket closed because its token ran out: no wait, a fresh token first, then a new socket with it.
        if (event.type === 'socket.closed' && (event as unknown as { code: number }).code === CHAT_CLOSE_TOKEN_EXPIRED && !snapshot.matches('failed')) {
          expect(snapshot.value).toBe('refreshing');
        }
        if (event.type === 'xstate.done.actor.refreshToken') {
          expect(fakes.sockets).toHaveLength(socketsBefore + 1);
          expect(socket!.input.token).toBe(FRESH);
        }
        if (event.type === 'xstate.error.actor.refreshToken') expect(fakes.sockets).toHaveLength(socketsBefore + 1);
        // Never more than 5 reconnects: the sixth connection's loss stops it, with the toast.
        expect(context.connections).toBeLessThanOrEqual(CHAT_MAX_CONNECTIONS + 1);
        // The toast is about the chat: a socket opened for the live scores alone fails silently (they are polled instead).
        const chatting = Object.keys(context.topics).length > 0 || Object.keys(context.feeds).length === 0;
        if (snapshot.matches('failed') && chatting) expect(fakes.effects.toasts.at(-1)).toBe('toast.chatUnavailable');
        if (event.type === 'socket.closed' && snapshot.matches('failed') && chatting) {
          // The sixth connection in a row was lost: no seventh, and the user is told once.
          expect(context.connections).toBe(CHAT_MAX_CONNECTIONS + 1);
          expect(fakes.effects.toasts).toHaveLength(toastsBefore + 1);
        } else {
          expect(fakes.effects.toasts).toHaveLength(toastsBefore);
        }
        // One second after a loss, a new socket.
        if (event.type.startsWith('xstate.after.reconnectDelay')) expect(fakes.sockets).toHaveLength(socketsBefore + 1);
        expect(snapshot.hasTag('connected')).toBe(snapshot.matches({ online: 'ready' }));

        if (event.type === 'socket.welcome' && snapshot.matches({ online: 'ready' })) {
          // Every followed conversation is subscribed again; only a member (not site role 6) announces a live room.
          const subs = newFrames.flatMap((f) => (f.type === 'sub' && !f.ref?.startsWith('feed:') ? [f.topic] : []));
          expect(subs.sort()).toEqual(Object.keys(context.topics).sort());
          // ...and every feed, each for a new snapshot.
          const feeds = newFrames.flatMap((f) => (f.type === 'sub' && f.ref?.startsWith('feed:') ? [f.topic] : []));
          expect(feeds).toEqual(Object.keys(context.feeds));
          const joins = newFrames.filter((f) => f.type === 'join').map((f) => f.topic);
          const mayJoin = path.session.hasMemberToken && context.user !== null && !context.user.isGuest && context.user.siteRoleId !== 6;
          expect(joins).toEqual(mayJoin && context.topics[TOPIC] ? [TOPIC] : []);
          expect(joins).not.toContain(OTHER_TOPIC);
        }
        if (event.type === 'chat.subscribe' && snapshot.matches({ online: 'ready' })) {
          for (const frame of newFrames) expect(frame.type === 'sub' || frame.type === 'join').toBe(true);
          if (newFrames.some((f) => f.type === 'join')) expect(context.user?.siteRoleId).not.toBe(6);
        }
        const muted = (context.topics[TOPIC]?.mutedUntil ?? null) !== null;
        if (['chat.send', 'chat.react', 'chat.resend', 'chat.delete', 'chat.mute'].includes(event.type)) {
          const asked = newFrames.filter((f) => f.type === 'send' || f.type === 'react' || f.type === 'delete' || f.type === 'mute');
          const isMember = path.session.hasMemberToken && context.user !== null && !context.user.isGuest;
          if (!path.session.hasMemberToken || (snapshot.matches({ online: 'ready' }) && !isMember)) {
            // A guest (or a socket without a user id) gets the login form and nothing is sent.
            expect(fakes.effects.logins).toBe(loginsBefore + 1);
            expect(asked).toEqual([]);
          } else {
            expect(fakes.effects.logins).toBe(loginsBefore);
          }
          const { text, attachments } = event as { text?: string; attachments?: unknown[] };
          if (event.type === 'chat.send' && asked.length) {
            expect(asked).toEqual([
              expect.objectContaining({ type: 'send', topic: TOPIC, path: '/chat.sendMessage', message: expect.objectContaining({ originalMessage: text, attachments: attachments ?? [] }) }),
            ]);
            expect(context.topics[TOPIC]!.pending.map((p) => p.text)).toContain(text);
          }
          if (text !== undefined && text.trim() === '') expect(asked).toEqual([]);
          // Muted: the member's messages do not go out until the time is up.
          if (muted && (event.type === 'chat.send' || event.type === 'chat.resend')) expect(asked).toEqual([]);
          // Nothing failed to be stored on these paths: there is nothing to send again.
          if (event.type === 'chat.resend') expect(asked).toEqual([]);
          if ((event.type === 'chat.delete' || event.type === 'chat.mute') && snapshot.matches({ online: 'ready' }) && isMember && context.topics[TOPIC]) {
            const expected = event.type === 'chat.delete' ? { type: 'delete', topic: TOPIC, groupMessageId: 9001 } : { type: 'mute', topic: TOPIC, userId: 55, minutes: 30 };
            expect(asked).toEqual([expect.objectContaining(expected)]);
            expect(context.topics[TOPIC].requests).toContain((asked[0] as { ref: string }).ref);
          }
        }
        if (event.type === 'chat.dismissFailure' && context.topics[TOPIC]) expect(context.topics[TOPIC].failure).toBeNull();
        if (event.type === 'feed.subscribe') {
          expect(context.feeds).toEqual({ [FEED]: 'live-scores' });
          if (snapshot.matches({ online: 'ready' })) expect(newFrames).toEqual([{ type: 'sub', topic: FEED, ref: `feed:${FEED}` }]);
        }
        if (event.type === 'feed.unsubscribe') {
          expect(context.feeds).toEqual({});
          expect(newFrames.filter((f) => f.type !== 'unsub')).toEqual([]);
        }
        if (event.type === 'socket.frame' && snapshot.matches({ online: 'ready' }) && context.topics[TOPIC]) {
          const frame = (event as unknown as { frame: { type: string } }).frame;
          // A feed's frame never reaches the conversations.
          if (frame.type === 'scores') expect(context.topics[TOPIC].items).toEqual(before.topics[TOPIC]?.items ?? []);
          if (frame.type === 'message') expect(context.topics[TOPIC].items.filter((i) => i.kind === 'message')).toHaveLength(1);
          const topic = context.topics[TOPIC];
          if (frame.type === 'error' && (frame as { code?: string }).code === 'loginRequired') expect(fakes.effects.logins).toBe(loginsBefore + 1);
          if (frame.type === 'error' && (frame as { code?: string }).code === 'unavailable') {
            expect(topic.failure).toEqual({ code: 'unavailable', message: 'Không thể lưu tin nhắn, vui lòng gửi lại', until: null });
          }
          // A deleted message keeps its line, without its text, for everyone.
          if (frame.type === 'deleted') {
            for (const item of topic.items) if (item.kind === 'message' && item.message.groupMessageId === 9001) expect(item.message).toMatchObject({ deleted: true, originalMessage: '' });
          }
          if (frame.type === 'muted') expect(topic.mutedUntil).toBe(context.user?.userId === MEMBER.userId ? MUTED_UNTIL : null);
        }
      },
    });
  });

  it('covers every state and transition', () => {
    const coverages = runs.map((r) => coverageOf(r.model, paths));
    const coverage = coverages[0]!;
    printCoverage('chat-socket', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
