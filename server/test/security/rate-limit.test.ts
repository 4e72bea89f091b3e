/**
 * Replays of "every rate limit is side-stepped by percent-encoding one letter of the path": however the
 * path is spelled, a call that reaches a handler is counted, and so are unknown paths. And of "the
 * sign-in limit is one bucket per route" (80 existence probes a minute over four routes) and "4,500
 * generated pictures in 31 s from one address".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalPath, clientKey } from '../../src/plugins/rate-limit.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';
import { SETUP_TIMEOUT } from '../routes/account/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ RATE_LIMIT_READS: '8', RATE_LIMIT_AUTH: '4', RATE_LIMIT_FILES: '30', TRUST_PROXY: '10.9.9.9' });
}, SETUP_TIMEOUT);
afterAll(() => t.close());

let next = 1;
/** A fresh client address for each test. */
const address = () => `198.51.100.${next++}`;

const LOGIN_SPELLINGS = [
  '/live/api/user/login',
  '/%6cive/api/user/login',
  '/%6Cive/api/user/login',
  '/live/api/user/%6cogin',
  '/li%76e/%61pi/user/login',
  '/live//api/user/login',
  '/live/./api/user/login',
  '/live/api/../api/user/login',
  '/live/api/user/login/',
  '/live/api/user/login;x=1',
  '/live/api/user/login?x=1',
];

describe('limits keyed on the route, not the text of the URL', () => {
  it('reads the path as the router does', () => {
    expect(canonicalPath('/%6Cive//api/./user/../user/login;x=1?y=2')).toBe('/live/api/user/login');
    expect(canonicalPath('/%2e%2e/%61ssets/a.js')).toBe('/assets/a.js');
    expect(canonicalPath('/%zz/x')).toBe('/%zz/x');
  });

  it('counts every spelling of the login path against one sign-in limit', async () => {
    const remoteAddress = address();
    const statuses: number[] = [];
    for (const url of LOGIN_SPELLINGS) {
      const res = await t.app.inject({ method: 'POST', url, remoteAddress, payload: { username: 'nobody_x', password: 'wrong password 1' } });
      statuses.push(res.statusCode);
    }
    // The spellings that reach the login handler (401) share its limit of 4; the rest are unknown
    // paths (404), limited as such.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s !== 429 && s !== 401 && s !== 404)).toEqual([]);
    expect(statuses.slice(4).filter((s) => s === 401)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(LOGIN_SPELLINGS.length - 4 - 8);
    // The encoded spelling does reach the handler (so it must be limited, not just unrouted).
    const fresh = address();
    const reached = await t.app.inject({ method: 'POST', url: '/%6cive/api/user/login', remoteAddress: fresh, payload: { username: 'nobody_y', password: 'wrong password 1' } });
    expect(reached.statusCode).toBe(401);
  });

  it('counts encoded spellings of a read against the read limit', async () => {
    const remoteAddress = address();
    const urls = ['/other/api/resource/marquee/home-list', '/%6fther/api/resource/marquee/home-list', '/other/%61pi/resource/marquee/home-list'];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await t.app.inject({ url: urls[i % 3]!, remoteAddress })).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429, 429, 429]);
  });

  it('limits unknown paths too, of any method', async () => {
    const remoteAddress = address();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await t.app.inject({ method: i % 2 ? 'POST' : 'GET', url: `/live/api/nope-${i}`, remoteAddress, payload: i % 2 ? {} : undefined });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('never limits the health check', async () => {
    const remoteAddress = address();
    for (let i = 0; i < 40; i += 1) expect((await t.app.inject({ url: '/healthz', remoteAddress })).statusCode).toBe(200);
  });

  it('gives files (assets, generated pictures, subtitles, HLS) a generous bucket of their own', async () => {
    const remoteAddress = address();
    const files = ['/media/film/1.svg', '/media/subtitles/film/1.vi.vtt', '/hls/vod/film/1/master.m3u8', '/assets/a.js'];
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await t.app.inject({ url: files[i % files.length]!, remoteAddress })).statusCode);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    for (const url of files) expect((await t.app.inject({ url, remoteAddress })).statusCode, url).toBe(429);
    // The other buckets of the address are untouched, and another address has its own.
    expect((await t.app.inject({ url: '/other/api/resource/marquee/home-list', remoteAddress })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/healthz', remoteAddress })).statusCode).toBe(200);
    expect((await t.app.inject({ url: files[0]!, remoteAddress: address() })).statusCode).toBe(200);
  });

  it('counts an API path spelled through a file prefix as a read, not a file', async () => {
    const remoteAddress = address();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await t.app.inject({ url: '/media/../other/api/resource/marquee/home-list', remoteAddress })).statusCode);
    }
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('limits the availability checks like sign-in calls', async () => {
    const remoteAddress = address();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/live/api/user/check-username', remoteAddress, payload: { username: `probe_${i}` } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});

describe('one sign-in bucket per address', () => {
  it('shares RATE_LIMIT_AUTH among sign-in, availability, registration, refresh and code checks', async () => {
    const remoteAddress = address();
    const probe = (url: string, payload: object) => t.app.inject({ method: 'POST', url, remoteAddress, payload });
    const allowed = [
      await probe('/live/api/user/login', { username: 'nobody_z', password: 'wrong password 1' }),
      await probe('/live/api/user/check-username', { username: 'probe_shared' }),
      await probe('/live/api/user/check-email', { email: 'probe.shared@example.com' }),
      await probe('/live/api/user/check-phone', { phoneNumber: '0901000009' }),
    ];
    expect(allowed.map((res) => res.statusCode)).toEqual([401, 200, 200, 200]);
    const refused = [
      await probe('/live/api/user/login', { username: 'nobody_z', password: 'wrong password 1' }),
      await probe('/live/api/user/check-username', { username: 'probe_shared2' }),
      await probe('/live/api/user/register', { username: 'probe_shared3', password: 'gió bấc đầu mùa 26', email: 'probe3@example.com' }),
      await probe('/live/api/user/refresh-token', { refreshToken: 'x'.repeat(40) }),
      await probe('/live/api/user/check-sms', { phoneNumber: '0901000009', code: '123456' }),
      await probe('/%6cive/api/user/check-email', { email: 'probe.shared4@example.com' }),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([429, 429, 429, 429, 429, 429]);
    // Reads of the same address are counted apart.
    expect((await t.app.inject({ url: '/other/api/resource/marquee/home-list', remoteAddress })).statusCode).toBe(200);
  });
});

describe('the client address behind a proxy', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy: rotating it does not help', async () => {
    const remoteAddress = address();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/live/api/user/check-email',
        remoteAddress,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `probe${i}@example.com` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('reads X-Forwarded-For when the peer is the TRUST_PROXY proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/live/api/user/check-email',
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': `203.0.113.${100 + i}` },
        payload: { email: `proxied${i}@example.com` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('counts IPv6 clients per /64', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('gives a client that already hung up (no address) a key instead of throwing', () => {
    expect(clientKey(undefined)).toBe('gone');
  });
});
