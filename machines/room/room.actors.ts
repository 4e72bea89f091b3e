/** The live room's side effects: one call of src/features/live/api.ts, rejecting with an ApiFailure. */
import { fromPromise } from 'xstate';
import { fetchLiveRoom, type LiveRoom } from '../../src/features/live/api';
import { ApiFailure } from '../../src/lib/api-client';

export const loadRoom = fromPromise<LiveRoom, { roomId: number }>(async ({ input, signal }) => {
  const result = await fetchLiveRoom(input.roomId, signal);
  if (!result.ok) throw new ApiFailure(result.status, result.message);
  return result.data;
});

/** What a failed call leaves for the view: the HTTP status (0 offline) and the server's message. */
export interface CallError {
  status: number;
  message: string;
}

export function callError(error: unknown): CallError {
  if (error instanceof ApiFailure) return { status: error.status, message: error.message };
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}

export const NOT_FOUND = 404;
