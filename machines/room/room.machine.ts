import { assign, setup } from 'xstate';
import type { LiveRoom } from '../../contracts/schemas/live';
import { NOT_FOUND, loadRoom } from './room.actors';
import { callError, type CallError } from '../../contracts/call-error';
import { ROOM_REFRESH_MS } from './room.constants';

export type RoomEvent =
  /** The address now names another room (navigating room to room). */
  | { type: 'room.open'; roomId: number }
  | { type: 'room.retry' };

export interface RoomInput {
  roomId: number;
}

export interface RoomContext {
  roomId: number;
  /**
   * The room's data. While another room loads, the previous one stays here, so its player keeps
   * its place and only switches stream once the new room is known.
   */
  room: LiveRoom | null;
  error: CallError | null;
}

/**
 * A live room's data (SPEC §2): loading, then ready (refreshed every 30 s for viewers, score and
 * status; a failed refresh keeps what is shown), not found (404), or failed with a retry.
 */
export const roomMachine = setup({
  types: {
    context: {} as RoomContext,
    events: {} as RoomEvent,
    input: {} as RoomInput,
  },
  actors: { loadRoom },
  delays: { refreshDelay: ROOM_REFRESH_MS },
  guards: {
    // The load's error event (typed as the machine's own events by setup).
    isNotFound: ({ event }) => callError((event as { error?: unknown }).error).status === NOT_FOUND,
    isOtherRoom: ({ context, event }) => event.type === 'room.open' && event.roomId !== context.roomId,
  },
  actions: {
    assignRoomId: assign({ roomId: ({ context, event }) => (event.type === 'room.open' ? event.roomId : context.roomId) }),
    assignError: assign({ error: ({ event }) => callError((event as { error?: unknown }).error) }),
    forgetRoom: assign({ room: null }),
  },
}).createMachine({
  id: 'room',
  context: ({ input }) => ({ roomId: input.roomId, room: null, error: null }),
  initial: 'loading',
  on: {
    'room.open': { guard: 'isOtherRoom', target: '.loading', reenter: true, actions: 'assignRoomId' },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'loadRoom',
        input: ({ context }) => ({ roomId: context.roomId }),
        onDone: { target: 'ready', actions: assign({ room: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'isNotFound', target: 'notFound', actions: ['forgetRoom', 'assignError'] },
          { target: 'failed', actions: ['forgetRoom', 'assignError'] },
        ],
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          after: { refreshDelay: 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'loadRoom',
            input: ({ context }) => ({ roomId: context.roomId }),
            onDone: { target: 'idle', actions: assign({ room: ({ event }) => event.output }) },
            onError: [
              // The room was removed while watched.
              { guard: 'isNotFound', target: '#room.notFound', actions: ['forgetRoom', 'assignError'] },
              // A passing failure: keep showing the room, try again at the next refresh.
              { target: 'idle' },
            ],
          },
        },
      },
    },
    notFound: {},
    failed: {
      on: { 'room.retry': 'loading' },
    },
  },
});
