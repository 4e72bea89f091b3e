/** PUBLIC_URL: the origin of the absolute addresses pages, sitemaps and robots.txt carry. */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { makePageTestApp, type PageTestApp } from './support.ts';

describe('PUBLIC_URL', () => {
  it('is an origin: a trailing slash is dropped, a path or another scheme is refused at start', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://sanco.example/' }).publicUrl).toBe('https://sanco.example');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' }).publicUrl).toBe('http://10.0.0.5:8080');
    expect(loadConfig({}).publicUrl).toBeUndefined();
    for (const bad of ['https://sanco.example/vi', 'ftp://sanco.example', 'sanco.example', 'https://sanco.example/?a=1']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL must be the site's origin/);
    }
  });
});

describe('the origin of absolute addresses', () => {
  let t: PageTestApp;
  beforeAll(async () => {
    t = await makePageTestApp({ PUBLIC_URL: 'https://sanco.example' });
  });
  afterAll(() => t.close());

  it('is PUBLIC_URL whatever the Host of the request', async () => {
    const page = await t.app.inject({ url: '/tin-tuc', headers: { host: 'internal:8080' } });
    expect(page.body).toContain('<link rel="canonical" href="https://sanco.example/tin-tuc" />');
    expect(page.body).not.toContain('internal:8080');
    const robots = await t.app.inject({ url: '/robots.txt', headers: { host: 'internal:8080' } });
    expect(robots.body).toContain('Sitemap: https://sanco.example/sitemap.xml');
  });

  it('the page goes out compressed like any answer over 1 KB', async () => {
    const res = await t.app.inject({ url: '/lich-truc-tiep', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<link rel="canonical" href="https://sanco.example/lich-truc-tiep" />');
  });
});
