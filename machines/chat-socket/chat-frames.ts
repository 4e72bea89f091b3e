/**
 * The chat client's reducer: what each server frame (docs/chat-protocol.md) does to the
 * conversations the client follows, as pure functions the chat-socket machine calls.
 */
import { CHAT_MAX_ITEMS } from './chat-socket.constants';
import type { ChatMessage, ClientFrame, FilledServerFrame } from '../../contracts/schemas/chat';
import type { ChatItem, TopicState } from './chat-types';

export const emptyTopic = (announce: boolean): TopicState => ({
  announce,
  items: [],
  lastOffset: null,
  pinnedMessage: null,
  online: null,
  pending: [],
  failure: null,
  requests: [],
  mutedUntil: null,
  rateLimitedUntil: null,
});

/** An ISO time `ms` after `now` (the server gives refusals as `retryAfterMs`). */
const inMs = (now: number, ms: number | undefined): string | null => (ms === undefined || ms <= 0 ? null : new Date(now + ms).toISOString());

/** A server frame other than `welcome`, its messages' defaults filled in. */
export type Frame = Exclude<FilledServerFrame, { type: 'welcome' }>;

/** Messages added to a conversation in offset order, each offset once, the newest CHAT_MAX_ITEMS lines kept. */
function withMessages(topic: TopicState, messages: ChatMessage[]): TopicState {
  let lastOffset = topic.lastOffset;
  const fresh: ChatItem[] = [];
  for (const message of [...messages].sort((a, b) => a.offset - b.offset)) {
    if (lastOffset !== null && message.offset <= lastOffset) continue;
    fresh.push({ kind: 'message', message });
    lastOffset = message.offset;
  }
  return { ...topic, items: [...topic.items, ...fresh].slice(-CHAT_MAX_ITEMS), lastOffset };
}

function mapMessages(topic: TopicState, id: number, change: (m: ChatMessage) => ChatMessage | null): TopicState {
  const items = topic.items.flatMap((item): ChatItem[] => {
    if (item.kind !== 'message' || item.message.groupMessageId !== id) return [item];
    const changed = change(item.message);
    return changed ? [{ kind: 'message', message: changed }] : [];
  });
  return { ...topic, items };
}

/** What became of the composer's messages (sent from its draft) with one server frame: stored, or refused (their text goes back to the draft). */
export interface DraftOutcome {
  stored: string[];
  refused: string[];
}

/**
 * Which of the composer's pending messages `frame` settles: an `ack` stores one; an `error` refuses
 * it, except `unavailable`, which keeps the line waiting for "send again".
 */
export function draftOutcome(topics: Record<string, TopicState>, frame: Frame): DraftOutcome {
  const outcome: DraftOutcome = { stored: [], refused: [] };
  if ((frame.type !== 'ack' && frame.type !== 'error') || frame.ref === undefined) return outcome;
  const fromDraft = Object.values(topics).some((t) => t.pending.some((p) => p.ref === frame.ref && p.fromDraft));
  if (!fromDraft) return outcome;
  if (frame.type === 'ack') outcome.stored.push(frame.ref);
  else if (frame.code !== 'unavailable') outcome.refused.push(frame.ref);
  return outcome;
}

/**
 * The conversations after one server frame, and the frames the client should send in reply.
 * `self` is this socket's user id: a `muted` frame about them locks their composer. `now` (epoch
 * ms) dates join/leave lines and the end of a refusal. Pure: the same input gives the same output.
 */
export function applyFrame(
  topics: Record<string, TopicState>,
  frame: Frame,
  self: number | null = null,
  now: number = Date.now(),
): { topics: Record<string, TopicState>; replies: ClientFrame[] } {
  const replies: ClientFrame[] = [];
  const update = (name: string | undefined, change: (t: TopicState) => TopicState) => {
    const topic = name === undefined ? undefined : topics[name];
    return topic && name !== undefined ? { ...topics, [name]: change(topic) } : topics;
  };
  switch (frame.type) {
    case 'subscribed':
      return { topics: update(frame.topic, (t) => ({ ...t, pinnedMessage: frame.pinnedMessage || null, online: frame.online ?? t.online })), replies };
    case 'history':
      return { topics: update(frame.topic, (t) => withMessages(t, frame.messages)), replies };
    case 'gap':
      // The server resumed later than asked: the missed ones are gone, carry on from where it resumed.
      return { topics: update(frame.topic, (t) => ({ ...t, lastOffset: Math.max(t.lastOffset ?? 0, frame.resumedAt - 1) })), replies };
    case 'message':
    case 'messages': {
      const topic = topics[frame.topic];
      const messages = frame.type === 'message' ? [frame.message] : frame.messages;
      if (!topic || messages.length === 0) return { topics, replies };
      const first = Math.min(...messages.map((m) => m.offset));
      if (topic.lastOffset !== null && first > topic.lastOffset + 1) {
        // One or more missed: ask again from the last one seen; the replay brings these too.
        replies.push({ type: 'sub', topic: frame.topic, fromOffset: topic.lastOffset });
        return { topics, replies };
      }
      return { topics: update(frame.topic, (t) => withMessages(t, messages)), replies };
    }
    case 'reaction':
      return {
        topics: update(frame.topic, (t) => mapMessages(t, frame.groupMessageId, (m) => ({ ...m, reaction: frame.reaction, updatedReaction: frame.updatedReaction }))),
        replies,
      };
    case 'deleted':
      // The line stays (everyone sees that something was removed); its text and attachments go.
      return {
        topics: update(frame.topic, (t) => mapMessages(t, frame.groupMessageId, (m) => ({ ...m, deleted: true, originalMessage: '', attachments: [] }))),
        replies,
      };
    case 'muted':
      return { topics: self !== null && frame.userId === self ? update(frame.topic, (t) => ({ ...t, mutedUntil: frame.until })) : topics, replies };
    case 'presence':
      return {
        topics: update(frame.topic, (t) => ({
          ...t,
          online: frame.online,
          items: frame.showName
            ? [...t.items, { kind: 'presence' as const, notice: { id: `${frame.event}-${frame.userId}-${t.items.length}-${now}`, event: frame.event, showName: frame.showName, at: new Date(now).toISOString() } }].slice(-CHAT_MAX_ITEMS)
            : t.items,
        })),
        replies,
      };
    case 'ack':
      return {
        topics: Object.fromEntries(
          Object.entries(topics).map(([name, t]) => [name, { ...t, pending: t.pending.filter((p) => p.ref !== frame.ref), requests: t.requests.filter((r) => r !== frame.ref) }]),
        ),
        replies,
      };
    case 'error': {
      const owner =
        Object.keys(topics).find((name) => topics[name]!.pending.some((p) => p.ref === frame.ref) || (frame.ref !== undefined && topics[name]!.requests.includes(frame.ref))) ??
        frame.topic;
      const failure = { code: frame.code, message: frame.message, until: frame.code === 'rateLimited' ? inMs(now, frame.retryAfterMs) : null };
      return {
        topics: update(owner, (t) => ({
          ...t,
          // Not stored: the line waits for "send again" (same ref); any other refusal drops it.
          pending: frame.code === 'unavailable' ? t.pending.map((p) => (p.ref === frame.ref ? { ...p, failed: true } : p)) : t.pending.filter((p) => p.ref !== frame.ref),
          requests: t.requests.filter((r) => r !== frame.ref),
          failure,
          mutedUntil: frame.code === 'muted' ? (inMs(now, frame.retryAfterMs) ?? t.mutedUntil) : t.mutedUntil,
          rateLimitedUntil: frame.code === 'rateLimited' ? failure.until : t.rateLimitedUntil,
        })),
        replies,
      };
    }
    default:
      // unsubscribed, pong, and frame types this client does not know yet: nothing to show.
      return { topics, replies };
  }
}
