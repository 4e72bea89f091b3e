import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { roomMachine } from './room.machine';
import type { LiveRoom } from '../../contracts/schemas/live';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { settle } from '../test-utils/model-paths';
import { ROOM_REFRESH_MS } from './room.constants';

const room = (roomId: number, viewers: number) => ({ roomId, viewers, status: 'live' }) as LiveRoom;

function start(roomId = 7) {
  const clock = new SimulatedClock();
  const loader = controllablePromiseActor<LiveRoom, { roomId: number }>();
  const actor = createActor(roomMachine.provide({ actors: { loadRoom: loader.logic } }), { input: { roomId }, clock }).start();
  return { actor, loader, clock };
}

describe('room machine', () => {
  it('loads the room, then refreshes it every 30 s', async () => {
    const { actor, loader, clock } = start();
    expect(loader.last().input).toEqual({ roomId: 7 });
    loader.last().resolve(room(7, 100));
    await settle();
    expect(actor.getSnapshot().context.room?.viewers).toBe(100);

    clock.increment(ROOM_REFRESH_MS - 1);
    expect(loader.calls).toHaveLength(1);
    clock.increment(1);
    expect(loader.calls).toHaveLength(2);
    loader.last().resolve(room(7, 250));
    await settle();
    expect(actor.getSnapshot().context.room?.viewers).toBe(250);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('keeps showing the room when a refresh fails, and tries again at the next one', async () => {
    const { actor, loader, clock } = start();
    loader.last().resolve(room(7, 100));
    await settle();
    clock.increment(ROOM_REFRESH_MS);
    loader.last().reject(new ApiFailure(0, 'offline'));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.room?.viewers).toBe(100);
    clock.increment(ROOM_REFRESH_MS);
    expect(loader.calls).toHaveLength(3);
  });

  it('keeps the previous room on screen while the next one loads', async () => {
    const { actor, loader } = start();
    loader.last().resolve(room(7, 100));
    await settle();
    actor.send({ type: 'room.open', roomId: 8 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.room?.roomId).toBe(7);
    loader.last().resolve(room(8, 5));
    await settle();
    expect(actor.getSnapshot().context.room?.roomId).toBe(8);
  });

  it('tells a missing room (404) from a failed load, and retries a failed one', async () => {
    const missing = start();
    missing.loader.last().reject(new ApiFailure(404, 'Không tìm thấy phòng'));
    await settle();
    expect(missing.actor.getSnapshot().value).toBe('notFound');

    const failing = start();
    failing.loader.last().reject(new ApiFailure(503, 'Bảo trì'));
    await settle();
    expect(failing.actor.getSnapshot().value).toBe('failed');
    expect(failing.actor.getSnapshot().context.error).toEqual({ status: 503, message: 'Bảo trì' });
    failing.actor.send({ type: 'room.retry' });
    expect(failing.loader.calls).toHaveLength(2);
  });
});
