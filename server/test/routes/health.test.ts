import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /healthz', () => {
  it('answers ok after a real query', async () => {
    t = await makeTestApp();
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database does not answer', async () => {
    t = await makeTestApp();
    await t.database.break();
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', db: 'error' });
  });
});
