/** Text helpers of the content seed: localized templates with {name} slots, and minute-rounded times. */
import { LANGUAGES, type LocalizedText } from '../../../i18n.ts';

export type Slot = LocalizedText | string | number;

/** Fills `{name}` slots in every language; a LocalizedText slot gives each language its own value. */
export function fill(template: LocalizedText, values: Record<string, Slot>): LocalizedText {
  const out = {} as LocalizedText;
  for (const lang of LANGUAGES) {
    out[lang] = template[lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return typeof value === 'object' ? value[lang] : String(value);
    });
  }
  return out;
}

/** Paragraphs joined with blank lines, per language. */
export function joinParagraphs(paragraphs: LocalizedText[]): LocalizedText {
  const out = {} as LocalizedText;
  for (const lang of LANGUAGES) out[lang] = paragraphs.map((p) => p[lang]).join('\n\n');
  return out;
}

/** The same text in every language (names that are not translated). */
export function same(text: string): LocalizedText {
  return { vi: text, en: text, zh: text };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** `now` minus `ms`, rounded down to the minute. */
export function ago(now: Date, ms: number): Date {
  return new Date(Math.floor((now.getTime() - ms) / MINUTE) * MINUTE);
}
