/**
 * The member's time zone of a rewards call. The SPA sends the visitor's IANA zone (the Timezone
 * cookie), checked with Intl (an unknown one is a 400 naming the field) and kept as sent: Intl's own
 * canonical names are the old ones (Asia/Saigon). The member's zone is stored (users.time_zone) by
 * their first check-in or claim and changes at most once in 24 hours: a write naming another zone
 * sooner is a 409 saying until when; a read answers in the stored zone meanwhile. A call without a
 * zone uses the stored one, Asia/Ho_Chi_Minh before there is one.
 */
import { eq } from 'drizzle-orm';
import { DAY, DEFAULT_TIMEZONE, isTimeZone } from '../../clock.ts';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { fail } from '../account/messages.ts';

/** How long a member's zone stays put after a change. */
export const ZONE_CHANGE_INTERVAL_MS = DAY;

type MemberZone = { timeZone: string | null; timeZoneChangedAt: Date | null };

/** '2026-11-25 17:00': an instant in the refusals of this area (UTC). */
export function utcMinute(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

/** The zone a call names, checked; undefined when it names none. */
export function requestedZone(value: string | undefined, field: 'querystring.timezone' | 'body.timezone'): string | undefined {
  if (value === undefined) return undefined;
  if (!isTimeZone(value)) throw fail(400, 'timezoneInvalid', { field, value });
  return value;
}

/**
 * The zone a member's call works in: the requested one unless the member's zone changed less than
 * ZONE_CHANGE_INTERVAL_MS ago (then `refusedUntil` says when it may change), and whether it is new.
 */
export function zoneFor(member: MemberZone | null, requested: string | undefined, now: number): { timeZone: string; changed: boolean; refusedUntil: number | null } {
  const stored = member?.timeZone ?? null;
  if (member === null || stored === null) return { timeZone: requested ?? DEFAULT_TIMEZONE, changed: member !== null, refusedUntil: null };
  if (requested === undefined || requested === stored) return { timeZone: stored, changed: false, refusedUntil: null };
  const allowedAt = (member.timeZoneChangedAt?.getTime() ?? -Infinity) + ZONE_CHANGE_INTERVAL_MS;
  if (now < allowedAt) return { timeZone: stored, changed: false, refusedUntil: allowedAt };
  return { timeZone: requested, changed: true, refusedUntil: null };
}

/**
 * In a write's transaction: locks the member's row, applies the zone the call names (the first one
 * is taken as it is; a change is recorded with its time) and answers it; 409 when it may not change yet.
 */
export async function settleMemberZone(db: Db, userId: number, requested: string | undefined, now: number): Promise<string> {
  const [member] = await db
    .select({ timeZone: users.timeZone, timeZoneChangedAt: users.timeZoneChangedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!member) throw fail(401, 'accountGone');
  const zone = zoneFor(member, requested, now);
  if (zone.refusedUntil !== null) {
    throw fail(409, 'timezoneChangeTooSoon', { zone: member.timeZone!, until: utcMinute(zone.refusedUntil) });
  }
  if (zone.changed) {
    const first = member.timeZone === null;
    await db
      .update(users)
      .set({ timeZone: zone.timeZone, ...(first ? {} : { timeZoneChangedAt: new Date(now) }) })
      .where(eq(users.id, userId));
  }
  return zone.timeZone;
}
