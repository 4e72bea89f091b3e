import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import { liveCount } from '../../contracts/endpoints/live';

/** How many rows are live now, in every mode (GET /other/api/schedule/total-live-schedule). */
export const loadTotalLive = fromPromise<number, void>(async ({ signal }) => {
  return (await call(liveCount, { query: {} }, signal)).totalLive;
});
