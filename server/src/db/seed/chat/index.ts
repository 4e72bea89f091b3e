/**
 * Chat seed: a short past conversation (10–30 messages) in every live room that is on today and in
 * every chat room, from seeded members (100–389) and the room's hosts, in Vietnamese (the rooms'
 * language), in words that fit what the room shows (football, basketball, esport, marble racing,
 * casino, or any sport) and, in a live room, whether its broadcast is to come, on or over; some
 * replies and reactions. Stored exactly as the gateway
 * stores messages (server/src/chat/store.ts): offsets 1..n per topic and `chat_topics.last_offset`
 * = n. A topic that already has messages is left alone, so running again never mixes histories.
 */
import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../connect.ts';
import { chatMessages, chatTopics, communityChatRooms, liveRooms, liveSchedule, users } from '../../schema.ts';
import { MODE } from '../live/rooms-data.ts';
import { badgesFor, colorFor, type ChatUser, type RoomFacts } from '../../../chat/moderation.ts';
import { addDays, MINUTE, vnDay, vnMidnight } from '../../../clock.ts';
import { randomSource, type RandomSource, type SeedArea } from '../seed-kit.ts';
import { liveSeed } from '../live/index.ts';
import { CHAT_REACTIONS } from '../../../../../contracts/constants.ts';
import { HOST_LINES, LINES, REPLIES, type ChatPhase, type ChatTheme } from './lines-data.ts';

const MEMBERS = { first: 100, last: 389 };

interface Speaker {
  user: ChatUser;
  lines: readonly string[];
  host: boolean;
}

interface Conversation {
  topic: string;
  groupId: string;
  facts: RoomFacts;
  theme: ChatTheme;
  /** A live room's broadcast to come, on or over at the seed's instant; 'talk' in a chat room. */
  phase: ChatPhase;
}

const THEME_OF_MODE: Record<number, ChatTheme> = {
  [MODE.football]: 'football',
  [MODE.basketball]: 'basketball',
  [MODE.esport]: 'esport',
  [MODE.marble]: 'marble',
  [MODE.casino]: 'casino',
};
const THEMES: readonly ChatTheme[] = ['football', 'basketball', 'esport', 'marble', 'casino'];

/** A chat room's theme from its tags: the first sport it names, or any sport. */
export function themeOfTags(tags: readonly string[]): ChatTheme {
  return THEMES.find((t) => tags.includes(t)) ?? 'sport';
}

/** Where a room's sessions of the day stand at `now`: one on, all to come, or all over. */
export function phaseAt(sessions: ReadonlyArray<{ startAt: Date; endAt: Date }>, now: number): ChatPhase {
  if (sessions.some((x) => x.startAt.getTime() <= now && now < x.endAt.getTime())) return 'during';
  return sessions.every((x) => x.startAt.getTime() > now) ? 'before' : 'after';
}

type MessageRow = typeof chatMessages.$inferInsert;

/** The conversations to fill: live rooms with a broadcast today (Vietnam's day) and every chat room. */
async function conversations(db: Db, now: Date): Promise<Conversation[]> {
  const start = vnMidnight(vnDay(now.getTime()));
  const end = vnMidnight(addDays(vnDay(now.getTime()), 1));
  const todays = await db
    .select({ roomId: liveSchedule.roomId, startAt: liveSchedule.startAt, endAt: liveSchedule.endAt })
    .from(liveSchedule)
    .where(and(lt(liveSchedule.startAt, new Date(end)), gt(liveSchedule.endAt, new Date(start)), sql`not ${liveSchedule.cancelled}`));
  const sessions = new Map<number, { startAt: Date; endAt: Date }[]>();
  for (const row of todays) sessions.set(row.roomId, [...(sessions.get(row.roomId) ?? []), row]);
  const ids = [...sessions.keys()];
  const rooms = ids.length ? await db.select({ id: liveRooms.id, hostIds: liveRooms.hostIds, modeId: liveRooms.liveModeId }).from(liveRooms).where(inArray(liveRooms.id, ids)) : [];
  const chatRooms = await db.select({ id: communityChatRooms.id, ownerId: communityChatRooms.ownerId, isVip: communityChatRooms.isVip, tags: communityChatRooms.tags }).from(communityChatRooms);
  return [
    ...rooms
      .sort((a, b) => a.id - b.id)
      .map((r) => ({
        topic: `/topic/chatroom.live-${r.id}`,
        groupId: `live-${r.id}`,
        facts: { hostIds: r.hostIds, pinned: null, vip: false },
        theme: THEME_OF_MODE[r.modeId] ?? 'sport',
        phase: phaseAt(sessions.get(r.id)!, now.getTime()),
      })),
    ...chatRooms
      .sort((a, b) => a.id - b.id)
      .map((r) => ({
        topic: `/topic/chatroom.room-${r.id}`,
        groupId: `room-${r.id}`,
        facts: { hostIds: [r.ownerId], pinned: null, vip: r.isVip },
        theme: themeOfTags(r.tags),
        phase: 'talk' as const,
      })),
  ];
}

function speakerFor(rng: RandomSource, conversation: Conversation, people: Map<number, ChatUser>): Speaker | null {
  const { facts, theme, phase } = conversation;
  const roll = rng.next();
  const host = facts.hostIds.length ? people.get(rng.pick(facts.hostIds)) : undefined;
  if (roll < 0.15 && host) return { user: host, lines: HOST_LINES[phase === 'talk' ? 'room' : theme], host: true };
  const user = people.get(rng.int(MEMBERS.first, MEMBERS.last));
  return user ? { user, lines: LINES[theme][phase], host: false } : null;
}

/** One conversation's messages, oldest first, with offsets 1..n and ids taken in order from `ids`. */
export function buildConversation(conversation: Conversation, people: Map<number, ChatUser>, now: Date, ids: () => number): MessageRow[] {
  const rng = randomSource(`chat:${conversation.topic}`);
  const count = rng.int(10, 30);
  const rows: MessageRow[] = [];
  // Spread over the last hour or two, a line every 20 s to 5 min.
  const gaps = Array.from({ length: count }, () => rng.int(20, 300));
  let at = now.getTime() - gaps.reduce((a, b) => a + b, 0) * 1000;
  for (let i = 0; i < count; i++) {
    at += gaps[i]! * 1000;
    const speaker = speakerFor(rng, conversation, people);
    if (!speaker) continue;
    const { user } = speaker;
    const parent = rows.length > 1 && !speaker.host && rng.chance(0.2) ? rng.pick(rows) : null;
    // Nobody repeats a line of the last few messages word for word (as many as the lines allow, up to six).
    const pool = parent ? REPLIES : speaker.lines;
    const recent = new Set(rows.slice(-Math.min(6, pool.length - 1)).map((r) => r.originalMessage));
    const fresh = pool.filter((line) => !recent.has(line));
    const text = rng.pick(fresh.length ? fresh : pool);
    const reactions: Record<string, number[]> = {};
    if (rng.chance(0.3)) {
      for (const emoji of rng.shuffle(CHAT_REACTIONS).slice(0, rng.int(1, 2))) {
        const by = new Set<number>();
        for (let n = rng.int(1, 6); by.size < n; ) by.add(rng.int(MEMBERS.first, MEMBERS.last));
        reactions[emoji] = [...by].sort((a, b) => a - b);
      }
    }
    rows.push({
      id: ids(),
      topic: conversation.topic,
      groupId: conversation.groupId,
      offset: rows.length + 1,
      userId: user.userId,
      showName: user.showName,
      colorName: colorFor(user.userId),
      originalMessage: text,
      systemMessage: null,
      parentMessageId: parent?.id ?? null,
      attachments: [],
      reactions,
      vipGroup: conversation.facts.vip ? 1 : 0,
      toUserId: null,
      badges: badgesFor(user, conversation.facts),
      level: user.level,
      ip: null,
      clientRef: null,
      createdAt: new Date(Math.min(at, now.getTime() - MINUTE / 60)),
    });
  }
  return rows;
}

/** Fills each conversation that has no message yet; returns how many messages were stored. */
export async function seedChat(db: Db, now: Date): Promise<number> {
  const all = await conversations(db, now);
  if (!all.length) return 0;
  const existing = new Set((await db.select({ topic: chatTopics.topic }).from(chatTopics).where(inArray(chatTopics.topic, all.map((c) => c.topic)))).map((r) => r.topic));
  const todo = all.filter((c) => !existing.has(c.topic));
  if (!todo.length) return 0;

  const people = new Map<number, ChatUser>();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, displayName: users.displayName, siteRoleId: users.siteRoleId, level: users.level })
    .from(users)
    .where(sql`${users.id} between 10 and 49 or ${users.id} between ${MEMBERS.first} and ${MEMBERS.last}`);
  for (const r of rows) people.set(r.id, { userId: r.id, showName: r.nickname || r.displayName, siteRoleId: r.siteRoleId, level: r.level });

  // Ids from the same sequence the gateway uses, so later live messages follow on.
  const built = todo.map((c) => ({ c, rows: [] as MessageRow[] }));
  let planned = 0;
  for (const b of built) {
    b.rows = buildConversation(b.c, people, now, () => ++planned);
  }
  if (!planned) return 0;
  const reserved = await db.execute(sql`select nextval(pg_get_serial_sequence('chat_messages', 'id'))::bigint as id from generate_series(1, ${planned})`);
  const ids = (reserved as unknown as { rows: Array<{ id: string | number }> }).rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  const real = (placeholder: number) => ids[placeholder - 1]!;
  const messages = built.flatMap((b) =>
    b.rows.map((row) => ({ ...row, id: real(row.id!), parentMessageId: row.parentMessageId == null ? null : real(row.parentMessageId) })),
  );
  for (let i = 0; i < messages.length; i += 500) await db.insert(chatMessages).values(messages.slice(i, i + 500));
  await db
    .insert(chatTopics)
    .values(built.filter((b) => b.rows.length).map((b) => ({ topic: b.c.topic, lastOffset: b.rows.length })))
    .onConflictDoNothing();
  return messages.length;
}

export const chatSeed: SeedArea = {
  area: 'chat',
  // Follows the live rooms: they are rebuilt whenever the fixtures are.
  version: `2+live${liveSeed.version}`,
  run: async (db, { now }) => {
    await seedChat(db, now);
  },
  // Live rooms on today change from day to day (the schedule moves with the clock): fill the new ones.
  onStart: async (db, { now }) => {
    await seedChat(db, now);
  },
};
