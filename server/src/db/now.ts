/** The server clock's instant (or `at`) as an SQL value: use it where a query would say now(). */
import { sql, type SQL } from 'drizzle-orm';
import { clockDate } from '../clock.ts';

export function sqlNow(at: Date = clockDate()): SQL {
  return sql`${at.toISOString()}::timestamptz`;
}
