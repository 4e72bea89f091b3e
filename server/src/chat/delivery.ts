/**
 * Delivery on one instance. A Feed per topic with local subscribers receives the bus's events and
 * passes messages on strictly in offset order: an early arrival waits in `pending` until the one
 * before it comes, or is fetched from the database after GAP_WAIT_MS (a bus event lost, an instance
 * that stored a message and died before publishing it). `sync` catches a lost last message.
 * Messages in order are coalesced: frames are paced (pace.ts) to one per BATCH_MS under sustained
 * load, a quiet room's go out at once, and what arrives in between goes together in one `messages`
 * frame, encoded once for every subscriber.
 * A Subscription is one socket on one topic: while it replays from the database it queues what the
 * feed hands it, then sends only offsets it has not sent yet, so nothing is lost or sent twice.
 */
import type { Db } from '../db/connect.ts';
import type { ChatMessage, ServerFrame } from '../../../contracts/schemas/chat.ts';
import type { TopicEvent } from './bus.ts';
import { Pace } from './pace.ts';
import { compactMessage, lastOffset, messagesAfter, REPLAY_LIMIT } from './store.ts';

/** How long an out-of-order message waits for the ones before it before they are read from the database. */
export const GAP_WAIT_MS = 250;
/**
 * Under sustained load a topic sends one frame per BATCH_MS; with FRAME_BURST in hand, uneven
 * arrivals slower than that still go at once. Each frame costs a write per subscriber (about 8 µs
 * of CPU each), whatever it holds. A little under the writer's interval (writer.ts), so that a
 * stored batch goes out as soon as it is committed.
 */
export const BATCH_MS = 40;
export const FRAME_BURST = 1.5;

export interface FrameSink {
  send(frame: ServerFrame): void;
  /** A frame already encoded as UTF-8 JSON (sent as a text frame). */
  sendEncoded(data: Buffer): void;
}

/** The frame for messages of one topic in offset order: `message` for one, `messages` for more. */
function messagesFrame(topic: string, messages: readonly ChatMessage[]): ServerFrame {
  return messages.length === 1 ? { type: 'message', topic, message: compactMessage(messages[0]!) } : { type: 'messages', topic, messages: messages.map(compactMessage) };
}

const encode = (frame: ServerFrame): Buffer => Buffer.from(JSON.stringify(frame));

/** Messages in offset order, as the feed hands them to every subscription (one encoding for all). */
interface Batch {
  messages: readonly ChatMessage[];
  encoded: Buffer;
}

type Delivery = { kind: 'batch'; batch: Batch } | { kind: 'frame'; encoded: Buffer };

export class Subscription {
  lastSent = 0;
  private replaying = true;
  private queue: Delivery[] = [];
  private waiters: Array<{ offset: number; run: () => void }> = [];

  constructor(
    readonly topic: string,
    private readonly sink: FrameSink,
  ) {}

  deliver(delivery: Delivery): void {
    if (this.replaying) this.queue.push(delivery);
    else this.emit(delivery);
  }

  /** Sends replayed messages (offset order) while replaying. */
  replay(messages: readonly ChatMessage[]): void {
    const fresh = messages.filter((m) => m.offset > this.lastSent);
    if (fresh.length === 0) return;
    this.lastSent = fresh.at(-1)!.offset;
    this.sink.send(messagesFrame(this.topic, fresh));
    this.sent();
  }

  /** The replay is done up to `upTo`: what the feed handed over meanwhile follows. */
  finishReplay(upTo: number): void {
    this.lastSent = Math.max(this.lastSent, upTo);
    this.replaying = false;
    const queued = this.queue;
    this.queue = [];
    for (const delivery of queued) this.emit(delivery);
    this.sent();
  }

  /** Runs `run` once this socket has been sent `offset` (a sender's ack follows its own message). */
  whenSent(offset: number, run: () => void): void {
    if (!this.replaying && offset <= this.lastSent) return run();
    this.waiters.push({ offset, run });
  }

  /** The subscription ends: what waited for it runs now. */
  end(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter.run();
  }

  private sent(): void {
    if (this.waiters.length === 0 || this.replaying) return;
    const due = this.waiters.filter((w) => w.offset <= this.lastSent);
    if (due.length === 0) return;
    this.waiters = this.waiters.filter((w) => w.offset > this.lastSent);
    for (const waiter of due) waiter.run();
  }

  private emit(delivery: Delivery): void {
    if (delivery.kind === 'frame') return this.sink.sendEncoded(delivery.encoded);
    const { messages, encoded } = delivery.batch;
    if (messages[0]!.offset > this.lastSent) {
      this.lastSent = messages.at(-1)!.offset;
      this.sink.sendEncoded(encoded);
      return this.sent();
    }
    // Part of it was sent already (by the replay): only the rest, in a frame of its own.
    this.replay(messages);
  }
}

class Feed {
  /** The highest offset passed on; null until read from the database. */
  private last: number | null = null;
  private readonly pending = new Map<number, ChatMessage>();
  readonly subscriptions = new Set<Subscription>();
  private gapTimer: NodeJS.Timeout | null = null;
  private filling = false;
  /** In order, not yet sent: they go out together. */
  private outbox: ChatMessage[] = [];
  /** The pending flush: a timer, or an immediate after a quiet spell. */
  private flushTimer: { cancel(): void } | null = null;
  private readonly pace = new Pace(BATCH_MS, FRAME_BURST);
  readonly ready: Promise<void>;
  closed = false;

  constructor(
    readonly topic: string,
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {
    this.ready = lastOffset(db, topic).then(
      (offset) => {
        this.last = offset;
        this.drain();
      },
      (error: unknown) => {
        this.onError(error);
        this.last = 0;
        this.drain();
      },
    );
  }

  receive(event: TopicEvent): void {
    if (event.kind === 'frame') {
      // After the messages before it (a `deleted` must not overtake its message).
      this.flush();
      const delivery: Delivery = { kind: 'frame', encoded: encode(event.frame) };
      for (const sub of this.subscriptions) sub.deliver(delivery);
      return;
    }
    const { message } = event;
    if (this.last !== null && message.offset <= this.last) return;
    this.pending.set(message.offset, message);
    this.drain();
  }

  private drain(): void {
    if (this.last === null || this.closed) return;
    for (let next = this.pending.get(this.last + 1); next; next = this.pending.get(this.last + 1)) {
      this.pending.delete(next.offset);
      this.last = next.offset;
      this.outbox.push(next);
    }
    if (this.outbox.length > 0) this.scheduleFlush();
    for (const offset of this.pending.keys()) if (offset <= this.last) this.pending.delete(offset);
    if (this.pending.size === 0) {
      if (this.gapTimer) clearTimeout(this.gapTimer);
      this.gapTimer = null;
    } else if (!this.gapTimer && !this.filling) {
      this.gapTimer = setTimeout(() => void this.fill(), GAP_WAIT_MS);
    }
  }

  private scheduleFlush(): void {
    if (this.flushTimer) return;
    const wait = this.pace.wait();
    if (wait <= 0) {
      const immediate = setImmediate(() => this.flush());
      this.flushTimer = { cancel: () => clearImmediate(immediate) };
    } else {
      const timer = setTimeout(() => this.flush(), wait);
      this.flushTimer = { cancel: () => clearTimeout(timer) };
    }
  }

  /** Sends what the outbox holds to every subscription, as one frame encoded once. */
  private flush(): void {
    this.flushTimer?.cancel();
    this.flushTimer = null;
    if (this.outbox.length === 0 || this.closed) return;
    const messages = this.outbox;
    this.outbox = [];
    this.pace.take();
    const delivery: Delivery = { kind: 'batch', batch: { messages, encoded: encode(messagesFrame(this.topic, messages)) } };
    for (const sub of this.subscriptions) sub.deliver(delivery);
  }

  /** Reads what is missing after `last` from the database. */
  async fill(): Promise<void> {
    this.gapTimer = null;
    if (this.filling || this.closed || this.last === null) return;
    this.filling = true;
    try {
      for (const message of await messagesAfter(this.db, this.topic, this.last, REPLAY_LIMIT)) {
        if (message.offset > this.last) this.pending.set(message.offset, message);
      }
    } catch (error) {
      this.onError(error);
    } finally {
      this.filling = false;
      this.drain();
    }
  }

  /** Fills from the database when it holds messages this feed has not seen (a lost last message). */
  async sync(): Promise<void> {
    if (this.last === null || this.filling || this.closed) return;
    try {
      if ((await lastOffset(this.db, this.topic)) > this.last) await this.fill();
    } catch (error) {
      this.onError(error);
    }
  }

  close(): void {
    this.closed = true;
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.gapTimer = null;
    this.flushTimer?.cancel();
    this.flushTimer = null;
    this.outbox = [];
  }
}

/** The feeds of the topics this instance's sockets are subscribed to. */
export class Feeds {
  private readonly feeds = new Map<string, Feed>();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  dispatch(event: TopicEvent): void {
    this.feeds.get(event.topic)?.receive(event);
  }

  /** Adds a subscription (replaying) and waits until its feed knows where the topic stands. */
  async add(sub: Subscription): Promise<void> {
    let feed = this.feeds.get(sub.topic);
    if (!feed) {
      feed = new Feed(sub.topic, this.db, this.onError);
      this.feeds.set(sub.topic, feed);
    }
    feed.subscriptions.add(sub);
    await feed.ready;
  }

  remove(sub: Subscription): void {
    sub.end();
    const feed = this.feeds.get(sub.topic);
    if (!feed) return;
    feed.subscriptions.delete(sub);
    if (feed.subscriptions.size === 0) {
      feed.close();
      this.feeds.delete(sub.topic);
    }
  }

  async sync(): Promise<void> {
    await Promise.all([...this.feeds.values()].map((feed) => feed.sync()));
  }

  close(): void {
    for (const feed of this.feeds.values()) feed.close();
    this.feeds.clear();
  }
}
