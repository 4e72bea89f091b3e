/**
 * The chat protocol's runtime helpers (docs/chat-protocol.md), for the server and the SPA: topic
 * names, the defaults of message objects, the reaction check and the frames that go as binary. The
 * wire shapes are contracts/schemas/chat.ts, the numbers contracts/constants.ts.
 */
import { CHAT_REACTIONS, INBOX_TOPIC_PREFIX } from './constants.ts';
import type { ChatMessage, ChatReaction, ClientFrame, CompactChatMessage } from './schemas/chat.ts';

/** docs/chat-protocol.md "Message objects": a field the server left out holds its default. */
export function withMessageDefaults(message: CompactChatMessage): ChatMessage {
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
  };
}

export function isChatReaction(value: string): value is ChatReaction {
  return (CHAT_REACTIONS as readonly string[]).includes(value);
}

export const BINARY_FRAMES: ReadonlySet<ClientFrame['type']> = new Set(['sub', 'unsub', 'join']);

export const chatTopic = (groupId: string): string => `/topic/chatroom.${groupId}`;
export const privateTopic = (groupId: string): string => `/topic/private.${groupId}`;
export const isPrivateTopic = (topic: string): boolean => topic.startsWith('/topic/private.');

/** The member's own inbox topic (docs/chat-protocol.md "Member inbox"). */
export const inboxTopic = (userId: number): string => `${INBOX_TOPIC_PREFIX}${userId}`;
