/**
 * The member's time zone of a rewards call: the IANA name the SPA sends (the visitor's Timezone
 * cookie), checked with Intl (an unknown one is a 400 naming the field); Asia/Ho_Chi_Minh when none
 * is sent. The name is kept as sent: Intl's own canonical names are the old ones (Asia/Saigon).
 */
import { DEFAULT_TIMEZONE, isTimeZone } from '../../clock.ts';
import { fail } from './messages.ts';

export function memberZone(value: string | undefined, field: 'querystring.timezone' | 'body.timezone'): string {
  if (value === undefined) return DEFAULT_TIMEZONE;
  if (!isTimeZone(value)) throw fail(400, 'timezoneInvalid', { field, value });
  return value;
}
