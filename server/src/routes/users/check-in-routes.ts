/**
 * Daily check-in: once per calendar day in Asia/Ho_Chi_Minh. Consecutive days make a streak; the
 * reward grows with it: 10 EXP on the first day, +5 a day, at most 40 EXP (day 7 on).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, between, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { checkIns } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberId, UsersError } from './errors.ts';
import { recordMissionProgress } from './mission-data.ts';
import { route } from './schemas.ts';
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

const Status = Type.Object({
  month: Type.String({ description: 'YYYY-MM.' }),
  today: Type.String({ description: 'YYYY-MM-DD in Asia/Ho_Chi_Minh.' }),
  checkedInToday: Type.Boolean(),
  streak: Type.Integer({ description: 'Consecutive days up to today (or yesterday).' }),
  nextReward: Type.Integer({ description: 'EXP of the next check-in.' }),
  totalThisMonth: Type.Integer(),
  days: Type.Array(Type.Object({ date: Type.String(), checkedIn: Type.Boolean(), expReward: Type.Integer() })),
});

export const checkInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/live/api/user/check-in/status', {
    preHandler: app.requireMember,
    schema: route('The month’s check-in calendar and the current streak', Status, {
      security: [{ token: [] }],
      querystring: Type.Object({
        month: Type.Optional(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM; default this month.' })),
      }),
    }),
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
    schema: route(
      'Checks in for today (409 the second time); the reward grows with the streak',
      Type.Object({ day: Type.String(), streak: Type.Integer(), expReward: Type.Integer(), exp: Type.Integer(), level: Type.Integer() }),
      { security: [{ token: [] }], body: Type.Object({}) },
    ),
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request) => {
      const userId = memberId(request);
      const today = vnDay();
      const result = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const { streak: before, checkedInToday } = await currentStreak(db, userId, today);
        if (checkedInToday) throw new UsersError(409, 'checkedInToday');
        const streak = before + 1;
        const expReward = checkInReward(streak);
        const inserted = await db.insert(checkIns).values({ userId, day: today, streak, expReward }).onConflictDoNothing().returning();
        if (inserted.length === 0) throw new UsersError(409, 'checkedInToday');
        await recordMissionProgress(db, userId, 'check-in', 1);
        const user = await addExp(db, userId, expReward, 'check-in', today);
        return { day: today, streak, expReward, exp: user.exp, level: user.level };
      });
      return ok(request, result);
    },
  });
};
