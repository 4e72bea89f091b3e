/**
 * The numbers and words of the password rule, without its dictionaries: what forms may import
 * eagerly. The check itself is contracts/password-policy.ts (loaded on demand in the browser).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** zxcvbn's score (0–4) a password needs: 3 is "safely unguessable" against throttled online guessing and more. */
export const PASSWORD_MIN_SCORE = 3;

/** Why a password is refused: too short or long, built from the person's data, a common password, a pattern, or simply too easy. */
export type PasswordProblem = 'length' | 'personal' | 'common' | 'pattern' | 'guessable';

/** What a password must not be built from. */
export interface PersonalFacts {
  username?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  nickname?: string | null;
  displayName?: string | null;
}
