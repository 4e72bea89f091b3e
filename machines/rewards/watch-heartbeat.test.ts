import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { WATCH_HEARTBEAT_INTERVAL_MS } from '../../contracts/rewards';
import type { WatchHeartbeatBody } from '../../contracts/schemas/users/rewards';
import { watchHeartbeatLogic } from './watch-heartbeat.actors';

/** The heartbeat with a recording call and a switchable membership. */
function heartbeat(roomId: number | null, { member = true, fail = false } = {}) {
  const sent: WatchHeartbeatBody[] = [];
  const state = { member };
  const logic = watchHeartbeatLogic({
    send: (body) => {
      sent.push(body);
      return fail ? Promise.reject(new Error('409 room not live')) : Promise.resolve({});
    },
    isMember: () => state.member,
  });
  const actor = createActor(logic, { input: { roomId } }) as unknown as AnyActorRef;
  return { actor, sent, state };
}

describe('watch heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at once, beats every 30 s and ends when stopped', () => {
    const { actor, sent } = heartbeat(7);
    actor.start();
    expect(sent).toEqual([{ roomId: 7, phase: 'start' }]);
    vi.advanceTimersByTime(WATCH_HEARTBEAT_INTERVAL_MS - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(WATCH_HEARTBEAT_INTERVAL_MS);
    expect(sent.map((b) => b.phase)).toEqual(['start', 'beat', 'beat']);
    actor.stop();
    expect(sent.map((b) => b.phase)).toEqual(['start', 'beat', 'beat', 'end']);
    vi.advanceTimersByTime(5 * WATCH_HEARTBEAT_INTERVAL_MS);
    expect(sent).toHaveLength(4);
  });

  it('sends nothing for a guest; a member who signs in while watching starts then', () => {
    const { actor, sent, state } = heartbeat(7, { member: false });
    actor.start();
    vi.advanceTimersByTime(2 * WATCH_HEARTBEAT_INTERVAL_MS);
    expect(sent).toEqual([]);
    state.member = true;
    vi.advanceTimersByTime(WATCH_HEARTBEAT_INTERVAL_MS);
    vi.advanceTimersByTime(WATCH_HEARTBEAT_INTERVAL_MS);
    expect(sent.map((b) => b.phase)).toEqual(['start', 'beat']);
    // Signed out meanwhile: no more beats and no end.
    state.member = false;
    vi.advanceTimersByTime(WATCH_HEARTBEAT_INTERVAL_MS);
    actor.stop();
    expect(sent.map((b) => b.phase)).toEqual(['start', 'beat']);
  });

  it('does nothing for a stream that is not a live room’s, and shrugs off refused beats', async () => {
    const none = heartbeat(null);
    none.actor.start();
    vi.advanceTimersByTime(3 * WATCH_HEARTBEAT_INTERVAL_MS);
    none.actor.stop();
    expect(none.sent).toEqual([]);

    const refused = heartbeat(9, { fail: true });
    refused.actor.start();
    vi.advanceTimersByTime(WATCH_HEARTBEAT_INTERVAL_MS);
    await vi.runOnlyPendingTimersAsync();
    expect(refused.actor.getSnapshot().status).toBe('active');
    refused.actor.stop();
    expect(refused.sent.map((b) => b.phase)).toEqual(['start', 'beat', 'beat', 'end']);
  });
});
