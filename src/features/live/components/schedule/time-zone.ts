import { DISPLAY_TIMEZONE } from '../../../../../contracts/constants';
import { COOKIE, readCookie } from '../../../../../api/cookies';

/** The visitor's zone (the Timezone cookie the geo machine stores) if Intl knows it, else Asia/Ho_Chi_Minh. */
export function visitorTimeZone(): string {
  const zone = readCookie(COOKIE.timezone);
  if (!zone) return DISPLAY_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return DISPLAY_TIMEZONE;
  }
}
