/**
 * The audience of a conversation: the people connected to it now (every socket subscribed to its
 * topic, guests included, counted on every instance through the bus) plus its seeded audience (the
 * simulated fans of a live room, the simulated followers online of a chat room). The room's
 * "watching", the chat's "online", the schedule's and the chat-room list's figures all come from
 * here, so two numbers on a page never disagree. docs/chat-protocol.md "Presence".
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { communityChatRooms } from '../db/schema/community.ts';
import { onlineCountSql } from '../routes/community/chat-rooms-data.ts';
import { roomSeededAudience } from '../routes/live/schedule-data.ts';
import { chatTopic } from '../../../contracts/chat.ts';
import type { ChatBus } from './bus.ts';
import type { TopicInfo } from './topics.ts';

/** The bus counter of the sockets subscribed to a topic (the bus's `online` counts joined members). */
const connectedKey = (topic: string) => `connected:${topic}`;

export const liveRoomTopic = (roomId: number) => chatTopic(`live-${roomId}`);
export const chatRoomTopic = (chatRoomId: number) => chatTopic(`room-${chatRoomId}`);

/** A seeded figure is read again after this long (it drifts slowly: a wave of minutes, 5-minute buckets). */
const SEEDED_FRESH_MS = 15_000;

export class Audience {
  private readonly seededCache = new Map<string, { at: number; value: number }>();

  constructor(
    private readonly db: Db,
    private readonly bus: ChatBus,
  ) {}

  /** A socket subscribed to `topic` (`+1`) or left it (`-1`). */
  async connect(topic: string, delta: 1 | -1): Promise<void> {
    await this.bus.online(connectedKey(topic), delta);
  }

  /** Sockets connected to each topic now, in their order. */
  connected(topics: readonly string[]): Promise<number[]> {
    return this.bus.counts(topics.map(connectedKey));
  }

  /** Connected sockets by live room id. */
  async connectedToRooms(roomIds: readonly number[]): Promise<Map<number, number>> {
    const ids = [...new Set(roomIds)];
    const counts = await this.connected(ids.map(liveRoomTopic));
    return new Map(ids.map((id, i) => [id, counts[i]!]));
  }

  /** Connected sockets by chat room id. */
  async connectedToChatRooms(chatRoomIds: readonly number[]): Promise<Map<number, number>> {
    const ids = [...new Set(chatRoomIds)];
    const counts = await this.connected(ids.map(chatRoomTopic));
    return new Map(ids.map((id, i) => [id, counts[i]!]));
  }

  /** The whole audience of a conversation at `nowMs`: seeded plus connected. */
  async of(info: TopicInfo, nowMs: number): Promise<number> {
    const [seeded, [connected]] = await Promise.all([this.seeded(info, nowMs), this.connected([info.topic])]);
    return seeded + (connected ?? 0);
  }

  private async seeded(info: TopicInfo, nowMs: number): Promise<number> {
    if (info.kind === 'dm') return 0;
    const hit = this.seededCache.get(info.topic);
    if (hit && Math.abs(nowMs - hit.at) < SEEDED_FRESH_MS) return hit.value;
    const value = info.kind === 'live' ? await roomSeededAudience(this.db, info.roomId, nowMs) : await this.chatRoomSeeded(info.chatRoomId, nowMs);
    if (this.seededCache.size > 10_000) this.seededCache.clear();
    this.seededCache.set(info.topic, { at: nowMs, value });
    return value;
  }

  private async chatRoomSeeded(chatRoomId: number, nowMs: number): Promise<number> {
    const [row] = await this.db
      .select({ online: onlineCountSql(new Date(nowMs)) })
      .from(communityChatRooms)
      .where(eq(communityChatRooms.id, chatRoomId));
    return row?.online ?? 0;
  }
}
