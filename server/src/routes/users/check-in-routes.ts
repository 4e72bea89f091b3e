/**
 * Daily check-in: once per calendar day in Asia/Ho_Chi_Minh. Consecutive days make a streak; the
 * reward grows with it: 10 EXP on the first day, +5 a day, at most 40 EXP (day 7 on).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, between, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { checkIns } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberId } from './member-id.ts';
import { fail } from './messages.ts';
import { recordMissionProgress } from './mission-data.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { CheckedIn, CheckInBody, CheckInQuery, CheckInStatus } from '../../../../contracts/schemas/users/rewards.ts';
import { addExp } from './user-data.ts';
import { addDays, daysOfMonth, vnDay } from './vn-time.ts';

export function checkInReward(streak: number): number {
  return 10 + 5 * (Math.min(Math.max(streak, 1), 7) - 1);
}

/** The streak that counts now: ending today, or yesterday when today is not checked in yet. */
async function currentStreak(db: Db, userId: number, today: string): Promise<{ streak: number; checkedInToday: boolean }> {
  const [last] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), gte(checkIns.day, addDays(today, -1))))
    .orderBy(desc(checkIns.day))
    .limit(1);
  if (!last) return { streak: 0, checkedInToday: false };
  return { streak: last.streak, checkedInToday: last.day === today };
}

export const checkInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/live/api/user/check-in/status', {
    preHandler: app.requireMember,
    schema: {
      tags: ['users'],
      summary: 'The month’s check-in calendar and the current streak',
      headers: ApiHeaders,
      security: [{ token: [] }],
      querystring: CheckInQuery,
      response: { 200: Envelope(CheckInStatus), ...errorResponses },
    },
    handler: async (request) => {
      const userId = memberId(request);
      const today = vnDay();
      const month = request.query.month ?? today.slice(0, 7);
      const days = daysOfMonth(month);
      const rows = await app.db
        .select()
        .from(checkIns)
        .where(and(eq(checkIns.userId, userId), between(checkIns.day, days[0]!, days[days.length - 1]!)));
      const byDay = new Map(rows.map((row) => [row.day, row]));
      const { streak, checkedInToday } = await currentStreak(app.db, userId, today);
      return ok(request, {
        month,
        today,
        checkedInToday,
        streak,
        nextReward: checkInReward(streak + 1),
        totalThisMonth: rows.length,
        days: days.map((date) => ({ date, checkedIn: byDay.has(date), expReward: byDay.get(date)?.expReward ?? 0 })),
      });
    },
  });

  app.post('/live/api/user/check-in', {
    preHandler: app.requireMember,
    schema: {
      tags: ['users'],
      summary: 'Checks in for today (409 the second time); the reward grows with the streak',
      headers: ApiHeaders,
      security: [{ token: [] }],
      body: CheckInBody,
      response: { 200: Envelope(CheckedIn), ...errorResponses },
    },
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request) => {
      const userId = memberId(request);
      const today = vnDay();
      const result = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const { streak: before, checkedInToday } = await currentStreak(db, userId, today);
        if (checkedInToday) throw fail(409, 'checkedInToday');
        const streak = before + 1;
        const expReward = checkInReward(streak);
        const inserted = await db.insert(checkIns).values({ userId, day: today, streak, expReward }).onConflictDoNothing().returning();
        if (inserted.length === 0) throw fail(409, 'checkedInToday');
        await recordMissionProgress(db, userId, 'check-in', 1);
        const user = await addExp(db, userId, expReward, 'check-in', today);
        return { day: today, streak, expReward, exp: user.exp, level: user.level };
      });
      return ok(request, result);
    },
  });
};
