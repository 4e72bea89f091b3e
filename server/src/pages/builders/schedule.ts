/**
 * The live schedule (/lich-truc-tiep and its filters): the live modes, then the day's rows, asked
 * exactly as the SPA's schedule machine asks on first load (machines/schedule, api/live.ts
 * fetchLiveSchedule): the day of `?ngay=` when it is on the strip of `?xem=` (src/lib/format/day-strip.ts),
 * else today, in the visitor's zone (the Timezone cookie, else Asia/Ho_Chi_Minh); the mode of the
 * filter route by its slug in the mode list.
 */
import { SCHEDULE_PAGE_SIZE } from '../../../../contracts/constants.ts';
import type { RouteId } from '../../../../contracts/route-table.ts';
import type { LiveMode } from '../../../../contracts/schemas/live.ts';
import { addDays, clock, DEFAULT_TIMEZONE, isCalendarDay, isTimeZone, zonedDay } from '../../clock.ts';
import { readCookie, TIMEZONE_COOKIE } from '../language.ts';
import type { PageBuilder } from './types.ts';

export const MODES_URL = '/live/api/schedule-mode/list';
export const SCHEDULE_URL = '/live/api/schedule/liveSchedule';

/** Each filter route's live mode slug (src/features/live/pages/schedule-page.tsx MODE_OF_ROUTE). */
const MODE_OF_ROUTE: Partial<Record<RouteId, string>> = {
  scheduleFootball: 'the-thao/bong-da',
  scheduleBasketball: 'the-thao/bong-ro',
  scheduleMarble: 'tro-choi/dua-bi',
  scheduleCasino: 'casino',
  scheduleEsport: 'esport',
  scheduleEsportGame: 'esport',
};

export const SCHEDULE_ROUTES: readonly RouteId[] = [
  'schedule',
  'scheduleAll',
  'scheduleCasino',
  'scheduleEsport',
  'scheduleEsportGame',
  'scheduleMarble',
  'scheduleFootball',
  'scheduleBasketball',
];

/** The strips of the two views, in days from today (src/lib/format/day-strip.ts STRIP_RANGE). */
const STRIP = { schedule: { from: -1, to: 5 }, broadcast: { from: -5, to: 1 } } as const;

/** The visitor's zone as the SPA reads it (api/session.ts visitorTimeZone). */
export function visitorTimeZone(cookieHeader: string | undefined): string {
  const zone = readCookie(cookieHeader, TIMEZONE_COOKIE);
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIMEZONE;
}

/** The day the page shows (src/lib/format/day-strip.ts parseDayQuery). */
export function scheduleDay(search: URLSearchParams, today: string): string {
  const view = search.get('xem') === 'da-phat' ? 'broadcast' : 'schedule';
  const day = search.get('ngay');
  if (day === null || !isCalendarDay(day)) return today;
  const { from, to } = STRIP[view];
  for (let offset = from; offset <= to; offset++) if (addDays(today, offset) === day) return day;
  return today;
}

/** The query of fetchLiveSchedule: date, timezone, pageSize and, for a filter, liveModeId. */
export function scheduleUrl(date: string, timezone: string, liveModeId: number | undefined): string {
  const query = new URLSearchParams({ date, timezone, pageSize: String(SCHEDULE_PAGE_SIZE) });
  if (liveModeId !== undefined) query.set('liveModeId', String(liveModeId));
  return `${SCHEDULE_URL}?${query}`;
}

export const scheduleBuilder: PageBuilder = async (page) => {
  const timezone = visitorTimeZone(page.request.headers.cookie);
  const date = scheduleDay(page.search, zonedDay(clock.now(), timezone));
  const modes = await page.preload.call<LiveMode[]>('GET', MODES_URL);
  if (modes.data === null) return {};
  const slug = MODE_OF_ROUTE[page.routeId];
  const liveModeId = slug === undefined ? undefined : modes.data.find((m) => m.slug === slug)?.liveModeId;
  await page.preload.call('GET', scheduleUrl(date, timezone, liveModeId));
  return {};
};
