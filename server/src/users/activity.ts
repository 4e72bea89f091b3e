/**
 * What the server observes a member do, kept in quarter-hour buckets (member_activity): watching a
 * live room (milliseconds, from the player's heartbeats), chat messages the chat server stored, and
 * shares. Every time zone's midnight is on a quarter hour, so any member's calendar day is a whole
 * number of buckets and the day's totals are exact in whatever zone the member lives.
 */
import { and, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { memberActivity, type ActivityKind } from '../db/schema.ts';
import { MINUTE } from '../clock.ts';

export const ACTIVITY_BUCKET_MS = 15 * MINUTE;

export interface ActivityEntry {
  userId: number;
  kind: ActivityKind;
  /** When it happened (epoch ms). */
  at: number;
  amount: number;
}

export function bucketStart(ms: number): number {
  return Math.floor(ms / ACTIVITY_BUCKET_MS) * ACTIVITY_BUCKET_MS;
}

/** Adds the entries to their buckets in one statement (entries of one bucket are summed first). */
export async function recordActivity(db: Db, entries: readonly ActivityEntry[]): Promise<void> {
  const sums = new Map<string, { userId: number; kind: ActivityKind; bucket: number; amount: number }>();
  for (const entry of entries) {
    if (entry.amount <= 0) continue;
    const bucket = bucketStart(entry.at);
    const key = `${entry.userId}|${entry.kind}|${bucket}`;
    const row = sums.get(key);
    if (row) row.amount += entry.amount;
    else sums.set(key, { userId: entry.userId, kind: entry.kind, bucket, amount: entry.amount });
  }
  if (sums.size === 0) return;
  await db
    .insert(memberActivity)
    .values([...sums.values()].map((row) => ({ ...row, bucket: new Date(row.bucket) })))
    .onConflictDoUpdate({
      target: [memberActivity.userId, memberActivity.kind, memberActivity.bucket],
      set: { amount: sql`${memberActivity.amount} + excluded.amount` },
    });
}

/**
 * The watching between two instants as activity entries, split at quarter hours so each bucket
 * gets the milliseconds that fell in it (a heartbeat just after midnight credits the minute before
 * it to the day before).
 */
export function watchEntries(userId: number, from: number, to: number): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  for (let start = from; start < to; ) {
    const end = Math.min(to, bucketStart(start) + ACTIVITY_BUCKET_MS);
    entries.push({ userId, kind: 'watch', at: start, amount: Math.round(end - start) });
    start = end;
  }
  return entries;
}

/** A member's totals of each kind between two instants [from, to) that are quarter hours. */
export async function activityTotals(db: Db, userId: number, from: number, to: number): Promise<Record<ActivityKind, number>> {
  const rows = await db
    .select({ kind: memberActivity.kind, total: sum(memberActivity.amount).mapWith(Number) })
    .from(memberActivity)
    .where(and(eq(memberActivity.userId, userId), gte(memberActivity.bucket, new Date(from)), lt(memberActivity.bucket, new Date(to))))
    .groupBy(memberActivity.kind);
  const totals: Record<ActivityKind, number> = { watch: 0, chat: 0, share: 0 };
  for (const row of rows) totals[row.kind] = row.total;
  return totals;
}
