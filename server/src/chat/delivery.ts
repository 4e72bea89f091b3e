/**
 * Delivery on one instance. A Feed per topic with local subscribers receives the bus's events and
 * passes messages on strictly in offset order: an early arrival waits in `pending` until the one
 * before it comes, or is fetched from the database after GAP_WAIT_MS (a bus event lost, an instance
 * that stored a message and died before publishing it). `sync` catches a lost last message.
 * A Subscription is one socket on one topic: while it replays from the database it queues what the
 * feed hands it, then sends only offsets it has not sent yet, so nothing is lost or sent twice.
 */
import type { Db } from '../db/connect.ts';
import type { BusEvent } from './bus.ts';
import { lastOffset, messagesAfter, REPLAY_LIMIT, type ChatMessage } from './store.ts';

/** How long an out-of-order message waits for the ones before it before they are read from the database. */
export const GAP_WAIT_MS = 250;

export interface FrameSink {
  send(frame: Record<string, unknown>): void;
  /** A frame already encoded as UTF-8 JSON (sent as a text frame). */
  sendEncoded(data: Buffer): void;
}

/**
 * A broadcast frame is the same bytes for every subscriber of the topic on this instance: it is
 * encoded once, keyed by the event's object (every subscription receives the same one).
 */
const encodedFrames = new WeakMap<object, Buffer>();
function encodeOnce(key: object, frame: () => Record<string, unknown>): Buffer {
  let data = encodedFrames.get(key);
  if (!data) {
    data = Buffer.from(JSON.stringify(frame()));
    encodedFrames.set(key, data);
  }
  return data;
}

export class Subscription {
  lastSent = 0;
  private replaying = true;
  private queue: BusEvent[] = [];

  constructor(
    readonly topic: string,
    private readonly sink: FrameSink,
  ) {}

  deliver(event: BusEvent): void {
    if (this.replaying) this.queue.push(event);
    else this.emit(event);
  }

  /** Sends a replayed message (offset order) while replaying. */
  replay(message: ChatMessage): void {
    if (message.offset <= this.lastSent) return;
    this.lastSent = message.offset;
    this.sink.send({ type: 'message', topic: this.topic, message });
  }

  /** The replay is done up to `upTo`: what the feed handed over meanwhile follows. */
  finishReplay(upTo: number): void {
    this.lastSent = Math.max(this.lastSent, upTo);
    this.replaying = false;
    const queued = this.queue;
    this.queue = [];
    for (const event of queued) this.emit(event);
  }

  private emit(event: BusEvent): void {
    if (event.kind === 'frame') return void this.sink.sendEncoded(encodeOnce(event.frame, () => event.frame));
    const { message } = event;
    if (message.offset <= this.lastSent) return;
    this.lastSent = message.offset;
    this.sink.sendEncoded(encodeOnce(message, () => ({ type: 'message', topic: this.topic, message })));
  }
}

class Feed {
  /** The highest offset passed on; null until read from the database. */
  private last: number | null = null;
  private readonly pending = new Map<number, ChatMessage>();
  readonly subscriptions = new Set<Subscription>();
  private gapTimer: NodeJS.Timeout | null = null;
  private filling = false;
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

  receive(event: BusEvent): void {
    if (event.kind === 'frame') {
      for (const sub of this.subscriptions) sub.deliver(event);
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
      const event: BusEvent = { kind: 'message', topic: this.topic, message: next };
      for (const sub of this.subscriptions) sub.deliver(event);
    }
    for (const offset of this.pending.keys()) if (offset <= this.last) this.pending.delete(offset);
    if (this.pending.size === 0) {
      if (this.gapTimer) clearTimeout(this.gapTimer);
      this.gapTimer = null;
    } else if (!this.gapTimer && !this.filling) {
      this.gapTimer = setTimeout(() => void this.fill(), GAP_WAIT_MS);
    }
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
  }
}

/** The feeds of the topics this instance's sockets are subscribed to. */
export class Feeds {
  private readonly feeds = new Map<string, Feed>();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  dispatch(event: BusEvent): void {
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
