import { useState } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { countdown, countdownTick } from '../../../lib/format/countdown';
import { useNow } from '../../../components/ui/use-now';
import type { PromotionStatus } from '../../../../contracts/content-values';

const MINUTE_MS = 60_000;

/**
 * "Ends in 3 days 4 h 12 min" while a promotion runs, "Starts in 05:12:09" before it, "Ended" after: from
 * the visitor's clock, ticking every second in the last day. Past its instant it says what comes next.
 */
export function CountdownText({ startsAt, endsAt, status }: { startsAt: string; endsAt: string; status: PromotionStatus }) {
  const intl = useIntl();
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  const [tick, setTick] = useState(MINUTE_MS);
  const now = useNow(tick).getTime();
  const toStart = countdown(start, now);
  const toEnd = countdown(end, now);
  // Every second in the last day before the instant shown, else every minute.
  const wanted = countdownTick(toStart.unit === 'over' ? end : start, now);
  if (wanted !== tick) setTick(wanted);
  const word = (left: ReturnType<typeof countdown>) =>
    left.unit === 'days' ? intl.formatMessage({ id: 'promo.countdown.days' }, { days: left.days, hours: left.hours, minutes: left.minutes }) : left.unit === 'clock' ? left.text : '';
  if (status === 'ended' || toEnd.unit === 'over') return <span data-countdown="ended">{intl.formatMessage({ id: 'promo.countdown.ended' })}</span>;
  if (toStart.unit !== 'over') return <span data-countdown="starts">{intl.formatMessage({ id: 'promo.countdown.startsIn' }, { time: word(toStart) })}</span>;
  return <span data-countdown="ends">{intl.formatMessage({ id: 'promo.countdown.endsIn' }, { time: word(toEnd) })}</span>;
}
