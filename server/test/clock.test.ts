import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { clock, clockDate, setClock, startClock, vnDay, zonedDay } from '../src/clock.ts';
import { LIVE_EPOCH_MS } from '../src/media/playlists.ts';
import { makeTestApp, type TestApp } from './test-app.ts';
import { loginSeeded } from './routes/account/helpers.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server clock', () => {
  afterEach(() => startClock({ offset: inject('clockOffset') }));

  it('runs at real speed from CLOCK_AT', async () => {
    const at = Date.parse('2026-11-24T03:58:00+07:00');
    startClock({ at });
    const first = clock.now();
    expect(first - at).toBeGreaterThanOrEqual(0);
    expect(first - at).toBeLessThan(1000);
    await wait(30);
    expect(clock.now() - first).toBeGreaterThanOrEqual(25);
    expect(clockDate().getTime()).toBeGreaterThanOrEqual(first);
  });

  it('runs CLOCK_OFFSET away from real time', () => {
    startClock({ offset: -6 * 3_600_000 });
    expect(Math.abs(clock.now() - (Date.now() - 6 * 3_600_000))).toBeLessThan(1000);
  });

  it('comes back to the running clock after a test moved it', () => {
    startClock({ offset: 86_400_000 });
    const restore = setClock(() => 0);
    expect(clock.now()).toBe(0);
    restore();
    expect(Math.abs(clock.now() - (Date.now() + 86_400_000))).toBeLessThan(1000);
  });
});

describe('a server started just after midnight in Vietnam (still yesterday in UTC)', () => {
  // 00:10 on 25 November in Vietnam is 17:10 on 24 November in UTC.
  const AT = Date.parse('2026-11-25T00:10:00+07:00');
  let t: TestApp;
  beforeAll(async () => {
    startClock({ at: AT });
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
    startClock({ offset: inject('clockOffset') });
  });

  it("has Vietnam's day as today: the live rows are on the 25th, none on the 24th is live", async () => {
    expect(vnDay(clock.now())).toBe('2026-11-25');
    expect(zonedDay(clock.now(), 'UTC')).toBe('2026-11-24');
    const day = async (date: string) =>
      (await t.app.inject({ url: `/live/api/schedule/liveSchedule?date=${date}&timezone=Asia/Ho_Chi_Minh&pageSize=200` })).json<{
        data: { list: Array<{ status: number; startTime: string; endTime: string }> };
      }>().data.list;
    const today = await day('2026-11-25');
    const live = today.filter((row) => row.status === 2);
    expect(live.length).toBeGreaterThan(0);
    for (const row of live) {
      expect(Date.parse(row.startTime)).toBeLessThanOrEqual(clock.now());
      expect(Date.parse(row.endTime)).toBeGreaterThan(clock.now());
    }
    const yesterday = await day('2026-11-24');
    expect(yesterday.filter((row) => row.status === 1)).toEqual([]);
  });

  it('numbers the live HLS segments by the clock', async () => {
    const playlist = (await t.app.inject({ url: '/hls/live/300007/sd/index.m3u8' })).body;
    const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
    const newest = Math.floor((clock.now() - LIVE_EPOCH_MS) / 1000);
    expect(sequence).toBeGreaterThan(newest - 10);
    expect(sequence).toBeLessThanOrEqual(newest);
  });

  it('issues tokens at the clock', async () => {
    const { token } = await loginSeeded(t, 'member100');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number };
    expect(Math.abs(claims.iat * 1000 - clock.now())).toBeLessThan(60_000);
  });
});

describe('the server suite\'s own instant', () => {
  it('is a Saturday evening in Vietnam unless TEST_CLOCK_AT names one', async () => {
    const { suiteInstant } = await import('./global-setup.ts');
    expect(new Date(suiteInstant({})).toISOString()).toBe('2026-11-28T13:30:00.000Z');
    expect(suiteInstant({ TEST_CLOCK_AT: '2026-11-25T00:10:00+07:00' })).toBe(Date.parse('2026-11-24T17:10:00Z'));
    expect(() => suiteInstant({ TEST_CLOCK_AT: '2026-11-25 00:10' })).toThrow(/TEST_CLOCK_AT/);
  });

  it('is the clock of every test worker', () => {
    expect(Math.abs(clock.now() - (Date.now() + inject('clockOffset')))).toBeLessThan(1000);
  });
});
