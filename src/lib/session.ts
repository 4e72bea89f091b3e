/**
 * The session's cookies (SPEC §3, §9): tokens, the guest flag, geolocation, referral id, domain.
 * Cookies are the one store of tokens; the auth machine decides, this module only reads and writes.
 */
import { GEO_COOKIE_MAX_AGE_S, GUEST_TOKEN_MAX_AGE_S, MEMBER_TOKEN_MAX_AGE_S, PID_COOKIE_MAX_AGE_S } from '../../machines/constants';
import { COOKIE, readCookie, writeCookie, type CookieOptions } from './cookies';

export interface Tokens {
  token: string | null;
  refreshToken: string | null;
  guestToken: string | null;
}

const REMOVE: CookieOptions = { maxAgeSeconds: 0 };

export function readTokens(source?: string): Tokens {
  return {
    token: readCookie(COOKIE.token, source),
    refreshToken: readCookie(COOKIE.refreshToken, source),
    guestToken: readCookie(COOKIE.guestToken, source),
  };
}

/** Where the member's tokens live: as long as the refresh token (the access token expires sooner on the server). */
export function storeMemberTokens(token: string, refreshToken: string): void {
  writeCookie(COOKIE.token, token, { maxAgeSeconds: MEMBER_TOKEN_MAX_AGE_S });
  writeCookie(COOKIE.refreshToken, refreshToken, { maxAgeSeconds: MEMBER_TOKEN_MAX_AGE_S });
  writeCookie(COOKIE.guest, '0', { maxAgeSeconds: MEMBER_TOKEN_MAX_AGE_S });
}

/** The guest token lasts 7 days (604800 s), and so does the guest flag. */
export function storeGuestToken(guestToken: string): void {
  writeCookie(COOKIE.guestToken, guestToken, { maxAgeSeconds: GUEST_TOKEN_MAX_AGE_S });
  writeCookie(COOKIE.guest, '1', { maxAgeSeconds: GUEST_TOKEN_MAX_AGE_S });
}

export function clearGuestToken(): void {
  writeCookie(COOKIE.guestToken, '', REMOVE);
  writeCookie(COOKIE.guest, '', REMOVE);
}

export function clearAllTokens(): void {
  for (const name of [COOKIE.token, COOKIE.refreshToken, COOKIE.guestToken, COOKIE.guest]) writeCookie(name, '', REMOVE);
}

export interface GeoInfo {
  timezone: string;
  ip: string;
  /** Minutes east of UTC. */
  offset: number;
  currency: string;
}

export function storeGeo(geo: GeoInfo): void {
  writeCookie(COOKIE.timezone, geo.timezone, { maxAgeSeconds: GEO_COOKIE_MAX_AGE_S });
  writeCookie(COOKIE.ip, geo.ip, { maxAgeSeconds: GEO_COOKIE_MAX_AGE_S });
  writeCookie(COOKIE.offset, String(geo.offset), { maxAgeSeconds: GEO_COOKIE_MAX_AGE_S });
  if (!readCookie(COOKIE.location)) writeCookie(COOKIE.location, geo.currency, { maxAgeSeconds: GEO_COOKIE_MAX_AGE_S });
}

export function hasGeo(source?: string): boolean {
  return readCookie(COOKIE.timezone, source) !== null;
}

const PID = /^[A-Za-z0-9_-]{1,64}$/;

/** The referral id of `?pid=` (SPEC §3), kept so registration can credit the referrer; a malformed one is ignored. */
export function capturePid(search: string): string | null {
  const pid = new URLSearchParams(search).get('pid');
  if (!pid || !PID.test(pid)) return null;
  writeCookie(COOKIE.pid, pid, { maxAgeSeconds: PID_COOKIE_MAX_AGE_S });
  return pid;
}

export function readPid(source?: string): string | null {
  return readCookie(COOKIE.pid, source);
}

/** DomainCookie: the host the site was opened on (mirrors share one backend). */
export function storeDomain(hostname: string): void {
  writeCookie(COOKIE.domain, hostname, { maxAgeSeconds: GEO_COOKIE_MAX_AGE_S });
}
