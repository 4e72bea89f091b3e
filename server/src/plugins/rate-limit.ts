/**
 * Rate limiting per client address, answered as a 429 envelope, in three buckets of one store:
 * - sign-in, token, code and availability calls (routes opt in with `config: app.authRateLimit`)
 *   share one bucket of RATE_LIMIT_AUTH a minute, so probing several of them buys nothing;
 * - files (the SPA's assets, generated pictures, subtitles, HLS playlists and segments, stickers,
 *   files at the root) have a generous bucket of their own, RATE_LIMIT_FILES a minute;
 * - everything else, unknown paths included, RATE_LIMIT_READS a minute.
 * Which bucket is decided on the path as the router reads it (percent-decoded, dot segments
 * resolved, duplicate slashes collapsed), never on the raw text, so no spelling of an API path
 * reaches the files bucket. Only the health check is exempt. IPv6 clients are counted per /64.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isIP } from 'node:net';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for sign-in, registration, token, one-time-code and availability calls: one shared bucket. */
    authRateLimit: { authBucket: true };
    /** Route config for uploads: a bucket of their own per route, as tight as the sign-in one. */
    uploadRateLimit: { rateLimit: { max: number; timeWindow: string } };
  }
  interface FastifyContextConfig {
    /** Counted in the shared sign-in bucket (app.authRateLimit). */
    authBucket?: true;
  }
}

export interface RateLimitOptions {
  readsPerMinute: number;
  authPerMinute: number;
  filesPerMinute: number;
}

/** Files and streams a page loads by the dozen; no handler of the API is under them. */
const FILE_PREFIXES = ['/assets/', '/hls/', '/media/', '/stickers/'];
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
  return (method === 'GET' || method === 'HEAD') && EXEMPT_PATHS.has(canonicalPath(url));
}

export type Bucket = 'auth' | 'files' | 'reads';

/** The bucket a request is counted in: the route's opt-in to the sign-in bucket, else the path. */
export function bucketOf(method: string, url: string, authBucket = false): Bucket {
  if (authBucket) return 'auth';
  if (method !== 'GET' && method !== 'HEAD') return 'reads';
  const path = canonicalPath(url);
  return ROOT_FILE.test(path) || FILE_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'files' : 'reads';
}

function requestBucket(request: FastifyRequest): Bucket {
  return bucketOf(request.method, request.url, request.routeOptions.config?.authBucket === true);
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
  const maxOf: Record<Bucket, number> = {
    auth: options.authPerMinute,
    files: options.filesPerMinute,
    reads: options.readsPerMinute,
  };
  // The buckets are keys of the global store (a route with its own `rateLimit` config would get a
  // store of its own, so a shared bucket cannot be a route config).
  await app.register(rateLimit, {
    global: true,
    max: (request) => maxOf[requestBucket(request)],
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => {
      const bucket = requestBucket(request);
      return bucket === 'reads' ? clientKey(request.ip) : `${bucket}:${clientKey(request.ip)}`;
    },
    allowList: (request) => isExempt(request.method, request.url),
    errorResponseBuilder: () => new TooManyRequests('Too many requests'),
  });
  app.decorate('authRateLimit', { authBucket: true as const });
  app.decorate('uploadRateLimit', { rateLimit: { max: options.authPerMinute, timeWindow: '1 minute' } });
}

export default fp(limits, { name: 'rate-limit', fastify: '5.x' });
