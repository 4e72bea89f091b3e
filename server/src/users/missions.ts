/**
 * Daily mission progress, worked out from what the server observed on the member's calendar day
 * in their time zone: the day's check-in (check_ins), minutes watched in live rooms, chat messages
 * sent and shares (member_activity). Nothing a client reports counts, and nothing counts for two
 * claims of a mission: after a change of zone the day counts from the end of the last claimed one.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { checkIns, missionProgress } from '../db/schema.ts';
import { addDays, zonedDayRange, zonedMidnight } from '../clock.ts';
import { activityTotals } from './activity.ts';
import type { MissionCode } from '../../../contracts/rewards.ts';

const MINUTE_MS = 60_000;

/** A claim: its day, that day's zone, and the progress counted when it was made. */
export type MissionClaim = { day: string; timeZone: string; progress: number };

/** The member's latest claim of each mission (its day and that day's zone), by mission id. */
export async function latestClaims(db: Db, userId: number, missionId?: number): Promise<Map<number, MissionClaim>> {
  const rows = await db
    .select({ missionId: missionProgress.missionId, day: missionProgress.day, timeZone: missionProgress.timeZone, progress: missionProgress.progress })
    .from(missionProgress)
    .where(and(eq(missionProgress.userId, userId), isNotNull(missionProgress.claimedAt), missionId === undefined ? undefined : eq(missionProgress.missionId, missionId)))
    .orderBy(desc(missionProgress.day));
  const latest = new Map<number, MissionClaim>();
  for (const { missionId, ...claim } of rows) if (!latest.has(missionId)) latest.set(missionId, claim);
  return latest;
}

/** Where the activity of a mission's next day may start: the end of its last claimed day, in that day's zone. */
export function countsFrom(last: MissionClaim | undefined): number {
  return last ? zonedMidnight(addDays(last.day, 1), last.timeZone) : -Infinity;
}

/** Each mission's count on `day` (YYYY-MM-DD in `timeZone`) from the instant `notBefore` on, uncapped. */
export async function observedProgress(db: Db, userId: number, day: string, timeZone: string, notBefore = -Infinity): Promise<Record<MissionCode, number>> {
  const [start, to] = zonedDayRange(day, timeZone);
  const from = Math.min(Math.max(start, notBefore), to);
  const totals = await activityTotals(db, userId, from, to);
  const [checkedIn] = await db.select({ day: checkIns.day }).from(checkIns).where(and(eq(checkIns.userId, userId), eq(checkIns.day, day))).limit(1);
  return {
    'check-in': checkedIn ? 1 : 0,
    'watch-live': Math.floor(totals.watch / MINUTE_MS),
    chat: totals.chat,
    share: totals.share,
  };
}
