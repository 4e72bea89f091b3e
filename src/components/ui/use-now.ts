import { useEffect, useState } from 'react';
import { todayIn, type IsoDay } from '../../../contracts/day-strip';

/**
 * The current time, read again every `everyMs` (a minute unless told): "3 minutes ago", what is on
 * air, a countdown.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** How often a page checks whether its day has changed. */
export const DAY_CHECK_MS = 30_000;

/**
 * Today in `timeZone`, moving to the new day at midnight: a page left open overnight shows the new
 * day's matches by itself. The view renders again only when the day changes.
 */
export function useToday(timeZone: string): IsoDay {
  const [today, setToday] = useState(() => ({ timeZone, day: todayIn(timeZone) }));
  useEffect(() => {
    const check = () =>
      setToday((current) => {
        const day = todayIn(timeZone);
        return current.timeZone === timeZone && current.day === day ? current : { timeZone, day };
      });
    const timer = setInterval(check, DAY_CHECK_MS);
    return () => clearInterval(timer);
  }, [timeZone]);
  // A zone that changed is read at once; the timer follows it from then on.
  return today.timeZone === timeZone ? today.day : todayIn(timeZone);
}
