/**
 * Per-account protection beside the per-address rate limit: 5 failed sign-ins on one account, from
 * any addresses, lock it for 15 minutes; each further lock within a day doubles the time (at most a
 * day). While locked, every attempt gets the same answer whether the password was right or not.
 * A success resets the count. Unknown login names are guarded the same way, so a locked answer tells
 * nothing about whether an account exists. An attempt is counted before the password is checked, so
 * a burst of parallel guesses gets no more than 5 checked either.
 */
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { signInGuards } from '../../db/schema.ts';
import { clock, clockDate } from '../../clock.ts';
import type { ApiError } from '../../i18n.ts';
import { fail } from './messages.ts';

export const SIGN_IN_FAILURES = 5;
export const FIRST_LOCK_MS = 15 * 60_000;
const MAX_LOCK_MS = 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The guard's key: the account when one matches, else the login name as typed (lower case). */
export function guardKey(userId: number | null, login: string): string {
  return userId !== null ? `user:${userId}` : `login:${login.trim().toLowerCase().slice(0, 254)}`;
}

/** The 423 of a locked key, naming the minutes left and the time (UTC) the lock ends. */
export function lockedError(until: Date): ApiError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - clock.now()) / 60_000));
  return fail(423, 'accountLocked', { minutes, until: until.toISOString().slice(11, 16) });
}

export type Attempt = { allowed: true; count: number } | { allowed: false; until: Date };

/**
 * Claims one attempt for the key: refused while it is locked or when this burst is past the limit.
 * The lock check and the count are one statement, so an attempt that races a lock being set either
 * sees the lock or is counted past the limit: never a fresh count.
 */
export async function claimAttempt(db: Db, key: string): Promise<Attempt> {
  const now = clockDate();
  const dayAgo = new Date(clock.now() - DAY_MS);
  const stale = sql`${signInGuards.lastAttemptAt} < ${dayAgo}`;
  const locked = sql`${signInGuards.lockedUntil} is not null and ${signInGuards.lockedUntil} > ${now}`;
  const [row] = await db
    .insert(signInGuards)
    .values({ key, failures: 1, locks: 0, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: signInGuards.key,
      set: {
        failures: sql`case when ${locked} then ${signInGuards.failures} when ${stale} then 1 else ${signInGuards.failures} + 1 end`,
        locks: sql`case when ${locked} then ${signInGuards.locks} when ${stale} then 0 else ${signInGuards.locks} end`,
        lastAttemptAt: now,
      },
    })
    .returning({ failures: signInGuards.failures, lockedUntil: signInGuards.lockedUntil });
  if (row!.lockedUntil && row!.lockedUntil.getTime() > clock.now()) return { allowed: false, until: row!.lockedUntil };
  const count = row!.failures;
  if (count <= SIGN_IN_FAILURES) return { allowed: true, count };
  return { allowed: false, until: (await lock(db, key)) ?? new Date(clock.now() + FIRST_LOCK_MS) };
}

/** A failed attempt: the one that used up the 5 locks the key. Returns the lock end, or null. */
export async function noteFailure(db: Db, key: string, attempt: { count: number }): Promise<Date | null> {
  return attempt.count >= SIGN_IN_FAILURES ? lock(db, key) : null;
}

/** A success: the count starts again (the day's lock count stays, so a lock right after is longer). */
export async function noteSuccess(db: Db, key: string): Promise<void> {
  await db.update(signInGuards).set({ failures: 0 }).where(eq(signInGuards.key, key));
}

/** Clears a key (a password reset proves the owner). */
export async function clearGuard(db: Db, key: string): Promise<void> {
  await db.delete(signInGuards).where(eq(signInGuards.key, key));
}

/** Drops guards idle for more than a day. */
export async function pruneGuards(db: Db): Promise<void> {
  await db.delete(signInGuards).where(lt(signInGuards.lastAttemptAt, new Date(clock.now() - DAY_MS)));
}

/** Locks the key unless a lock already runs (of parallel attempts only one locks); the lock end. */
async function lock(db: Db, key: string): Promise<Date | null> {
  const [row] = await db
    .update(signInGuards)
    .set({
      failures: 0,
      locks: sql`${signInGuards.locks} + 1`,
      lockedUntil: sql`${clockDate()}::timestamptz + least(${FIRST_LOCK_MS}::bigint * power(2, least(${signInGuards.locks}, 10))::bigint, ${MAX_LOCK_MS}::bigint) * interval '1 millisecond'`,
    })
    .where(and(eq(signInGuards.key, key), or(isNull(signInGuards.lockedUntil), lte(signInGuards.lockedUntil, clockDate()))))
    .returning({ lockedUntil: signInGuards.lockedUntil });
  if (row?.lockedUntil) return row.lockedUntil;
  const [current] = await db.select({ lockedUntil: signInGuards.lockedUntil }).from(signInGuards).where(eq(signInGuards.key, key));
  return current?.lockedUntil ?? null;
}
