/**
 * The message bus between instances. `publish` hands an event to every instance, this one included
 * (synchronously, so a sender's own instance delivers at once); each instance then delivers to its
 * own sockets (delivery.ts puts messages in offset order and fills gaps from the database).
 * In-process by default; Redis pub/sub (one channel) when REDIS_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ChatMessage, ServerFrame } from '../../../contracts/schemas/chat.ts';
import type { SessionEnd } from '../auth/session-ends.ts';
import type { PushBusEvent } from './push.ts';

/** An event of a chat topic. */
export type TopicEvent =
  /** A stored message: delivered in offset order. */
  | { kind: 'message'; topic: string; message: ChatMessage }
  /** Any other server frame for the topic's subscribers. */
  | { kind: 'frame'; topic: string; frame: Extract<ServerFrame, { type: 'reaction' | 'deleted' | 'muted' | 'presence' }> };

/** Member sessions that ended (auth/session-ends.ts): every instance closes their sockets. */
export interface SessionEndBusEvent {
  kind: 'sessionEnd';
  end: SessionEnd;
}

/** A chat topic's event, an event of a push service (chat/push.ts: the live scores), or sessions that ended. */
export type BusEvent = TopicEvent | PushBusEvent | SessionEndBusEvent;

export type BusHandler = (event: BusEvent) => void;

export interface ChatBus {
  readonly instanceId: string;
  /** Starts receiving; resolves once events published from now on will arrive. */
  start(handler: BusHandler): Promise<void>;
  /** Delivers to this instance at once and to the others through the bus. */
  publish(event: BusEvent): Promise<void>;
  /** Adds `delta` to this instance's share of the topic's online count; answers the total. */
  online(topic: string, delta: number): Promise<number>;
  /** The online counts of many topics at once (every instance's share summed), in their order. */
  counts(topics: readonly string[]): Promise<number[]>;
  /**
   * Takes or keeps the lease `name` for `ttlMs`: true while this instance holds it (one instance of
   * all does a job such as producing the live scores). Renew well within `ttlMs`. Without a shared
   * bus, or when Redis cannot answer, every instance holds it (its own sockets are still served).
   */
  lead(name: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export class InProcessBus implements ChatBus {
  readonly instanceId = randomUUID();
  private handler: BusHandler = () => {};
  private readonly shares = new Map<string, number>();

  async start(handler: BusHandler): Promise<void> {
    this.handler = handler;
  }

  async publish(event: BusEvent): Promise<void> {
    this.handler(event);
  }

  async online(topic: string, delta: number): Promise<number> {
    const next = Math.max(0, (this.shares.get(topic) ?? 0) + delta);
    if (next === 0) this.shares.delete(topic);
    else this.shares.set(topic, next);
    return next;
  }

  async counts(topics: readonly string[]): Promise<number[]> {
    return topics.map((topic) => this.shares.get(topic) ?? 0);
  }

  async lead(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.handler = () => {};
  }
}

const CHANNEL = 'chat:events';
const onlineKey = (topic: string) => `chat:online:${topic}`;
const leaseKey = (name: string) => `chat:lease:${name}`;
/** Keeps the lease when this instance holds it, else takes it when free: 1 when held afterwards. */
const LEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) return 1 end
if redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0`;
/** Gives the lease up when this instance holds it. */
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

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
  private readonly leases = new Set<string>();
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

  async counts(topics: readonly string[]): Promise<number[]> {
    if (this.closed || topics.length === 0) return topics.map(() => 0);
    try {
      const pipeline = this.pub.pipeline();
      for (const topic of topics) pipeline.hvals(onlineKey(topic));
      const answers = (await pipeline.exec()) ?? [];
      return topics.map((_, i) => Math.max(0, ((answers[i]?.[1] as string[] | undefined) ?? []).reduce((sum, v) => sum + Number(v), 0)));
    } catch (error) {
      this.onError(error);
      return topics.map(() => 0);
    }
  }

  async lead(name: string, ttlMs: number): Promise<boolean> {
    if (this.closed) return false;
    try {
      const held = (await this.pub.eval(LEASE_SCRIPT, 1, leaseKey(name), this.instanceId, String(Math.max(1, Math.round(ttlMs))))) === 1;
      if (held) this.leases.add(name);
      else this.leases.delete(name);
      return held;
    } catch (error) {
      this.onError(error);
      return true;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handler = () => {};
    try {
      if (this.pub.status === 'ready') {
        const pipeline = this.pub.pipeline();
        for (const topic of this.touched) pipeline.hdel(onlineKey(topic), this.instanceId);
        // Another instance takes a lease over at once instead of when it would have run out.
        for (const name of this.leases) pipeline.eval(RELEASE_SCRIPT, 1, leaseKey(name), this.instanceId);
        if (this.touched.size > 0 || this.leases.size > 0) await pipeline.exec();
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
