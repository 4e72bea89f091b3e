/** One-time codes: 6 random digits, kept only as an HMAC bound to their destination. */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashCode(secret: string, destination: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${destination}:${code}`).digest('hex');
}

export function codeMatches(secret: string, destination: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(secret, destination, code));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
