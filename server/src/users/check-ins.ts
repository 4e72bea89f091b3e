/**
 * The daily check-in's rules beside the routes: one a calendar day in the member's time zone, days
 * never going back (a member who changes zone cannot check in again for a day already behind them)
 * nor coming sooner (the next one waits for the end of the last one's day in the zone it was made in),
 * a streak of consecutive days, the reward of contracts/rewards.ts.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { checkIns } from '../db/schema.ts';
import { addDays, zonedMidnight } from '../clock.ts';

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

/**
 * When a daily reward (a check-in, a mission) may be had again in `timeZone` after the last one, on
 * `day` in its zone: once the day after it has begun both there and in `timeZone`. Moving the zone
 * ahead (Asia/Ho_Chi_Minh to Pacific/Kiritimati) never brings the next one sooner than staying would have.
 */
export function nextDayOpensAt(last: { day: string; timeZone: string } | undefined, timeZone: string): number {
  if (!last) return -Infinity;
  const next = addDays(last.day, 1);
  return Math.max(zonedMidnight(next, last.timeZone), zonedMidnight(next, timeZone));
}

/** Every day of a month 'YYYY-MM'. */
export function daysOfMonth(month: string): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
