/**
 * The rules of what people type into the account forms, once for the server (which enforces them)
 * and the SPA (which explains them before anything is sent): usernames, e-mail addresses,
 * Vietnamese mobile numbers and nicknames. The password rule is password-rules.ts.
 */

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
/** Letters without tone marks, digits, "_" and ".". */
export const USERNAME_CHARACTERS = /^[A-Za-z0-9_.]+$/;

export function isUsername(text: string): boolean {
  return (
    USERNAME_CHARACTERS.test(text) &&
    text.length >= USERNAME_MIN_LENGTH &&
    text.length <= USERNAME_MAX_LENGTH &&
    !usernameLooksLikeContact(text)
  );
}

/**
 * A username may not look like a phone number (9 or more digits, whatever the separators or a +) or an
 * e-mail address: sign-in reads those as the phone or e-mail of an account (loginKind), and a
 * member's phone taken as someone else's username would send that phone's sign-in to the wrong account.
 */
export function usernameLooksLikeContact(text: string): boolean {
  return text.includes('@') || /^\+?\d{9,}$/.test(text.trim().replace(/[\s._\-()]/g, ''));
}

/** What a sign-in identifier is looked up as: a phone number in any spelling, an e-mail address, else a username. */
export function loginKind(text: string): 'phone' | 'email' | 'username' {
  if (normalizePhone(text) !== null) return 'phone';
  return text.includes('@') ? 'email' : 'username';
}

export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** An e-mail address as it is stored (trimmed, lower case), or null when it is not one. */
export function normalizeEmail(text: string): string | null {
  const email = text.trim().toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? email : null;
}

/** '0912 345 678', '+84912345678', '84-912-345-678' → '+84912345678'; null when not a Vietnamese mobile number. */
export function normalizePhone(text: string): string | null {
  const compact = text.trim().replace(/[\s.\-()]/g, '');
  const match = /^(?:\+?84|0)([35789]\d{8})$/.exec(compact);
  return match ? `+84${match[1]}` : null;
}

export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 30;
/** Control characters, zero-width and direction marks: refused in names. */
// eslint-disable-next-line no-control-regex
export const INVISIBLE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e]/;

/** A nickname as it is stored (trimmed, inner spaces collapsed, 2–30 characters, nothing invisible), or null. */
export function cleanNickname(text: string): string | null {
  const nickname = text.trim().replace(/\s+/g, ' ');
  const length = [...nickname].length;
  if (length < NICKNAME_MIN_LENGTH || length > NICKNAME_MAX_LENGTH || INVISIBLE_CHARACTERS.test(text.trim())) return null;
  return nickname;
}
