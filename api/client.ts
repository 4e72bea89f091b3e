/**
 * The one HTTP client (ky) and the error catalogue of SPEC §8. Every call carries Authorization
 * (member token, else guest token), Currency, x-language and X-Client-Type. What the machines must
 * hear about (a 429, a cleared session, a refresh, a 500) is reported through api-events; the
 * wrappers return a result and never throw into a view.
 */
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { CREDENTIALS_WAIT_MS, DEFAULT_CURRENCY, DEFAULT_LOCALE } from '../contracts/constants';
import { COOKIE } from '../contracts/constants';
import { readCookie } from './cookies';
import { isLocale } from '../contracts/locale';
import { clearAllTokens, clearGuestToken, credentialsReady, readTokens, storeMemberSession } from './session';
import { emitApiEvent } from './events';
import type { Envelope } from '../contracts/schemas/common';
import { ApiFailure } from '../contracts/call-error';
import { PRELOAD_MAX_AGE_MS, PRELOAD_SCRIPT_ID, parsePreloadedAnswers, preloadIsFresh, preloadKey, type PreloadedAnswers } from '../contracts/preload';

import type { UserInfo } from '../contracts/schemas/users/account';

export const USER_INFO_PATH = 'live/api/user/info';
export const GUEST_INFO_PATH = 'live/api/user/guest-info';
export const REFRESH_PATH = 'live/api/user/refresh-token';
export const GUEST_LOGIN_PATH = 'live/api/user/guest-login';
export const LOGOUT_PATH = 'live/api/user/logout';

/** Calls that make credentials (or need none) go at once; every other call waits for a token first. */
const MAKES_CREDENTIALS = new Set([
  GUEST_LOGIN_PATH,
  REFRESH_PATH,
  LOGOUT_PATH,
  'live/api/user/login',
  'live/api/user/register',
  'other/api/user/login-google',
  'other/api/user/login-google-callback',
]);

/** The headers every call carries (SPEC §7), read from the cookies at call time. */
export function requestHeaders(cookieSource?: string): Record<string, string> {
  const read = (name: string) => readCookie(name, cookieSource);
  const language = read(COOKIE.language);
  const headers: Record<string, string> = {
    Currency: read(COOKIE.location) || DEFAULT_CURRENCY,
    'x-language': isLocale(language) ? language : DEFAULT_LOCALE,
    'X-Client-Type': 'web',
  };
  const { token, guestToken } = readTokens(cookieSource);
  const credential = token || guestToken;
  if (credential) headers.Authorization = credential;
  return headers;
}

function apiBase(): string {
  return import.meta.env.VITE_API_BASE || (typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin);
}

/** The path of a request relative to the API base, e.g. 'live/api/user/info'. */
function apiPath(url: string): string {
  const path = new URL(url).pathname.replace(/^\/+/, '');
  const base = new URL(apiBase()).pathname.replace(/^\/+|\/+$/g, '');
  return base && path.startsWith(`${base}/`) ? path.slice(base.length + 1) : path;
}

/** What the refresh call answers a browser: a new access token and the member (the refresh token is the cookie). */
export interface RestoredSession {
  token: string;
  userInfo: UserInfo;
}

let refreshing: Promise<RestoredSession | null> | null = null;

/**
 * Exchanges the HttpOnly refresh cookie for a new access token, once at a time however many calls
 * ask; null when there is no session to restore.
 */
export function refreshSession(): Promise<RestoredSession | null> {
  refreshing ??= (async () => {
    try {
      const headers = requestHeaders();
      delete headers.Authorization;
      const body = await ky
        .post(`${apiBase()}/${REFRESH_PATH}`, { json: {}, headers, credentials: 'include', retry: 0, timeout: 15_000 })
        .json<Envelope<RestoredSession>>();
      if (body.code !== 200 || !body.data?.token) return null;
      storeMemberSession(body.data.token);
      emitApiEvent({ type: 'api.tokenRefreshed' });
      return body.data;
    } catch {
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Restores the member's session from the refresh cookie (a reload): the member, or a failure when there is none. */
export async function restoreSession(): Promise<RestoredSession> {
  const restored = await refreshSession();
  if (!restored) throw new ApiFailure(401, 'no session');
  return restored;
}

/** Waits for a token unless the call makes one; after CREDENTIALS_WAIT_MS it goes anyway. */
async function awaitCredentials(path: string): Promise<void> {
  if (MAKES_CREDENTIALS.has(path)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([credentialsReady(), new Promise<void>((resolve) => (timer = setTimeout(resolve, CREDENTIALS_WAIT_MS)))]);
  clearTimeout(timer);
}

/**
 * The answers the server wrote into the page (contracts/preload.ts): read from the page's script on
 * the first call; each is served once, then gone. Stale ones (older than PRELOAD_MAX_AGE_MS by the
 * server's stamp, or kept that long since the page read them) are never served.
 */
interface PreloadStore {
  at: number;
  /** When this page read them (its own clock). */
  readAt: number;
  answers: Map<string, unknown>;
  now: () => number;
}

let preloadStore: PreloadStore | null | undefined;

function readPreloadScript(): PreloadedAnswers | null {
  if (typeof document === 'undefined' || typeof document.getElementById !== 'function') return null;
  return parsePreloadedAnswers(document.getElementById(PRELOAD_SCRIPT_ID)?.textContent);
}

/**
 * Replaces the preloaded answers (tests; null: none). Without arguments the page's script is read
 * again on the next call.
 */
export function setPreloadedAnswers(preloaded?: PreloadedAnswers | null, now: () => number = () => Date.now()): void {
  preloadStore = preloaded === undefined ? undefined : preloaded && { at: preloaded.at, readAt: now(), answers: new Map(Object.entries(preloaded.answers)), now };
}

function preloads(): PreloadStore | null {
  if (preloadStore === undefined) setPreloadedAnswers(readPreloadScript());
  return preloadStore ?? null;
}

/** The preloaded envelope of this call, taken out of the store; undefined when there is none (or it is stale). */
function takePreloaded(request: Request, json: unknown): unknown {
  const store = preloads();
  if (!store || store.answers.size === 0) return undefined;
  const url = new URL(request.url);
  // Only answers of this site's own API: with VITE_API_BASE on another origin the page's answers do not apply.
  if (typeof location !== 'undefined' && url.origin !== location.origin) return undefined;
  const now = store.now();
  if (!preloadIsFresh(store.at, now) || now - store.readAt > PRELOAD_MAX_AGE_MS) {
    store.answers.clear();
    return undefined;
  }
  const key = preloadKey(request.method, `${url.pathname}${url.search}`, json);
  if (!store.answers.has(key)) return undefined;
  const answer = store.answers.get(key);
  store.answers.delete(key);
  return answer;
}

/** SPEC §8, applied to every answer before the caller sees it. */
async function applyErrorCatalogue(request: Request, options: Options, response: Response): Promise<Response | void> {
  const path = apiPath(request.url);
  const sentToken = request.headers.get('Authorization');
  const { token } = readTokens();
  const memberCall = sentToken !== null && sentToken === token;

  if (response.status === 429) emitApiEvent({ type: 'api.rateLimited', path });

  if (response.status === 401 && path !== REFRESH_PATH && path !== LOGOUT_PATH) {
    if (path === GUEST_INFO_PATH) {
      clearGuestToken();
      emitApiEvent({ type: 'api.guestRejected' });
      return;
    }
    if (memberCall) {
      // An expired access token: the refresh token replaces it and the call is made once more.
      if (await refreshSession()) {
        const headers = new Headers(request.headers);
        headers.set('Authorization', readTokens().token ?? '');
        return ky(request.url, { method: request.method, headers, body: options.body as BodyInit | undefined, retry: 0, throwHttpErrors: false });
      }
      clearAllTokens();
      emitApiEvent(path === USER_INFO_PATH ? { type: 'api.sessionCleared', status: 401 } : { type: 'api.sessionExpired', path });
    }
    return;
  }

  if (response.status >= 500) {
    if (path === USER_INFO_PATH) {
      clearAllTokens();
      emitApiEvent({ type: 'api.sessionCleared', status: 500 });
    }
    emitApiEvent({ type: 'api.serverError', path, status: response.status });
  }
}

/** The one ky instance; VITE_API_BASE selects another backend (default: same origin). */
export const api: KyInstance = ky.create({
  prefixUrl: apiBase(),
  timeout: 15_000,
  // The refresh cookie goes with the users calls that set and end it, also when VITE_API_BASE is another origin.
  credentials: 'include',
  retry: 0,
  hooks: {
    beforeRequest: [
      async (request, options) => {
        // An answer the server wrote into the page goes back at once, without waiting for a token.
        const preloaded = takePreloaded(request, (options as Options).json);
        if (preloaded !== undefined) {
          return new Response(JSON.stringify(preloaded), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
        }
        await awaitCredentials(apiPath(request.url));
        for (const [name, value] of Object.entries(requestHeaders())) request.headers.set(name, value);
      },
    ],
    afterResponse: [applyErrorCatalogue],
  },
});

type Outcome<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** Runs a call and answers its data or why it failed; network errors are status 0. Never throws. */
async function outcome<T>(call: Promise<Envelope<T>>): Promise<Outcome<T>> {
  try {
    const body = await call;
    if (body.code !== 200) return { ok: false, status: body.code, message: body.msg };
    return { ok: true, data: body.data };
  } catch (error) {
    if (error instanceof HTTPError) {
      const body = (await error.response.json().catch(() => null)) as Partial<Envelope<unknown>> | null;
      return { ok: false, status: error.response.status, message: typeof body?.msg === 'string' ? body.msg : error.message };
    }
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The one way every call of api/ answers: the envelope's data, or a rejection with an ApiFailure
 * carrying the status (0 when the network failed) and the server's message, for an actor's onError.
 */
export async function unwrap<T>(call: Promise<Envelope<T>>): Promise<T> {
  const result = await outcome(call);
  if (!result.ok) throw new ApiFailure(result.status, result.message);
  return result.data;
}



/** What a failed call leaves for the view: the HTTP status (0 without a connection) and the server's message. */
