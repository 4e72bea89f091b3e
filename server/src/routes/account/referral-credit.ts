/**
 * The referrer's credit for an invitee, given when it becomes due (users/referrals.ts referralDue):
 * checked after the invitee's check-in and after they verify an e-mail or phone, inside that write's
 * transaction. Over the referrer's limits it stays pending and is checked again at the invitee's next
 * check-in or verification. The ledger's unique index credits each invitee once.
 */
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { checkIns, expLedger, userMessages, users } from '../../db/schema.ts';
import { REFERRAL_DAY_MS, REFERRAL_MONTH_MS, REFERRAL_REWARD_EXP, referralDue } from '../../users/referrals.ts';
import { addExp } from './user-data.ts';

export type ReferralLimits = Pick<Config, 'referralCreditsPerDay' | 'referralCreditsPerMonth'>;

/** Credits the invitee's referrer when it is due and the referrer's limits allow; true when it did. */
export async function creditReferrerWhenDue(db: Db, limits: ReferralLimits, inviteeId: number): Promise<boolean> {
  const [invitee] = await db.select().from(users).where(eq(users.id, inviteeId));
  if (!invitee?.referredBy) return false;
  const [latest] = await db
    .select({ day: checkIns.day, timeZone: checkIns.timeZone })
    .from(checkIns)
    .where(eq(checkIns.userId, inviteeId))
    .orderBy(desc(checkIns.day))
    .limit(1);
  if (!referralDue(invitee, latest)) return false;
  // The referrer's row is locked: credits for several invitees at once count against the limits one by one.
  const [referrer] = await db.select({ id: users.id }).from(users).where(eq(users.id, invitee.referredBy)).for('update');
  if (!referrer) return false;
  const ref = String(inviteeId);
  const mine = and(eq(expLedger.userId, referrer.id), eq(expLedger.reason, 'referral'));
  const [already] = await db.select({ id: expLedger.id }).from(expLedger).where(and(mine, eq(expLedger.ref, ref)));
  if (already) return false;
  const now = clock.now();
  const [credits] = await db
    .select({ month: count(), day: sql<number>`count(*) filter (where ${expLedger.createdAt} > ${new Date(now - REFERRAL_DAY_MS)})`.mapWith(Number) })
    .from(expLedger)
    .where(and(mine, gt(expLedger.createdAt, new Date(now - REFERRAL_MONTH_MS))));
  if (credits!.day >= limits.referralCreditsPerDay || credits!.month >= limits.referralCreditsPerMonth) return false;
  await addExp(db, referrer.id, REFERRAL_REWARD_EXP, 'referral', ref);
  const name = invitee.nickname || invitee.displayName;
  await db.insert(userMessages).values({
    userId: referrer.id,
    type: 'activity',
    title: { vi: 'Bạn bè đã tham gia', en: 'A friend joined', zh: '好友已加入' },
    content: {
      vi: `${name} đã đăng ký bằng mã giới thiệu của bạn và bắt đầu hoạt động: +${REFERRAL_REWARD_EXP} EXP.`,
      en: `${name} signed up with your referral code and is now active: +${REFERRAL_REWARD_EXP} EXP.`,
      zh: `${name} 使用您的推薦碼註冊並已開始活躍：+${REFERRAL_REWARD_EXP} EXP。`,
    },
    link: '/gioi-thieu-ban-be',
  });
  return true;
}
