/** The live schedule's side effects: the live modes and one day of schedule rows (docs/api/live.md). */
import { fromPromise } from 'xstate';
import { fetchLiveModes, fetchLiveSchedule, type LiveMode, type ScheduleQuery, type ScheduleRow } from '../../src/features/live/api';
import { ApiFailure, type ApiResult } from '../../src/lib/api-client';

/** What a failed call leaves for the view: the HTTP status (0 offline) and the server's message. */
export interface CallError {
  status: number;
  message: string;
}

export function callError(error: unknown): CallError {
  if (error instanceof ApiFailure) return { status: error.status, message: error.message };
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}

/** The data of a result, or an ApiFailure thrown into the actor (its onError). */
export async function orThrow<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new ApiFailure(result.status, result.message);
  return result.data;
}

export const loadModes = fromPromise<LiveMode[], void>(({ signal }) => orThrow(fetchLiveModes(signal)));

export const loadSchedule = fromPromise<ScheduleRow[], ScheduleQuery>(async ({ input, signal }) => (await orThrow(fetchLiveSchedule(input, signal))).list);
