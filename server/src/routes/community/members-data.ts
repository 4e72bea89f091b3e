/** The public member directory: summaries with join date and post count. */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema/users.ts';
import { summaryColumns, qualified } from './people.ts';
import type { Paging } from './posts-data.ts';

export const MEMBER_ORDERS = {
  level: [desc(users.level), desc(users.exp), asc(users.id)],
  newest: [desc(users.createdAt), desc(users.id)],
} as const;
export type MemberOrder = keyof typeof MEMBER_ORDERS;

const postsCountSql = sql<number>`(select count(*)::int from community_posts mp where mp.author_id = ${qualified(users.id)})`;

export async function listMembers(db: Db, options: { where?: SQL; order: MemberOrder; page: Paging }) {
  const { where, order, page } = options;
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...summaryColumns(), createdAt: users.createdAt, postsCount: postsCountSql })
      .from(users)
      .where(where)
      .orderBy(...MEMBER_ORDERS[order])
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return {
    list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: count?.n ?? 0,
    ...page,
  };
}
