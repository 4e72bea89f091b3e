import { useIntl } from '../../../lib/intl-context';

/**
 * When the member's next day starts (`resetAt`, their next midnight), as the time there and the
 * zone's offset from UTC ("00:00", "GMT+7"), for "… at {time} tomorrow ({zone})".
 */
export function useResetTime(resetAt: string, timeZone: string): { time: string; zone: string } {
  const intl = useIntl();
  const time = intl.formatTime(resetAt, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const zone = intl.formatDateToParts(resetAt, { timeZone, timeZoneName: 'shortOffset' }).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return { time, zone };
}
