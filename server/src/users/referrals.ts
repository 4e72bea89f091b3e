/**
 * The referral rules: what a sign-up with a member's code earns both of them, and which codes count.
 * The registration route credits with them; the promotions seed describes them.
 */

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
