/**
 * Chat persistence: a message is stored, with its topic's next offset, in one transaction before
 * anything is broadcast. The offset comes from `chat_topics` (an upsert that increments the row
 * and returns it, so concurrent senders on PostgreSQL queue on the row lock and never share an
 * offset). Idempotency: (user_id, client_ref) is unique; a repeat within 10 minutes is the same message.
 */
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { chatMessages, chatMutes, chatTopics, type ChatAttachment } from '../db/schema.ts';
import { clockDate } from '../clock.ts';
import { recordActivity } from '../users/activity.ts';
import { DefaultedMessageFields, type ChatBadge, type ChatMessage, type CompactChatMessage } from '../../../contracts/schemas/chat.ts';

/** How long a `ref` stays an idempotency key. */
export const IDEMPOTENCY_MS = 10 * 60_000;
export const HISTORY_SIZE = 50;
export const REPLAY_LIMIT = 500;

/**
 * A message as it goes on the wire: the fields that hold their default value are left out
 * (docs/chat-protocol.md, "Message objects"), which takes about 40 % off a busy room's traffic.
 */
export function compactMessage(message: ChatMessage): CompactChatMessage {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(message)) if (!DEFAULTED.has(key) || !isEmpty(value)) out[key] = value;
  return out as CompactChatMessage;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === false || value === 0) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value as object).length === 0;
}

/** The fields a wire message may leave out: null, false, 0, [] or {} when absent. */
const DEFAULTED = new Set<string>(Object.keys(DefaultedMessageFields.properties));

type Row = typeof chatMessages.$inferSelect;

export function reactionCounts(reactions: Record<string, number[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(reactions).filter(([, ids]) => ids.length > 0).map(([emoji, ids]) => [emoji, ids.length]));
}

export function toWire(row: Row): ChatMessage {
  const deleted = row.deletedAt !== null;
  return {
    groupMessageId: row.id,
    offset: row.offset,
    groupId: row.groupId,
    userId: row.userId,
    showName: row.showName,
    colorName: row.colorName,
    originalMessage: deleted ? '' : row.originalMessage,
    systemMessage: row.systemMessage,
    parentMessageId: row.parentMessageId,
    reaction: reactionCounts(row.reactions),
    updatedReaction: null,
    attachments: deleted ? [] : row.attachments,
    isGuest: false,
    vipGroup: row.vipGroup,
    toUserId: row.toUserId,
    badges: row.badges,
    level: row.level,
    deleted,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewMessage {
  topic: string;
  groupId: string;
  userId: number | null;
  showName: string;
  colorName: string;
  originalMessage: string;
  systemMessage?: string | null;
  parentMessageId?: number | null;
  attachments?: ChatAttachment[];
  vipGroup?: number;
  toUserId?: number | null;
  badges?: ChatBadge[];
  level?: number;
  ip?: string | null;
  clientRef?: string | null;
}

export interface StoreResult {
  message: ChatMessage;
  /** True when this (user, ref) was stored before: nothing new was written. */
  duplicate: boolean;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function findByRef(db: Db, userId: number, ref: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.clientRef, ref)))
    .limit(1);
  return row;
}

/** Stores a message with the topic's next offset; a repeated (user, ref) answers the stored one. */
export async function storeMessage(db: Db, input: NewMessage, now = clockDate()): Promise<StoreResult> {
  try {
    return (await storeMessages(db, [input], now))[0]!;
  } catch (error) {
    // The same (user, ref) sent twice at once: the other transaction stored it.
    const ref = input.clientRef ?? null;
    if (ref !== null && input.userId !== null && isUniqueViolation(error)) {
      const existing = await findByRef(db, input.userId, ref);
      if (existing) return { message: toWire(existing), duplicate: true };
    }
    throw error;
  }
}

const refKey = (userId: number, ref: string) => `${userId}\u0000${ref}`;

/**
 * Stores messages in one transaction, in the order given: one idempotency lookup for all of them,
 * one offset upsert per topic (taking as many offsets as it has new messages) and one insert.
 * Each answer is the stored message, or the earlier one for a repeated (user, ref): stored before
 * within IDEMPOTENCY_MS, or earlier in the same list. A unique violation (the same key stored by
 * another transaction meanwhile) fails the whole list; `storeMessage` handles that case.
 */
export async function storeMessages(db: Db, inputs: readonly NewMessage[], now = clockDate()): Promise<StoreResult[]> {
  if (inputs.length === 0) return [];
  return db.transaction(async (tx) => {
    const keyOf = (input: NewMessage) => (input.userId !== null && input.clientRef != null ? refKey(input.userId, input.clientRef) : null);
    const keyed = inputs.filter((input) => keyOf(input) !== null);
    const earlier = new Map<string, Row>();
    if (keyed.length > 0) {
      const rows = await tx
        .select()
        .from(chatMessages)
        .where(and(inArray(chatMessages.userId, [...new Set(keyed.map((i) => i.userId!))]), inArray(chatMessages.clientRef, [...new Set(keyed.map((i) => i.clientRef!))])));
      for (const row of rows) earlier.set(refKey(row.userId!, row.clientRef!), row);
    }

    const results: Array<StoreResult | undefined> = [];
    /** For an input repeating one earlier in the list: that input's index. */
    const repeats = new Map<number, number>();
    const firstWithKey = new Map<string, number>();
    const fresh: number[] = [];
    const staleIds: number[] = [];
    inputs.forEach((input, index) => {
      const key = keyOf(input);
      if (key !== null) {
        const row = earlier.get(key);
        if (row && now.getTime() - row.createdAt.getTime() < IDEMPOTENCY_MS) {
          results[index] = { message: toWire(row), duplicate: true };
          return;
        }
        // An old use of the same ref: it is no longer a key.
        if (row) {
          staleIds.push(row.id);
          earlier.delete(key);
        }
        const first = firstWithKey.get(key);
        if (first !== undefined) return void repeats.set(index, first);
        firstWithKey.set(key, index);
      }
      fresh.push(index);
    });
    if (staleIds.length > 0) await tx.update(chatMessages).set({ clientRef: null }).where(inArray(chatMessages.id, staleIds));

    if (fresh.length > 0) {
      const perTopic = new Map<string, number>();
      for (const index of fresh) perTopic.set(inputs[index]!.topic, (perTopic.get(inputs[index]!.topic) ?? 0) + 1);
      const nextOffset = new Map<string, number>();
      for (const [topic, count] of perTopic) {
        const [counter] = await tx
          .insert(chatTopics)
          .values({ topic, lastOffset: count })
          .onConflictDoUpdate({ target: chatTopics.topic, set: { lastOffset: sql`${chatTopics.lastOffset} + ${count}` } })
          .returning({ lastOffset: chatTopics.lastOffset });
        nextOffset.set(topic, counter!.lastOffset - count + 1);
      }
      const values = fresh.map((index) => {
        const input = inputs[index]!;
        const offset = nextOffset.get(input.topic)!;
        nextOffset.set(input.topic, offset + 1);
        return {
          topic: input.topic,
          groupId: input.groupId,
          offset,
          userId: input.userId,
          showName: input.showName,
          colorName: input.colorName,
          originalMessage: input.originalMessage,
          systemMessage: input.systemMessage ?? null,
          parentMessageId: input.parentMessageId ?? null,
          attachments: input.attachments ?? [],
          vipGroup: input.vipGroup ?? 0,
          toUserId: input.toUserId ?? null,
          badges: input.badges ?? [],
          level: input.level ?? 0,
          ip: input.ip ?? null,
          clientRef: input.userId !== null ? (input.clientRef ?? null) : null,
          createdAt: now,
        };
      });
      const stored = new Map<string, Row>();
      for (const row of await tx.insert(chatMessages).values(values).returning()) stored.set(`${row.topic} ${row.offset}`, row);
      fresh.forEach((index, i) => {
        results[index] = { message: toWire(stored.get(`${values[i]!.topic} ${values[i]!.offset}`)!), duplicate: false };
      });
      // The senders' daily "chat" mission counts what was stored here, in the same transaction
      // (one statement a batch); private messages do not count.
      const sent = values.filter((v) => v.userId !== null && v.toUserId === null);
      if (sent.length > 0) await recordActivity(tx as unknown as Db, sent.map((v) => ({ userId: v.userId!, kind: 'chat' as const, at: now.getTime(), amount: 1 })));
    }
    for (const [index, first] of repeats) results[index] = { message: results[first]!.message, duplicate: true };
    return results as StoreResult[];
  });
}

export async function lastOffset(db: Db, topic: string): Promise<number> {
  const [row] = await db.select({ lastOffset: chatTopics.lastOffset }).from(chatTopics).where(eq(chatTopics.topic, topic));
  return row?.lastOffset ?? 0;
}

/** The last `limit` messages with offset ≤ upTo, oldest first. */
export async function history(db: Db, topic: string, upTo: number, limit = HISTORY_SIZE): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.topic, topic), lte(chatMessages.offset, upTo)))
    .orderBy(desc(chatMessages.offset))
    .limit(limit);
  return rows.reverse().map(toWire);
}

/** Messages with offset > after, oldest first, at most `limit`. */
export async function messagesAfter(db: Db, topic: string, after: number, limit = REPLAY_LIMIT): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.topic, topic), gt(chatMessages.offset, after)))
    .orderBy(asc(chatMessages.offset))
    .limit(limit);
  return rows.map(toWire);
}

export async function findMessage(db: Db, topic: string, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.topic, topic), eq(chatMessages.id, id)))
    .limit(1);
  return row;
}

/** Adds the user's reaction, or removes it when it was there; null when the message is not in the topic. */
export async function toggleReaction(db: Db, topic: string, id: number, userId: number, emoji: string): Promise<Record<string, number> | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ reactions: chatMessages.reactions, deletedAt: chatMessages.deletedAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.topic, topic), eq(chatMessages.id, id)))
      .for('update');
    if (!row || row.deletedAt) return null;
    const reactions = { ...row.reactions };
    const ids = reactions[emoji] ?? [];
    reactions[emoji] = ids.includes(userId) ? ids.filter((x) => x !== userId) : [...ids, userId];
    if (reactions[emoji].length === 0) delete reactions[emoji];
    await tx.update(chatMessages).set({ reactions }).where(eq(chatMessages.id, id));
    return reactionCounts(reactions);
  });
}

/** Marks a message deleted; false when it is not in the topic. */
export async function deleteMessage(db: Db, topic: string, id: number, by: number, now = clockDate()): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set({ deletedAt: sql`coalesce(${chatMessages.deletedAt}, ${now.toISOString()}::timestamptz)`, deletedBy: by })
    .where(and(eq(chatMessages.topic, topic), eq(chatMessages.id, id)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

export async function muteUser(db: Db, topic: string, userId: number, until: Date, by: number): Promise<void> {
  await db
    .insert(chatMutes)
    .values({ topic, userId, until, by })
    .onConflictDoUpdate({ target: [chatMutes.topic, chatMutes.userId], set: { until, by } });
}
