/**
 * The one HTTP client (ky) and the error catalogue of SPEC §8. Every call carries Authorization
 * (member token, else guest token), Currency, x-language and X-Client-Type. What the machines must
 * hear about (a 429, a cleared session, a refresh, a 500) is reported through api-events; the
 * wrappers return a result and never throw into a view.
 */
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '../../machines/constants';
import { COOKIE, readCookie } from './cookies';
import { isLocale } from './intl';
import { clearAllTokens, clearGuestToken, readTokens, storeMemberTokens } from './session';
import { emitApiEvent } from './api/api-events';
import type { Envelope } from './api/shell-types';

export const USER_INFO_PATH = 'live/api/user/info';
export const GUEST_INFO_PATH = 'live/api/user/guest-info';
export const REFRESH_PATH = 'live/api/user/refresh-token';

/** The headers every call carries (SPEC §7), read from the cookies at call time. */
export function requestHeaders(cookieSource?: string): Record<string, string> {
  const read = (name: string) => readCookie(name, cookieSource);
  const language = read(COOKIE.language);
  const headers: Record<string, string> = {
    Currency: read(COOKIE.location) || DEFAULT_CURRENCY,
    'x-language': isLocale(language) ? language : DEFAULT_LOCALE,
    'X-Client-Type': 'web',
  };
  const token = read(COOKIE.token) || read(COOKIE.guestToken);
  if (token) headers.Authorization = token;
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

let refreshing: Promise<boolean> | null = null;

/** Exchanges the refresh token for new tokens, once at a time however many calls ask. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const { refreshToken } = readTokens();
    if (!refreshToken) return false;
    try {
      const body = await ky
        .post(`${apiBase()}/${REFRESH_PATH}`, { json: { refreshToken }, headers: requestHeaders(), retry: 0, timeout: 15_000 })
        .json<Envelope<{ token: string; refreshToken: string }>>();
      storeMemberTokens(body.data.token, body.data.refreshToken);
      emitApiEvent({ type: 'api.tokenRefreshed' });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** SPEC §8, applied to every answer before the caller sees it. */
async function applyErrorCatalogue(request: Request, options: Options, response: Response): Promise<Response | void> {
  const path = apiPath(request.url);
  const sentToken = request.headers.get('Authorization');
  const { token } = readTokens();
  const memberCall = sentToken !== null && sentToken === token;

  if (response.status === 429) emitApiEvent({ type: 'api.rateLimited', path });

  if (response.status === 401 && path !== REFRESH_PATH) {
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
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        for (const [name, value] of Object.entries(requestHeaders())) request.headers.set(name, value);
      },
    ],
    afterResponse: [applyErrorCatalogue],
  },
});

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** Runs a call and answers its data or why it failed; network errors are status 0. Never throws. */
export async function apiResult<T>(call: Promise<Envelope<T>>): Promise<ApiResult<T>> {
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

/** The data of a call, or null when it failed (SPEC §8: most wrappers swallow errors). */
export async function apiData<T>(call: Promise<Envelope<T>>): Promise<T | null> {
  const result = await apiResult(call);
  return result.ok ? result.data : null;
}

/** Unwraps the { code, msg, data } envelope inside an actor; a failure rejects (the actor's onError). */
export async function unwrap<T>(call: Promise<Envelope<T>>): Promise<T> {
  const result = await apiResult(call);
  if (!result.ok) throw new ApiFailure(result.status, result.message);
  return result.data;
}

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** An ApiResult's data, or an ApiFailure carrying the server's message (for an actor's onError). */
export async function orThrow<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new ApiFailure(answer.status, answer.message);
  return answer.data;
}

/** What a failed call leaves for the view: the HTTP status (0 without a connection) and the server's message. */
export interface CallError {
  status: number;
  message: string;
}

/** The CallError of whatever an actor rejected with. */
export function callError(error: unknown): CallError {
  if (error instanceof ApiFailure) return { status: error.status, message: error.message };
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}
