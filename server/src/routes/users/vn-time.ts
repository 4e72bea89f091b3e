/** Calendar days of rewards: Asia/Ho_Chi_Minh (UTC+7, no daylight saving), as YYYY-MM-DD. */
import { clockDate } from '../../clock.ts';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' });

export function vnDay(at: Date = clockDate()): string {
  return dayFormat.format(at);
}

/** '2026-03-01' + n days, calendar arithmetic in UTC (no time-zone drift). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Every day of a month 'YYYY-MM'. */
export function daysOfMonth(month: string): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
