/** The chat seed: contiguous offsets per topic, last_offset = count, history for a new subscriber, idempotent. */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatTopics, communityChatRooms, liveRooms, liveSchedule } from '../../src/db/schema.ts';
import { phaseAt, seedChat, themeOfTags } from '../../src/db/seed/chat/index.ts';
import { HOST_LINES, LINES, REPLIES, type ChatTheme } from '../../src/db/seed/chat/lines-data.ts';
import { ChatClient, listeningApp, memberToken, type ListeningApp } from './chat-client.ts';
import { clock, DAY, vnDay, vnMidnight } from '../../src/clock.ts';

let server: ListeningApp;

beforeAll(async () => {
  server = await listeningApp();
});
afterAll(async () => {
  await server.close();
});

async function seededTopics(): Promise<Array<{ topic: string; lastOffset: number; count: number; min: number; max: number; distinct: number }>> {
  const rows = await server.app.db
    .select({
      topic: chatTopics.topic,
      lastOffset: chatTopics.lastOffset,
      count: sql<number>`count(${chatMessages.id})::int`,
      min: sql<number>`min(${chatMessages.offset})::int`,
      max: sql<number>`max(${chatMessages.offset})::int`,
      distinct: sql<number>`count(distinct ${chatMessages.offset})::int`,
    })
    .from(chatTopics)
    .innerJoin(chatMessages, eq(chatMessages.topic, chatTopics.topic))
    .groupBy(chatTopics.topic, chatTopics.lastOffset);
  return rows.map((r) => ({ ...r, lastOffset: Number(r.lastOffset) }));
}

describe('chat seed', () => {
  it('gives every chat room and the live rooms on today 10–30 messages with offsets 1..n and last_offset = n', async () => {
    const topics = await seededTopics();
    const rooms = await server.app.db.select({ id: communityChatRooms.id }).from(communityChatRooms);
    expect(rooms.length).toBe(22);
    for (const room of rooms) expect(topics.map((t) => t.topic)).toContain(`/topic/chatroom.room-${room.id}`);
    expect(topics.filter((t) => t.topic.startsWith('/topic/chatroom.live-')).length).toBeGreaterThan(0);
    for (const t of topics) {
      expect(t.count, t.topic).toBeGreaterThanOrEqual(10);
      expect(t.count, t.topic).toBeLessThanOrEqual(30);
      expect({ min: t.min, max: t.max, distinct: t.distinct, lastOffset: t.lastOffset }, t.topic).toEqual({ min: 1, max: t.count, distinct: t.count, lastOffset: t.count });
    }
  });

  it('writes as seeded members and hosts, with replies within the topic and reactions', async () => {
    const rows = await server.app.db.select().from(chatMessages).orderBy(asc(chatMessages.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const row of rows) {
      expect(row.userId! >= 10 && row.userId! <= 399).toBe(true);
      expect(row.deletedAt).toBeNull();
      expect(row.createdAt.getTime()).toBeLessThan(clock.now());
      if (row.parentMessageId !== null) {
        const parent = byId.get(row.parentMessageId)!;
        expect(parent.topic).toBe(row.topic);
        expect(parent.offset).toBeLessThan(row.offset);
      }
    }
    expect(rows.some((r) => r.parentMessageId !== null)).toBe(true);
    expect(rows.some((r) => Object.keys(r.reactions).length > 0)).toBe(true);
    expect(rows.some((r) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(r.originalMessage))).toBe(true);
    // The room's hosts carry the BLV badge.
    expect(rows.some((r) => r.userId! < 50 && r.badges.includes('BLV'))).toBe(true);
  });

  it("speaks Vietnamese and fits each room: its sport, and whether the live room's broadcast is to come, on or over", async () => {
    const db = server.app.db;
    const rows = await db.select({ topic: chatMessages.topic, text: chatMessages.originalMessage, userId: chatMessages.userId }).from(chatMessages).orderBy(asc(chatMessages.topic), asc(chatMessages.offset));
    const modes = new Map((await db.select({ id: liveRooms.id, modeId: liveRooms.liveModeId }).from(liveRooms)).map((r) => [r.id, r.modeId]));
    const tags = new Map((await db.select({ id: communityChatRooms.id, tags: communityChatRooms.tags }).from(communityChatRooms)).map((r) => [r.id, r.tags]));
    const sessions = await db.select({ roomId: liveSchedule.roomId, startAt: liveSchedule.startAt, endAt: liveSchedule.endAt, cancelled: liveSchedule.cancelled }).from(liveSchedule);
    const today = (roomId: number) => {
      const start = vnMidnight(vnDay(clock.now()));
      return sessions.filter((x) => x.roomId === roomId && !x.cancelled && x.startAt.getTime() < start + DAY && x.endAt.getTime() > start);
    };
    const THEME: Record<number, ChatTheme> = { 1: 'football', 2: 'basketball', 3: 'marble', 4: 'esport', 5: 'casino' };
    const seen = new Set<string>();
    for (const row of rows) {
      expect(row.text, row.topic).not.toMatch(/[\u4e00-\u9fff]/);
      const live = /live-(\d+)$/.exec(row.topic);
      const id = Number(live?.[1] ?? /room-(\d+)$/.exec(row.topic)![1]);
      const theme = live ? THEME[modes.get(id)!]! : themeOfTags(tags.get(id)!);
      const phase = live ? phaseAt(today(id), clock.now()) : 'talk';
      const host = row.userId! < 50;
      const allowed = host ? HOST_LINES[live ? theme : 'room'] : [...LINES[theme][phase], ...REPLIES];
      expect(allowed, `${row.topic} (${theme}, ${phase}): ${row.text}`).toContain(row.text);
      seen.add(`${theme}:${phase}`);
    }
    // The seed's instant has rooms of several sports, some on and some still to come.
    expect([...seen].filter((k) => k.startsWith('football:')).length).toBeGreaterThan(1);
    expect([...seen].some((k) => k.startsWith('basketball:'))).toBe(true);
    // Nobody repeats the line just said word for word.
    const byTopic = new Map<string, string[]>();
    for (const row of rows) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row.text]);
    for (const [topic, texts] of byTopic) texts.forEach((text, i) => expect(texts[i - 1], topic).not.toBe(text));
    // No line is shared between two sports' rooms: a basketball room never hears about goals.
    const football = new Set(Object.values(LINES.football).flat());
    expect(Object.values(LINES.basketball).flat().filter((line) => football.has(line))).toEqual([]);
  });

  it('a new subscriber receives the seeded messages as history, and the next message takes offset n + 1', async () => {
    const [topic] = (await seededTopics()).filter((t) => t.topic.startsWith('/topic/chatroom.live-'));
    const client = await ChatClient.open(server.wsUrl, { token: memberToken(server.app, 150) });
    const subscribed = await client.subscribe(topic!.topic);
    expect(Number(subscribed.lastOffset)).toBe(topic!.count);
    await client.waitFor((f) => f.type === 'history' && f.topic === topic!.topic);
    const history = client.messages(topic!.topic);
    expect(history.map((m) => m.offset)).toEqual(Array.from({ length: topic!.count }, (_, i) => i + 1));
    expect(history.every((m) => typeof m.originalMessage === 'string' && (m.originalMessage as string).length > 0 && !('ip' in m))).toBe(true);
    expect(await client.say(topic!.topic, 'Vào rồi!')).toMatchObject({ type: 'ack', offset: topic!.count + 1 });
    await client.close();
  });

  it('leaves topics that already have messages alone when it runs again', async () => {
    const before = await seededTopics();
    expect(await seedChat(server.app.db, new Date(clock.now()))).toBe(0);
    expect(await seededTopics()).toEqual(before);
  });

  it('runs again whole on emptied tables', async () => {
    await server.app.db.delete(chatMessages);
    await server.app.db.delete(chatTopics);
    const stored = await seedChat(server.app.db, new Date(clock.now()));
    expect(stored).toBeGreaterThan(0);
    expect((await server.app.db.select().from(chatMessages)).length).toBe(stored);
  });
});
