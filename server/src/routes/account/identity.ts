/** What people type, checked where the server needs it: the rules are contracts/fields.ts; these answer 400 in the envelope. */
import { fail } from './messages.ts';
import { cleanNickname as cleanedNickname, isUsername, normalizeEmail, normalizePhone, usernameLooksLikeContact } from '../../../../contracts/fields.ts';

export function requirePhone(text: string, field: string): string {
  const phone = normalizePhone(text);
  if (!phone) throw fail(400, 'phoneInvalid', { field });
  return phone;
}

export function requireEmail(text: string, field: string): string {
  const email = normalizeEmail(text);
  if (!email) throw fail(400, 'emailInvalid', { field });
  return email;
}

export function requireUsername(text: string, field: string): string {
  if (usernameLooksLikeContact(text)) throw fail(400, 'usernameLooksLikeContact', { field });
  if (!isUsername(text)) throw fail(400, 'usernameInvalid', { field });
  return text;
}

/** Nicknames: trimmed, 2–30 characters, no control characters (contracts/fields.ts). */
export function cleanNickname(text: string): string {
  const nickname = cleanedNickname(text);
  if (nickname === null) throw fail(400, 'nicknameInvalid');
  return nickname;
}
