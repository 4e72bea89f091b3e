/**
 * Chat persistence: a message is stored, with its topic's next offset, in one transaction before
 * anything is broadcast. The offset comes from `chat_topics` (an upsert that increments the row
 * and returns it, so concurrent senders on PostgreSQL queue on the row lock and never share an
 * offset). Idempotency: (user_id, client_ref) is unique; a repeat within 10 minutes is the same message.
 */
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { chatMessages, chatMutes, chatTopics, type ChatAttachment } from '../db/schema.ts';

/** How long a `ref` stays an idempotency key. */
export const IDEMPOTENCY_MS = 10 * 60_000;
export const HISTORY_SIZE = 50;
export const REPLAY_LIMIT = 500;

/** A message as clients get it (docs/chat-protocol.md `message`); never carries the IP. */
export interface ChatMessage {
  groupMessageId: number;
  offset: number;
  groupId: string;
  userId: number | null;
  showName: string;
  colorName: string;
  originalMessage: string;
  systemMessage: string | null;
  parentMessageId: number | null;
  reaction: Record<string, number>;
  updatedReaction: string | null;
  attachments: ChatAttachment[];
  isGuest: boolean;
  vipGroup: number;
  toUserId: number | null;
  badges: string[];
  level: number;
  /** True once a moderator deleted it: the text and attachments are gone, the offset stays. */
  deleted: boolean;
  createdAt: string;
}

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
  badges?: string[];
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
export async function storeMessage(db: Db, input: NewMessage, now = new Date()): Promise<StoreResult> {
  const ref = input.userId !== null ? (input.clientRef ?? null) : null;
  try {
    return await db.transaction(async (tx) => {
      if (ref !== null && input.userId !== null) {
        const [existing] = await tx
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.userId, input.userId), eq(chatMessages.clientRef, ref)))
          .limit(1);
        if (existing && now.getTime() - existing.createdAt.getTime() < IDEMPOTENCY_MS) {
          return { message: toWire(existing), duplicate: true };
        }
        // An old use of the same ref: it is no longer a key.
        if (existing) await tx.update(chatMessages).set({ clientRef: null }).where(eq(chatMessages.id, existing.id));
      }
      const [counter] = await tx
        .insert(chatTopics)
        .values({ topic: input.topic, lastOffset: 1 })
        .onConflictDoUpdate({ target: chatTopics.topic, set: { lastOffset: sql`${chatTopics.lastOffset} + 1` } })
        .returning({ lastOffset: chatTopics.lastOffset });
      const [row] = await tx
        .insert(chatMessages)
        .values({
          topic: input.topic,
          groupId: input.groupId,
          offset: counter!.lastOffset,
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
          clientRef: ref,
          createdAt: now,
        })
        .returning();
      return { message: toWire(row!), duplicate: false };
    });
  } catch (error) {
    // The same (user, ref) sent twice at once: the other transaction stored it.
    if (ref !== null && input.userId !== null && isUniqueViolation(error)) {
      const existing = await findByRef(db, input.userId, ref);
      if (existing) return { message: toWire(existing), duplicate: true };
    }
    throw error;
  }
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
export async function deleteMessage(db: Db, topic: string, id: number, by: number, now = new Date()): Promise<boolean> {
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

/** When the user's mute in the topic ends, or null when not muted. */
export async function mutedUntil(db: Db, topic: string, userId: number, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ until: chatMutes.until })
    .from(chatMutes)
    .where(and(eq(chatMutes.topic, topic), eq(chatMutes.userId, userId)));
  return row && row.until > now ? row.until : null;
}
