/**
 * The refresh token of a browser lives only in an HttpOnly cookie: SameSite=Strict, Secure on https,
 * Path limited to the users calls that set, rotate and end it. Calls that read it refuse cross-site
 * requests: the Origin (or, without one, Sec-Fetch-Site) must be this site or ALLOWED_ORIGINS, and
 * the body must be JSON (a plain HTML form cannot send it).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './messages.ts';

export const REFRESH_COOKIE = 'vls_refresh';
export const REFRESH_COOKIE_PATH = '/live/api/user';

/** The SPA says it is a browser (SPEC §7 X-Client-Type: web): its refresh token goes in the cookie, not the body. */
export function isBrowserClient(request: FastifyRequest): boolean {
  return String(request.headers['x-client-type'] ?? '').trim().toLowerCase() === 'web';
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, refreshToken: string, maxAgeSeconds: number): void {
  const parts = [
    `${REFRESH_COOKIE}=${refreshToken}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (isHttps(request)) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  const parts = [`${REFRESH_COOKIE}=`, `Path=${REFRESH_COOKIE_PATH}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Strict'];
  if (isHttps(request)) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

/** The refresh token of the request's cookie, or null. */
export function refreshCookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REFRESH_COOKIE) {
      const value = rest.join('=').trim();
      return value.length > 0 && value.length <= 512 && /^[A-Za-z0-9_-]+$/.test(value) ? value : null;
    }
  }
  return null;
}

/** 403 unless the request comes from this site (or ALLOWED_ORIGINS) as JSON. */
export function requireSameSite(request: FastifyRequest, allowedOrigins: readonly string[]): void {
  const contentType = String(request.headers['content-type'] ?? '').toLowerCase();
  if (!contentType.startsWith('application/json')) throw fail(403, 'crossSite');
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!isOwnOrigin(origin, request.headers.host) && !allowedOrigins.includes(origin)) throw fail(403, 'crossSite');
    return;
  }
  const site = String(request.headers['sec-fetch-site'] ?? '');
  if (site && site !== 'same-origin' && site !== 'none') throw fail(403, 'crossSite');
}

function isOwnOrigin(origin: string, host: string | undefined): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && host !== undefined && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}
