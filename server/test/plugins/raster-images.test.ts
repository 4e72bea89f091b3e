import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsWebp } from '../../src/plugins/raster-images.ts';
import { videoPosterUrl } from '../../../contracts/video-poster.ts';
import { liveRooms } from '../../src/db/schema.ts';
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

  it('draws a video’s poster (a room’s cover, a clip’s thumbnail, asked as a poster) as a WebP of twice the SVG’s size, in the picture’s language', async () => {
    const [room] = await t.app.db.select({ id: liveRooms.id }).from(liveRooms).limit(1);
    for (const [url, size] of [
      [`/media/room/${room!.id}.svg`, [1280, 720]],
      ['/media/short/1.svg?lang=zh', [720, 1280]],
    ] as const) {
      const svg = await t.app.inject({ url, headers: { accept: BROWSER_IMAGE_ACCEPT } });
      // Elsewhere (cards, grids) the picture stays the light SVG.
      expect(svg.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      const poster = await t.app.inject({ url: videoPosterUrl(url), headers: { accept: BROWSER_IMAGE_ACCEPT } });
      expect(poster.statusCode, url).toBe(200);
      expect(poster.headers['content-type'], url).toBe('image/webp');
      expect(poster.headers['vary'], url).toMatch(/accept/i);
      const meta = await sharp(poster.rawPayload).metadata();
      expect([meta.width, meta.height], url).toEqual(size);
      // Light enough for a first paint.
      expect(poster.rawPayload.length, url).toBeLessThan(40_000);
      // Without WebP, the SVG.
      expect((await t.app.inject({ url: videoPosterUrl(url) })).body, url).toMatch(/^<svg/);
    }
    // The clip's words are in the poster's language: the Chinese poster differs from the Vietnamese one.
    const [vi, zh] = await Promise.all(['/media/short/1.svg', '/media/short/1.svg?lang=zh'].map((url) => t.app.inject({ url: videoPosterUrl(url), headers: { accept: 'image/webp' } })));
    expect(vi!.rawPayload.equals(zh!.rawPayload)).toBe(false);
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
