/** Reads `date` + `timezone` of a query into the UTC range of that calendar day (400 when either is wrong). */
import type { ApiError, MessageValues } from '../../i18n.ts';
import { DEFAULT_TIMEZONE, isCalendarDay, isTimeZone, zonedDay, zonedDayRange } from '../../clock.ts';

export interface DayRange {
  day: string;
  timeZone: string;
  start: Date;
  end: Date;
}

/** The refusal of a wrong day, from the catalogue of the calling area (sports or live). */
export type DayFail = (status: number, key: 'badTimezone' | 'badDate', values: MessageValues) => ApiError;

export function dayRange(query: { date?: string; timezone?: string }, fail: DayFail, nowMs: number): DayRange {
  const timeZone = query.timezone ?? DEFAULT_TIMEZONE;
  if (!isTimeZone(timeZone)) throw fail(400, 'badTimezone', { value: timeZone });
  const day = query.date ?? zonedDay(nowMs, timeZone);
  // Calendar days from 1970 to 2199: beyond that there are no fixtures, and some databases refuse the years.
  if (!isCalendarDay(day) || day < '1970-01-01' || day > '2199-12-31') throw fail(400, 'badDate', { value: day });
  const [start, end] = zonedDayRange(day, timeZone);
  return { day, timeZone, start: new Date(start), end: new Date(end) };
}
