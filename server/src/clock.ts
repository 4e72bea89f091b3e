/**
 * The server's one clock, and calendar-day arithmetic. Every instant the server reads (the seed,
 * the match clock, the HLS sequence, "today", tokens, chat times) comes from `clock.now()`; the lint
 * refuses `Date.now()` and `new Date()` elsewhere in server/src. The clock runs at real speed from a
 * chosen instant when the server is started with CLOCK_AT or CLOCK_OFFSET (startClock), so tests can
 * run the whole site at any hour of any day; tests of single modules move it with setClock.
 */

const realNow = (): number => Date.now();
let offsetMs = 0;

export const clock = { now: (): number => realNow() + offsetMs };

/** The clock's instant as a Date. */
export function clockDate(): Date {
  return new Date(clock.now());
}

/** Where the clock starts: at an instant (epoch ms), or an offset in ms from real time (negative: behind). */
export type ClockStart = { at: number } | { offset: number };

/** From now on the clock runs at real speed from `start`. */
export function startClock(start: ClockStart): void {
  offsetMs = 'at' in start ? start.at - realNow() : start.offset;
  clock.now = () => realNow() + offsetMs;
}

/** Moves the running clock forward by `ms` (the end-to-end tests' control, routes/test-clock.ts). */
export function advanceClock(ms: number): void {
  offsetMs += ms;
  clock.now = () => realNow() + offsetMs;
}

/** Replaces the clock (tests only); returns a function that restores the running one. */
export function setClock(now: () => number): () => void {
  clock.now = now;
  return () => {
    clock.now = () => realNow() + offsetMs;
  };
}

export const DEFAULT_TIMEZONE = 'Asia/Ho_Chi_Minh';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving). */
const VN_OFFSET = 7 * HOUR;

/** The calendar day (YYYY-MM-DD) in Vietnam at `ms`. */
export function vnDay(ms: number): string {
  return new Date(ms + VN_OFFSET).toISOString().slice(0, 10);
}

/** The UTC instant of 00:00 in Vietnam on `day`. */
export function vnMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - VN_OFFSET;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formatters.size > 500) formatters.clear();
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function wallParts(ms: number, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

const offsets = new Map<string, number>();

/** Offset of `timeZone` from UTC at `ms`, in milliseconds; offsets change only on quarter hours, so it is cached per quarter hour. */
function offsetAt(ms: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(ms / (15 * MINUTE))}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = wallParts(ms, timeZone);
    const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
    offset = wall - Math.floor(ms / 1000) * 1000;
    if (offsets.size > 5000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The UTC instant of 00:00 on `day` in `timeZone`. */
export function zonedMidnight(day: string, timeZone: string): number {
  const utc = Date.parse(`${day}T00:00:00Z`);
  const guess = utc - offsetAt(utc, timeZone);
  return utc - offsetAt(guess, timeZone);
}

/** [start, end) of the calendar `day` in `timeZone`, as UTC milliseconds. */
export function zonedDayRange(day: string, timeZone: string): [number, number] {
  return [zonedMidnight(day, timeZone), zonedMidnight(addDays(day, 1), timeZone)];
}

/** The calendar day at `ms` in `timeZone`. */
export function zonedDay(ms: number, timeZone: string): string {
  return new Date(ms + offsetAt(ms, timeZone)).toISOString().slice(0, 10);
}

/** hh:mm at `ms` in `timeZone`. */
export function zonedClock(ms: number, timeZone: string): string {
  return new Date(ms + offsetAt(ms, timeZone)).toISOString().slice(11, 16);
}
