/**
 * Rate limiting per client address, answered as a 429 envelope: reads at RATE_LIMIT_READS a minute,
 * sign-in and code calls tighter at RATE_LIMIT_AUTH (routes opt in with `config: app.authRateLimit`).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for sign-in, registration and one-time-code calls. */
    authRateLimit: { rateLimit: { max: number; timeWindow: string } };
  }
}

export interface RateLimitOptions {
  readsPerMinute: number;
  authPerMinute: number;
}

const API_PREFIXES = ['/live/api/', '/other/api/', '/al/api/'];

class TooManyRequests extends Error {
  readonly statusCode = 429;
}

async function limits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.readsPerMinute,
    timeWindow: '1 minute',
    // Static files, the SPA and health checks are not limited; the API is.
    allowList: (request) => !API_PREFIXES.some((prefix) => request.url.startsWith(prefix)),
    errorResponseBuilder: () => new TooManyRequests('Too many requests'),
  });
  app.decorate('authRateLimit', { rateLimit: { max: options.authPerMinute, timeWindow: '1 minute' } });
}

export default fp(limits, { name: 'rate-limit', fastify: '5.x' });
