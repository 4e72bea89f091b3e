/** How long ago something happened, in the bands of SPEC §9: under a minute, minutes, hours, days (under 30), months, years. */

export type RelativeBand = { unit: 'now' } | { unit: 'minute' | 'hour' | 'day' | 'month' | 'year'; value: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const DAYS_PER_MONTH = 30;
const MONTHS_PER_YEAR = 12;

/** The band and the whole number of units between `then` and `now` (a time in the future counts as now). */
export function relativeBand(then: Date, now: Date): RelativeBand {
  const elapsed = now.getTime() - then.getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return { unit: 'now' };
  if (elapsed < HOUR_MS) return { unit: 'minute', value: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hour', value: Math.floor(elapsed / HOUR_MS) };
  const days = Math.floor(elapsed / DAY_MS);
  if (days < DAYS_PER_MONTH) return { unit: 'day', value: days };
  const months = Math.floor(days / DAYS_PER_MONTH);
  if (months < MONTHS_PER_YEAR) return { unit: 'month', value: months };
  return { unit: 'year', value: Math.floor(months / MONTHS_PER_YEAR) };
}

/** '3 minutes ago' / '3 phút trước' / '3 分鐘前' via Intl.RelativeTimeFormat; under a minute, 'now'. */
export function formatRelativeTime(then: Date | string, now: Date, locale: string): string {
  const band = relativeBand(typeof then === 'string' ? new Date(then) : then, now);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return band.unit === 'now' ? format.format(0, 'second') : format.format(-band.value, band.unit);
}
