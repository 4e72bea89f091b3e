/**
 * The chat protocol's wire shapes (docs/chat-protocol.md), shared by the server (server/src/chat)
 * and the client (machines/chat-socket). The server checks client frames against the TypeBox
 * schemas of server/src/chat/frames.ts, which are typed against `ClientFrame` here.
 */

/** Longest message, in characters after trimming (SPEC §9). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

export type ChatBadge = 'BLV' | 'QC' | 'AD' | 'LV';

export interface ChatAttachment {
  kind: 'image' | 'sticker';
  /** A site-relative URL under /media/ or /stickers/. */
  url: string;
}

/** A stored chat message (SPEC §3); the sender's IP is never sent to clients. */
export interface ChatMessage {
  groupMessageId: number;
  offset: number;
  groupId: string;
  userId: number | null;
  showName: string;
  /** A CSS hex colour, e.g. '#4ade80'. */
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
  badges: ChatBadge[];
  level: number;
  /** A moderator deleted it: the text and attachments are gone, the line stays (docs/chat-protocol.md). */
  deleted: boolean;
  createdAt: string;
}

/** docs/chat-protocol.md "Message objects": a field the server left out holds its default. */
export function withMessageDefaults(message: Partial<ChatMessage>): ChatMessage {
  return {
    systemMessage: null,
    parentMessageId: null,
    reaction: {},
    updatedReaction: null,
    attachments: [],
    isGuest: false,
    vipGroup: 0,
    toUserId: null,
    badges: [],
    level: 0,
    deleted: false,
    ...message,
  } as ChatMessage;
}

export interface ChatUser {
  userId: number;
  showName: string;
  siteRoleId: number;
  isGuest: boolean;
}

/** The reactions a message can get (docs/chat-protocol.md `react`). */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🔥'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];

export function isChatReaction(value: string): value is ChatReaction {
  return (CHAT_REACTIONS as readonly string[]).includes(value);
}

/** Frames the server sends, parsed. */
export type ServerFrame =
  | { type: 'welcome'; sessionId: string; user: ChatUser | null }
  | { type: 'subscribed'; topic: string; lastOffset: number | null; pinnedMessage: string | null; ref?: string }
  | { type: 'history'; topic: string; messages: ChatMessage[] }
  | { type: 'gap'; topic: string; fromOffset: number; resumedAt: number }
  | { type: 'message'; topic: string; message: ChatMessage }
  /** Several messages in offset order, sent together when they follow each other closely. */
  | { type: 'messages'; topic: string; messages: ChatMessage[] }
  | { type: 'reaction'; topic: string; groupMessageId: number; reaction: Record<string, number>; updatedReaction: string | null; userId: number }
  | { type: 'deleted'; topic: string; groupMessageId: number; by: number }
  | { type: 'muted'; topic: string; userId: number; until: string; by: number }
  | { type: 'presence'; topic: string; event: 'joined' | 'left'; userId: number | null; showName: string; online: number }
  | { type: 'ack'; ref: string; groupMessageId: number; offset: number }
  | { type: 'error'; ref?: string; code: string; message: string; retryAfterMs?: number; topic?: string }
  | { type: 'unsubscribed'; topic: string; ref?: string }
  | { type: 'pong'; ref?: string };

/** Frames the client sends. `sub`, `unsub` and `join` go as binary frames. */
export type ClientFrame =
  | { type: 'sub'; topic: string; fromOffset?: number; ref?: string }
  | { type: 'unsub'; topic: string; ref?: string }
  | { type: 'join'; topic: string }
  | {
      type: 'send';
      topic: string;
      path: '/chat.sendMessage' | '/chat.sendMessagePrivate';
      ref: string;
      message: { originalMessage: string; parentMessageId: number | null; attachments: ChatAttachment[]; toUserId?: number };
    }
  | { type: 'react'; topic: string; groupMessageId: number; reaction: ChatReaction; ref?: string }
  | { type: 'delete'; topic: string; groupMessageId: number; ref: string }
  | { type: 'mute'; topic: string; userId: number; minutes: number; ref: string };

/** Mute lengths a moderator can pick (docs/chat-protocol.md `mute`: 1–1440 minutes). */
export const CHAT_MUTE_MINUTES = [5, 30, 1440] as const;
export type ChatMuteMinutes = (typeof CHAT_MUTE_MINUTES)[number];

export const BINARY_FRAMES: ReadonlySet<ClientFrame['type']> = new Set(['sub', 'unsub', 'join']);

export const chatTopic = (groupId: string): string => `/topic/chatroom.${groupId}`;
export const privateTopic = (groupId: string): string => `/topic/private.${groupId}`;
export const isPrivateTopic = (topic: string): boolean => topic.startsWith('/topic/private.');
