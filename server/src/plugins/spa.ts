/**
 * Serves the built SPA from STATIC_DIR. Hashed /assets/* files are cached for a year; build-info.json
 * is read from disk on every request and never cached. A page path answers the document of that URL
 * (server/src/pages: index.html with the page's own head, preloads and preloaded answers, read again
 * when a new build lands), never cached: 200 when the route table knows it and its entity exists,
 * 404 (the SPA shows its 404 page) when not.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './envelope.ts';
import { pageWriter } from '../pages/index.ts';

/** Pages that moved: the account's notifications were its "messages" (/tai-khoan/tin-nhan) until 2026-12-03. */
const MOVED_PAGES: Readonly<Record<string, string>> = { '/tai-khoan/tin-nhan': '/tai-khoan/thong-bao' };

export interface SpaOptions {
  /** Absolute directory of the built SPA (index.html, assets/, build-info.json). */
  staticDir: string;
}

/** Prefixes that belong to the API and other server services, never to SPA pages. */
const API_PREFIXES = ['/live/api', '/other/api', '/al/api', '/api'];
const SERVICE_PREFIXES = ['/hls', '/websocket', '/healthz'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_STORE = 'no-store';
const UNBUILT = 'The site is not built yet: run `npm run build`, then reload.\n';

function underPrefix(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** '/assets/x.js' or '/favicon.ico': the last segment has a file extension. */
function looksLikeFile(pathname: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

async function spa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const { staticDir } = options;
  const assetsDir = path.join(staticDir, 'assets') + path.sep;

  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    index: false,
    dotfiles: 'ignore',
    decorateReply: false,
    suppressWarning: true,
    // npm run build writes a .br and a .gz beside every text asset: sent as such, with Vary.
    preCompressed: true,
    // Directories ('/', '/assets/') and server paths never come from disk; the not-found handler answers them.
    allowedPath: (pathname) =>
      !pathname.endsWith('/') && !underPrefix(pathname, API_PREFIXES) && !underPrefix(pathname, SERVICE_PREFIXES),
    setHeaders: (reply, filePath) => {
      const name = path.basename(filePath);
      if (filePath.startsWith(assetsDir)) reply.header('cache-control', IMMUTABLE);
      else if (name === 'index.html' || name === 'build-info.json') reply.header('cache-control', NO_STORE);
      else reply.header('cache-control', 'no-cache');
    },
  });

  const writePage = pageWriter(staticDir);

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const page = await writePage(request, reply);
    if (!page) return reply.code(503).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send(UNBUILT);
    return reply.code(page.status).header('cache-control', NO_STORE).header('vary', 'Cookie').type('text/html; charset=utf-8').send(page.html);
  }

  // Unknown paths are limited like the API (the rate-limit plugin registers before this one).
  // A page that moved answers 301 to its new address (query kept), so bookmarks and links still land.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || underPrefix(pathname, API_PREFIXES)) return sendNotFound(request, reply);
    if (underPrefix(pathname, SERVICE_PREFIXES) || looksLikeFile(pathname)) {
      return reply.code(404).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send('Not Found\n');
    }
    const moved = MOVED_PAGES[pathname];
    if (moved) return reply.header('cache-control', NO_STORE).redirect(`${moved}${request.url.slice(pathname.length)}`, 301);
    return sendPage(request, reply);
  });
}

export default fp(spa, { name: 'spa', fastify: '5.x', dependencies: ['envelope', 'rate-limit'] });
