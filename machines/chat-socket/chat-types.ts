/** The chat client's own state shapes; the wire shapes are contracts/schemas/chat.ts. */
import type { ChatAttachment, ChatErrorCode, ChatMessage, ChatUser } from '../../contracts/schemas/chat';
import { MODERATOR_SITE_ROLES } from './chat-socket.constants';

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
  /** Typed in the composer: its text goes back there unless the server stores it. */
  fromDraft?: boolean;
}

export interface ChatFailure {
  code: ChatErrorCode;
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
  /** Until when the server asked this user to wait before sending again (`rateLimited`), as an ISO time. */
  rateLimitedUntil: string | null;
}

/** Whether this user may delete messages and mute people here: moderators, admins and the conversation's hosts. */
export function canModerate(user: ChatUser | null, hostIds: readonly number[] = []): boolean {
  return user !== null && !user.isGuest && (MODERATOR_SITE_ROLES.has(user.siteRoleId) || hostIds.includes(user.userId));
}
