/** Users as the community shows them: summaries, friendship and diacritic-free name search. */
import { SQL, and, eq, getTableName, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../plugins/envelope.ts';
import type { EndpointSpec } from '../../../../contracts/endpoints/define.ts';
import type { EndpointHandler } from '../endpoint-route.ts';
import { t } from '../../i18n.ts';
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

/** True when `viewer` and the user in `column` are accepted friends (either direction). */
export function isFriendSql(viewer: number, target: AnyPgColumn | SQL): SQL {
  const column = target instanceof SQL ? target : qualified(target);
  return sql`exists (select 1 from ${friendships} where ${friendships.status} = 'accepted' and (
    (${friendships.fromUserId} = ${viewer} and ${friendships.toUserId} = ${column}) or
    (${friendships.toUserId} = ${viewer} and ${friendships.fromUserId} = ${column})))`;
}

/** Ids of the accepted friends of `userId`, as a subquery. */
export function friendIdsSql(userId: number): SQL {
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

/** Answers 401 when the member token's account no longer exists; true when it did (the caller stops). */
async function refusedGoneAccount(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (request.auth.kind !== 'member') return false;
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, request.auth.userId));
  if (row) return false;
  await sendError(reply, 401, t(request.language, 'unauthorized'));
  return true;
}

/**
 * preHandlers of member-only calls outside the endpoint table (the post upload): a member token (401
 * otherwise) whose account still exists (a token outliving its account is answered 401 too, never a
 * foreign-key 500).
 */
export function memberOnly(app: FastifyInstance) {
  return [
    app.requireMember,
    async (request: FastifyRequest, reply: FastifyReply) => {
      await refusedGoneAccount(app, request, reply);
    },
  ];
}

/**
 * The handler of a member-only endpoint (access `member`: serve() checks the token): a token whose
 * account no longer exists is answered 401 before `handler` runs, as memberOnly does.
 */
export function forMember<E extends EndpointSpec>(app: FastifyInstance, handler: EndpointHandler<E>): EndpointHandler<E> {
  return async (request, reply) => ((await refusedGoneAccount(app, request, reply)) ? reply : handler(request, reply));
}
