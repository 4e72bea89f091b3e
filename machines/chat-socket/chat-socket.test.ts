import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromCallback, setup, type AnyActorRef } from 'xstate';
import { RENEW_REF, renewDelay, type FeedNotice } from './chat-socket.machine';
import type { MatchFrame } from '../../contracts/schemas/chat';
import { CHAT_CLOSE_SESSION_ENDED, CHAT_CLOSE_TOKEN_EXPIRED, CHAT_MAX_CONNECTIONS, CHAT_RECONNECT_DELAY_MS } from '../../contracts/constants';
import { CHAT_STABLE_CONNECTION_MS, CHAT_TOKEN_RENEW_MARGIN_MS } from './chat-socket.constants';
import { decodeFrame, encodeFrame, socketUrl } from './chat-socket.actors';
import { chatComposerMachine } from './chat-composer.machine';
import { settle } from '../test-utils/model-paths';
import { GUEST, GUEST_SESSION, MEMBER, MEMBER_SESSION, TOPIC, chatMessage, chatSocketWithFakes } from './chat-socket.fakes';

function connected(session = MEMBER_SESSION) {
  const clock = new SimulatedClock();
  const fakes = chatSocketWithFakes(session);
  const actor = createActor(fakes.machine, { clock }).start();
  actor.send({ type: 'chat.subscribe', topic: TOPIC, path: '/truc-tiep/the-thao/bong-da/a-b-628' });
  fakes.live()!.report({ type: 'socket.opened' });
  fakes.live()!.report({ type: 'socket.welcome', user: MEMBER });
  const deliver = (offset: number) => fakes.live()!.report({ type: 'socket.frame', frame: { type: 'message', topic: TOPIC, message: chatMessage(offset) } });
  const texts = () => actor.getSnapshot().context.topics[TOPIC]!.items.flatMap((i) => (i.kind === 'message' ? [i.message.originalMessage] : []));
  return { clock, fakes, actor, deliver, texts };
}

describe('chat-socket machine', () => {
  it('subscribes and announces a member in a live room once the server has said who they are', () => {
    const { fakes } = connected();
    expect(fakes.live()!.input).toEqual({ token: 'tok-member', language: 'vi' });
    expect(fakes.live()!.frames).toEqual([
      { type: 'sub', topic: TOPIC },
      { type: 'join', topic: TOPIC },
    ]);
  });

  it('shows each offset once, in order, whether it came live or in the history', () => {
    const { fakes, deliver, texts } = connected();
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'history', topic: TOPIC, messages: [chatMessage(2), chatMessage(1)] } });
    deliver(2);
    deliver(3);
    deliver(3);
    expect(texts()).toEqual(['tin 1', 'tin 2', 'tin 3']);
  });

  it('asks again from the last offset seen when one goes missing', () => {
    const { fakes, deliver, texts } = connected();
    deliver(1);
    deliver(3);
    expect(texts()).toEqual(['tin 1']);
    expect(fakes.live()!.frames.at(-1)).toEqual({ type: 'sub', topic: TOPIC, fromOffset: 1 });
    deliver(2);
    deliver(3);
    expect(texts()).toEqual(['tin 1', 'tin 2', 'tin 3']);
  });

  it('shows the messages of a `messages` frame in order, once, and asks again when it starts past a gap', () => {
    const { fakes, deliver, texts } = connected();
    const batch = (...offsets: number[]) => fakes.live()!.report({ type: 'socket.frame', frame: { type: 'messages', topic: TOPIC, messages: offsets.map((o) => chatMessage(o)) } });
    deliver(1);
    batch(2, 3, 4);
    batch(3, 4, 5);
    expect(texts()).toEqual(['tin 1', 'tin 2', 'tin 3', 'tin 4', 'tin 5']);
    batch(7, 8);
    expect(texts()).toHaveLength(5);
    expect(fakes.live()!.frames.at(-1)).toEqual({ type: 'sub', topic: TOPIC, fromOffset: 5 });
  });

  it('resumes from the last offset 1 s after the connection drops, and shows a replayed message once', () => {
    const { clock, fakes, deliver, texts, actor } = connected();
    deliver(1);
    deliver(2);
    fakes.live()!.report({ type: 'socket.closed', code: 1006 });
    expect(actor.getSnapshot().value).toBe('reconnecting');
    clock.increment(CHAT_RECONNECT_DELAY_MS - 1);
    expect(fakes.sockets).toHaveLength(1);
    clock.increment(1);
    expect(fakes.sockets).toHaveLength(2);
    fakes.live()!.report({ type: 'socket.opened' });
    fakes.live()!.report({ type: 'socket.welcome', user: MEMBER });
    expect(fakes.live()!.frames[0]).toEqual({ type: 'sub', topic: TOPIC, fromOffset: 2 });
    deliver(2);
    deliver(3);
    expect(texts()).toEqual(['tin 1', 'tin 2', 'tin 3']);
  });

  it('gives up after more than 5 connections in a row and says so; a retry starts again', () => {
    const { clock, fakes, actor } = connected();
    for (let i = 0; i < CHAT_MAX_CONNECTIONS; i++) {
      fakes.live()!.report({ type: 'socket.closed', code: 1006 });
      clock.increment(CHAT_RECONNECT_DELAY_MS);
    }
    expect(fakes.sockets).toHaveLength(CHAT_MAX_CONNECTIONS + 1);
    fakes.live()!.report({ type: 'socket.closed', code: 1006 });
    clock.increment(CHAT_RECONNECT_DELAY_MS * 10);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(fakes.sockets).toHaveLength(CHAT_MAX_CONNECTIONS + 1);
    expect(fakes.effects.toasts).toEqual(['toast.chatUnavailable']);
    actor.send({ type: 'chat.retry' });
    expect(fakes.sockets).toHaveLength(CHAT_MAX_CONNECTIONS + 2);
    expect(actor.getSnapshot().context.connections).toBe(1);
  });

  it('counts again from one after a connection has stayed up', () => {
    const { clock, fakes, actor } = connected();
    fakes.live()!.report({ type: 'socket.closed', code: 1006 });
    clock.increment(CHAT_RECONNECT_DELAY_MS);
    expect(actor.getSnapshot().context.connections).toBe(2);
    fakes.live()!.report({ type: 'socket.opened' });
    fakes.live()!.report({ type: 'socket.welcome', user: MEMBER });
    clock.increment(CHAT_STABLE_CONNECTION_MS);
    expect(actor.getSnapshot().context.connections).toBe(0);
  });

  it('sends a member\'s message with a ref, shows it pending until the ack, and reports a refusal', () => {
    const { fakes, actor } = connected();
    actor.send({ type: 'chat.send', topic: TOPIC, text: '  Vào rồi!  ', parentMessageId: 9001 });
    const frame = fakes.live()!.frames.at(-1)!;
    expect(frame).toMatchObject({ type: 'send', path: '/chat.sendMessage', message: { originalMessage: 'Vào rồi!', parentMessageId: 9001, attachments: [] } });
    const ref = (frame as { ref: string }).ref;
    expect(actor.getSnapshot().context.topics[TOPIC]!.pending).toEqual([{ ref, text: 'Vào rồi!', parentMessageId: 9001, attachments: [], failed: false }]);
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'ack', ref, groupMessageId: 1, offset: 1 } });
    expect(actor.getSnapshot().context.topics[TOPIC]!.pending).toEqual([]);
    actor.send({ type: 'chat.send', topic: TOPIC, text: 'xem tại bit.ly/x' });
    const ref2 = (fakes.live()!.frames.at(-1) as { ref: string }).ref;
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'error', ref: ref2, code: 'spam', message: 'Không được gửi liên kết' } });
    expect(actor.getSnapshot().context.topics[TOPIC]!.failure).toEqual({ code: 'spam', message: 'Không được gửi liên kết', until: null });
  });

  it('opens the login form for a guest instead of sending', () => {
    const { fakes, actor } = connected(GUEST_SESSION);
    const before = fakes.live()!.frames.length;
    actor.send({ type: 'chat.send', topic: TOPIC, text: 'chào' });
    expect(fakes.effects.logins).toBe(1);
    expect(fakes.live()!.frames).toHaveLength(before);
    // A guest does not announce itself either.
    expect(fakes.live()!.frames.some((f) => f.type === 'join')).toBe(false);
  });

  it('applies reactions, deletions and presence to the conversation', () => {
    const { fakes, deliver, actor } = connected();
    deliver(1);
    deliver(2);
    const report = fakes.live()!.report;
    report({ type: 'socket.frame', frame: { type: 'reaction', topic: TOPIC, groupMessageId: 9001, reaction: { '👍': 4 }, updatedReaction: '👍', userId: 5 } });
    report({ type: 'socket.frame', frame: { type: 'deleted', topic: TOPIC, groupMessageId: 9002, by: 10 } });
    report({ type: 'socket.frame', frame: { type: 'presence', topic: TOPIC, event: 'joined', userId: 7, showName: 'Hà', online: 311 } });
    report({ type: 'socket.frame', frame: { type: 'subscribed', topic: TOPIC, lastOffset: 2, pinnedMessage: 'Chào mừng!' } });
    const topic = actor.getSnapshot().context.topics[TOPIC]!;
    expect(topic.items.map((i) => (i.kind === 'message' ? i.message.reaction : i.notice.showName))).toEqual([{ '👍': 4 }, {}, 'Hà']);
    // A deleted message keeps its line for everyone, without its text or attachments.
    expect(topic.items[1]).toMatchObject({ kind: 'message', message: { groupMessageId: 9002, deleted: true, originalMessage: '', attachments: [] } });
    expect(topic.online).toBe(311);
    expect(topic.pinnedMessage).toBe('Chào mừng!');
  });

  it('sends a sticker as an attachment with its text', () => {
    const { fakes, actor } = connected();
    const sticker = { kind: 'sticker' as const, url: '/stickers/goal.svg' };
    actor.send({ type: 'chat.send', topic: TOPIC, text: '⚽', attachments: [sticker] });
    expect(fakes.live()!.frames.at(-1)).toMatchObject({ type: 'send', message: { originalMessage: '⚽', attachments: [sticker] } });
    expect(actor.getSnapshot().context.topics[TOPIC]!.pending).toEqual([expect.objectContaining({ text: '⚽', attachments: [sticker] })]);
  });

  it('sends delete and mute frames for a moderator and shows a refusal under the conversation', () => {
    const { fakes, actor } = connected();
    actor.send({ type: 'chat.delete', topic: TOPIC, groupMessageId: 9001 });
    const remove = fakes.live()!.frames.at(-1) as { type: string; ref: string };
    expect(remove).toMatchObject({ type: 'delete', topic: TOPIC, groupMessageId: 9001 });
    actor.send({ type: 'chat.mute', topic: TOPIC, userId: 55, minutes: 30 });
    const mute = fakes.live()!.frames.at(-1) as { type: string; ref: string };
    expect(mute).toMatchObject({ type: 'mute', topic: TOPIC, userId: 55, minutes: 30 });
    expect(actor.getSnapshot().context.topics[TOPIC]!.requests).toEqual([remove.ref, mute.ref]);
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'ack', ref: remove.ref, groupMessageId: 9001, offset: 0 } });
    // The server's error carries no topic: the ref finds the conversation.
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'error', ref: mute.ref, code: 'forbidden', message: 'Bạn không có quyền làm việc này' } });
    const topic = actor.getSnapshot().context.topics[TOPIC]!;
    expect(topic.requests).toEqual([]);
    expect(topic.failure).toEqual({ code: 'forbidden', message: 'Bạn không có quyền làm việc này', until: null });
    actor.send({ type: 'chat.dismissFailure', topic: TOPIC });
    expect(actor.getSnapshot().context.topics[TOPIC]!.failure).toBeNull();
  });

  it('locks a muted member out of this conversation until the time is up', () => {
    const { fakes, actor } = connected();
    const until = new Date(Date.now() + 5 * 60_000).toISOString();
    // Someone else's mute changes nothing here.
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'muted', topic: TOPIC, userId: 999, until, by: 2 } });
    expect(actor.getSnapshot().context.topics[TOPIC]!.mutedUntil).toBeNull();
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'muted', topic: TOPIC, userId: MEMBER.userId, until, by: 2 } });
    expect(actor.getSnapshot().context.topics[TOPIC]!.mutedUntil).toBe(until);
    const before = fakes.live()!.frames.length;
    actor.send({ type: 'chat.send', topic: TOPIC, text: 'Sao lại cấm?' });
    expect(fakes.live()!.frames).toHaveLength(before);
  });

  it('takes the mute time from a `muted` refusal, and a rate limit\'s end from retryAfterMs', () => {
    const { fakes, actor } = connected();
    actor.send({ type: 'chat.send', topic: TOPIC, text: 'một' });
    const ref = (fakes.live()!.frames.at(-1) as { ref: string }).ref;
    const at = Date.now();
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'error', ref, code: 'muted', message: 'Bạn đang bị cấm chat', retryAfterMs: 60_000 } });
    const topic = actor.getSnapshot().context.topics[TOPIC]!;
    expect(topic.pending).toEqual([]);
    expect(Date.parse(topic.mutedUntil!) - at).toBeGreaterThanOrEqual(60_000);
    expect(Date.parse(topic.mutedUntil!) - at).toBeLessThan(61_000);

    const other = connected();
    other.actor.send({ type: 'chat.send', topic: TOPIC, text: 'hai' });
    const ref2 = (other.fakes.live()!.frames.at(-1) as { ref: string }).ref;
    other.fakes.live()!.report({ type: 'socket.frame', frame: { type: 'error', ref: ref2, code: 'rateLimited', message: 'Bạn gửi quá nhanh', retryAfterMs: 30_000 } });
    const failure = other.actor.getSnapshot().context.topics[TOPIC]!.failure!;
    expect(failure.code).toBe('rateLimited');
    expect(Date.parse(failure.until!) - at).toBeGreaterThanOrEqual(30_000);
    expect(other.actor.getSnapshot().context.topics[TOPIC]!.mutedUntil).toBeNull();
  });

  it('keeps a message the server could not store and sends it again with the same ref', () => {
    const { fakes, actor } = connected();
    actor.send({ type: 'chat.send', topic: TOPIC, text: 'Lưu giúp' });
    const sent = fakes.live()!.frames.at(-1) as { ref: string };
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'error', ref: sent.ref, code: 'unavailable', message: 'Không thể lưu tin nhắn, vui lòng gửi lại' } });
    expect(actor.getSnapshot().context.topics[TOPIC]!.pending).toEqual([expect.objectContaining({ ref: sent.ref, failed: true })]);
    actor.send({ type: 'chat.resend', topic: TOPIC, ref: sent.ref });
    expect(fakes.live()!.frames.at(-1)).toEqual(sent);
    const topic = actor.getSnapshot().context.topics[TOPIC]!;
    expect(topic.pending).toEqual([expect.objectContaining({ ref: sent.ref, failed: false })]);
    expect(topic.failure).toBeNull();
  });

  it('unsubscribes when the panel closes and forgets the conversation', () => {
    const { fakes, actor } = connected();
    actor.send({ type: 'chat.unsubscribe', topic: TOPIC });
    expect(fakes.live()!.frames.at(-1)).toEqual({ type: 'unsub', topic: TOPIC });
    expect(actor.getSnapshot().context.topics).toEqual({});
  });
});

describe('a member token on an open socket', () => {
  const TOKEN_TIME = 30 * 60_000;

  /** A member's socket the server welcomed with the time its token has left, following a conversation. */
  function renewing() {
    const clock = new SimulatedClock();
    const fakes = chatSocketWithFakes(MEMBER_SESSION);
    const actor = createActor(fakes.machine, { clock }).start();
    actor.send({ type: 'chat.subscribe', topic: TOPIC, path: '/truc-tiep/the-thao/bong-da/a-b-628' });
    fakes.live()!.report({ type: 'socket.opened' });
    fakes.live()!.report({ type: 'socket.welcome', user: MEMBER, expiresInMs: TOKEN_TIME });
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'message', topic: TOPIC, message: chatMessage(4) } });
    return { clock, fakes, actor };
  }

  it('is renewed on the same socket a minute before it runs out, and again after each `renewed`', async () => {
    const { clock, fakes, actor } = renewing();
    clock.increment(TOKEN_TIME - CHAT_TOKEN_RENEW_MARGIN_MS - 1);
    expect(fakes.refreshes.calls).toHaveLength(0);
    clock.increment(1);
    expect(fakes.refreshes.calls).toHaveLength(1);
    fakes.freshToken('tok-2');
    await settle();
    expect(fakes.live()!.frames.at(-1)).toEqual({ type: 'auth', token: 'tok-2', ref: RENEW_REF });
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'renewed', ref: RENEW_REF, expiresInMs: TOKEN_TIME } });
    expect(actor.getSnapshot().matches({ online: { ready: 'holding' } })).toBe(true);
    clock.increment(renewDelay(TOKEN_TIME));
    expect(fakes.refreshes.calls).toHaveLength(2);
    // The user noticed nothing: one socket all along, still connected.
    expect(fakes.sockets).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('connected')).toBe(true);
  });

  it('renews a short-lived token at half its time', () => {
    expect(renewDelay(TOKEN_TIME)).toBe(TOKEN_TIME - CHAT_TOKEN_RENEW_MARGIN_MS);
    expect(renewDelay(40_000)).toBe(20_000);
  });

  it('reconnects at once with a fresh token when the server closed the socket because the token ran out (4002)', async () => {
    const { fakes, actor } = renewing();
    fakes.live()!.report({ type: 'socket.closed', code: CHAT_CLOSE_TOKEN_EXPIRED });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(fakes.sockets).toHaveLength(1);
    fakes.freshToken('tok-2');
    await settle();
    expect(fakes.sockets).toHaveLength(2);
    expect(fakes.live()!.input.token).toBe('tok-2');
    fakes.live()!.report({ type: 'socket.opened' });
    fakes.live()!.report({ type: 'socket.welcome', user: MEMBER, expiresInMs: TOKEN_TIME });
    expect(fakes.live()!.frames[0]).toEqual({ type: 'sub', topic: TOPIC, fromOffset: 4 });
  });

  it('without a fresh token (the session is over) reconnects with what it holds; a failed renewal sends nothing', async () => {
    const { clock, fakes } = renewing();
    clock.increment(renewDelay(TOKEN_TIME));
    const sent = fakes.live()!.frames.length;
    fakes.freshToken(null);
    await settle();
    expect(fakes.live()!.frames).toHaveLength(sent);
    fakes.live()!.report({ type: 'socket.closed', code: CHAT_CLOSE_TOKEN_EXPIRED });
    fakes.freshToken(null);
    await settle();
    expect(fakes.sockets).toHaveLength(2);
    expect(fakes.live()!.input.token).toBe('tok-member');
  });

  it('reconnects 1 s after the server closed the socket because its session ended (4001), with the token held by then', () => {
    const { clock, fakes, actor } = renewing();
    fakes.live()!.report({ type: 'socket.closed', code: CHAT_CLOSE_SESSION_ENDED });
    expect(actor.getSnapshot().value).toBe('reconnecting');
    fakes.session.current = GUEST_SESSION;
    clock.increment(CHAT_RECONNECT_DELAY_MS);
    expect(fakes.live()!.input.token).toBe('tok-guest');
    expect(fakes.refreshes.calls).toHaveLength(0);
  });
});

describe('chat socket wire format', () => {
  it('sends sub, unsub and join as binary and everything else as text', () => {
    const sub = encodeFrame({ type: 'sub', topic: TOPIC, fromOffset: 4 });
    expect(sub).toBeInstanceOf(Uint8Array);
    expect(JSON.parse(new TextDecoder().decode(sub as Uint8Array))).toEqual({ type: 'sub', topic: TOPIC, fromOffset: 4 });
    expect(encodeFrame({ type: 'join', topic: TOPIC })).toBeInstanceOf(Uint8Array);
    expect(encodeFrame({ type: 'unsub', topic: TOPIC })).toBeInstanceOf(Uint8Array);
    expect(typeof encodeFrame({ type: 'react', topic: TOPIC, groupMessageId: 1, reaction: '👍' })).toBe('string');
  });

  it('connects to /websocket with the token and language on the same origin', () => {
    expect(socketUrl({ token: 'a b', language: 'en' }, 'https://xem.vn')).toBe('wss://xem.vn/websocket?token=a+b&language=en');
    expect(socketUrl({ token: null, language: 'vi' }, 'http://127.0.0.1:8094')).toBe('ws://127.0.0.1:8094/websocket?language=vi');
  });

  it('reads server frames and drops what is not one', () => {
    expect(decodeFrame('{"type":"welcome","sessionId":"s","user":null}')).toEqual({ type: 'socket.welcome', user: null });
    expect(decodeFrame(`{"type":"welcome","sessionId":"s","user":${JSON.stringify(MEMBER)},"expiresInMs":1799000}`)).toEqual({ type: 'socket.welcome', user: MEMBER, expiresInMs: 1_799_000 });
    expect(decodeFrame('{"type":"ack","ref":"r","groupMessageId":1,"offset":1}')).toMatchObject({ type: 'socket.frame' });
    expect(decodeFrame('nope')).toBeNull();
    // Fields left out on the wire come back with their defaults; a broken message list is empty.
    const compact = { groupMessageId: 7, offset: 3, groupId: 'live-628', userId: 5, showName: 'Hà', colorName: '#fff', originalMessage: 'vào', createdAt: '2026-11-21T01:00:00.000Z' };
    expect(decodeFrame(JSON.stringify({ type: 'messages', topic: TOPIC, messages: [compact, 'x'] }))).toEqual({
      type: 'socket.frame',
      frame: {
        type: 'messages',
        topic: TOPIC,
        messages: [{ ...compact, systemMessage: null, parentMessageId: null, reaction: {}, updatedReaction: null, attachments: [], isGuest: false, vipGroup: 0, toUserId: null, badges: [], level: 0, deleted: false }],
      },
    });
    expect(decodeFrame(JSON.stringify({ type: 'history', topic: TOPIC, messages: null }))).toMatchObject({ frame: { messages: [] } });
    expect(decodeFrame('[1]')).toBeNull();
  });
});

describe('chat composer', () => {
  it('holds off a reload while a message is half typed', () => {
    const actor = createActor(chatComposerMachine).start();
    expect(actor.getSnapshot().hasTag('blocksReload')).toBe(false);
    actor.send({ type: 'chat.draftChanged', text: '  ' });
    expect(actor.getSnapshot().hasTag('blocksReload')).toBe(false);
    actor.send({ type: 'chat.draftChanged', text: 'Vào' });
    expect(actor.getSnapshot().hasTag('blocksReload')).toBe(true);
    actor.send({ type: 'chat.draftChanged', text: '' });
    expect(actor.getSnapshot().hasTag('blocksReload')).toBe(false);
    actor.send({ type: 'chat.draftChanged', text: 'Vào rồi' });
    actor.send({ type: 'chat.draftCleared' });
    expect(actor.getSnapshot().matches({ draft: 'empty' })).toBe(true);
  });
});

describe("the composer's draft (chat socket and composer together)", () => {
  /** A member's socket and the composer under one root, as in the app (each under its systemId). */
  function withComposer() {
    const fakes = chatSocketWithFakes(MEMBER_SESSION);
    const root = setup({ actors: { chat: fakes.machine, composer: chatComposerMachine } }).createMachine({
      invoke: [
        { id: 'chat-socket', systemId: 'chat-socket', src: 'chat' },
        { id: 'chat-composer', systemId: 'chat-composer', src: 'composer' },
      ],
    });
    const actor = createActor(root, { clock: new SimulatedClock() }).start();
    const socket = actor.system.get('chat-socket') as AnyActorRef;
    const composer = actor.system.get('chat-composer') as AnyActorRef;
    socket.send({ type: 'chat.subscribe', topic: TOPIC, path: '/truc-tiep/the-thao/bong-da/a-b-628' });
    fakes.live()!.report({ type: 'socket.opened' });
    fakes.live()!.report({ type: 'socket.welcome', user: MEMBER });
    const draft = () => (composer.getSnapshot() as { context: { draft: string } }).context.draft;
    const type = (text: string) => composer.send({ type: 'chat.draftChanged', text });
    const submit = () => socket.send({ type: 'chat.send', topic: TOPIC, text: draft(), fromDraft: true });
    const sends = () => fakes.live()!.frames.filter((f) => f.type === 'send');
    const lastRef = () => (sends().at(-1) as { ref: string }).ref;
    return { fakes, socket, composer, draft, type, submit, sends, lastRef };
  }

  it('empties the field when the message goes out, and keeps it empty once the server has stored it', () => {
    const { fakes, composer, draft, type, submit, lastRef } = withComposer();
    type('Vào rồi!');
    submit();
    expect(draft()).toBe('');
    expect(composer.getSnapshot().hasTag('blocksReload')).toBe(true);
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'ack', ref: lastRef(), groupMessageId: 9101, offset: 101 } });
    expect(draft()).toBe('');
    expect(composer.getSnapshot().hasTag('blocksReload')).toBe(false);
  });

  it('puts a message refused as too fast back in the field, sends nothing during the wait, and sends after it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { fakes, draft, type, submit, sends, lastRef } = withComposer();
      type('Vào rồi!');
      submit();
      type('Hay');
      fakes.live()!.report({ type: 'socket.frame', frame: { type: 'error', ref: lastRef(), code: 'rateLimited', message: 'Bạn gửi quá nhanh, vui lòng đợi 30 giây', retryAfterMs: 30_000 } });
      // The refused text, then what was typed since.
      expect(draft()).toBe('Vào rồi!\nHay');
      // Enter during the wait: nothing goes out, the text stays.
      submit();
      expect(sends()).toHaveLength(1);
      expect(draft()).toBe('Vào rồi!\nHay');
      vi.advanceTimersByTime(30_000);
      submit();
      expect(sends()).toHaveLength(2);
      expect(sends().at(-1)).toMatchObject({ message: { originalMessage: 'Vào rồi!\nHay' } });
      fakes.live()!.report({ type: 'socket.frame', frame: { type: 'ack', ref: lastRef() } });
      expect(draft()).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('puts back what the server had not stored when the connection drops, and keeps a message it could not store for "send again"', () => {
    const { fakes, draft, type, submit, lastRef } = withComposer();
    type('một');
    submit();
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'error', ref: lastRef(), code: 'unavailable', message: 'Không thể lưu tin nhắn' } });
    // Shown in the conversation with "send again": not in the field twice.
    expect(draft()).toBe('');
    type('hai');
    submit();
    fakes.live()!.report({ type: 'socket.closed', code: 1006 });
    expect(draft()).toBe('một\nhai');
  });
});

describe('feeds (the live scores on the same socket)', () => {
  function withOwner(session = GUEST_SESSION) {
    const clock = new SimulatedClock();
    const fakes = chatSocketWithFakes(session);
    const heard: FeedNotice[] = [];
    const owner = fromCallback<FeedNotice>(({ receive }) => {
      receive((notice) => heard.push(notice));
      return () => {};
    });
    const root = setup({ actors: { chat: fakes.machine, owner } }).createMachine({
      invoke: [
        { id: 'chat-socket', systemId: 'chat-socket', src: 'chat' },
        { id: 'live-scores', systemId: 'live-scores', src: 'owner' },
      ],
    });
    const actor = createActor(root, { clock }).start();
    const socket = actor.system.get('chat-socket') as AnyActorRef;
    return { clock, fakes, heard, socket };
  }
  const FEED = '/topic/match.616';

  it("opens the socket for a feed alone, subscribes it after the welcome and hands its frames to its owner, not to the conversations", () => {
    const { fakes, heard, socket } = withOwner();
    socket.send({ type: 'feed.subscribe', topic: FEED, owner: 'live-scores' });
    fakes.live()!.report({ type: 'socket.opened' });
    fakes.live()!.report({ type: 'socket.welcome', user: GUEST });
    expect(fakes.live()!.frames).toEqual([{ type: 'sub', topic: FEED, ref: `feed:${FEED}` }]);
    const frame: MatchFrame = {
      type: 'match',
      topic: FEED,
      at: 1,
      snapshot: true,
      match: { staticId: 616, seq: 0, sport: 'football', kickoffTime: 'x', status: 1, statusText: '19:00', minute: null, period: null, score: null, homeScore: null, awayScore: null },
      events: [],
    };
    fakes.live()!.report({ type: 'socket.frame', frame });
    const refusal = { type: 'error', ref: `feed:${FEED}`, code: 'notFound', message: 'Match not found' } as const;
    fakes.live()!.report({ type: 'socket.frame', frame: refusal });
    expect(heard).toEqual([{ type: 'feed.up' }, { type: 'feed.frame', frame }, { type: 'feed.frame', frame: refusal }]);
    expect(socket.getSnapshot().context.topics).toEqual({});
  });

  it('tells the owner when the socket goes down, subscribes the feed again after the reconnect, and gives up without the chat toast', () => {
    const { clock, fakes, heard, socket } = withOwner();
    socket.send({ type: 'feed.subscribe', topic: FEED, owner: 'live-scores' });
    fakes.live()!.report({ type: 'socket.opened' });
    fakes.live()!.report({ type: 'socket.welcome', user: GUEST });
    fakes.live()!.report({ type: 'socket.closed', code: 1006 });
    expect(heard.map((n) => n.type)).toEqual(['feed.up', 'feed.down']);
    clock.increment(CHAT_RECONNECT_DELAY_MS);
    fakes.live()!.report({ type: 'socket.opened' });
    fakes.live()!.report({ type: 'socket.welcome', user: GUEST });
    expect(fakes.live()!.frames).toEqual([{ type: 'sub', topic: FEED, ref: `feed:${FEED}` }]);
    expect(heard.map((n) => n.type)).toEqual(['feed.up', 'feed.down', 'feed.up']);
    for (let i = 0; i <= CHAT_MAX_CONNECTIONS; i++) {
      fakes.live()?.report({ type: 'socket.closed', code: 1006 });
      clock.increment(CHAT_RECONNECT_DELAY_MS);
    }
    expect(socket.getSnapshot().value).toBe('failed');
    expect(fakes.effects.toasts).toEqual([]);
    socket.send({ type: 'feed.subscribe', topic: '/topic/scores.live', owner: 'live-scores' });
    expect(heard.at(-1)).toEqual({ type: 'feed.down' });
  });

  it('keeps the feeds up while the member token is renewed on the socket', async () => {
    const { clock, fakes, heard, socket } = withOwner(MEMBER_SESSION);
    socket.send({ type: 'feed.subscribe', topic: FEED, owner: 'live-scores' });
    fakes.live()!.report({ type: 'socket.opened' });
    fakes.live()!.report({ type: 'socket.welcome', user: MEMBER, expiresInMs: 1_800_000 });
    clock.increment(renewDelay(1_800_000));
    fakes.freshToken('tok-2');
    await settle();
    fakes.live()!.report({ type: 'socket.frame', frame: { type: 'renewed', ref: RENEW_REF, expiresInMs: 1_800_000 } });
    expect(heard).toEqual([{ type: 'feed.up' }]);
  });

  it('lets a feed go with unsub', () => {
    const { fakes, socket } = withOwner(MEMBER_SESSION);
    socket.send({ type: 'feed.subscribe', topic: FEED, owner: 'live-scores' });
    fakes.live()!.report({ type: 'socket.opened' });
    fakes.live()!.report({ type: 'socket.welcome', user: MEMBER });
    socket.send({ type: 'feed.unsubscribe', topic: FEED });
    expect(fakes.live()!.frames.at(-1)).toEqual({ type: 'unsub', topic: FEED });
    expect(socket.getSnapshot().context.feeds).toEqual({});
  });
});
