import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDist } from '../../../scripts/compress-dist.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
/** A built asset big enough to be worth compressing. */
const BUNDLE = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Đội bóng ${i}` })))};\n`;

beforeAll(async () => {
  t = await makeTestApp();
  await writeFile(path.join(t.staticDir, 'assets', 'bundle-abc123.js'), BUNDLE);
  await compressDist(t.staticDir);
});
afterAll(() => t.close());

describe('compression', () => {
  it('writes a .br and a .gz beside text assets over 1 KB at build time, and leaves small ones and index.html alone', async () => {
    const br = await readFile(path.join(t.staticDir, 'assets', 'bundle-abc123.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(BUNDLE);
    await expect(readFile(path.join(t.staticDir, 'assets', 'a.js.br'))).rejects.toThrow();
    await expect(readFile(path.join(t.staticDir, 'index.html.br'))).rejects.toThrow();
  });

  it('serves an asset brotli-encoded to a client that accepts br, with Vary', async () => {
    const res = await t.app.inject({ url: '/assets/bundle-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BUNDLE);
  });

  it('serves gzip to a client that accepts only gzip, and the plain file to one that accepts nothing', async () => {
    const gz = await t.app.inject({ url: '/assets/bundle-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);
    const plain = await t.app.inject({ url: '/assets/bundle-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('compresses API answers over 1 KB on the fly, with Vary', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/al/api/live/menu', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { code: number; data: { primarys: unknown[] } };
    expect(body.code).toBe(200);
    expect(body.data.primarys.length).toBeGreaterThan(0);
    expect(res.rawPayload.length).toBeLessThan(brotliDecompressSync(res.rawPayload).length / 2);
  });

  it('sends small answers as they are', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
