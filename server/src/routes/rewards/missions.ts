/**
 * Daily missions: today's list with what the server observed (users/missions.ts), claims of a
 * completed mission's EXP once a day, and the heartbeats of a live room's player that count the
 * minutes watched. The day is the member's calendar day in their time zone (`timezone`,
 * member-zone.ts); after a change of zone a mission's next claim waits for the end of its last
 * claimed day in that day's zone, and counts only what happened after it.
 */
import * as rewards from '../../../../contracts/endpoints/rewards.ts';
import { serve } from '../endpoint-route.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { dailyMissions, liveRooms, liveSchedule, missionProgress, watchSessions } from '../../db/schema.ts';
import { localize } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { addDays, clock, clockDate, zonedDay, zonedMidnight } from '../../clock.ts';
import { recordActivity, watchEntries } from '../../users/activity.ts';
import { countsFrom, latestClaims, observedProgress, type MissionClaim } from '../../users/missions.ts';
import { nextDayOpensAt } from '../../users/check-ins.ts';
import { WATCH_CREDIT_CAP_MS, WATCH_SESSION_TIMEOUT_MS, type MissionCode } from '../../../../contracts/rewards.ts';
import { requestedZone, settleMemberZone, utcMinute, zoneFor } from './member-zone.ts';
import { memberId } from '../account/member-id.ts';
import { fail } from '../account/messages.ts';
import { addExp, currentUser } from '../account/user-data.ts';

/** What a heartbeat at `now` credits after the previous one at `last`: the time between, capped; nothing after a long silence. */
export function heartbeatCredit(last: number | null, now: number, phase: 'start' | 'beat' | 'end'): number {
  if (phase === 'start' || last === null) return 0;
  const gap = now - last;
  if (gap <= 0 || gap > WATCH_SESSION_TIMEOUT_MS) return 0;
  return Math.min(gap, WATCH_CREDIT_CAP_MS);
}

export const missionRoutes = async (app: FastifyInstance): Promise<void> => {
  const missionList = () => app.db.select().from(dailyMissions).orderBy(dailyMissions.sort, dailyMissions.id);

  const today = async (request: FastifyRequest, requested: string | undefined) => {
    const now = clock.now();
    const signedIn = request.auth.kind === 'member';
    const user = signedIn ? await currentUser(app.db, memberId(request)) : null;
    const { timeZone } = zoneFor(user, requested, now);
    const day = zonedDay(now, timeZone);
    const list = await missionList();
    const progress = new Map<number, number>();
    const claimed = new Set<number>();
    if (user) {
      const latest = await latestClaims(app.db, user.id);
      // Each mission counts from the end of its last claimed day: usually one window for all.
      const windows = new Map<number, Record<MissionCode, number>>();
      const dayStart = zonedMidnight(day, timeZone);
      for (const mission of list) {
        const last = latest.get(mission.id);
        if (last && (last.day >= day || now < nextDayOpensAt(last, timeZone))) {
          claimed.add(mission.id);
          progress.set(mission.id, last.progress);
          continue;
        }
        const from = Math.max(dayStart, countsFrom(last));
        if (!windows.has(from)) windows.set(from, await observedProgress(app.db, user.id, day, timeZone, from));
        progress.set(mission.id, windows.get(from)![mission.code as MissionCode] ?? 0);
      }
    }
    const missions = list.map((mission) => {
      const count = Math.min(progress.get(mission.id) ?? 0, mission.target);
      return {
        missionId: mission.id,
        code: mission.code as MissionCode,
        name: localize(mission.name, request.language),
        description: localize(mission.description, request.language),
        path: mission.path,
        target: mission.target,
        progress: count,
        completed: count >= mission.target,
        claimed: claimed.has(mission.id),
        expReward: mission.expReward,
      };
    });
    return {
      day,
      timeZone,
      resetAt: new Date(zonedMidnight(addDays(day, 1), timeZone)).toISOString(),
      signedIn,
      missions,
      totalExp: missions.reduce((sum, m) => sum + m.expReward, 0),
      claimedExp: missions.filter((m) => m.claimed).reduce((sum, m) => sum + m.expReward, 0),
    };
  };

  serve(app, rewards.dailyMissions, async (request) => ok(request, await today(request, requestedZone(request.query.timezone, 'querystring.timezone'))));

  serve(app, rewards.claimMission, async (request) => {
    const userId = memberId(request);
    const { missionId } = request.body;
    const requested = requestedZone(request.body.timezone, 'body.timezone');
    const [mission] = await app.db.select().from(dailyMissions).where(eq(dailyMissions.id, missionId));
    if (!mission) throw fail(404, 'missionNotFound', { id: missionId });
    const name = localize(mission.name, request.language);
    const now = clock.now();
    const { user, day } = await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      // The member's row is locked: one claim at a time, whatever zone each one names.
      const timeZone = await settleMemberZone(db, userId, requested, now);
      const day = zonedDay(now, timeZone);
      const last = (await latestClaims(db, userId, mission.id)).get(mission.id);
      refuseDone(last, day, timeZone, name, now);
      const count = (await observedProgress(db, userId, day, timeZone, countsFrom(last)))[mission.code as MissionCode] ?? 0;
      if (count < mission.target) throw fail(403, 'missionIncomplete', { name, progress: count, target: mission.target });
      const [claimed] = await db
        .insert(missionProgress)
        .values({ userId, day, missionId, progress: Math.min(count, mission.target), claimedAt: clockDate(), timeZone })
        .onConflictDoUpdate({ target: [missionProgress.userId, missionProgress.day, missionProgress.missionId], set: { claimedAt: clockDate(), progress: Math.min(count, mission.target) }, setWhere: isNull(missionProgress.claimedAt) })
        .returning();
      if (!claimed) throw fail(409, 'missionClaimed', { name });
      return { user: await addExp(db, userId, mission.expReward, 'mission', `${day}:${mission.code}`), day };
    });
    return ok(request, { missionId, day, expReward: mission.expReward, exp: user.exp, level: user.level });
  });

  /**
   * 409 when the mission was claimed today, on a later day (a claim made in a zone ahead of this one),
   * or before the end of its last claimed day in that day's zone (a claim after moving the zone ahead).
   */
  function refuseDone(last: MissionClaim | undefined, day: string, timeZone: string, name: string, now: number): void {
    if (!last) return;
    if (last.day === day) throw fail(409, 'missionClaimed', { name });
    if (last.day > day) throw fail(409, 'missionDayOver', { name, day });
    const opensAt = nextDayOpensAt(last, timeZone);
    if (now < opensAt) throw fail(409, 'missionNotYet', { name, zone: last.timeZone, until: utcMinute(opensAt) });
  }

  serve(app, rewards.watchHeartbeat, async (request) => {
    const userId = memberId(request);
    const { roomId, phase } = request.body;
    const now = clock.now();
    const [room] = await app.db.select({ id: liveRooms.id }).from(liveRooms).where(eq(liveRooms.id, roomId));
    if (!room) throw fail(404, 'watchRoomNotFound', { id: roomId });
    const at = new Date(now);
    const [live] = await app.db
      .select({ id: liveSchedule.id })
      .from(liveSchedule)
      .where(and(eq(liveSchedule.roomId, roomId), lte(liveSchedule.startAt, at), gt(liveSchedule.endAt, at), eq(liveSchedule.cancelled, false)))
      .limit(1);
    const credited = await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await db.insert(watchSessions).values({ userId, roomId, lastBeatAt: null }).onConflictDoNothing();
      const [session] = await db.select().from(watchSessions).where(eq(watchSessions.userId, userId)).for('update');
      const credit = live ? heartbeatCredit(session?.lastBeatAt?.getTime() ?? null, now, phase) : 0;
      if (credit > 0) await recordActivity(db, watchEntries(userId, now - credit, now));
      const open = live !== undefined && phase !== 'end';
      await db.update(watchSessions).set({ roomId, lastBeatAt: open ? at : null }).where(eq(watchSessions.userId, userId));
      return credit;
    });
    if (!live) throw fail(409, 'watchRoomNotLive', { id: roomId });
    return ok(request, { roomId, creditedMs: credited, watching: phase !== 'end' });
  });
};
