/**
 * The language of a page answer: `?lang=vi|en|zh` chooses it (and the answer sets the language
 * cookie, so the SPA boots in it), else the language cookie the SPA keeps, else Vietnamese.
 */
import type { FastifyRequest } from 'fastify';
import { COOKIE, DEFAULT_CURRENCY, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '../../../contracts/constants.ts';
import { isLocale } from '../../../contracts/locale.ts';

/** The query parameter that picks a language. */
export const LANGUAGE_QUERY = 'lang';

/** One cookie of a Cookie header, percent-decoded; null when absent or malformed. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header || header.length > 8192) return null;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export interface LanguageChoice {
  lang: Locale;
  /** The query asked for it: the answer sets the cookie. */
  fromQuery: boolean;
}

export function chooseLanguage(search: URLSearchParams, cookieHeader: string | undefined): LanguageChoice {
  const asked = search.get(LANGUAGE_QUERY);
  if (isLocale(asked)) return { lang: asked, fromQuery: true };
  const kept = readCookie(cookieHeader, COOKIE.language);
  return { lang: isLocale(kept) ? kept : DEFAULT_LOCALE, fromQuery: false };
}

/** Set-Cookie for the chosen language: 365 days, the whole site, SameSite=Lax, readable by the SPA. */
export function languageCookie(lang: Locale, secure: boolean): string {
  return `${COOKIE.language}=${lang}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Currency header the SPA would send: the location cookie when it looks like a currency code, else VND. */
export function currencyOf(request: FastifyRequest): string {
  const kept = readCookie(request.headers.cookie, COOKIE.location);
  return kept && /^[A-Za-z]{3}$/.test(kept) ? kept : DEFAULT_CURRENCY;
}
