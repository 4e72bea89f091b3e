/** The live schedule's side effects: the live modes and one day of schedule rows (contracts/endpoints/live.ts). */
import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import { SCHEDULE_PAGE_SIZE } from '../../contracts/constants';
import * as live from '../../contracts/endpoints/live';
import type { Page } from '../../contracts/schemas/common';
import type { LiveMode, LiveScheduleQuery, ScheduleRow } from '../../contracts/schemas/live';

/** One calendar day (yyyy-mm-dd in the IANA `timezone`), one live mode or (omitted) all. */
export type ScheduleQuery = Required<Pick<LiveScheduleQuery, 'date' | 'timezone'>> & Pick<LiveScheduleQuery, 'liveModeId'>;

/**
 * A day's rows, asked as the server preloads them (server/src/pages/builders/schedule.ts): the
 * largest page, its number left to the server's default (the first).
 */
export function fetchScheduleDay({ date, timezone, liveModeId }: ScheduleQuery, signal: AbortSignal): Promise<Page<ScheduleRow>> {
  return call(live.liveSchedule, { query: { date, timezone, pageSize: SCHEDULE_PAGE_SIZE, liveModeId } }, signal);
}

export const loadModes = fromPromise<LiveMode[], void>(({ signal }) => call(live.liveModes, {}, signal));

export const loadSchedule = fromPromise<ScheduleRow[], ScheduleQuery>(async ({ input, signal }) => (await fetchScheduleDay(input, signal)).list);
