/** The site's languages as values: which codes are languages, where a visit starts, and the tag for <html lang>. */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language to start in: the cookie's if valid, else the default (vi). */
export function initialLocale(cookieValue: string | null): Locale {
  return isLocale(cookieValue) ? cookieValue : DEFAULT_LOCALE;
}

/** BCP 47 tag for <html lang> and Intl: zh is Traditional Chinese. */
export function htmlLang(locale: Locale): string {
  return locale === 'zh' ? 'zh-Hant' : locale;
}

/** A language's compiled messages (ICU ASTs by message id), as the catalogue chunks hold them. */
export type Messages = Record<string, unknown>;
