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

describe('the log at the default level', () => {
  it('has no line per request, and still the failures', async () => {
    const lines: Array<{ msg: string; level: number }> = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string; level: number }) };
    t = await makeTestApp({}, undefined, { logger: { level: 'info', stream } });
    lines.length = 0;
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await t.database.break();
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(503);
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
    expect(lines.map((line) => line.msg)).not.toContain('request completed');
    expect(lines.some((line) => line.level >= 50)).toBe(true);
  });
});
