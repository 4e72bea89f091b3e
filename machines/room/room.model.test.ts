import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type EventObject, type Snapshot } from 'xstate';
import { roomMachine, type RoomContext } from './room.machine';
import type { LiveRoom } from '../../contracts/schemas/live';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { ROOM_REFRESH_MS } from './room.constants';

function liveRoom(roomId: number, viewers = 1200): LiveRoom {
  return {
    roomId,
    title: `Phòng ${roomId}`,
    liveModeId: 1,
    modeSlug: 'the-thao/bong-da',
    modeName: 'Bóng đá',
    slug: 'ha-noi-fc-hai-phong',
    status: 'live',
    viewers,
    cover: `/media/room/${roomId}.svg`,
    pinnedMessage: '',
    streamLink: `/hls/live/${roomId}/master.m3u8`,
    users: [],
    schedule: null,
    nextSchedule: null,
    recommended: [],
  };
}

const events = [
  { type: 'room.open', roomId: 2 },
  { type: 'room.open', roomId: 1 },
  { type: 'room.retry' },
  { type: 'xstate.done.actor.load', output: liveRoom(1) },
  { type: 'xstate.error.actor.load', error: new ApiFailure(404, 'Không tìm thấy') },
  { type: 'xstate.error.actor.load', error: new ApiFailure(500, 'Lỗi máy chủ') },
  { type: 'xstate.done.actor.refresh', output: liveRoom(1, 1500) },
  { type: 'xstate.error.actor.refresh', error: new ApiFailure(404, 'Không tìm thấy') },
  { type: 'xstate.error.actor.refresh', error: new ApiFailure(0, 'offline') },
] as never;

type RoomSnapshot = { value: unknown; context: RoomContext };
/** What the visitor can tell apart: the state, which room the address names, whether a room is shown. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as RoomSnapshot;
  return JSON.stringify([value, context.roomId, context.room !== null]);
};

const paths = transitionPaths(roomMachine, { input: { roomId: 1 }, events, serializeState });

describe('room machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const clock = new SimulatedClock();
    const loader = controllablePromiseActor<LiveRoom, { roomId: number }>();
    const actor = createActor(roomMachine.provide({ actors: { loadRoom: loader.logic } }), { input: { roomId: 1 }, clock }).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const { output, error } = event as EventObject & { output?: LiveRoom; error?: unknown };
        if (event.type.startsWith('xstate.after.')) clock.increment(ROOM_REFRESH_MS);
        // The room the loader was asked for answers (its id is the one in the address).
        else if (event.type.startsWith('xstate.done.actor.')) loader.last().resolve({ ...output!, roomId: loader.last().input.roomId });
        else if (event.type.startsWith('xstate.error.actor.')) loader.last().reject(error);
        else actor.send(event as never);
      },
      check: (step) => {
        const snapshot = actor.getSnapshot();
        const expected = (step.snapshot as unknown as RoomSnapshot).context;
        expect(snapshot.context.roomId).toBe(expected.roomId);
        // Each load asks for the room the address names.
        if (snapshot.matches('loading') || snapshot.matches({ ready: 'refreshing' })) expect(loader.last().input).toEqual({ roomId: snapshot.context.roomId });
        if (snapshot.matches('ready')) expect(snapshot.context.room?.roomId).toBe(snapshot.context.roomId);
        if (step.event.type === 'xstate.done.actor.refresh') expect(snapshot.context.room?.viewers).toBe(1500);
        if (snapshot.matches('notFound')) expect(snapshot.context).toMatchObject({ room: null, error: { status: 404 } });
        if (snapshot.matches('failed')) expect(snapshot.context).toMatchObject({ room: null, error: { status: 500, message: 'Lỗi máy chủ' } });
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(roomMachine, paths);
    printCoverage('room', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
