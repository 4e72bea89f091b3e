/**
 * Active mutes, kept in memory so a send does not cost a database read. A topic's mutes are read
 * once, then kept current by the `muted` frames every instance sees on the bus (`note`), and read
 * again after MUTE_REFRESH_MS in case a bus event was lost.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { chatMutes } from '../db/schema.ts';
import { clock } from '../clock.ts';

export const MUTE_REFRESH_MS = 5_000;
/** Topics kept at most; past this the oldest reads are dropped (read again when needed). */
const MAX_TOPICS = 10_000;

interface TopicMutes {
  readAt: number;
  /** userId → end of the mute (ms since the epoch). */
  until: Map<number, number>;
}

export class MuteBook {
  private readonly topics = new Map<string, TopicMutes>();
  private readonly reading = new Map<string, Promise<TopicMutes>>();
  /** Mutes noted while a topic's read was under way: applied over what it read. */
  private readonly notedDuringRead = new Map<string, Array<[number, number]>>();

  constructor(private readonly db: Db) {}

  /** When the user's mute in the topic ends, or null when not muted. */
  async until(topic: string, userId: number, now = clock.now()): Promise<Date | null> {
    let mutes = this.topics.get(topic);
    if (!mutes || now - mutes.readAt >= MUTE_REFRESH_MS) mutes = await this.read(topic);
    const end = mutes.until.get(userId);
    return end !== undefined && end > now ? new Date(end) : null;
  }

  /** A mute was set (here or on another instance). */
  note(topic: string, userId: number, until: Date): void {
    this.topics.get(topic)?.until.set(userId, until.getTime());
    this.notedDuringRead.get(topic)?.push([userId, until.getTime()]);
  }

  private read(topic: string): Promise<TopicMutes> {
    let reading = this.reading.get(topic);
    if (reading) return reading;
    this.notedDuringRead.set(topic, []);
    const readAt = clock.now();
    reading = this.db
      .select({ userId: chatMutes.userId, until: chatMutes.until })
      .from(chatMutes)
      .where(and(eq(chatMutes.topic, topic), gt(chatMutes.until, new Date(readAt))))
      .then((rows) => {
        const mutes: TopicMutes = { readAt, until: new Map(rows.map((row) => [row.userId, row.until.getTime()])) };
        for (const [userId, end] of this.notedDuringRead.get(topic) ?? []) mutes.until.set(userId, end);
        this.topics.delete(topic);
        if (this.topics.size >= MAX_TOPICS) this.topics.delete(this.topics.keys().next().value!);
        this.topics.set(topic, mutes);
        return mutes;
      })
      .finally(() => {
        this.reading.delete(topic);
        this.notedDuringRead.delete(topic);
      });
    this.reading.set(topic, reading);
    return reading;
  }
}
