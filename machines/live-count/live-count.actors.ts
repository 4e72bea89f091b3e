import { fromPromise } from 'xstate';
import { fetchTotalLive } from '../../api/live';

/** How many rows are live now, in every mode (GET /other/api/schedule/total-live-schedule). */
export const loadTotalLive = fromPromise<number, void>(async ({ signal }) => {
  return (await fetchTotalLive(undefined, signal)).totalLive;
});
