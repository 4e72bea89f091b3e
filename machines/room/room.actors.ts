/** The live room's side effects: one call (contracts/endpoints/live.ts), rejecting with an ApiFailure. */
import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import { liveRoom } from '../../contracts/endpoints/live';
import type { LiveRoom } from '../../contracts/schemas/live';

export const loadRoom = fromPromise<LiveRoom, { roomId: number }>(({ input, signal }) => call(liveRoom, { query: { id: input.roomId } }, signal));

export const NOT_FOUND = 404;
