import ky, { type KyInstance } from 'ky';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '../../machines/constants';
import { COOKIE, readCookie } from './cookies';
import { isLocale } from './intl';
import type { Envelope } from './api/shell-types';

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

/** The one ky instance; VITE_API_BASE selects another backend (default: same origin). */
export const api: KyInstance = ky.create({
  prefixUrl: import.meta.env.VITE_API_BASE || (typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin),
  timeout: 15_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        for (const [name, value] of Object.entries(requestHeaders())) request.headers.set(name, value);
      },
    ],
  },
});

/** Unwraps the { code, msg, data } envelope; a non-200 code is an error. */
export async function unwrap<T>(response: Promise<Envelope<T>>): Promise<T> {
  const body = await response;
  if (body.code !== 200) throw new Error(`API error ${body.code}: ${body.msg}`);
  return body.data;
}
