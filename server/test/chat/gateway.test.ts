/** The chat socket's edge: Origin check, identity, malformed frames, guests, subscriptions. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveRooms, liveSchedule } from '../../src/db/schema.ts';
import { clock, vnDay } from '../../src/clock.ts';
import { sql } from 'drizzle-orm';
import { liveNow, roomSeededAudience, WAITING_CROWD_MS } from '../../src/routes/live/schedule-data.ts';
import { clockStops } from '../clock-stops.ts';
import { ChatClient, guestToken, listeningApp, memberToken, refusedStatus, type ListeningApp } from './chat-client.ts';

let server: ListeningApp;
let topic: string;

beforeAll(async () => {
  server = await listeningApp();
  const [room] = await server.app.db.select({ id: liveRooms.id }).from(liveRooms).limit(1);
  topic = `/topic/chatroom.live-${room!.id}`;
});
afterAll(async () => {
  await server.close();
});

describe('connection', () => {
  it('refuses a foreign Origin with 403 and no socket', async () => {
    expect(await refusedStatus(server.wsUrl, 'https://evil.example')).toBe(403);
    expect(server.app.chat.sessions.size).toBe(0);
  });

  it('accepts its own origin and localhost on any port', async () => {
    for (const origin of [server.origin, 'http://localhost:5173', 'http://127.0.0.1:1']) {
      const client = await ChatClient.open(server.wsUrl, { origin });
      await client.close();
    }
  });

  it('accepts origins listed in ALLOWED_ORIGINS', async () => {
    const other = await listeningApp({ ALLOWED_ORIGINS: 'https://partner.example' });
    try {
      const client = await ChatClient.open(other.wsUrl, { origin: 'https://partner.example' });
      await client.close();
      expect(await refusedStatus(other.wsUrl, 'https://partner.example.evil.test')).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('welcomes a member with their profile, a guest as a guest, no token as anonymous', async () => {
    const member = await ChatClient.open(server.wsUrl, { token: memberToken(server.app, 100) });
    expect(member.frames[0]).toMatchObject({ type: 'welcome', user: { userId: 100, siteRoleId: 1, isGuest: false } });
    const guest = await ChatClient.open(server.wsUrl, { token: guestToken(server.app) });
    expect(guest.frames[0]).toMatchObject({ type: 'welcome', user: { isGuest: true } });
    const anonymous = await ChatClient.open(server.wsUrl, { token: 'v1.forged.token' });
    expect(anonymous.frames[0]).toMatchObject({ type: 'welcome', user: null });
    await Promise.all([member.close(), guest.close(), anonymous.close()]);
  });
});

describe('malformed frames', () => {
  it('answers badFrame and keeps the socket working', async () => {
    const client = await ChatClient.open(server.wsUrl, { token: memberToken(server.app, 101) });
    const bad: Array<string | Buffer> = [
      'not json',
      Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x9f]),
      '[1,2,3]',
      'null',
      JSON.stringify({ type: 'dance' }),
      JSON.stringify({ type: 'sub', topic: 42 }),
      JSON.stringify({ type: 'sub', topic: '/topic/chatroom.live-1', fromOffset: -1 }),
      JSON.stringify({ type: 'send', topic, path: '/chat.sendMessage', message: { originalMessage: 5 } }),
      JSON.stringify({ type: 'react', topic, groupMessageId: 1, reaction: '💩' }),
      JSON.stringify({ type: 'mute', topic, userId: 5, minutes: 99999 }),
      JSON.stringify({ type: 'send', topic, path: '/chat.sendMessage', message: { originalMessage: 'x'.repeat(9000) } }),
    ];
    for (const data of bad) client.raw(data);
    await client.waitFor(() => client.frames.filter((f) => f.type === 'error').length === bad.length);
    const errors = client.frames.filter((f) => f.type === 'error');
    expect(errors.every((e) => e.code === 'badFrame' && typeof e.message === 'string')).toBe(true);
    expect(errors.map((e) => e.field)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      'type',
      'topic',
      'fromOffset',
      'message.originalMessage',
      'reaction',
      'minutes',
      undefined,
    ]);
    // Still open and answering.
    client.send({ type: 'ping', ref: 'p1' });
    expect(await client.waitFor((f) => f.type === 'pong')).toMatchObject({ ref: 'p1' });
    await client.subscribe(topic);
    await client.close();
  });

  it('closes a socket that sends more than 20 bad frames in a minute (1008)', async () => {
    const client = await ChatClient.open(server.wsUrl);
    for (let i = 0; i < 21; i++) client.raw('{');
    await client.waitFor(() => false).catch(() => {});
    expect(client.closeCode).toBe(1008);
  });

  it('answers in the socket language', async () => {
    const client = await ChatClient.open(server.wsUrl, { language: 'en' });
    client.raw('nope');
    expect(await client.waitFor((f) => f.type === 'error')).toMatchObject({ code: 'badFrame', message: 'Invalid frame' });
    await client.close();
  });
});

describe('permissions', () => {
  it('lets guests and anonymous sockets read but not send', async () => {
    for (const token of [guestToken(server.app), undefined]) {
      const client = await ChatClient.open(server.wsUrl, { token });
      await client.subscribe(topic);
      expect(await client.waitFor((f) => f.type === 'history')).toMatchObject({ topic });
      expect(await client.say(topic, 'xin chào', 'g1')).toMatchObject({ type: 'error', code: 'loginRequired', ref: 'g1' });
      client.send({ type: 'react', topic, groupMessageId: 1, reaction: '👍', ref: 'g2' });
      expect(await client.reply('g2')).toMatchObject({ code: 'loginRequired' });
      await client.close();
    }
  });

  it('refuses frames for topics the socket has not subscribed to', async () => {
    const client = await ChatClient.open(server.wsUrl, { token: memberToken(server.app, 102) });
    expect(await client.say(topic, 'chào', 'n1')).toMatchObject({ type: 'error', code: 'notSubscribed' });
    await client.close();
  });

  it('answers notFound for a room that does not exist', async () => {
    const client = await ChatClient.open(server.wsUrl);
    client.send({ type: 'sub', topic: '/topic/chatroom.live-999999999', ref: 'x' });
    expect(await client.reply('x')).toMatchObject({ type: 'error', code: 'notFound' });
    await client.close();
  });

  it('keeps private topics to their two users', async () => {
    const dm = '/topic/private.dm-103-104';
    const outsider = await ChatClient.open(server.wsUrl, { token: memberToken(server.app, 105) });
    outsider.send({ type: 'sub', topic: dm, ref: 'x' });
    expect(await outsider.reply('x')).toMatchObject({ type: 'error', code: 'forbidden' });
    const a = await ChatClient.open(server.wsUrl, { token: memberToken(server.app, 103) });
    const b = await ChatClient.open(server.wsUrl, { token: memberToken(server.app, 104) });
    await a.subscribe(dm);
    await b.subscribe(dm);
    a.send({ type: 'send', topic: dm, path: '/chat.sendMessagePrivate', ref: 'd1', message: { originalMessage: 'riêng tư', toUserId: 104 } });
    expect(await a.reply('d1')).toMatchObject({ type: 'ack', offset: 1 });
    expect((await b.waitFor((f) => f.type === 'message')).message).toMatchObject({ originalMessage: 'riêng tư', userId: 103, toUserId: 104 });
    await Promise.all([outsider.close(), a.close(), b.close()]);
  });
});

describe('presence and audience', () => {
  const stops = clockStops();

  /** A room live at the suite's instant: its seeded audience is more than nobody. */
  async function liveRoom(): Promise<{ roomId: number; topic: string; seeded: number }> {
    const now = clock.now();
    const rows = await server.app.db.select({ roomId: liveSchedule.roomId }).from(liveSchedule).where(liveNow(new Date(now))).orderBy(liveSchedule.roomId);
    for (const { roomId } of rows) {
      const seeded = await roomSeededAudience(server.app.db, roomId, now);
      if (seeded > 0) return { roomId, topic: `/topic/chatroom.live-${roomId}`, seeded };
    }
    throw new Error('no room is live at the suite instant');
  }

  const roomViewers = async (roomId: number) => (await server.app.inject({ url: `/live/api/schedule/liveRoom?id=${roomId}` })).json().data.viewers as number;

  it('counts every socket in a room, guests included, on top of its seeded audience: the chat and the room say the same', async () => {
    stops.stopAt(clock.now());
    const { roomId, topic: room, seeded } = await liveRoom();
    const guest = await ChatClient.open(server.wsUrl, { token: guestToken(server.app) });
    expect(await guest.subscribe(room)).toMatchObject({ type: 'subscribed', online: seeded + 1 });
    expect(await roomViewers(roomId)).toBe(seeded + 1);

    const member = await ChatClient.open(server.wsUrl, { token: memberToken(server.app, 106) });
    expect(await member.subscribe(room)).toMatchObject({ online: seeded + 2 });
    member.send({ type: 'join', topic: room });
    expect(await guest.waitFor((f) => f.type === 'presence' && f.event === 'joined')).toMatchObject({ userId: 106, online: seeded + 2 });
    const schedule = (await server.app.inject({ url: `/live/api/schedule/liveSchedule?date=${vnDay(clock.now())}&timezone=Asia/Ho_Chi_Minh&pageSize=200` })).json().data.list as { roomId: number; viewers: number }[];
    expect(schedule.find((row) => row.roomId === roomId)?.viewers).toBe(seeded + 2);

    await member.close();
    expect(await guest.waitFor((f) => f.type === 'presence' && f.event === 'left')).toMatchObject({ userId: 106, online: seeded + 1 });
    await guest.close();
    await vi.waitFor(async () => expect(await roomViewers(roomId)).toBe(seeded));
  });

  it('a room with nothing on counts only who is there', async () => {
    stops.stopAt(clock.now());
    const now = clock.now();
    const soon = new Date(now + WAITING_CROWD_MS + 60_000).toISOString();
    const [idle] = await server.app.db
      .select({ roomId: liveRooms.id })
      .from(liveRooms)
      .where(sql`not exists (select 1 from ${liveSchedule} s where s.room_id = ${liveRooms.id} and s.start_at < ${soon} and s.end_at > ${new Date(now).toISOString()})`)
      .limit(1);
    expect(await roomSeededAudience(server.app.db, idle!.roomId, now)).toBe(0);
    const watcher = await ChatClient.open(server.wsUrl);
    expect(await watcher.subscribe(`/topic/chatroom.live-${idle!.roomId}`)).toMatchObject({ online: 1 });
    await watcher.close();
  });

  it("a chat room's online count is its followers online plus who is in its chat, in the list and in the chat", async () => {
    stops.stopAt(clock.now());
    const list = (await server.app.inject({ url: '/other/api/community/chat-rooms?pageSize=1&sort=online' })).json().data.list as { id: number; onlineCount: number }[];
    const { id, onlineCount } = list[0]!;
    const watcher = await ChatClient.open(server.wsUrl, { token: guestToken(server.app) });
    expect(await watcher.subscribe(`/topic/chatroom.room-${id}`)).toMatchObject({ online: onlineCount + 1 });
    const detail = (await server.app.inject({ url: `/other/api/community/chat-rooms/${id}` })).json().data as { onlineCount: number };
    expect(detail.onlineCount).toBe(onlineCount + 1);
    await watcher.close();
  });
});

describe('shutdown', () => {
  it('app.close() closes the open sockets', async () => {
    const other = await listeningApp();
    const client = await ChatClient.open(other.wsUrl);
    await other.close();
    await client.waitFor(() => false, 5_000).catch(() => {});
    expect(client.closeCode).toBe(1001);
  });
});
