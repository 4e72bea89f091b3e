/**
 * The SPA's own catalogues (locales/{vi,en,zh}.json through locales/index.ts, ICU messages) formatted on the server with
 * intl-messageformat, so a page's title and description read like the SPA's own texts. The title
 * format is the SPA's (src/app/use-route-effects.ts useDocumentTitle): server and SPA agree.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { htmlLang } from '../../../contracts/locale.ts';
import type { Locale } from '../../../contracts/constants.ts';
import type { RouteId } from '../../../contracts/route-table.ts';
import { vi, en, zh } from '../../../locales/index.ts';

const CATALOGUES: Record<Locale, Record<string, string>> = { vi, en, zh };
const formats = new Map<string, IntlMessageFormat | null>();

export type MessageValues = Record<string, string | number>;

export function hasMessage(lang: Locale, id: string): boolean {
  return Object.hasOwn(CATALOGUES[lang], id);
}

/** A message of the catalogue formatted in `lang`; the id itself when the catalogue has no such message. */
export function message(lang: Locale, id: string, values?: MessageValues): string {
  const key = `${lang}\u0000${id}`;
  let format = formats.get(key);
  if (format === undefined) {
    const source = CATALOGUES[lang][id];
    try {
      format = source === undefined ? null : new IntlMessageFormat(source, htmlLang(lang));
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  if (!format) return CATALOGUES[lang][id] ?? id;
  try {
    return String(format.format(values));
  } catch {
    return CATALOGUES[lang][id] ?? id;
  }
}

/** The route's name: `route.<id>` of the catalogue. */
export function routeName(lang: Locale, routeId: RouteId): string {
  return message(lang, `route.${routeId}`);
}

/**
 * The document title, as the SPA writes it: the app name and tagline at home, "<name> – <route> |
 * <app>" on a page of something named, "<route> | <app>" elsewhere, "<not found> | <app>" for a 404.
 */
export function documentTitle(lang: Locale, routeId: RouteId | null, name: string | null): string {
  const app = message(lang, 'app.name');
  if (!routeId) return `${message(lang, 'error.notFound.title')} | ${app}`;
  if (routeId === 'home') return `${app} – ${message(lang, 'app.tagline')}`;
  return `${name ? `${name} – ` : ''}${routeName(lang, routeId)} | ${app}`;
}
