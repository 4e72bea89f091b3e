/**
 * The language of a generated picture travels in its URL: `?lang=en` or `?lang=zh`, none for
 * Vietnamese (the site's first language). A picture that writes words from the data is cached by its
 * URL, by browsers and CDNs alike, so the URL alone must tell which language it is drawn in.
 */
import { DEFAULT_LANGUAGE, pickLanguage, type Language } from '../i18n.ts';

/** The generated pictures that write words from the data (titles, names, categories). */
const WORDED_PICTURE = /^\/media\/(?:news|highlight|short|comic|promo|banner|film|channel|artist|album|song|game|community\/(?:group|event|place|chat-room)|comic-page\/\d+\/\d+)\/\d+\.svg$/;

/** A picture's address in a language; other addresses as they are. */
export function pictureUrl(path: string, lang: Language): string {
  return lang !== DEFAULT_LANGUAGE && WORDED_PICTURE.test(path) ? `${path}?lang=${lang}` : path;
}

/** The language a picture route draws in: its ?lang, else Vietnamese (never a header, which no cache key holds). */
export const pictureLanguage = (query: { lang?: string }): Language => pickLanguage(query.lang ?? DEFAULT_LANGUAGE);

/** A copy of an answer with every picture address in it in `lang` (the same object when none changes). */
export function withPictureLanguage<T>(value: T, lang: Language, depth = 0): T {
  if (lang === DEFAULT_LANGUAGE || depth > 32) return value;
  if (typeof value === 'string') return pictureUrl(value, lang) as T;
  if (Array.isArray(value)) {
    let changed = false;
    const mapped = value.map((item) => {
      const next = withPictureLanguage(item, lang, depth + 1);
      changed ||= next !== item;
      return next;
    });
    return (changed ? mapped : value) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let copy: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(value)) {
      const next = withPictureLanguage(item, lang, depth + 1);
      if (next !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
    }
    return (copy ?? value) as T;
  }
  return value;
}
