/**
 * The member inbox over the chat socket (docs/chat-protocol.md "Member inbox"): the push service of
 * `/topic/user.<userId>`, which only that member's own signed-in socket may follow. A `sub` is
 * answered with `subscribed` and the unread count now; then each new (or gathered) site message
 * and each change of the count, published on the chat bus by whichever instance wrote it, reaches
 * every socket of that member on every instance, in the socket's language.
 */
import { INBOX_TOPIC_PREFIX } from '../../../contracts/constants.ts';
import type { ServerFrame } from '../../../contracts/schemas/chat.ts';
import type { MessageItem } from '../../../contracts/schemas/users/social.ts';
import { localize, type Language, type LocalizedText } from '../i18n.ts';
import { PushRefusal, type PushService, type PushSubscriber } from '../chat/push.ts';
import type { MessageRow } from './notices.ts';

export const INBOX_SERVICE = 'inbox';

const INBOX_TOPIC = /^\/topic\/user\.([1-9][0-9]{0,9})$/;

/** The member of an inbox topic, or null for any other topic. */
export function inboxTopicUser(topic: string): number | null {
  const m = INBOX_TOPIC.exec(topic);
  return m ? Number(m[1]) : null;
}

/** A site message as it travels between instances: its texts in every language. */
export interface BusInboxMessage extends Omit<MessageItem, 'title' | 'content'> {
  title: LocalizedText;
  content: LocalizedText;
}

/** The bus event's data (kind `push`, service `inbox`). */
export interface InboxChange {
  userId: number;
  unread: number;
  message: BusInboxMessage | null;
}

export function busMessage(row: MessageRow): BusInboxMessage {
  return { id: row.id, type: row.type, title: row.title, content: row.content, link: row.link, isRead: row.isRead, createdAt: row.createdAt.toISOString() };
}

function localMessage(message: BusInboxMessage, lang: Language): MessageItem {
  return { ...message, title: localize(message.title, lang), content: localize(message.content, lang) };
}

/** One socket on its member's topic; frames published while its snapshot is read wait behind it. */
interface Follower {
  subscriber: PushSubscriber;
  waiting: ServerFrame[] | null;
}

export interface InboxHubOptions {
  /** The member's unread count now (the snapshot). */
  unread(userId: number): Promise<number>;
}

export class InboxHub implements PushService {
  readonly name = INBOX_SERVICE;
  /** Member id → socket id → follower, on this instance. */
  private readonly members = new Map<number, Map<string, Follower>>();

  constructor(private readonly options: InboxHubOptions) {}

  owns(topic: string): boolean {
    return topic.startsWith(INBOX_TOPIC_PREFIX);
  }

  /** Sockets following an inbox on this instance (tests). */
  get followers(): number {
    let n = 0;
    for (const sockets of this.members.values()) n += sockets.size;
    return n;
  }

  async subscribe(topic: string, subscriber: PushSubscriber, ref: string | undefined): Promise<void> {
    const userId = inboxTopicUser(topic);
    const member = subscriber.memberId ?? null;
    if (member === null) throw new PushRefusal('loginRequired');
    // Another member's inbox, or a topic naming nobody: refused alike (nothing tells whether that member exists).
    if (userId !== member) throw new PushRefusal('forbidden');
    let sockets = this.members.get(member);
    if (!sockets) this.members.set(member, (sockets = new Map()));
    // Followed before the count is read, so nothing published meanwhile is lost: it waits behind the snapshot.
    const follower: Follower = { subscriber, waiting: [] };
    sockets.set(subscriber.id, follower);
    let unread: number;
    try {
      unread = await this.options.unread(member);
    } catch (error) {
      this.unsubscribe(topic, subscriber);
      throw error;
    }
    if (sockets.get(subscriber.id) !== follower) return;
    subscriber.send({ type: 'subscribed', topic, lastOffset: null, pinnedMessage: null, ...(ref !== undefined ? { ref } : {}) });
    subscriber.send({ type: 'inbox', topic, snapshot: true, unread, message: null });
    const waiting = follower.waiting ?? [];
    follower.waiting = null;
    for (const frame of waiting) subscriber.send(frame);
  }

  unsubscribe(topic: string, subscriber: PushSubscriber): void {
    const userId = inboxTopicUser(topic);
    const sockets = userId === null ? undefined : this.members.get(userId);
    if (!sockets) return;
    sockets.delete(subscriber.id);
    if (sockets.size === 0) this.members.delete(userId!);
  }

  /** A change published on any instance: to this instance's sockets of that member. */
  receive(data: unknown): void {
    const change = data as InboxChange;
    if (typeof change?.userId !== 'number' || typeof change.unread !== 'number') return;
    const sockets = this.members.get(change.userId);
    if (!sockets) return;
    const topic = `${INBOX_TOPIC_PREFIX}${change.userId}`;
    for (const follower of sockets.values()) {
      const message = change.message ? localMessage(change.message, follower.subscriber.language) : null;
      const frame: ServerFrame = { type: 'inbox', topic, snapshot: false, unread: change.unread, message };
      if (follower.waiting) follower.waiting.push(frame);
      else follower.subscriber.send(frame);
    }
  }
}
