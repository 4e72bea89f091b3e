import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ ALLOWED_ORIGINS: 'https://partner.example, http://localhost:5173/' });
});
afterAll(() => t.close());

function directives(csp: unknown): Map<string, string[]> {
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe('security headers', () => {
  it.each([
    ['POST', '/al/api/live/menu'],
    ['GET', '/other/api/resource/marquee/home-list'],
    ['GET', '/healthz'],
    ['GET', '/'],
    ['GET', '/khong-ton-tai'],
    ['GET', '/assets/a.js'],
    ['GET', '/assets/missing.js'],
    ['GET', '/live/api/missing'],
  ])('are on every answer: %s %s', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: { host: 'site.test:8080' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('has a CSP that admits only this site, data:/blob: images and same-host sockets', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'site.test:8080' } });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://site.test:8080', 'wss://site.test:8080']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/https?:\/\//);
  });

  it('does not echo an odd Host header into the CSP', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'evil.test; script-src *' } });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'", "'self'", "'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('allows CORS only for ALLOWED_ORIGINS', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/al/api/live/menu',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-language' },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const other = await preflight('https://other.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const get = await t.app.inject({ url: '/other/api/resource/marquee/home-list', headers: { origin: 'https://partner.example' } });
    expect(get.headers['access-control-allow-origin']).toBe('https://partner.example');
  });
});
