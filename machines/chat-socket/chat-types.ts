/** The chat protocol's shapes (docs/chat-protocol.md) as the client sees them. */
import { MODERATOR_SITE_ROLES } from './chat-socket.constants';

export type ChatBadge = 'BLV' | 'QC' | 'AD' | 'LV';

export interface ChatAttachment {
  kind: 'image' | 'sticker';
  url: string;
}

/** A stored chat message (SPEC §3); the sender's IP is never sent to clients. */
export interface ChatMessage {
  groupMessageId: number;
  offset: number;
  groupId: string;
  userId: number | null;
  showName: string;
  colorName: string | null;
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
  level: number | null;
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

/** A join or leave line in a conversation. */
export interface PresenceNotice {
  id: string;
  event: 'joined' | 'left';
  showName: string;
  at: string;
}

export type ChatItem = { kind: 'message'; message: ChatMessage } | { kind: 'presence'; notice: PresenceNotice };

/** A message this client sent that the server has not acknowledged yet. */
export interface PendingMessage {
  ref: string;
  text: string;
  parentMessageId: number | null;
  attachments: ChatAttachment[];
  /** The other user of a private conversation. */
  toUserId?: number;
  /** The server could not store it (`unavailable`): it waits for the user to send it again with the same ref. */
  failed: boolean;
}

export interface ChatFailure {
  code: string;
  message: string;
  /** When the refusal ends (rateLimited), as an ISO time; null when it does not. */
  until: string | null;
}

/** One conversation the client follows. */
export interface TopicState {
  /** Whether entering it is announced (a `join` frame), decided by the page that opened it. */
  announce: boolean;
  items: ChatItem[];
  /** The last offset seen (null before any message): the resume point after a reconnect. */
  lastOffset: number | null;
  pinnedMessage: string | null;
  online: number | null;
  pending: PendingMessage[];
  failure: ChatFailure | null;
  /** Refs of moderation frames (delete, mute) waiting for their ack or error. */
  requests: string[];
  /** Until when this user may not write here (a moderator's mute, or the server's `muted` refusal), as an ISO time. */
  mutedUntil: string | null;
}

/** The reactions a message can get (docs/chat-protocol.md `react`). */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🔥'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];

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
  | { type: 'react'; topic: string; groupMessageId: number; reaction: string; ref?: string }
  | { type: 'delete'; topic: string; groupMessageId: number; ref: string }
  | { type: 'mute'; topic: string; userId: number; minutes: number; ref: string };

/** Mute lengths a moderator can pick (docs/chat-protocol.md `mute`: 1–1440 minutes). */
export const CHAT_MUTE_MINUTES = [5, 30, 1440] as const;
export type ChatMuteMinutes = (typeof CHAT_MUTE_MINUTES)[number];

/** Whether this user may delete messages and mute people here: moderators, admins and the conversation's hosts. */
export function canModerate(user: ChatUser | null, hostIds: readonly number[] = []): boolean {
  return user !== null && !user.isGuest && (MODERATOR_SITE_ROLES.has(user.siteRoleId) || hostIds.includes(user.userId));
}

export const BINARY_FRAMES: ReadonlySet<ClientFrame['type']> = new Set(['sub', 'unsub', 'join']);

export const chatTopic = (groupId: string): string => `/topic/chatroom.${groupId}`;
export const privateTopic = (groupId: string): string => `/topic/private.${groupId}`;
export const isPrivateTopic = (topic: string): boolean => topic.startsWith('/topic/private.');
