/**
 * The message bus between instances. `publish` hands an event to every instance, this one included
 * (synchronously, so a sender's own instance delivers at once); each instance then delivers to its
 * own sockets (delivery.ts puts messages in offset order and fills gaps from the database).
 * In-process by default; Redis pub/sub (one channel) when REDIS_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ChatMessage, ServerFrame } from '../../../contracts/schemas/chat.ts';

export type BusEvent =
  /** A stored message: delivered in offset order. */
  | { kind: 'message'; topic: string; message: ChatMessage }
  /** Any other server frame for the topic's subscribers. */
  | { kind: 'frame'; topic: string; frame: Extract<ServerFrame, { type: 'reaction' | 'deleted' | 'muted' | 'presence' }> };

export type BusHandler = (event: BusEvent) => void;

export interface ChatBus {
  readonly instanceId: string;
  /** Starts receiving; resolves once events published from now on will arrive. */
  start(handler: BusHandler): Promise<void>;
  /** Delivers to this instance at once and to the others through the bus. */
  publish(event: BusEvent): Promise<void>;
  /** Adds `delta` to this instance's share of the topic's online count; answers the total. */
  online(topic: string, delta: number): Promise<number>;
  close(): Promise<void>;
}

export class InProcessBus implements ChatBus {
  readonly instanceId = randomUUID();
  private handler: BusHandler = () => {};
  private readonly counts = new Map<string, number>();

  async start(handler: BusHandler): Promise<void> {
    this.handler = handler;
  }

  async publish(event: BusEvent): Promise<void> {
    this.handler(event);
  }

  async online(topic: string, delta: number): Promise<number> {
    const next = Math.max(0, (this.counts.get(topic) ?? 0) + delta);
    if (next === 0) this.counts.delete(topic);
    else this.counts.set(topic, next);
    return next;
  }

  async close(): Promise<void> {
    this.handler = () => {};
  }
}

const CHANNEL = 'chat:events';
const onlineKey = (topic: string) => `chat:online:${topic}`;

interface Envelope {
  origin: string;
  event: BusEvent;
}

export class RedisBus implements ChatBus {
  readonly instanceId = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private handler: BusHandler = () => {};
  private readonly touched = new Set<string>();
  private closed = false;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    const options = { maxRetriesPerRequest: 2, lazyConnect: true };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    this.pub.on('error', onError);
    this.sub.on('error', onError);
  }

  async start(handler: BusHandler): Promise<void> {
    this.handler = handler;
    this.sub.on('message', (channel: string, text: string) => {
      if (channel !== CHANNEL || this.closed) return;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch (error) {
        this.onError(error);
        return;
      }
      if (envelope.origin !== this.instanceId) this.handler(envelope.event);
    });
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    await this.sub.subscribe(CHANNEL);
  }

  async publish(event: BusEvent): Promise<void> {
    this.handler(event);
    if (this.closed) return;
    try {
      await this.pub.publish(CHANNEL, JSON.stringify({ origin: this.instanceId, event } satisfies Envelope));
    } catch (error) {
      // Stored messages still reach other instances: they re-read the gap at the next message.
      this.onError(error);
    }
  }

  async online(topic: string, delta: number): Promise<number> {
    if (this.closed) return 0;
    this.touched.add(topic);
    try {
      const key = onlineKey(topic);
      const [, values] = (await this.pub.multi().hincrby(key, this.instanceId, delta).hvals(key).exec()) ?? [];
      const list = (values?.[1] as string[] | undefined) ?? [];
      return Math.max(0, list.reduce((sum, v) => sum + Number(v), 0));
    } catch (error) {
      this.onError(error);
      return 0;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handler = () => {};
    try {
      if (this.touched.size > 0 && this.pub.status === 'ready') {
        const pipeline = this.pub.pipeline();
        for (const topic of this.touched) pipeline.hdel(onlineKey(topic), this.instanceId);
        await pipeline.exec();
      }
    } catch (error) {
      this.onError(error);
    }
    this.pub.disconnect();
    this.sub.disconnect();
  }
}

/** Redis when a URL is given, else in-process. */
export function createBus(redisUrl: string | null, onError?: (error: unknown) => void): ChatBus {
  return redisUrl ? new RedisBus(redisUrl, onError) : new InProcessBus();
}
