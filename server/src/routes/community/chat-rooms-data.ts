/**
 * Chat-room metadata: followers are the room's members; the online count follows a daily curve
 * (busiest at 21:00 Vietnam time) with a per-room jitter that changes every 5 minutes, so it is
 * deterministic for a given moment and never exceeds the members count.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { communityChatRoomFollows, communityChatRooms } from '../../db/schema/community.ts';
import { users } from '../../db/schema/users.ts';
import { localize, type Language } from '../../i18n.ts';
import { label } from './messages.ts';
import { summaryColumns, qualified } from './people.ts';
import type { Paging } from './posts-data.ts';
import { clockDate } from '../../clock.ts';

export const chatRoomCover = (id: number) => `/media/community/chat-room/${id}.svg`;

const VIETNAM_OFFSET_HOURS = 7;
const PEAK_HOUR = 21;
const BUCKET_MINUTES = 5;

/** Share of the daily peak at `now`: 0.35 at 09:00, 1 at 21:00 (Vietnam time). */
export function dayCurve(now: Date): number {
  const hour = (now.getUTCHours() + VIETNAM_OFFSET_HOURS + now.getUTCMinutes() / 60) % 24;
  return 0.35 + 0.65 * (0.5 + 0.5 * Math.cos((2 * Math.PI * (hour - PEAK_HOUR)) / 24));
}

export const membersCountSql = sql<number>`(select count(*)::int from community_chat_room_follows cf where cf.room_id = ${qualified(communityChatRooms.id)})`;

/** Online followers at `now`: members × peak% × (curve ± up to 10 %), at most the members count. */
export function onlineCountSql(now: Date): SQL<number> {
  const bucket = Math.floor(now.getTime() / 60_000 / BUCKET_MINUTES);
  const curve = dayCurve(now);
  return sql<number>`least(${membersCountSql}, greatest(0, floor(${membersCountSql} * ${qualified(communityChatRooms.peakOnlinePercent)} / 100.0
    * (${curve}::float8 + (((${qualified(communityChatRooms.id)}::bigint * 7919 + ${bucket}::bigint * 104729) % 21) - 10) / 100.0))))::int`;
}

export const ROOM_ORDERS = {
  popular: (_now: Date) => [desc(membersCountSql), communityChatRooms.id],
  online: (now: Date) => [desc(onlineCountSql(now)), communityChatRooms.id],
  newest: (_now: Date) => [desc(communityChatRooms.createdAt), desc(communityChatRooms.id)],
} as const;
export type RoomOrder = keyof typeof ROOM_ORDERS;

function roomQuery(db: Db, now: Date) {
  return db
    .select({ room: communityChatRooms, owner: summaryColumns(), membersCount: membersCountSql, onlineCount: onlineCountSql(now) })
    .from(communityChatRooms)
    .innerJoin(users, eq(users.id, communityChatRooms.ownerId));
}

type RoomRow = Awaited<ReturnType<ReturnType<typeof roomQuery>['execute']>>[number];

/** Who counts the people connected to chat rooms (chat/audience.ts's Audience). */
export interface ChatRoomAudience {
  connectedToChatRooms(chatRoomIds: readonly number[]): Promise<ReadonlyMap<number, number>>;
}

/** The rows as answers; a room's online count is its seeded followers online plus the people connected to its chat now. */
async function hydrate(db: Db, audience: ChatRoomAudience, rows: RoomRow[], viewer: number | null, lang: Language) {
  const followed = new Set<number>();
  const connected = await audience.connectedToChatRooms(rows.map((row) => row.room.id));
  if (viewer !== null && rows.length > 0) {
    const follows = await db
      .select({ roomId: communityChatRoomFollows.roomId })
      .from(communityChatRoomFollows)
      .where(and(eq(communityChatRoomFollows.userId, viewer), inArray(communityChatRoomFollows.roomId, rows.map((row) => row.room.id))));
    for (const { roomId } of follows) followed.add(roomId);
  }
  return rows.map(({ room, owner, membersCount, onlineCount }) => ({
    id: room.id,
    name: localize(room.name, lang),
    topic: localize(room.topic, lang),
    cover: chatRoomCover(room.id),
    owner,
    tags: room.tags.map((slug) => ({ slug, label: label(slug, lang) })),
    isVip: room.isVip,
    membersCount,
    onlineCount: onlineCount + (connected.get(room.id) ?? 0),
    createdAt: room.createdAt.toISOString(),
    following: followed.has(room.id),
  }));
}

export async function listRooms(
  db: Db,
  audience: ChatRoomAudience,
  options: { where?: SQL; orderBy?: SQL[]; order?: RoomOrder; viewer: number | null; lang: Language; page: Paging },
) {
  const now = clockDate();
  const { where, order = 'popular', viewer, lang, page } = options;
  const orderBy = options.orderBy ?? ROOM_ORDERS[order](now);
  const [rows, [count]] = await Promise.all([
    roomQuery(db, now)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(communityChatRooms).where(where),
  ]);
  return { list: await hydrate(db, audience, rows, viewer, lang), total: count?.n ?? 0, ...page };
}

export async function findRoom(db: Db, audience: ChatRoomAudience, id: number, viewer: number | null, lang: Language) {
  const [room] = await hydrate(db, audience, await roomQuery(db, clockDate()).where(eq(communityChatRooms.id, id)), viewer, lang);
  return room ?? null;
}
