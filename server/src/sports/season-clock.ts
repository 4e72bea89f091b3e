/**
 * Keeps the season ahead of the clock: on the first request of each day in Vietnam the calendar's
 * next weeks are added when the horizon needs them (db/season.ts). Nothing already planned
 * moves: a match's state follows from its fixed times and the clock alone.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { sportsClock } from '../db/schema.ts';
import { extendSeason } from '../db/season.ts';
import { dayNumber, seasonOfDay } from '../db/seed/sports/calendar.ts';
import { clock, vnDay } from '../clock.ts';

interface SeasonState {
  day: string | null;
  pending: Promise<void> | null;
}

const states = new WeakMap<Db, SeasonState>();
const extendedListeners = new Set<(db: Db) => void>();

/** Called before answering: once a day, extends the season when the clock has moved on. */
export function ensureSeason(db: Db, nowMs: number = clock.now()): Promise<void> | void {
  const today = vnDay(nowMs);
  let state = states.get(db);
  if (!state) states.set(db, (state = { day: null, pending: null }));
  if (state.day === today) return;
  const current = state;
  current.pending ??= extendSeason(db, nowMs)
    .then((extended) => {
      current.day = today;
      if (extended) extendedListeners.forEach((listener) => listener(db));
    })
    .finally(() => {
      current.pending = null;
    });
  return current.pending;
}

/** Caches of fixture lists register here to be dropped when weeks are added. */
export function onSeasonExtended(listener: (db: Db) => void): void {
  extendedListeners.add(listener);
}

/** The origin of each database's calendar: set by its first seed, never changed after. */
const origins = new WeakMap<Db, Promise<string | null>>();

/** The season being played at `nowMs` (0 for the one around the origin): tables and season lists read its matches. */
export async function currentSeason(db: Db, nowMs: number): Promise<number> {
  let origin = origins.get(db);
  if (!origin) {
    origin = db.select({ day: sportsClock.anchorDay }).from(sportsClock).where(eq(sportsClock.id, 1)).then(([row]) => row?.day ?? null);
    origins.set(db, origin);
    origin.catch(() => origins.delete(db));
  }
  const day = await origin;
  return day ? Math.max(0, seasonOfDay(day, dayNumber(vnDay(nowMs)))) : 0;
}
