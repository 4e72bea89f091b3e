/** The live schedule's side effects: the live modes and one day of schedule rows (docs/api/live.md). */
import { fromPromise } from 'xstate';
import { fetchLiveModes, fetchLiveSchedule, type ScheduleQuery } from '../../api/live';
import type { LiveMode, ScheduleRow } from '../../contracts/schemas/live';

export const loadModes = fromPromise<LiveMode[], void>(({ signal }) => fetchLiveModes(signal));

export const loadSchedule = fromPromise<ScheduleRow[], ScheduleQuery>(async ({ input, signal }) => (await fetchLiveSchedule(input, signal)).list);
