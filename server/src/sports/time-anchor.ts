/**
 * Keeps every date-relative row (fixtures, live schedule, tips) around "today". The seed writes
 * them relative to an anchor day (sports_clock); when the day in Vietnam is no longer the anchor,
 * everything moves by the same whole number of days, at start (seed onStart) and lazily on the
 * first request of a new day (`ensureToday`). Relative positions never change, so a match that was
 * "yesterday" is still yesterday's after the move.
 */
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { liveSchedule, sportsClock, sportsFixtures, sportsTips } from '../db/schema.ts';
import { clock, daysBetween, vnDay } from '../clock.ts';
import { forgetSettlementSchedule, settleDueTips } from './tip-settlement.ts';

const ANCHOR_ID = 1;

interface AnchorState {
  day: string | null;
  pending: Promise<void> | null;
}

const states = new WeakMap<Db, AnchorState>();

/**
 * Moves all relative rows so the anchor day becomes `today`; safe when several processes race.
 * Settled tips move with their fixtures: a tip whose fixture is no longer over at `nowMs` (its day
 * slot moved ahead) is pending again, and settles again when the clock reaches its new end.
 */
export async function shiftToDay(db: Db, today: string, nowMs: number = clock.now()): Promise<string | null> {
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(sportsClock).where(eq(sportsClock.id, ANCHOR_ID)).for('update');
    if (!row) return null;
    const days = daysBetween(row.anchorDay, today);
    if (days !== 0) {
      const delta = sql`${days} * interval '1 day'`;
      await tx.update(sportsFixtures).set({ kickoffAt: sql`${sportsFixtures.kickoffAt} + ${delta}`, endsAt: sql`${sportsFixtures.endsAt} + ${delta}` });
      await tx.update(liveSchedule).set({ startAt: sql`${liveSchedule.startAt} + ${delta}`, endAt: sql`${liveSchedule.endAt} + ${delta}` });
      await tx.update(sportsTips).set({ createdAt: sql`${sportsTips.createdAt} + ${delta}`, settledAt: sql`${sportsTips.settledAt} + ${delta}` });
      await tx
        .update(sportsTips)
        .set({ result: 'pending', profit: null, settledAt: null })
        .where(and(ne(sportsTips.result, 'pending'), inArray(sportsTips.fixtureId, tx.select({ id: sportsFixtures.id }).from(sportsFixtures).where(and(eq(sportsFixtures.state, 'normal'), gt(sportsFixtures.endsAt, new Date(nowMs)))))));
      await tx.update(sportsClock).set({ anchorDay: today }).where(eq(sportsClock.id, ANCHOR_ID));
    }
    return { today, days };
  });
  if (!moved) return null;
  if (moved.days !== 0) forgetSettlementSchedule(db);
  await settleDueTips(db, nowMs);
  return moved.today;
}

/** Called before answering: when the Vietnamese day changed since the last alignment, realign first. */
export function ensureToday(db: Db, nowMs: number = clock.now()): Promise<void> | void {
  const today = vnDay(nowMs);
  let state = states.get(db);
  if (!state) {
    state = { day: null, pending: null };
    states.set(db, state);
  }
  if (state.day === today) return;
  const current = state;
  current.pending ??= shiftToDay(db, today, nowMs)
    .then((day) => {
      current.day = day;
      onShiftListeners.forEach((listener) => listener(db));
    })
    .finally(() => {
      current.pending = null;
    });
  return current.pending;
}

const onShiftListeners = new Set<(db: Db) => void>();

/** Caches that hold times register here to be dropped when rows move. */
export function onShift(listener: (db: Db) => void): void {
  onShiftListeners.add(listener);
}
