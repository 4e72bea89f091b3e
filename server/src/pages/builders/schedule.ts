/**
 * The live schedule (/lich-truc-tiep and its filters): the live modes, then the day's rows, asked
 * exactly as the SPA's schedule machine asks on first load (machines/schedule/schedule.actors.ts
 * fetchScheduleDay, contracts/endpoints/live.ts), by the rules both share in contracts/day-strip.ts: the day of `?ngay=` on the
 * strip of `?xem=`, else today, in the visitor's zone; the mode of the filter route.
 */
import { callUrl } from '../../../../contracts/endpoints/define.ts';
import * as live from '../../../../contracts/endpoints/live.ts';
import type { RouteId } from '../../../../contracts/route-table.ts';
import type { LiveMode } from '../../../../contracts/schemas/live.ts';
import { clock, zonedDay } from '../../clock.ts';
import { parseDayQuery, SCHEDULE_MODE_OF_ROUTE, scheduleTimeZone } from '../../../../contracts/day-strip.ts';
import { COOKIE, SCHEDULE_PAGE_SIZE } from '../../../../contracts/constants.ts';
import { readCookie } from '../language.ts';
import type { PageBuilder } from './types.ts';

export const MODES_URL = live.liveModes.path;

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

/** The visitor's zone as the SPA reads it (api/session.ts visitorTimeZone). */
export function visitorTimeZone(cookieHeader: string | undefined): string {
  return scheduleTimeZone(readCookie(cookieHeader, COOKIE.timezone));
}

/** The day the page shows: `?ngay=` on the strip of `?xem=`, else today (the SPA's own rule). */
export function scheduleDay(search: URLSearchParams, today: string): string {
  return parseDayQuery(search.toString(), today).day;
}

/** The query of fetchScheduleDay: date, timezone, pageSize and, for a filter, liveModeId. */
export function scheduleUrl(date: string, timezone: string, liveModeId: number | undefined): string {
  return callUrl(live.liveSchedule, { query: { date, timezone, pageSize: SCHEDULE_PAGE_SIZE, liveModeId } });
}

export const scheduleBuilder: PageBuilder = async (page) => {
  const timezone = visitorTimeZone(page.request.headers.cookie);
  const date = scheduleDay(page.search, zonedDay(clock.now(), timezone));
  const modes = await page.preload.call<LiveMode[]>('GET', MODES_URL);
  if (modes.data === null) return {};
  const slug = SCHEDULE_MODE_OF_ROUTE[page.routeId];
  const liveModeId = slug === undefined ? undefined : modes.data.find((m) => m.slug === slug)?.liveModeId;
  await page.preload.call('GET', scheduleUrl(date, timezone, liveModeId));
  return {};
};
