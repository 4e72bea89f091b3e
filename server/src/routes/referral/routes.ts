/** Referrals: the member's code and share path, who joined with it (pending or credited: referral-credit.ts) and what it earned. */
import type { FastifyInstance } from 'fastify';
import * as referral from '../../../../contracts/endpoints/referral.ts';
import { serve } from '../endpoint-route.ts';
import { and, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { expLedger, users } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberId } from '../account/member-id.ts';
import { currentUser, REFERRAL_BONUS_EXP, REFERRAL_REWARD_EXP } from '../account/user-data.ts';

/** The ledger row of the referrer's credit for the invitee of the joined `users` row, if it was given. */
function creditFor(referrerId: number): SQL {
  return and(eq(expLedger.userId, referrerId), eq(expLedger.reason, 'referral'), eq(expLedger.ref, sql`${users.id}::text`))!;
}

export const referralRoutes = async (app: FastifyInstance): Promise<void> => {
  serve(app, referral.referralInfo, async (request) => {
    const user = await currentUser(app.db, memberId(request));
    const [[invited], [earned], [referrer]] = await Promise.all([
      app.db
        .select({ n: count(), credited: count(expLedger.id) })
        .from(users)
        .leftJoin(expLedger, creditFor(user.id))
        .where(eq(users.referredBy, user.id)),
      app.db
        .select({ total: sum(expLedger.amount).mapWith(Number) })
        .from(expLedger)
        .where(and(eq(expLedger.userId, user.id), eq(expLedger.reason, 'referral'))),
      user.referredBy
        ? app.db.select({ userId: users.id, nickname: users.nickname }).from(users).where(eq(users.id, user.referredBy))
        : Promise.resolve([]),
    ]);
    return ok(request, {
      referralCode: user.referralCode,
      sharePath: `/?pid=${encodeURIComponent(user.referralCode)}`,
      invitedCount: invited?.n ?? 0,
      rewardPerInvite: REFERRAL_REWARD_EXP,
      inviteeBonus: REFERRAL_BONUS_EXP,
      totalRewardExp: earned?.total ?? 0,
      pendingCount: (invited?.n ?? 0) - (invited?.credited ?? 0),
      creditsPerDay: app.config.referralCreditsPerDay,
      creditsPerMonth: app.config.referralCreditsPerMonth,
      referredBy: referrer ?? null,
    });
  });

  serve(app, referral.invitees, async (request) => {
    const userId = memberId(request);
    const { pageNum, pageSize } = request.query;
    const mine = eq(users.referredBy, userId);
    const [rows, [total]] = await Promise.all([
      app.db
        .select({
          userId: users.id,
          nickname: users.nickname,
          profilePicture: users.profilePicture,
          siteRoleId: users.siteRoleId,
          level: users.level,
          joinedAt: users.createdAt,
          rewardExp: expLedger.amount,
        })
        .from(users)
        .leftJoin(expLedger, creditFor(userId))
        .where(mine)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      app.db.select({ n: count() }).from(users).where(mine),
    ]);
    const list = rows.map((row) => ({
      ...row,
      joinedAt: row.joinedAt.toISOString(),
      status: row.rewardExp === null ? ('pending' as const) : ('credited' as const),
      rewardExp: row.rewardExp ?? 0,
    }));
    return ok(request, { list, total: total?.n ?? 0, pageNum, pageSize });
  });
};
