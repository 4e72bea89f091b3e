/**
 * Rate limiting per client address, answered as a 429 envelope: everything at RATE_LIMIT_READS a
 * minute, sign-in, token, code and availability calls tighter at RATE_LIMIT_AUTH (routes opt in with
 * `config: app.authRateLimit`). What is exempt is decided on the path as the router reads it
 * (percent-decoded, dot segments resolved, duplicate slashes collapsed), never on the raw text, so
 * no spelling of an API path escapes; only static files and the health check are exempt, unknown
 * paths are limited too. IPv6 clients are counted per /64.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isIP } from 'node:net';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for sign-in, registration, token, one-time-code and availability calls. */
    authRateLimit: { rateLimit: { max: number; timeWindow: string } };
  }
}

export interface RateLimitOptions {
  readsPerMinute: number;
  authPerMinute: number;
}

/** Files and streams a page loads by the dozen; no handler of the API is under them. */
const EXEMPT_PREFIXES = ['/assets/', '/hls/', '/media/', '/stickers/'];
const EXEMPT_PATHS = new Set(['/healthz']);
/** A file at the root of the site (favicon.svg, build-info.json, robots.txt). */
const ROOT_FILE = /^\/[^/]+\.[A-Za-z0-9]+$/;

class TooManyRequests extends Error {
  readonly statusCode = 429;
}

/**
 * The path a router sees: query and fragment dropped, each segment percent-decoded (any case) and
 * cut at ';', empty and '.' segments dropped, '..' resolved.
 */
export function canonicalPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? '/';
  const out: string[] = [];
  for (const part of raw.split('/')) {
    let segment = part.split(';', 1)[0] ?? '';
    try {
      segment = decodeURIComponent(segment);
    } catch {
      // A malformed escape stays as written; it cannot match an exempt prefix by accident.
    }
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`;
}

export function isExempt(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = canonicalPath(url);
  return EXEMPT_PATHS.has(path) || ROOT_FILE.test(path) || EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * The limit's key: the client address (TRUST_PROXY decides whether X-Forwarded-For counts), IPv6
 * per /64. A client that already hung up has no address: its requests share one key.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'gone';
  const bare = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIP(bare) !== 6) return bare;
  const [head = '', tail = ''] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = bare.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

async function limits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.readsPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => clientKey(request.ip),
    allowList: (request) => isExempt(request.method, request.url),
    errorResponseBuilder: () => new TooManyRequests('Too many requests'),
  });
  app.decorate('authRateLimit', { rateLimit: { max: options.authPerMinute, timeWindow: '1 minute' } });
}

export default fp(limits, { name: 'rate-limit', fastify: '5.x' });
