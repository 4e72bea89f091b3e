/** Reads `date` + `timezone` of a query into the UTC range of that calendar day (400 when either is wrong). */
import type { Language } from '../../i18n.ts';
import { DEFAULT_TIMEZONE, isCalendarDay, isTimeZone, zonedDay, zonedDayRange } from '../../clock.ts';
import { areaError } from './messages.ts';

export interface DayRange {
  day: string;
  timeZone: string;
  start: Date;
  end: Date;
}

export function dayRange(query: { date?: string; timezone?: string }, lang: Language, nowMs: number): DayRange {
  const timeZone = query.timezone ?? DEFAULT_TIMEZONE;
  if (!isTimeZone(timeZone)) throw areaError(400, lang, 'badTimezone', { value: timeZone });
  const day = query.date ?? zonedDay(nowMs, timeZone);
  // Calendar days from 1970 to 2199: beyond that there are no fixtures, and some databases refuse the years.
  if (!isCalendarDay(day) || day < '1970-01-01' || day > '2199-12-31') throw areaError(400, lang, 'badDate', { value: day });
  const [start, end] = zonedDayRange(day, timeZone);
  return { day, timeZone, start: new Date(start), end: new Date(end) };
}
