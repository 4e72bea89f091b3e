import { useEffect, useState } from 'react';

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
