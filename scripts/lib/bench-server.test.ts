import { EventEmitter } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuSeconds, endpointUrl, nextMessage } from './bench-server.ts';
import { postDetail } from '../../contracts/endpoints/community.ts';
import { liveSchedule } from '../../contracts/endpoints/live.ts';

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

describe('the benchmarks\' calls', () => {
  it('are the endpoint table\'s paths with their parameters and query, as the SPA asks them', () => {
    expect(endpointUrl('http://h:1', liveSchedule, { query: { date: '2026-12-02', timezone: 'Asia/Ho_Chi_Minh', pageSize: 200 } })).toBe(
      'http://h:1/live/api/schedule/liveSchedule?date=2026-12-02&timezone=Asia%2FHo_Chi_Minh&pageSize=200',
    );
    expect(endpointUrl('', postDetail, { params: { id: 7 } })).toBe('/other/api/community/posts/7');
  });
});
