import { describe, expect, it } from 'vitest';
import { applyFrame, emptyTopic, type Frame } from './chat-frames';
import { chatMessage, TOPIC } from './chat-socket.fakes';
import type { ClientFrame } from '../../contracts/schemas/chat';
import type { TopicState } from './chat-types';
import { CHAT_MAX_ITEMS } from './chat-socket.constants';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const SELF = 123;

/** A followed conversation holding messages at these offsets, with a pending send and a pending delete. */
function topicWith(offsets: number[], extra: Partial<TopicState> = {}): TopicState {
  const topic = emptyTopic(true);
  return {
    ...topic,
    items: offsets.map((offset) => ({ kind: 'message' as const, message: chatMessage(offset) })),
    lastOffset: offsets.length ? Math.max(...offsets) : null,
    pending: [{ ref: 'r-send', text: 'chào', parentMessageId: null, attachments: [], failed: false }],
    requests: ['r-delete'],
    ...extra,
  };
}

const offsets = (t: TopicState | undefined) => t?.items.flatMap((i) => (i.kind === 'message' ? [i.message.offset] : [])) ?? [];

interface Row {
  name: string;
  before: TopicState;
  frame: Frame;
  /** What the conversation must look like afterwards. */
  after: (t: TopicState) => void;
  replies?: ClientFrame[];
}

const rows: Row[] = [
  {
    name: 'subscribed: keeps the pinned message',
    before: topicWith([1]),
    frame: { type: 'subscribed', topic: TOPIC, lastOffset: 1, pinnedMessage: 'Chào mừng' },
    after: (t) => expect(t.pinnedMessage).toBe('Chào mừng'),
  },
  {
    name: 'history: adds the replay in offset order, each offset once',
    before: topicWith([1, 2]),
    frame: { type: 'history', topic: TOPIC, messages: [chatMessage(4), chatMessage(2), chatMessage(3)] },
    after: (t) => {
      expect(offsets(t)).toEqual([1, 2, 3, 4]);
      expect(t.lastOffset).toBe(4);
    },
  },
  {
    name: 'message: the next offset is appended',
    before: topicWith([1, 2]),
    frame: { type: 'message', topic: TOPIC, message: chatMessage(3) },
    after: (t) => expect(offsets(t)).toEqual([1, 2, 3]),
  },
  {
    name: 'message: a repeat of a seen offset changes nothing',
    before: topicWith([1, 2]),
    frame: { type: 'message', topic: TOPIC, message: chatMessage(2, { originalMessage: 'lặp' }) },
    after: (t) => expect(offsets(t)).toEqual([1, 2]),
  },
  {
    name: 'message: a gap asks for a replay from the last offset seen and adds nothing yet',
    before: topicWith([1, 2]),
    frame: { type: 'message', topic: TOPIC, message: chatMessage(5) },
    after: (t) => expect(offsets(t)).toEqual([1, 2]),
    replies: [{ type: 'sub', topic: TOPIC, fromOffset: 2 }],
  },
  {
    name: 'messages: a batch is added in order',
    before: topicWith([1]),
    frame: { type: 'messages', topic: TOPIC, messages: [chatMessage(2), chatMessage(3)] },
    after: (t) => expect(offsets(t)).toEqual([1, 2, 3]),
  },
  {
    name: 'gap: carries on from where the server resumed',
    before: topicWith([1]),
    frame: { type: 'gap', topic: TOPIC, fromOffset: 2, resumedAt: 10 },
    after: (t) => expect(t.lastOffset).toBe(9),
  },
  {
    name: 'reaction: the counts and the user\'s own reaction change on that message only',
    before: topicWith([1, 2]),
    frame: { type: 'reaction', topic: TOPIC, groupMessageId: 9002, reaction: { '🔥': 3 }, updatedReaction: '🔥', userId: SELF },
    after: (t) => {
      const [first, second] = t.items.map((i) => (i.kind === 'message' ? i.message : null));
      expect(first?.reaction).toEqual({});
      expect(second).toMatchObject({ reaction: { '🔥': 3 }, updatedReaction: '🔥' });
    },
  },
  {
    name: 'deleted: the line stays without its text and attachments',
    before: topicWith([1]),
    frame: { type: 'deleted', topic: TOPIC, groupMessageId: 9001, by: 7 },
    after: (t) => expect(t.items[0]).toMatchObject({ message: { deleted: true, originalMessage: '', attachments: [] } }),
  },
  {
    name: 'muted (this user): the composer is locked until the given time',
    before: topicWith([1]),
    frame: { type: 'muted', topic: TOPIC, userId: SELF, until: '2026-11-24T12:30:00.000Z', by: 7 },
    after: (t) => expect(t.mutedUntil).toBe('2026-11-24T12:30:00.000Z'),
  },
  {
    name: 'muted (someone else): nothing changes here',
    before: topicWith([1]),
    frame: { type: 'muted', topic: TOPIC, userId: 55, until: '2026-11-24T12:30:00.000Z', by: 7 },
    after: (t) => expect(t.mutedUntil).toBeNull(),
  },
  {
    name: 'presence with a name: a join line dated now and the online count',
    before: topicWith([1]),
    frame: { type: 'presence', topic: TOPIC, event: 'joined', userId: 55, showName: 'Tuấn', online: 12 },
    after: (t) => {
      expect(t.online).toBe(12);
      expect(t.items.at(-1)).toEqual({ kind: 'presence', notice: { id: `joined-55-1-${NOW}`, event: 'joined', showName: 'Tuấn', at: '2026-11-24T12:00:00.000Z' } });
    },
  },
  {
    name: 'presence without a name (a silent role): only the count',
    before: topicWith([1]),
    frame: { type: 'presence', topic: TOPIC, event: 'joined', userId: 56, showName: '', online: 13 },
    after: (t) => {
      expect(t.online).toBe(13);
      expect(t.items).toHaveLength(1);
    },
  },
  {
    name: 'ack: the pending send and the pending request with that ref are done',
    before: topicWith([1]),
    frame: { type: 'ack', ref: 'r-send', groupMessageId: 9002, offset: 2 },
    after: (t) => {
      expect(t.pending).toEqual([]);
      expect(t.requests).toEqual(['r-delete']);
    },
  },
  {
    name: 'error unavailable: the send waits for "send again"',
    before: topicWith([1]),
    frame: { type: 'error', ref: 'r-send', code: 'unavailable', message: 'Thử lại sau' },
    after: (t) => {
      expect(t.pending).toEqual([expect.objectContaining({ ref: 'r-send', failed: true })]);
      expect(t.failure).toEqual({ code: 'unavailable', message: 'Thử lại sau', until: null });
    },
  },
  {
    name: 'error rateLimited: the send is dropped and the refusal ends after retryAfterMs',
    before: topicWith([1]),
    frame: { type: 'error', ref: 'r-send', code: 'rateLimited', message: 'Chậm lại', retryAfterMs: 5000 },
    after: (t) => {
      expect(t.pending).toEqual([]);
      expect(t.failure?.until).toBe('2026-11-24T12:00:05.000Z');
    },
  },
  {
    name: 'error muted: the composer is locked for retryAfterMs',
    before: topicWith([1]),
    frame: { type: 'error', ref: 'r-send', code: 'muted', message: 'Bạn đang bị cấm chat', retryAfterMs: 60_000 },
    after: (t) => expect(t.mutedUntil).toBe('2026-11-24T12:01:00.000Z'),
  },
  {
    name: 'error on a moderation request: the request is done and the failure shown',
    before: topicWith([1]),
    frame: { type: 'error', ref: 'r-delete', code: 'forbidden', message: 'Không có quyền' },
    after: (t) => {
      expect(t.requests).toEqual([]);
      expect(t.pending).toHaveLength(1);
      expect(t.failure?.code).toBe('forbidden');
    },
  },
  {
    name: 'unsubscribed and pong: nothing to show',
    before: topicWith([1]),
    frame: { type: 'pong' },
    after: (t) => expect(t).toEqual(topicWith([1])),
  },
];

describe('chat frames reducer', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_, row) => {
    const { topics, replies } = applyFrame({ [TOPIC]: row.before }, row.frame, SELF, NOW);
    row.after(topics[TOPIC]!);
    expect(replies).toEqual(row.replies ?? []);
  });

  it('ignores frames about conversations it does not follow', () => {
    const before = { [TOPIC]: topicWith([1]) };
    const { topics } = applyFrame(before, { type: 'message', topic: '/topic/chatroom.room-9', message: chatMessage(1) }, SELF, NOW);
    expect(topics).toBe(before);
  });

  it(`keeps the newest ${CHAT_MAX_ITEMS} lines`, () => {
    const full = topicWith(Array.from({ length: CHAT_MAX_ITEMS }, (_, i) => i + 1));
    const { topics } = applyFrame({ [TOPIC]: full }, { type: 'message', topic: TOPIC, message: chatMessage(CHAT_MAX_ITEMS + 1) }, SELF, NOW);
    const kept = offsets(topics[TOPIC]);
    expect(kept).toHaveLength(CHAT_MAX_ITEMS);
    expect(kept[0]).toBe(2);
    expect(kept.at(-1)).toBe(CHAT_MAX_ITEMS + 1);
  });
});
