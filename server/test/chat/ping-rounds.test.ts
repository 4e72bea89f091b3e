/** The keepalive's pings spread over the interval (server/src/chat/ping-rounds.ts), tick by tick. */
import { describe, expect, it } from 'vitest';
import { PingRounds } from '../../src/chat/ping-rounds.ts';

class Socket {
  pings: number[] = [];
  constructor(private readonly clock: { tick: number }) {}
  ping(): void {
    this.pings.push(this.clock.tick);
  }
}

function setUp(count: number, slices: number) {
  const clock = { tick: 0 };
  const sockets = new Set(Array.from({ length: count }, () => new Socket(clock)));
  const rounds = new PingRounds(sockets, slices);
  const run = (ticks: number) => {
    const perTick: number[] = [];
    for (let i = 0; i < ticks; i++) {
      clock.tick++;
      const before = [...sockets].reduce((sum, s) => sum + s.pings.length, 0);
      rounds.tick();
      perTick.push([...sockets].reduce((sum, s) => sum + s.pings.length, 0) - before);
    }
    return perTick;
  };
  return { clock, sockets, run };
}

describe('ping rounds', () => {
  it('ping 2,000 sockets a slice per tick, each socket once a round', () => {
    const { sockets, run } = setUp(2000, 25);
    const perTick = run(50);
    expect(perTick.every((n) => n === 80)).toBe(true);
    for (const socket of sockets) {
      expect(socket.pings).toHaveLength(2);
      expect(socket.pings[1]! - socket.pings[0]!).toBe(25);
    }
  });

  it('ping a few sockets once a round too, not once a tick', () => {
    const { sockets, run } = setUp(3, 25);
    const perTick = run(75);
    expect(Math.max(...perTick)).toBe(1);
    for (const socket of sockets) {
      expect(socket.pings).toHaveLength(3);
      expect(socket.pings[1]! - socket.pings[0]!).toBe(25);
      expect(socket.pings[2]! - socket.pings[1]!).toBe(25);
    }
  });

  it('ping a socket that came during a round within that round, and never one that left', () => {
    const { clock, sockets, run } = setUp(100, 10);
    run(3);
    const late = new Socket(clock);
    sockets.add(late);
    const gone = [...sockets].find((s) => s.pings.length === 0)!;
    sockets.delete(gone);
    run(7);
    expect(late.pings).toEqual([10]);
    expect(gone.pings).toEqual([]);
    run(10);
    expect(late.pings).toEqual([10, 20]);
    expect([...sockets].every((s) => s.pings.length === 2)).toBe(true);
  });
});
