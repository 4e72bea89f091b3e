import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ RATE_LIMIT_READS: '5', RATE_LIMIT_AUTH: '2' });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('answers 429 in the envelope, in the request language, once a client exceeds the read limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await t.app.inject({ url: '/other/api/resource/marquee/home-list', remoteAddress: '10.0.0.1' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await t.app.inject({ url: '/other/api/resource/marquee/home-list', remoteAddress: '10.0.0.1', headers: { 'x-language': 'en' } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 429, msg: 'Too many requests, try again later', data: null });
    // Another client is not affected.
    expect((await t.app.inject({ url: '/other/api/resource/marquee/home-list', remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
  });

  it('limits sign-in tighter than reads', async () => {
    const login = () =>
      t.app.inject({ method: 'POST', url: '/live/api/user/login', remoteAddress: '10.0.0.3', payload: { username: 'nobody', password: 'wrong-password1' } });
    const statuses = [(await login()).statusCode, (await login()).statusCode, (await login()).statusCode];
    expect(statuses).toEqual([401, 401, 429]);
    expect((await t.app.inject({ url: '/other/api/resource/marquee/home-list', remoteAddress: '10.0.0.3' })).statusCode).toBe(200);
  });

  it('never limits the site itself or the health check', async () => {
    for (let i = 0; i < 8; i++) expect((await t.app.inject({ url: '/healthz', remoteAddress: '10.0.0.4' })).statusCode).toBe(200);
  });
});
