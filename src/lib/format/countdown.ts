/** What a countdown to an instant shows: whole days, hours and minutes while a day or more is left, else the clock h:mm:ss. */

const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

export type Countdown =
  /** A day or more left: "3 days 4 h 12 min". */
  | { unit: 'days'; days: number; hours: number; minutes: number }
  /** Under a day: "05:12:09". */
  | { unit: 'clock'; text: string }
  /** The instant has come. */
  | { unit: 'over' };

/** The time left from `now` to `target` (ms), rounded down to whole seconds. */
export function countdown(target: number, now: number): Countdown {
  const left = Math.floor((target - now) / SECOND_MS);
  if (!Number.isFinite(left) || left <= 0) return { unit: 'over' };
  if (left >= DAY_S) return { unit: 'days', days: Math.floor(left / DAY_S), hours: Math.floor((left % DAY_S) / HOUR_S), minutes: Math.floor((left % HOUR_S) / MINUTE_S) };
  const two = (n: number) => String(n).padStart(2, '0');
  return { unit: 'clock', text: `${two(Math.floor(left / HOUR_S))}:${two(Math.floor((left % HOUR_S) / MINUTE_S))}:${two(left % MINUTE_S)}` };
}

/** How often a countdown's text changes: every second under a day, else every minute. */
export function countdownTick(target: number, now: number): number {
  return target - now < DAY_S * SECOND_MS ? SECOND_MS : MINUTE_S * SECOND_MS;
}
