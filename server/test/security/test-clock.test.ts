/**
 * The end-to-end suite's clock control exists only on a server started for tests
 * (TEST_CLOCK_CONTROL=on) and never in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, clock } from '../../src/clock.ts';
import { loadConfig } from '../../src/config.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';

describe('the test clock control', () => {
  let plain: TestApp;
  let forTests: TestApp;
  beforeAll(async () => {
    [plain, forTests] = await Promise.all([makeTestApp(), makeTestApp({ TEST_CLOCK_CONTROL: 'on' })]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), forTests.close()]);
  });

  it('does not exist on a server started without it', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await plain.app.inject({ method, url: '/__test/clock', ...(method === 'POST' ? { payload: { advanceMs: 60_000 } } : {}) });
      expect(response.statusCode, method).toBe(404);
    }
  });

  it('moves the server clock forward on a server started for tests', async () => {
    const before = clock.now();
    const moved = await forTests.app.inject({ method: 'POST', url: '/__test/clock', payload: { advanceMs: 3_600_000 } });
    expect(moved.statusCode).toBe(200);
    try {
      expect(Date.parse(moved.json<{ now: string }>().now) - before).toBeGreaterThanOrEqual(3_600_000);
      const read = await forTests.app.inject({ method: 'GET', url: '/__test/clock' });
      expect(Date.parse(read.json<{ now: string }>().now)).toBeGreaterThanOrEqual(before + 3_600_000);
    } finally {
      // The clock is the process's: give the other tests of this worker their hour back.
      advanceClock(-3_600_000);
    }
  });

  it('refuses a step back, a step past a month and anything but a number', async () => {
    for (const payload of [{ advanceMs: -1 }, { advanceMs: 0 }, { advanceMs: 32 * 86_400_000 }, { advanceMs: '60000' }, {}]) {
      const response = await forTests.app.inject({ method: 'POST', url: '/__test/clock', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('cannot be turned on in production: the server refuses to start', () => {
    expect(() => loadConfig({ TEST_CLOCK_CONTROL: 'on', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK_CONTROL .* cannot be on in production/);
    expect(() => loadConfig({ TEST_CLOCK_CONTROL: 'yes' })).toThrow(/TEST_CLOCK_CONTROL must be on or off/);
    expect(loadConfig({ TEST_CLOCK_CONTROL: 'on' }).testClockControl).toBe(true);
  });
});
