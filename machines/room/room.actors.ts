/** The live room's side effects: one call of src/features/live/api.ts, rejecting with an ApiFailure. */
import { fromPromise } from 'xstate';
import { fetchLiveRoom, type LiveRoom } from '../../src/features/live/api';
import { orThrow } from '../../src/lib/api-client';

export const loadRoom = fromPromise<LiveRoom, { roomId: number }>(({ input, signal }) => orThrow(fetchLiveRoom(input.roomId, signal)));

export const NOT_FOUND = 404;
