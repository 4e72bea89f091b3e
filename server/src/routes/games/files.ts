/**
 * The site's HTML5 games (public/games/): /games/kit.js and kit.css, which every game shares, and
 * /games/{engine}/{file}; every engine's index.html is the one page public/games/page.html with
 * the engine's name filled in (it links the kit and the engine's game.css and game.js). The page
 * plays them in an iframe sandboxed without allow-same-origin, so the game runs in an opaque origin:
 * its files are answered with Cross-Origin-Resource-Policy cross-origin (the site's same-origin
 * would refuse them to that frame) and a policy of their own, with no network access at all (the game talks to the page by postMessage only).
 */
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { GAME_ENGINES, type GameEngine } from '../../../../contracts/game-engines.ts';
import { gameFail } from './messages.ts';

export const GAMES_DIR = new URL('../../../../public/games/', import.meta.url);

const FILE = /^[a-z][a-z0-9-]{0,40}\.(html|js|css|svg)$/;
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
};

/** The policy of a game's documents: its own scripts and styles, pictures, nothing fetched. */
export const GAME_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const isEngine = (value: string): value is GameEngine => (GAME_ENGINES as readonly string[]).includes(value);

export const gameFileRoutes: FastifyPluginAsync = async (app) => {
  const cache = new Map<string, Buffer>();

  async function read(relative: string): Promise<Buffer> {
    let body = cache.get(relative);
    if (!body) {
      try {
        body = await readFile(new URL(relative, GAMES_DIR));
      } catch {
        throw gameFail(404, 'gameFileNotFound');
      }
      cache.set(relative, body);
    }
    return body;
  }

  function send(reply: FastifyReply, file: string, body: Buffer | string) {
    const extension = file.slice(file.lastIndexOf('.') + 1);
    return reply
      .header('content-type', TYPES[extension])
      .header('cache-control', 'no-cache')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-security-policy', GAME_CSP)
      .send(body);
  }

  app.get<{ Params: { file: string } }>('/games/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params;
    if (!FILE.test(file) || file.endsWith('.html')) throw gameFail(404, 'gameFileNotFound');
    return send(reply, file, await read(file));
  });

  app.get<{ Params: { engine: string; file: string } }>('/games/:engine/:file', { schema: { hide: true } }, async (request, reply) => {
    const { engine, file } = request.params;
    if (!isEngine(engine) || !FILE.test(file)) throw gameFail(404, 'gameFileNotFound');
    if (file === 'index.html') return send(reply, file, (await read('page.html')).toString('utf8').replace('{engine}', engine));
    return send(reply, file, await read(`${engine}/${file}`));
  });
};
