import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contracts/constants';

export type Messages = Record<string, unknown>;

/** Precompiled message ASTs (npm run i18n:compile), one chunk per language. */
const catalogues: Record<Locale, () => Promise<{ default: Messages }>> = {
  vi: () => import('../generated/messages/vi.json'),
  en: () => import('../generated/messages/en.json'),
  zh: () => import('../generated/messages/zh.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogues[locale]()).default;
}

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
