import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsWebp } from '../../src/plugins/raster-images.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

/** What Chromium sends for an <img>. */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('generated pictures as WebP', () => {
  it('sends a crest to a browser as a WebP of the SVG’s own size, with Vary: Accept', async () => {
    const res = await t.app.inject({ url: '/media/crest/1.svg', headers: { accept: BROWSER_IMAGE_ACCEPT } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['vary']).toMatch(/accept/i);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([128, 128]);
  });

  it('draws the same picture as the SVG (the crest’s colours are there)', async () => {
    const [svg, webp] = await Promise.all([
      t.app.inject({ url: '/media/league/1.svg' }),
      t.app.inject({ url: '/media/league/1.svg', headers: { accept: 'image/webp' } }),
    ]);
    const fromSvg = await sharp(Buffer.from(svg.body)).resize(16, 16).raw().toBuffer();
    const fromWebp = await sharp(webp.rawPayload).resize(16, 16).raw().toBuffer();
    const meanDifference = fromSvg.reduce((sum, value, i) => sum + Math.abs(value - fromWebp[i]!), 0) / fromSvg.length;
    expect(meanDifference).toBeLessThan(12);
  });

  it('sends the SVG to a client that does not ask for WebP, or refuses it', async () => {
    for (const accept of [undefined, '*/*', 'image/svg+xml', 'image/webp;q=0, image/svg+xml']) {
      const res = await t.app.inject({ url: '/media/avatar/preset-1.svg', headers: accept ? { accept } : {} });
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-type'], String(accept)).toMatch(/^image\/svg\+xml/);
      expect(res.body, String(accept)).toMatch(/^<svg/);
      expect(res.headers['vary'], String(accept)).toMatch(/accept/i);
    }
  });

  it('leaves banners (large, few) as SVG and a missing picture as its 404', async () => {
    const banner = await t.app.inject({ url: '/media/banner/1.svg', headers: { accept: BROWSER_IMAGE_ACCEPT } });
    expect(banner.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const missing = await t.app.inject({ url: '/media/crest/999999.svg', headers: { accept: BROWSER_IMAGE_ACCEPT } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it('reads the Accept header by its media ranges and q values', () => {
    expect(acceptsWebp(BROWSER_IMAGE_ACCEPT)).toBe(true);
    expect(acceptsWebp('image/webp')).toBe(true);
    expect(acceptsWebp('IMAGE/WEBP; q=0.5')).toBe(true);
    expect(acceptsWebp('image/webp;q=0')).toBe(false);
    expect(acceptsWebp('image/webp;q=0.0')).toBe(false);
    expect(acceptsWebp('image/webpx, image/png')).toBe(false);
    expect(acceptsWebp('image/*')).toBe(false);
    expect(acceptsWebp('')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });
});
