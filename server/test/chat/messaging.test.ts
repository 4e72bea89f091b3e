/** Sending, storing and delivering chat messages: offsets, XSS-inert text, limits, moderation, resume. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, liveRooms } from '../../src/db/schema.ts';
import { storeMessage } from '../../src/chat/store.ts';
import { ChatClient, listeningApp, memberToken, type ListeningApp } from './chat-client.ts';

let server: ListeningApp;
let rooms: Array<{ id: number; hostIds: number[] }>;
let roomIndex = 0;

/** A live-room topic no other test uses. */
function freshTopic(): { topic: string; hostId: number } {
  const room = rooms[roomIndex++]!;
  return { topic: `/topic/chatroom.live-${room.id}`, hostId: room.hostIds[0]! };
}

async function member(userId: number): Promise<ChatClient> {
  return ChatClient.open(server.wsUrl, { token: memberToken(server.app, userId) });
}

beforeAll(async () => {
  server = await listeningApp();
  rooms = await server.app.db.select({ id: liveRooms.id, hostIds: liveRooms.hostIds }).from(liveRooms).limit(40);
});
afterAll(async () => {
  await server.close();
});

describe('send', () => {
  it('stores, acks and delivers to every subscriber with increasing offsets', async () => {
    const { topic } = freshTopic();
    const alice = await member(110);
    const bob = await member(111);
    await alice.subscribe(topic);
    await bob.subscribe(topic);
    for (let i = 1; i <= 3; i++) {
      expect(await alice.say(topic, `tin ${i}`, `a-${i}`)).toMatchObject({ type: 'ack', ref: `a-${i}`, offset: i });
    }
    await bob.waitFor(() => bob.offsets(topic).includes(3));
    // The sender gets each ack after the frame carrying its message.
    for (let i = 1; i <= 3; i++) {
      const carried = alice.frames.findIndex((f) => f.topic === topic && JSON.stringify(f).includes(`"tin ${i}"`));
      const acked = alice.frames.findIndex((f) => f.type === 'ack' && f.ref === `a-${i}`);
      expect(carried).toBeGreaterThanOrEqual(0);
      expect(carried).toBeLessThan(acked);
    }
    for (const client of [alice, bob]) {
      const messages = client.messages(topic);
      expect(messages.map((m) => m.offset)).toEqual([1, 2, 3]);
      expect(messages.map((m) => m.originalMessage)).toEqual(['tin 1', 'tin 2', 'tin 3']);
      expect(messages[0]).toMatchObject({ userId: 110, groupId: topic.split('.')[1], isGuest: false, badges: ['LV'], reaction: {}, deleted: false });
      expect(messages[0]).not.toHaveProperty('ip');
    }
    const [row] = await server.app.db.select().from(chatMessages).where(eq(chatMessages.topic, topic)).limit(1);
    expect(row!.ip).toBe('127.0.0.1');
    await Promise.all([alice.close(), bob.close()]);
  });

  it('stores and echoes XSS payloads byte for byte, as text', async () => {
    const { topic } = freshTopic();
    const sender = await member(112);
    const reader = await ChatClient.open(server.wsUrl);
    await sender.subscribe(topic);
    await reader.subscribe(topic);
    const payloads = ['<img src=x onerror=alert(1)>', '<script>alert("x")</script>', '"><svg/onload=alert(1)>&amp;&lt;', 'javascript:alert(1)'];
    for (const text of payloads) expect(await sender.say(topic, text)).toMatchObject({ type: 'ack' });
    await reader.waitFor(() => reader.messages(topic).length === payloads.length);
    expect(reader.messages(topic).map((m) => m.originalMessage)).toEqual(payloads);
    const rows = await server.app.db.select({ text: chatMessages.originalMessage }).from(chatMessages).where(eq(chatMessages.topic, topic));
    expect(rows.map((r) => r.text).sort()).toEqual([...payloads].sort());
    await Promise.all([sender.close(), reader.close()]);
  });

  it('refuses empty and over-500-character messages (tooLong)', async () => {
    const { topic } = freshTopic();
    const client = await member(113);
    await client.subscribe(topic);
    expect(await client.say(topic, '   ')).toMatchObject({ type: 'error', code: 'tooLong' });
    expect(await client.say(topic, 'á'.repeat(501))).toMatchObject({ type: 'error', code: 'tooLong' });
    expect(await client.say(topic, 'á'.repeat(500))).toMatchObject({ type: 'ack', offset: 1 });
    await client.close();
  });

  it('filters links to other sites and phone numbers (spam)', async () => {
    const { topic } = freshTopic();
    const client = await member(114);
    await client.subscribe(topic);
    for (const text of ['vào https://cado.example.com nhé', 'xem www.keo88.net', 'nhacai.vn', 'gọi 0912 345 678', 'zalo 0912.345.678', '+84 912 345 678', '84912345678']) {
      expect(await client.say(topic, text)).toMatchObject({ type: 'error', code: 'spam' });
    }
    expect(await client.say(topic, `xem ${server.origin}/lich-truc-tiep nhé`)).toMatchObject({ type: 'ack' });
    expect(await client.say(topic, 'tỉ số 2-1, phút 90+3')).toMatchObject({ type: 'ack' });
    await client.close();
  });

  it('rate-limits: the 6th message in 5 s is refused and the user is muted for 30 s', async () => {
    const { topic } = freshTopic();
    const client = await member(115);
    await client.subscribe(topic);
    for (let i = 0; i < 5; i++) expect(await client.say(topic, `nhanh ${i}`)).toMatchObject({ type: 'ack' });
    const limited = await client.say(topic, 'quá nhanh');
    expect(limited).toMatchObject({ type: 'error', code: 'rateLimited', retryAfterMs: 30_000 });
    expect(await client.say(topic, 'vẫn bị cấm')).toMatchObject({ type: 'error', code: 'rateLimited' });
    expect(client.offsets(topic).length).toBeLessThanOrEqual(5);
    await client.close();
  });

  it('is idempotent by ref: a resend is acked again and stored once', async () => {
    const { topic } = freshTopic();
    const client = await member(116);
    await client.subscribe(topic);
    const first = await client.say(topic, 'một lần thôi', 'same-ref');
    client.frames.length = 0;
    const again = await client.say(topic, 'một lần thôi', 'same-ref');
    expect(again).toEqual(first);
    const rows = await server.app.db.select().from(chatMessages).where(eq(chatMessages.topic, topic));
    expect(rows).toHaveLength(1);
    expect(await client.say(topic, 'sau đó', 'next-ref')).toMatchObject({ offset: 2 });
    await client.waitFor(() => client.offsets(topic).includes(2));
    expect(client.offsets(topic)).toEqual([2]);
    await client.close();
  });

  it('replies must point at a message of the same group (notFound); attachments stay on this site', async () => {
    const { topic } = freshTopic();
    const client = await member(117);
    await client.subscribe(topic);
    const parent = await client.say(topic, 'gốc');
    expect(await client.say(topic, 'trả lời', undefined, { parentMessageId: parent.groupMessageId })).toMatchObject({ type: 'ack' });
    expect(await client.say(topic, 'trả lời ma', undefined, { parentMessageId: 987654321 })).toMatchObject({ type: 'error', code: 'notFound' });
    expect(await client.say(topic, 'ảnh', undefined, { attachments: [{ kind: 'image', url: 'https://evil.example/x.png' }] })).toMatchObject({
      type: 'error',
      code: 'badFrame',
    });
    for (const url of ['/stickers/../api/x', '//evil.example/x.svg', '/other/api/x']) {
      expect(await client.say(topic, 'dán', undefined, { attachments: [{ kind: 'sticker', url }] }), url).toMatchObject({ type: 'error', code: 'badFrame' });
    }
    expect(await client.say(topic, '🔥', undefined, { attachments: [{ kind: 'sticker', url: '/stickers/fire.svg' }] })).toMatchObject({ type: 'ack' });
    await client.close();
  });
});

describe('reactions and moderation', () => {
  it('toggles reactions and broadcasts the counts', async () => {
    const { topic } = freshTopic();
    const a = await member(120);
    const b = await member(121);
    await a.subscribe(topic);
    await b.subscribe(topic);
    const sent = await a.say(topic, 'bàn thắng!');
    const id = sent.groupMessageId;
    b.send({ type: 'react', topic, groupMessageId: id, reaction: '🔥', ref: 'r1' });
    expect(await b.reply('r1')).toMatchObject({ type: 'ack' });
    expect(await a.waitFor((f) => f.type === 'reaction')).toMatchObject({ groupMessageId: id, reaction: { '🔥': 1 }, updatedReaction: '🔥', userId: 121 });
    b.send({ type: 'react', topic, groupMessageId: id, reaction: '🔥', ref: 'r2' });
    await b.reply('r2');
    await a.waitFor((f) => f.type === 'reaction' && Object.keys(f.reaction as object).length === 0);
    b.send({ type: 'react', topic, groupMessageId: 987654321, reaction: '👍', ref: 'r3' });
    expect(await b.reply('r3')).toMatchObject({ code: 'notFound' });
    await Promise.all([a.close(), b.close()]);
  });

  it('lets the room host, moderators and admins delete and mute; others get forbidden', async () => {
    const { topic, hostId } = freshTopic();
    const user = await member(122);
    const other = await member(123);
    const host = await member(hostId);
    const moderator = await member(2);
    const admin = await member(1);
    for (const c of [user, other, host, moderator, admin]) await c.subscribe(topic);
    const sent = await user.say(topic, 'tin nhắn xấu');

    other.send({ type: 'delete', topic, groupMessageId: sent.groupMessageId, ref: 'x1' });
    expect(await other.reply('x1')).toMatchObject({ type: 'error', code: 'forbidden' });
    other.send({ type: 'mute', topic, userId: 122, minutes: 5, ref: 'x2' });
    expect(await other.reply('x2')).toMatchObject({ type: 'error', code: 'forbidden' });

    host.send({ type: 'delete', topic, groupMessageId: sent.groupMessageId, ref: 'h1' });
    expect(await host.reply('h1')).toMatchObject({ type: 'ack' });
    expect(await user.waitFor((f) => f.type === 'deleted')).toMatchObject({ groupMessageId: sent.groupMessageId, by: hostId });

    moderator.send({ type: 'mute', topic, userId: 122, minutes: 10, ref: 'm1' });
    expect(await moderator.reply('m1')).toMatchObject({ type: 'ack' });
    expect(await user.waitFor((f) => f.type === 'muted')).toMatchObject({ userId: 122, by: 2 });
    const refused = await user.say(topic, 'còn nói được không?');
    expect(refused).toMatchObject({ type: 'error', code: 'muted' });
    expect(refused.retryAfterMs as number).toBeGreaterThan(9 * 60_000);

    admin.send({ type: 'delete', topic, groupMessageId: 987654321, ref: 'a1' });
    expect(await admin.reply('a1')).toMatchObject({ type: 'error', code: 'notFound' });

    // A host's messages carry the BLV badge; deleted messages keep their offset, without text.
    expect((await host.say(topic, 'chào cả nhà')).type).toBe('ack');
    const late = await ChatClient.open(server.wsUrl);
    await late.subscribe(topic);
    const historyFrame = await late.waitFor((f) => f.type === 'history');
    const messages = historyFrame.messages as Array<Record<string, unknown>>;
    expect(messages.map((m) => m.offset)).toEqual([1, 2]);
    expect(messages[0]).toMatchObject({ deleted: true, originalMessage: '' });
    expect(messages[1]).toMatchObject({ userId: hostId, badges: expect.arrayContaining(['BLV', 'LV']) });
    await Promise.all([user, other, host, moderator, admin, late].map((c) => c.close()));
  });
});

describe('history and resume', () => {
  it('sends the last 50 messages as history to a new subscriber', async () => {
    const { topic, hostId } = freshTopic();
    for (let i = 1; i <= 60; i++) {
      await storeMessage(server.app.db, { topic, groupId: topic.split('.')[1]!, userId: hostId, showName: 'BLV', colorName: '#fff', originalMessage: `#${i}` });
    }
    const client = await ChatClient.open(server.wsUrl);
    const subscribed = await client.subscribe(topic);
    expect(subscribed).toMatchObject({ lastOffset: 60, pinnedMessage: expect.any(String) });
    const historyFrame = await client.waitFor((f) => f.type === 'history');
    const offsets = (historyFrame.messages as Array<{ offset: number }>).map((m) => m.offset);
    expect(offsets).toEqual(Array.from({ length: 50 }, (_, i) => i + 11));
    await client.close();
  });

  it('resumes after a reconnect with fromOffset: every missed message once, then live ones', async () => {
    const { topic } = freshTopic();
    const sender = await member(130);
    await sender.subscribe(topic);
    const reader = await ChatClient.open(server.wsUrl);
    await reader.subscribe(topic);
    for (let i = 1; i <= 3; i++) await sender.say(topic, `trước ${i}`);
    await reader.waitFor(() => reader.offsets(topic).includes(3));
    await reader.close();
    const seen = Math.max(...reader.offsets(topic));

    for (let i = 4; i <= 5; i++) await sender.say(topic, `lúc vắng ${i}`);
    const again = await ChatClient.open(server.wsUrl);
    await again.subscribe(topic, seen);
    // Sends racing the replay must still arrive once, in order.
    const other = await member(131);
    await other.subscribe(topic);
    await Promise.all([6, 7, 8].map((i) => other.say(topic, `sau ${i}`)));
    await again.waitFor(() => again.offsets(topic).includes(8));
    expect(again.offsets(topic)).toEqual([4, 5, 6, 7, 8]);
    expect(again.frames.some((f) => f.type === 'history')).toBe(false);
    await Promise.all([sender.close(), other.close(), again.close()]);
  });

  it('sends a gap frame when more than 500 messages were missed', async () => {
    const { topic, hostId } = freshTopic();
    for (let i = 1; i <= 505; i++) {
      await storeMessage(server.app.db, { topic, groupId: topic.split('.')[1]!, userId: hostId, showName: 'BLV', colorName: '#fff', originalMessage: `#${i}` });
    }
    const client = await ChatClient.open(server.wsUrl);
    await client.subscribe(topic, 2);
    expect(await client.waitFor((f) => f.type === 'gap')).toMatchObject({ fromOffset: 2, resumedAt: 6 });
    await client.waitFor(() => client.offsets(topic).includes(505));
    const offsets = client.offsets(topic);
    expect(offsets).toHaveLength(500);
    expect(offsets[0]).toBe(6);
    await client.close();
  });

  it('delivers in offset order when bus events arrive out of order or get lost', async () => {
    const { topic, hostId } = freshTopic();
    const client = await ChatClient.open(server.wsUrl);
    await client.subscribe(topic);
    const store = (text: string) =>
      storeMessage(server.app.db, { topic, groupId: topic.split('.')[1]!, userId: hostId, showName: 'BLV', colorName: '#fff', originalMessage: text });
    const one = await store('một');
    const two = await store('hai');
    // Only the second reaches the bus: the first is read from the database to close the gap.
    await server.app.chat.bus.publish({ kind: 'message', topic, message: two.message });
    await client.waitFor(() => client.offsets(topic).length === 2);
    expect(client.offsets(topic)).toEqual([1, 2]);
    // A late duplicate is dropped; a stored message never published is found by the feed's sync.
    await server.app.chat.bus.publish({ kind: 'message', topic, message: one.message });
    await store('ba');
    await client.waitFor(() => client.offsets(topic).includes(3));
    expect(client.offsets(topic)).toEqual([1, 2, 3]);
    await client.close();
  });
});

describe('coalescing', () => {
  it('sends messages stored close together in one `messages` frame, and a later frame after them', async () => {
    const { topic, hostId } = freshTopic();
    const client = await ChatClient.open(server.wsUrl);
    await client.subscribe(topic);
    const stored = [];
    for (const text of ['một', 'hai', 'ba', 'bốn']) {
      stored.push((await storeMessage(server.app.db, { topic, groupId: topic.split('.')[1]!, userId: hostId, showName: 'BLV', colorName: '#fff', originalMessage: text })).message);
    }
    for (const message of stored) await server.app.chat.bus.publish({ kind: 'message', topic, message });
    // A moderator's delete published right after its message must not overtake it.
    await server.app.chat.bus.publish({ kind: 'frame', topic, frame: { type: 'deleted', topic, groupMessageId: stored[3]!.groupMessageId, by: hostId } });
    await client.waitFor((f) => f.type === 'deleted');
    const frames = client.frames.filter((f) => f.topic === topic && ['message', 'messages', 'deleted'].includes(f.type));
    expect(frames.map((f) => f.type)).toEqual(['messages', 'deleted']);
    // On the wire, fields at their default value are left out.
    const [first] = frames[0]!.messages as Array<Record<string, unknown>>;
    expect(Object.keys(first!).sort()).toEqual(['colorName', 'createdAt', 'groupId', 'groupMessageId', 'offset', 'originalMessage', 'showName', 'userId']);
    expect(client.messages(topic).map((m) => m.originalMessage)).toEqual(['một', 'hai', 'ba', 'bốn']);
    await client.close();
  });
});

describe('a fast sender', () => {
  it('is read more slowly instead of closed, and gets every ack in the order it sent', async () => {
    process.env.CHAT_RATE_LIMIT = 'off';
    const other = await listeningApp();
    delete process.env.CHAT_RATE_LIMIT;
    try {
      const [room] = await other.app.db.select({ id: liveRooms.id }).from(liveRooms).limit(1);
      const topic = `/topic/chatroom.live-${room!.id}`;
      const sender = await ChatClient.open(other.wsUrl, { token: memberToken(other.app, 141) });
      await sender.subscribe(topic);
      const burst = (from: number) => {
        for (let i = from; i < from + 90; i++) {
          sender.send({ type: 'send', topic, path: '/chat.sendMessage', ref: `f-${i}`, message: { originalMessage: `#${i}`, parentMessageId: null, attachments: [] } });
        }
      };
      // 180 frames, more than the 100 a socket may have waiting: the second burst waits in TCP.
      burst(0);
      await sender.reply('f-0');
      burst(90);
      await sender.reply('f-179');
      expect(sender.closeCode).toBeNull();
      const acks = sender.frames.filter((f) => f.type === 'ack');
      expect(acks.map((f) => f.ref)).toEqual(Array.from({ length: 180 }, (_, i) => `f-${i}`));
      const first = acks[0]!.offset as number;
      expect(acks.map((f) => f.offset)).toEqual(Array.from({ length: 180 }, (_, i) => first + i));
      await sender.close();
    } finally {
      await other.close();
    }
  });
});

describe('database outage', () => {
  it('answers unavailable and broadcasts nothing when the message cannot be stored', async () => {
    const other = await listeningApp();
    try {
      const [room] = await other.app.db.select({ id: liveRooms.id }).from(liveRooms).limit(1);
      const topic = `/topic/chatroom.live-${room!.id}`;
      const sender = await ChatClient.open(other.wsUrl, { token: memberToken(other.app, 140) });
      await sender.subscribe(topic);
      await other.database.break();
      const answer = await sender.say(topic, 'mất kết nối', 'u1');
      expect(answer).toMatchObject({ type: 'error', code: 'unavailable', ref: 'u1' });
      expect(sender.messages(topic)).toHaveLength(0);
      await sender.close();
    } finally {
      await other.close();
    }
  });
});
