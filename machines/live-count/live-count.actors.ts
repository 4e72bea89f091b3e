import { fromPromise } from 'xstate';
import { fetchTotalLive } from '../../api/live';
import { ApiFailure } from '../../api/client';

/** How many rows are live now, in every mode (GET /other/api/schedule/total-live-schedule). */
export const loadTotalLive = fromPromise<number, void>(async ({ signal }) => {
  const result = await fetchTotalLive(undefined, signal);
  if (!result.ok) throw new ApiFailure(result.status, result.message);
  return result.data.totalLive;
});
