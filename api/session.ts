/**
 * The session (SPEC §3, §9): the member's access token in memory, the guest token and flag, geolocation,
 * referral id and domain in cookies. The member's refresh token is an HttpOnly cookie this code never
 * sees. The auth machine decides; this module only reads and writes.
 */
import { scheduleTimeZone } from '../contracts/day-strip';
import { GEO_COOKIE_MAX_AGE_S, GUEST_TOKEN_MAX_AGE_S, MEMBER_TOKEN_MAX_AGE_S, PID_COOKIE_MAX_AGE_S } from '../contracts/constants';
import { COOKIE } from '../contracts/constants';
import { readCookie, writeCookie, type CookieOptions } from './cookies';
import type { GeoInfo } from '../contracts/schemas/client';

export interface Tokens {
  /** The member's access token: held in memory only, never in a cookie or storage a script could read later. */
  token: string | null;
  guestToken: string | null;
}

const REMOVE: CookieOptions = { maxAgeSeconds: 0 };

let memberToken: string | null = null;

export function readTokens(source?: string): Tokens {
  return { token: memberToken, guestToken: readCookie(COOKIE.guestToken, source) };
}

/**
 * A member signed in (or the session was restored): the access token is kept in memory; the refresh
 * token is the server's HttpOnly cookie. The guest flag "0" tells the next page load that a member
 * session may be restored from that cookie.
 */
export function storeMemberSession(token: string): void {
  memberToken = token;
  writeCookie(COOKIE.guest, '0', { maxAgeSeconds: MEMBER_TOKEN_MAX_AGE_S });
  openCredentials();
}

/** Whether this browser signed in as a member last time (the refresh cookie itself is out of a script's reach). */
export function mayHaveMemberSession(source?: string): boolean {
  return readCookie(COOKIE.guest, source) === '0';
}

/** A member session could not be restored: stop expecting one. */
export function forgetMemberHint(): void {
  if (readCookie(COOKIE.guest) === '0') writeCookie(COOKIE.guest, '', REMOVE);
}

/** The guest token lasts 7 days (604800 s), and so does the guest flag. */
export function storeGuestToken(guestToken: string): void {
  writeCookie(COOKIE.guestToken, guestToken, { maxAgeSeconds: GUEST_TOKEN_MAX_AGE_S });
  writeCookie(COOKIE.guest, '1', { maxAgeSeconds: GUEST_TOKEN_MAX_AGE_S });
  openCredentials();
}

export function clearGuestToken(): void {
  writeCookie(COOKIE.guestToken, '', REMOVE);
  writeCookie(COOKIE.guest, '', REMOVE);
}

export function clearAllTokens(): void {
  memberToken = null;
  closeCredentials();
  for (const name of [COOKIE.guestToken, COOKIE.guest]) writeCookie(name, '', REMOVE);
  forgetLegacyTokenCookies();
}

/** Earlier versions kept `token` and `refreshToken` in script-readable cookies: they are removed. */
export function forgetLegacyTokenCookies(): void {
  for (const name of LEGACY_TOKEN_COOKIES) writeCookie(name, '', REMOVE);
}

const LEGACY_TOKEN_COOKIES = ['token', 'refreshToken'] as const;

/*
 * The credentials gate: a call that would leave before any token exists (the first live-count poll
 * while the guest login is under way) waits until the auth machine has one, or gives up on it.
 */
let release: (() => void) | null = null;
let ready: Promise<void> = Promise.resolve();
let open = true;

/** Calls made from now on wait for credentials (the auth machine is getting a token). */
export function closeCredentials(): void {
  if (!open) return;
  open = false;
  ready = new Promise((resolve) => {
    release = resolve;
  });
}

/** A token exists, or none will come (the guest login gave up): waiting calls go. */
export function openCredentials(): void {
  open = true;
  release?.();
  release = null;
}

/** Resolves when calls may go; at once when the gate is open. */
export function credentialsReady(): Promise<void> {
  return ready;
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

/** A member who opened their own link keeps no referral id: it would credit them for an account they make later. */
export function forgetOwnPid(referralCode: string): void {
  const pid = readPid();
  if (pid && referralCode && pid.trim().toUpperCase() === referralCode.toUpperCase()) writeCookie(COOKIE.pid, '', REMOVE);
}

/** DomainCookie: the host the site was opened on (mirrors share one backend). */
export function storeDomain(hostname: string): void {
  writeCookie(COOKIE.domain, hostname, { maxAgeSeconds: GEO_COOKIE_MAX_AGE_S });
}

/** The visitor's zone (the Timezone cookie the geo machine stores) if Intl knows it, else Asia/Ho_Chi_Minh. */
export function visitorTimeZone(source?: string): string {
  return scheduleTimeZone(readCookie(COOKIE.timezone, source));
}
