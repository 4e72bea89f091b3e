import { EventEmitter } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuSeconds, nextMessage } from './bench-server.ts';

type Report = { type: 'connected'; n: number } | { type: 'result'; total: number };

describe('the benchmarks\' child processes', () => {
  it('answers the next message of the type asked for, passing over others', async () => {
    const child = new EventEmitter();
    const answer = nextMessage<Report, 'result'>(child as ChildProcess, 'result', 1000, 'swarm');
    child.emit('message', { type: 'connected', n: 3 });
    child.emit('message', { type: 'result', total: 7 });
    await expect(answer).resolves.toEqual({ type: 'result', total: 7 });
    expect(child.listenerCount('message') + child.listenerCount('exit')).toBe(0);
  });

  it('fails, naming the process, when it exits first', async () => {
    const child = new EventEmitter();
    const answer = nextMessage<Report, 'result'>(child as ChildProcess, 'result', 1000, 'swarm');
    child.emit('exit', 1);
    await expect(answer).rejects.toThrow('swarm: the process exited (1)');
  });

  it('reads the CPU time of a process, and none without one', () => {
    expect(cpuSeconds(process.pid)).toBeGreaterThan(0);
    expect(cpuSeconds(undefined)).toBeNull();
  });
});
