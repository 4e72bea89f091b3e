/**
 * The referral rules: what a sign-up with a member's code earns both of them, when, and which codes
 * count. The invitee's bonus comes with the sign-up; the referrer is credited only once the invitee
 * is a real, active member (referralDue) and within the referrer's limits (REFERRAL_CREDITS_PER_DAY /
 * _PER_MONTH). routes/account/referral-credit.ts credits with them; the promotions seed describes them.
 */
import { zonedDay } from '../clock.ts';


/** EXP the referrer earns for each member who signs up with the code. */
export const REFERRAL_REWARD_EXP = 100;
/** EXP the new member gets for signing up with a code. */
export const REFERRAL_BONUS_EXP = 50;

/** A referral code as the server makes them: 8 of A–Z and 2–9 without I, O, 0 and 1. */
const CODE = /^[A-HJ-NP-Z2-9]{8}$/;

/** The code of a `pid` as sent (any case, spaces around), or null when it cannot be one. */
export function referralCodeOf(pid: string | undefined | null): string | null {
  const code = pid?.trim().toUpperCase() ?? '';
  return CODE.test(code) ? code : null;
}

/** The rolling windows of the referrer's limits. */
export const REFERRAL_DAY_MS = 24 * 60 * 60 * 1000;
export const REFERRAL_MONTH_MS = 30 * REFERRAL_DAY_MS;

/**
 * Whether an invitee makes their referrer's credit due: they proved an e-mail address or a phone
 * number (a code sent to it), and they are active: they checked in on a calendar day after the one
 * they signed up on (in the zone of that check-in). Throwaway sign-ups do neither.
 */
export function referralDue(
  invitee: { emailVerified: boolean; phoneVerified: boolean; createdAt: Date },
  latestCheckIn: { day: string; timeZone: string } | undefined,
): boolean {
  if (!invitee.emailVerified && !invitee.phoneVerified) return false;
  return latestCheckIn !== undefined && latestCheckIn.day > zonedDay(invitee.createdAt.getTime(), latestCheckIn.timeZone);
}
