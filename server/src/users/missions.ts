/**
 * Daily mission progress, worked out from what the server observed on the member's calendar day
 * in their time zone: the day's check-in (check_ins), minutes watched in live rooms, chat messages
 * sent and shares (member_activity). Nothing a client reports counts.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { checkIns } from '../db/schema.ts';
import { zonedDayRange } from '../clock.ts';
import { activityTotals } from './activity.ts';
import type { MissionCode } from '../../../contracts/rewards.ts';

const MINUTE_MS = 60_000;

/** Each mission's count on `day` (YYYY-MM-DD in `timeZone`), uncapped. */
export async function observedProgress(db: Db, userId: number, day: string, timeZone: string): Promise<Record<MissionCode, number>> {
  const [from, to] = zonedDayRange(day, timeZone);
  const totals = await activityTotals(db, userId, from, to);
  const [checkedIn] = await db.select({ day: checkIns.day }).from(checkIns).where(and(eq(checkIns.userId, userId), eq(checkIns.day, day))).limit(1);
  return {
    'check-in': checkedIn ? 1 : 0,
    'watch-live': Math.floor(totals.watch / MINUTE_MS),
    chat: totals.chat,
    share: totals.share,
  };
}
