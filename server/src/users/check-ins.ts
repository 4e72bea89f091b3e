/**
 * The daily check-in's rules beside the routes: one a calendar day in the member's time zone, days
 * never going back (a member who changes zone cannot check in again for a day already behind them),
 * a streak of consecutive days, the reward of contracts/rewards.ts.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { checkIns } from '../db/schema.ts';
import { addDays } from '../clock.ts';

export type CheckInRow = typeof checkIns.$inferSelect;

/** The member's latest check-in. */
export async function latestCheckIn(db: Db, userId: number): Promise<CheckInRow | undefined> {
  const [row] = await db.select().from(checkIns).where(eq(checkIns.userId, userId)).orderBy(desc(checkIns.day)).limit(1);
  return row;
}

/**
 * The streak that counts on `today` and whether today is done: a check-in on today (or on a later
 * day, made in a zone ahead of this one) is today's; one on yesterday keeps the streak going.
 */
export function streakOn(last: Pick<CheckInRow, 'day' | 'streak'> | undefined, today: string): { streak: number; checkedInToday: boolean } {
  if (!last) return { streak: 0, checkedInToday: false };
  if (last.day >= today) return { streak: last.streak, checkedInToday: true };
  if (last.day === addDays(today, -1)) return { streak: last.streak, checkedInToday: false };
  return { streak: 0, checkedInToday: false };
}

/** Every day of a month 'YYYY-MM'. */
export function daysOfMonth(month: string): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
