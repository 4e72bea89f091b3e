/**
 * The generated pictures that pages show by the dozen (crests, league badges, avatars, player,
 * manager and venue pictures: small SVGs) go to browsers that accept WebP as WebP, drawn from the
 * same SVG at its own size. A browser draws an SVG picture on its main thread (a document of its own
 * to lay out and paint, for every one of them); it decodes a bitmap off it. A client that does not
 * ask for WebP (an API client, a crawler, `curl`) gets the SVG. `Vary: Accept` keeps caches apart.
 * A video's poster (POSTER_PATHS) is drawn the same way, at twice its size.
 *
 * Drawn pictures are kept in memory by their SVG's hash, so a picture is drawn once per change.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';

/** The generated pictures drawn as bitmaps; banners and room covers (large, few) stay SVG, but as a poster. */
export const RASTER_PATHS = /^\/media\/(crest|league|player|manager|venue|avatar)\//;
/**
 * A video's poster (contracts/video-poster.ts): a room's cover or a short clip's thumbnail asked with
 * `poster=1`, drawn at twice its size, so that over a whole player or phone screen it is as large as
 * the video's frame and heavy enough for the browser to count it as the page's largest paint.
 */
export const POSTER_PATHS = /^\/media\/(room|short)\/[^?]*\?(?:[^#]*&)?poster=1(?:&|#|$)/;
const POSTER_SCALE = 2;
/** How many drawn pictures are kept (about 3 KB each; a poster about 15 KB). */
export const RASTER_CACHE_SIZE = 4000;
/**
 * Effort 4: about 7 ms a picture. Effort 6 saved 1% of the bytes for 60 times the CPU (about 400 ms a
 * picture), and a cold server's first page of them filled the thread pool for seconds, so that even
 * its script files (read through that pool) waited.
 */
const WEBP = { quality: 75, effort: 4 } as const;
/** A poster has four times the pixels and is on its page's first paint: effort 2 gave the same bytes (within 5%) in a fraction of the time. */
const POSTER_WEBP = { quality: 75, effort: 2 } as const;

/** Whether the request's Accept header names WebP (browsers' image requests do). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** A small least-recently-used map of SVG hash → WebP bytes. */
class RasterCache {
  private readonly entries = new Map<string, Buffer>();
  constructor(private readonly limit: number) {}
  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: Buffer): void {
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }
}

async function rasterImages(app: FastifyInstance): Promise<void> {
  const cache = new RasterCache(RASTER_CACHE_SIZE);
  const drawing = new Map<string, Promise<Buffer>>();

  const draw = (svg: string, scale: number): Promise<Buffer> => {
    const key = `${scale}:${createHash('sha1').update(svg).digest('base64url')}`;
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = drawing.get(key);
    if (!pending) {
      // An SVG's own size is drawn at 72 dots an inch.
      pending = sharp(Buffer.from(svg), { density: 72 * scale })
        .webp(scale === 1 ? WEBP : POSTER_WEBP)
        .toBuffer()
        .then((webp) => {
          cache.set(key, webp);
          return webp;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  };

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const type = reply.getHeader('content-type');
    const scale = RASTER_PATHS.test(request.url) ? 1 : POSTER_PATHS.test(request.url) ? POSTER_SCALE : 0;
    if (typeof type !== 'string' || !type.startsWith('image/svg+xml') || scale === 0) return payload;
    reply.header('vary', 'Accept');
    if (typeof payload !== 'string' || !acceptsWebp(request.headers.accept)) return payload;
    try {
      const webp = await draw(payload, scale);
      reply.type('image/webp');
      return webp;
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'generated picture not drawn as WebP; sent as SVG');
      return payload;
    }
  });
}

export default fp(rasterImages, { name: 'raster-images', fastify: '5.x' });
