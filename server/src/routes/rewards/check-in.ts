/**
 * Daily check-in: once per calendar day in the member's time zone (`timezone`, member-zone.ts).
 * Consecutive days make a streak; the reward grows with it (10 EXP on the first day, +5 a day, at
 * most 40) and streak days 3, 7, 14 and 30 (then every 30th) add a bonus (contracts/rewards.ts). A
 * second check-in on the same day, on a day already behind the member's latest one, or before that
 * one's day ended in the zone it was made in (after a change of zone) is a 409 with a message.
 */
import type { FastifyInstance } from 'fastify';
import * as rewards from '../../../../contracts/endpoints/rewards.ts';
import { serve } from '../endpoint-route.ts';
import { and, between, eq, min } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { checkIns } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { addDays, clock, zonedDay, zonedMidnight } from '../../clock.ts';
import { daysOfMonth, latestCheckIn, nextDayOpensAt, streakOn } from '../../users/check-ins.ts';
import { checkInExp, nextStreakMilestone, streakBonus, streakMilestones } from '../../../../contracts/rewards.ts';
import { requestedZone, settleMemberZone, utcMinute, zoneFor } from './member-zone.ts';
import { memberId } from '../account/member-id.ts';
import { fail } from '../account/messages.ts';
import { addExp, currentUser } from '../account/user-data.ts';
import { creditReferrerWhenDue } from '../account/referral-credit.ts';

export const checkInRoutes = async (app: FastifyInstance): Promise<void> => {
  serve(app, rewards.checkInStatus, async (request) => {
    const requested = requestedZone(request.query.timezone, 'querystring.timezone');
    const now = clock.now();
    const signedIn = request.auth.kind === 'member';
    const user = signedIn ? await currentUser(app.db, memberId(request)) : null;
    const { timeZone } = zoneFor(user, requested, now);
    const today = zonedDay(now, timeZone);
    const month = request.query.month ?? today.slice(0, 7);
    const days = daysOfMonth(month);
    let rows: (typeof checkIns.$inferSelect)[] = [];
    let state = { streak: 0, checkedInToday: false };
    let resetAt = zonedMidnight(addDays(today, 1), timeZone);
    let firstMonth = today.slice(0, 7);
    if (user) {
      const userId = user.id;
      rows = await app.db
        .select()
        .from(checkIns)
        .where(and(eq(checkIns.userId, userId), between(checkIns.day, days[0]!, days[days.length - 1]!)));
      const last = await latestCheckIn(app.db, userId);
      const opensAt = nextDayOpensAt(last, timeZone);
      state = { streak: streakOn(last, today).streak, checkedInToday: now < opensAt };
      if (state.checkedInToday) resetAt = opensAt;
      // From the month the member joined, or of their first check-in if a seeded history starts earlier.
      const [first] = await app.db.select({ day: min(checkIns.day) }).from(checkIns).where(eq(checkIns.userId, userId));
      const joined = zonedDay(user.createdAt.getTime(), timeZone).slice(0, 7);
      firstMonth = first?.day && first.day.slice(0, 7) < joined ? first.day.slice(0, 7) : joined;
    }
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const next = state.streak + 1;
    return ok(request, {
      month,
      today,
      timeZone,
      resetAt: new Date(resetAt).toISOString(),
      firstMonth,
      signedIn,
      checkedInToday: state.checkedInToday,
      streak: state.streak,
      nextReward: checkInExp(next),
      nextBonus: streakBonus(next),
      nextMilestone: nextStreakMilestone(state.streak),
      milestones: streakMilestones(state.streak),
      totalThisMonth: rows.length,
      monthExp: rows.reduce((total, row) => total + row.expReward, 0),
      days: days.map((date) => ({ date, checkedIn: byDay.has(date), expReward: byDay.get(date)?.expReward ?? 0, streak: byDay.get(date)?.streak ?? 0 })),
    });
  });

  serve(app, rewards.checkIn, async (request) => {
    const userId = memberId(request);
    const requested = requestedZone(request.body.timezone, 'body.timezone');
    const now = clock.now();
    const result = await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      // One check-in at a time per member (the member's row is locked), whatever zone each one names.
      const timeZone = await settleMemberZone(db, userId, requested, now);
      const today = zonedDay(now, timeZone);
      const last = await latestCheckIn(db, userId);
      const { streak: before, checkedInToday } = streakOn(last, today);
      if (checkedInToday) throw fail(409, 'checkedInToday');
      const opensAt = nextDayOpensAt(last, timeZone);
      if (now < opensAt) throw fail(409, 'checkInNotYet', { zone: last!.timeZone, until: utcMinute(opensAt) });
      const streak = before + 1;
      const expReward = checkInExp(streak);
      const inserted = await db.insert(checkIns).values({ userId, day: today, streak, expReward, timeZone }).onConflictDoNothing().returning();
      if (inserted.length === 0) throw fail(409, 'checkedInToday');
      const user = await addExp(db, userId, expReward, 'check-in', today);
      // A check-in on a later day than the sign-up makes an invitee active (referral-credit.ts).
      await creditReferrerWhenDue(db, app.config, userId);
      return { day: today, streak, expReward, bonus: streakBonus(streak), exp: user.exp, level: user.level };
    });
    return ok(request, result);
  });
};
