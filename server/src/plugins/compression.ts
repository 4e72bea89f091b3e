/**
 * Compression of answers made on the fly: API answers, generated images and the HTML of a page
 * (written per URL) over 1 KB go out brotli (quality 4) or gzip, whichever the client prefers, with
 * `Vary: Accept-Encoding`. The built SPA's assets are compressed at build time instead
 * (scripts/compress-dist.ts) and served as such by the static plugin.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are (compressing them gains nothing). */
export const COMPRESS_THRESHOLD = 1024;

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Video segments and pictures other than SVG are compressed already.
    customTypes: /^(text\/|application\/(json|javascript|xml|vnd\.apple\.mpegurl)|image\/svg\+xml)/,
  });
}

export default fp(compression, { name: 'compression', fastify: '5.x' });
