import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { INDEX_HTML, makeTestApp, makeTestDatabase, type TestApp } from '../test-app.ts';

let t: TestApp;

/** The built index.html, with the head the server writes for each page (server/test/pages tests that head). */
const isIndexHtml = (body: string) =>
  INDEX_HTML.startsWith('<!doctype html><html lang="vi"><head>') && body.startsWith('<!doctype html><html lang="vi"><head>') && body.includes('<body><div id="root"></div>') && body.endsWith('</body></html>');
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('the SPA', () => {
  it.each(['/', '/lich-truc-tiep', '/tin-tuc/bong-da', '/doi-bong/arsenal/42', '/tai-khoan/ho-so', '/so-sanh/doi-bong?id1=1&id2=2'])(
    'answers index.html with 200 for the known route %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(isIndexHtml(res.body)).toBe(true);
    },
  );

  it('sends a page that moved to its new address, query kept', async () => {
    const res = await t.app.inject({ url: '/tai-khoan/tin-nhan?lang=en' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/tai-khoan/thong-bao?lang=en');
  });

  it.each(['/khong-ton-tai', '/doi-bong/x/abc', '/tai-khoan/khac', '/lich-truc-tiep/', '/assets', '/assets/'])(
    'answers index.html with 404 for the unknown route %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(isIndexHtml(res.body)).toBe(true);
    },
  );

  it('serves assets with a long immutable cache', async () => {
    const res = await t.app.inject({ url: '/assets/a.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('export const a = 1;\n');
  });

  it.each(['/assets/missing.js', '/favicon.ico', '/hls/live/1/index.m3u8', '/websocket', '/.env'])(
    'answers a plain 404, not index.html, for the missing file %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).not.toContain('<html');
    },
  );

  it('serves build-info.json uncached and fresh from disk', async () => {
    const first = await t.app.inject({ url: '/build-info.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ buildId: 'one' });

    await writeFile(path.join(t.staticDir, 'build-info.json'), JSON.stringify({ buildId: 'two-longer' }));
    const second = await t.app.inject({ url: '/build-info.json' });
    expect(second.json()).toEqual({ buildId: 'two-longer' });
  });

  it('reads index.html again when a new build lands', async () => {
    const file = path.join(t.staticDir, 'index.html');
    await writeFile(file, '<!doctype html><html><head><title>new build</title></head><body><main id="new-build"></main></body></html>');
    try {
      const res = await t.app.inject({ url: '/tin-tuc' });
      expect(res.body).toContain('<main id="new-build"></main>');
    } finally {
      await writeFile(file, INDEX_HTML);
    }
  });

  it('answers 503 with a hint when the SPA is not built', async () => {
    const emptyDir = await mkdtemp(path.join(tmpdir(), 'unbuilt-'));
    const database = await makeTestDatabase();
    const app = await buildApp({ config: loadConfig({ STATIC_DIR: emptyDir }), database: database.source, logger: false });
    try {
      const res = await app.inject({ url: '/' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toMatch(/npm run build/);
      expect(res.body.trim().split('\n')).toHaveLength(1);
      const api = await app.inject({ method: 'POST', url: '/al/api/live/menu' });
      expect(api.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.drop();
      await rm(emptyDir, { recursive: true, force: true });
    }
  });
});
