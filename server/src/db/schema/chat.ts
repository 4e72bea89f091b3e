/**
 * Chat (docs/chat-protocol.md): every stored message of every topic, the last offset of each topic
 * and the mutes set by moderators. A message gets its topic's next offset in the transaction that
 * stores it, so offsets have no gaps and replays are exact.
 */
import { stampedAt } from './columns.ts';
import type { ChatAttachment, ChatBadge } from '../../../../contracts/schemas/chat.ts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type { ChatAttachment };

/** One chat message (SPEC §3 chat message); `id` is the groupMessageId. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** e.g. /topic/chatroom.live-628 */
    topic: text('topic').notNull(),
    /** e.g. live-628 */
    groupId: text('group_id').notNull(),
    /** 1, 2, 3… per topic, no gaps. */
    offset: bigint('offset', { mode: 'number' }).notNull(),
    /** Null for system lines. */
    userId: integer('user_id'),
    showName: text('show_name').notNull(),
    colorName: text('color_name').notNull(),
    /** Verbatim text as typed (plain text, never HTML). */
    originalMessage: text('original_message').notNull(),
    systemMessage: text('system_message'),
    parentMessageId: bigint('parent_message_id', { mode: 'number' }),
    attachments: jsonb('attachments').$type<ChatAttachment[]>().notNull().default([]),
    /** emoji → user ids who reacted with it. */
    reactions: jsonb('reactions').$type<Record<string, number[]>>().notNull().default({}),
    vipGroup: integer('vip_group').notNull().default(0),
    toUserId: integer('to_user_id'),
    /** Badges (SPEC §6) and level of the sender when the message was sent. */
    badges: jsonb('badges').$type<ChatBadge[]>().notNull().default([]),
    level: integer('level').notNull().default(0),
    /** The sender's address; stored, never sent to clients. */
    ip: text('ip'),
    /** The client's `ref` of the send frame: the idempotency key (per user, 10 minutes). */
    clientRef: text('client_ref'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    uniqueIndex('chat_messages_topic_offset_key').on(t.topic, t.offset),
    uniqueIndex('chat_messages_user_ref_key').on(t.userId, t.clientRef).where(sql`${t.clientRef} is not null`),
  ],
);

/** The last offset given out on each topic. */
export const chatTopics = pgTable('chat_topics', {
  topic: text('topic').primaryKey(),
  lastOffset: bigint('last_offset', { mode: 'number' }).notNull().default(0),
});

/** A user muted in one topic until a time, by a moderator or host. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    topic: text('topic').notNull(),
    userId: integer('user_id').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    by: integer('by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.topic, t.userId] }), index('chat_mutes_user_idx').on(t.userId)],
);
