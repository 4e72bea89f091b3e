/** Normalising what people type: usernames, emails and Vietnamese mobile numbers. */
import { UsersError } from './errors.ts';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,20}$/;
const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** '0912 345 678', '+84912345678', '84-912-345-678' → '+84912345678'; null when not a VN mobile number. */
export function normalizePhone(text: string): string | null {
  const compact = text.trim().replace(/[\s.\-()]/g, '');
  const match = /^(?:\+?84|0)([35789]\d{8})$/.exec(compact);
  return match ? `+84${match[1]}` : null;
}

export function normalizeEmail(text: string): string | null {
  const email = text.trim().toLowerCase();
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? email : null;
}

export function requirePhone(text: string, field: string): string {
  const phone = normalizePhone(text);
  if (!phone) throw new UsersError(400, 'phoneInvalid', { field });
  return phone;
}

export function requireEmail(text: string, field: string): string {
  const email = normalizeEmail(text);
  if (!email) throw new UsersError(400, 'emailInvalid', { field });
  return email;
}

export function requireUsername(text: string, field: string): string {
  if (!USERNAME_PATTERN.test(text)) throw new UsersError(400, 'usernameInvalid', { field });
  return text;
}

/** Nicknames: trimmed, 2–30 characters, no control characters. */
export function cleanNickname(text: string): string {
  const nickname = text.trim().replace(/\s+/g, ' ');
  // eslint-disable-next-line no-control-regex
  if ([...nickname].length < 2 || [...nickname].length > 30 || /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e]/.test(text.trim())) {
    throw new UsersError(400, 'nicknameInvalid');
  }
  return nickname;
}
