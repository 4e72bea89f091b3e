/** Security headers on every answer (a CSP that admits only this site) and CORS for ALLOWED_ORIGINS. */
import type { IncomingMessage } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** Other origins allowed to call the API; empty means same origin only. */
  allowedOrigins: readonly string[];
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The WebSocket origin of the host the page was loaded from ('self' when the Host header is odd). */
function socketSource(scheme: 'ws' | 'wss') {
  return (req: IncomingMessage): string => {
    const host = req.headers.host ?? '';
    return HOST.test(host) ? `${scheme}://${host}` : "'self'";
  };
}

async function security(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketSource('ws'), socketSource('wss')],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // No upgrade-insecure-requests: the site may be served over plain HTTP on a local network.
      },
    },
  });

  if (options.allowedOrigins.length > 0) {
    await app.register(cors, {
      origin: [...options.allowedOrigins],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // The refresh cookie (SameSite=Strict) may go with calls from these origins when they are the same site.
      credentials: true,
      maxAge: 600,
    });
  }
}

export default fp(security, { name: 'security', fastify: '5.x' });
