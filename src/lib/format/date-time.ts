/**
 * Dates and times as the site shows them: the strict time text of SPEC §5 ("YYYY-MM-DD HH:mm:ss",
 * nothing else), and instants as calendar days, dates and clock times in the visitor's time zone
 * (the geo cookie's zone, `useVisitorTimeZone()`), never the browser's.
 */
import { todayIn, type IsoDay } from '../../../contracts/day-strip';

export interface TimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * The parts of a strict `YYYY-MM-DD HH:mm:ss` text, or null for anything else: another layout
 * (a `T`, a zone, milliseconds, a missing second, spaces around it), a day the calendar does not
 * have (2026-02-30) or an hour, minute or second out of range (24:00:00, 12:60:00).
 */
export function parseTimeText(text: unknown): TimeParts | null {
  if (typeof text !== 'string') return null;
  const match = TIME_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day, hour, minute, second };
}

/** Minutes east of UTC of `timeZone` at the instant `ms` (DST-correct); 0 for a zone Intl does not know. */
export function zoneOffsetMinutes(timeZone: string, ms: number): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(ms));
  } catch {
    return 0;
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock time names in `timeZone` (in a DST gap, the instant just after it). */
export function zonedTimeToDate(parts: TimeParts, timeZone: string): Date {
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  // Two rounds settle the offset, also next to a DST change.
  let ms = wall - zoneOffsetMinutes(timeZone, wall) * 60_000;
  ms = wall - zoneOffsetMinutes(timeZone, ms) * 60_000;
  return new Date(ms);
}

/** A strict time text read as a wall-clock time in `timeZone`; null when the text is not strict. */
export function parseZonedTimeText(text: unknown, timeZone: string): Date | null {
  const parts = parseTimeText(text);
  return parts ? zonedTimeToDate(parts, timeZone) : null;
}

function toDate(instant: Date | string | number): Date | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isFinite(date.getTime()) ? date : null;
}

/** The calendar day an instant falls on in `timeZone` (a kick-off at 17:30 UTC is the next day in Vietnam); null when not a time. */
export function dayInZone(instant: Date | string | number, timeZone: string): IsoDay | null {
  const date = toDate(instant);
  return date ? todayIn(timeZone, date) : null;
}

/** A clock time in `timeZone`, 24-hour ("21:05"); '' when not a time. */
export function formatClockTime(instant: Date | string | number, timeZone: string, locale: string): string {
  const date = toDate(instant);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/**
 * A short date in `timeZone`, day and month in the language's order joined by a slash ("25/11" in
 * Vietnamese, "11/25" in English and Chinese), the same whatever the ICU version writes between them; '' when not a time.
 */
export function formatShortDate(instant: Date | string | number, timeZone: string, locale: string): string {
  const date = toDate(instant);
  if (!date) return '';
  const parts = new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit' }).formatToParts(date);
  return parts
    .filter((p) => p.type === 'day' || p.type === 'month')
    .map((p) => p.value)
    .join('/');
}

/** Date and time in `timeZone` ("Tuesday, 24 November, 21:05" in the visitor's language); '' when not a time. */
export function formatDateTime(instant: Date | string | number, timeZone: string, locale: string): string {
  const date = toDate(instant);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}
