/** Users as the community shows them: summaries, friendship and diacritic-free name search. */
import { SQL, and, eq, getTableName, inArray, or, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { foldText } from '../../db/schema/community.ts';
import { friendships, users } from '../../db/schema/users.ts';

export interface UserSummaryRow {
  userId: number;
  displayName: string;
  nickname: string;
  profilePicture: string;
  siteRoleId: number;
  level: number;
}

/**
 * A column always written as "table"."column": Drizzle leaves columns unqualified in single-table
 * selects, where a correlated subquery would then resolve them against its own table.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}

/** Columns of a user summary, for selects that join `users` (or an alias of it). */
export function summaryColumns(table: typeof users = users) {
  return {
    userId: table.id,
    displayName: table.displayName,
    nickname: table.nickname,
    profilePicture: table.profilePicture,
    siteRoleId: table.siteRoleId,
    level: table.level,
  };
}

export function toSummary(row: UserSummaryRow): UserSummaryRow {
  return {
    userId: row.userId,
    displayName: row.displayName,
    nickname: row.nickname,
    profilePicture: row.profilePicture,
    siteRoleId: row.siteRoleId,
    level: row.level,
  };
}

export async function loadSummaries(db: Db, ids: number[]): Promise<Map<number, UserSummaryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(summaryColumns()).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** The caller's user id, or null for guests and visitors. */
export function viewerOf(request: FastifyRequest): number | null {
  return request.auth.kind === 'member' ? request.auth.userId : null;
}

/** The member id of a route guarded by requireMember. */
export function memberOf(request: FastifyRequest): number {
  if (request.auth.kind !== 'member') throw Object.assign(new Error('member required'), { statusCode: 401 });
  return request.auth.userId;
}

/** A member's id in SQL: a value, or the placeholder of a prepared query (member-stream.ts). */
export type MemberId = number | Placeholder;

/** True when `viewer` and the user in `column` are accepted friends (either direction). */
export function isFriendSql(viewer: MemberId, target: AnyPgColumn | SQL): SQL {
  const column = target instanceof SQL ? target : qualified(target);
  return sql`exists (select 1 from ${friendships} where ${friendships.status} = 'accepted' and (
    (${friendships.fromUserId} = ${viewer} and ${friendships.toUserId} = ${column}) or
    (${friendships.toUserId} = ${viewer} and ${friendships.fromUserId} = ${column})))`;
}

/** Ids of the accepted friends of `userId`, as a subquery. */
export function friendIdsSql(userId: MemberId): SQL {
  return sql`(select case when ${friendships.fromUserId} = ${userId} then ${friendships.toUserId} else ${friendships.fromUserId} end
    from ${friendships} where ${friendships.status} = 'accepted' and (${friendships.fromUserId} = ${userId} or ${friendships.toUserId} = ${userId}))`;
}

export async function countFriends(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(friendships)
    .where(and(eq(friendships.status, 'accepted'), or(eq(friendships.fromUserId, userId), eq(friendships.toUserId, userId))));
  return row?.n ?? 0;
}

/** `LIKE` pattern of a keyword, folded and with wildcards escaped. */
export function likePattern(keyword: string): string {
  return `%${foldText(keyword).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Matches display name, nickname or username with or without Vietnamese diacritics (users.search, users_search_trgm_idx). */
export function userMatches(keyword: string, table: typeof users = users): SQL {
  return sql`${table.search} like ${likePattern(keyword)}`;
}

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
