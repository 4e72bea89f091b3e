/**
 * Who may do what in a conversation: the room's facts (hosts, owner, pinned notice), the sender's
 * profile, badges (SPEC §6) and moderation rights (hosts of the room, moderators, admins).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { communityChatRooms, liveRooms, SITE_ROLES, users } from '../db/schema.ts';
import type { ChatBadge } from '../../../contracts/schemas/chat.ts';
import type { LocalizedText } from '../i18n.ts';
import type { TopicInfo } from './topics.ts';

export interface ChatUser {
  userId: number;
  showName: string;
  siteRoleId: number;
  level: number;
}

export interface RoomFacts {
  /** Users who moderate this conversation besides moderators and admins (hosts, the chat room's owner). */
  hostIds: readonly number[];
  pinned: LocalizedText | null;
  vip: boolean;
}

const CACHE_MS = 60_000;
const PALETTE = ['#4ade80', '#60a5fa', '#f472b6', '#facc15', '#fb923c', '#a78bfa', '#2dd4bf', '#f87171'] as const;

/** A stable colour per user. */
export function colorFor(userId: number): string {
  return PALETTE[userId % PALETTE.length]!;
}

export async function loadUser(db: Db, userId: number): Promise<ChatUser | null> {
  const [row] = await db
    .select({ id: users.id, nickname: users.nickname, displayName: users.displayName, siteRoleId: users.siteRoleId, level: users.level })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { userId: row.id, showName: row.nickname || row.displayName, siteRoleId: row.siteRoleId, level: row.level } : null;
}

/** Facts of a conversation, cached for a minute; null when it does not exist. */
export class RoomDirectory {
  private readonly cache = new Map<string, { at: number; facts: RoomFacts | null }>();

  constructor(private readonly db: Db) {}

  async get(info: TopicInfo): Promise<RoomFacts | null> {
    const hit = this.cache.get(info.topic);
    if (hit && performance.now() - hit.at < CACHE_MS) return hit.facts;
    const facts = await this.load(info);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(info.topic, { at: performance.now(), facts });
    return facts;
  }

  private async load(info: TopicInfo): Promise<RoomFacts | null> {
    if (info.kind === 'live') {
      const [room] = await this.db.select({ hostIds: liveRooms.hostIds, pinned: liveRooms.pinned }).from(liveRooms).where(eq(liveRooms.id, info.roomId));
      return room ? { hostIds: room.hostIds, pinned: room.pinned, vip: false } : null;
    }
    if (info.kind === 'room') {
      const [room] = await this.db
        .select({ ownerId: communityChatRooms.ownerId, topic: communityChatRooms.topic, isVip: communityChatRooms.isVip })
        .from(communityChatRooms)
        .where(eq(communityChatRooms.id, info.chatRoomId));
      return room ? { hostIds: [room.ownerId], pinned: room.topic, vip: room.isVip } : null;
    }
    return { hostIds: [], pinned: null, vip: false };
  }
}

export function isStaff(user: ChatUser): boolean {
  return user.siteRoleId === SITE_ROLES.moderator || user.siteRoleId === SITE_ROLES.admin;
}

/** Hosts of the room (or the chat room's owner), moderators and admins. */
export function canModerate(user: ChatUser, room: RoomFacts): boolean {
  return isStaff(user) || room.hostIds.includes(user.userId);
}

/** Only the two users of a dm group. */
export function mayUseTopic(info: TopicInfo, userId: number | null): boolean {
  return info.kind !== 'dm' || (userId !== null && info.userIds.includes(userId));
}

export function badgesFor(user: ChatUser, room: RoomFacts): ChatBadge[] {
  const badges: ChatBadge[] = [];
  if (room.hostIds.includes(user.userId) || user.siteRoleId === SITE_ROLES.host) badges.push('BLV');
  if (user.siteRoleId === SITE_ROLES.moderator) badges.push('QC');
  if (user.siteRoleId === SITE_ROLES.admin || user.siteRoleId === SITE_ROLES.customerCare) badges.push('AD');
  badges.push('LV');
  return badges;
}
