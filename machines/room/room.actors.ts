/** The live room's side effects: one call of api/live.ts, rejecting with an ApiFailure. */
import { fromPromise } from 'xstate';
import { fetchLiveRoom } from '../../api/live';
import type { LiveRoom } from '../../contracts/schemas/live';

export const loadRoom = fromPromise<LiveRoom, { roomId: number }>(({ input, signal }) => fetchLiveRoom(input.roomId, signal));

export const NOT_FOUND = 404;
