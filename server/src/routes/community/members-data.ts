/** The public member directory: summaries with join date and post count. */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema/users.ts';
import { summaryColumns, qualified } from './people.ts';
import { countOf, pageTotal, type Paging } from './posts-data.ts';

export const MEMBER_ORDERS = {
  level: [desc(users.level), desc(users.exp), asc(users.id)],
  newest: [desc(users.createdAt), desc(users.id)],
} as const;
export type MemberOrder = keyof typeof MEMBER_ORDERS;

const postsCountSql = sql<number>`(select count(*)::int from community_posts mp where mp.author_id = ${qualified(users.id)})`;

/** A page of members matching `where`; `countLimit` counts the matches up to that many only (search). */
export async function listMembers(db: Db, options: { where?: SQL; order: MemberOrder; page: Paging; countLimit?: number }) {
  const { where, order, page, countLimit } = options;
  const [rows, counted] = await Promise.all([
    db
      .select({ ...summaryColumns(), createdAt: users.createdAt, postsCount: postsCountSql })
      .from(users)
      .where(where)
      .orderBy(...MEMBER_ORDERS[order])
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    countOf(db, users, where, countLimit),
  ]);
  return {
    list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    ...pageTotal(counted),
    ...page,
  };
}
