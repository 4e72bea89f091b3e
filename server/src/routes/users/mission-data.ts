/**
 * Daily mission progress, per member per calendar day (Asia/Ho_Chi_Minh). Other areas record
 * progress with `recordMissionProgress` (e.g. the chat gateway for 'chat').
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { dailyMissions, missionProgress } from '../../db/schema.ts';
import { vnDay } from './vn-time.ts';
import { clockDate } from '../../clock.ts';

export const MISSION_CODES = ['watch-live', 'chat', 'check-in', 'share-match'] as const;
export type MissionCode = (typeof MISSION_CODES)[number];

/** Adds `amount` to today's progress of a mission (capped at its target); unknown codes are ignored. */
export async function recordMissionProgress(db: Db, userId: number, code: MissionCode, amount = 1, at = clockDate()): Promise<void> {
  const [mission] = await db.select().from(dailyMissions).where(eq(dailyMissions.code, code));
  if (!mission || amount <= 0) return;
  const add = Math.min(amount, mission.target);
  await db
    .insert(missionProgress)
    .values({ userId, day: vnDay(at), missionId: mission.id, progress: add })
    .onConflictDoUpdate({
      target: [missionProgress.userId, missionProgress.day, missionProgress.missionId],
      set: { progress: sql`least(${missionProgress.progress} + ${add}, ${mission.target})` },
    });
}

export async function missionsOfDay(db: Db, userId: number, day: string) {
  return db
    .select({ mission: dailyMissions, progress: missionProgress.progress, claimedAt: missionProgress.claimedAt })
    .from(dailyMissions)
    .leftJoin(
      missionProgress,
      and(eq(missionProgress.missionId, dailyMissions.id), eq(missionProgress.userId, userId), eq(missionProgress.day, day)),
    )
    .orderBy(dailyMissions.sort, dailyMissions.id);
}
