/** Absolute addresses of the site: PUBLIC_URL, else the scheme and Host of the request; one address per language. */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../contracts/constants.ts';
import { LOCALES } from '../../../contracts/constants.ts';
import { htmlLang } from '../../../contracts/locale.ts';
import { LANGUAGE_QUERY } from './language.ts';

/** A host name or address with an optional port; anything else in a Host header is not used. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function siteOrigin(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  if (configured) return configured;
  const host = request.headers.host ?? '';
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  if (HOST.test(host)) return `${scheme}://${host.toLowerCase()}`;
  const { host: bound, port } = request.server.config;
  return `${scheme}://${bound.includes(':') ? `[${bound}]` : bound}:${port}`;
}

/** The address of a page in a language: the path itself in Vietnamese, `?lang=en` / `?lang=zh` for the others. */
export function pageUrl(origin: string, path: string, lang: Locale): string {
  return `${origin}${path}${lang === 'vi' ? '' : `?${LANGUAGE_QUERY}=${lang}`}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The hreflang alternates of a page: vi, en, zh-Hant and x-default (the Vietnamese address). */
export function alternates(origin: string, path: string): Alternate[] {
  return [...LOCALES.map((lang) => ({ hreflang: htmlLang(lang), href: pageUrl(origin, path, lang) })), { hreflang: 'x-default', href: pageUrl(origin, path, 'vi') }];
}
