/**
 * The message catalogues: one file per feature area, `locales/<area>.json`, named as the feature
 * (`films.json` beside `src/features/films/`), each message in the three languages side by side:
 *
 *   { "films.card.minutes": { "vi": "{count} phút", "en": "{count} min", "zh": "{count} 分鐘" } }
 *
 * `checkAreas` checks them (pure, unit tested); `readCatalogues` reads the folder into one flat
 * catalogue per language, as the server's page heads and the tests use them. The SPA loads the
 * compiled ones (`npm run i18n:compile` → src/generated/messages/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '../contracts/constants.ts';

/** A flat catalogue of one language: `{ "dotted.id": "ICU message" }`. */
export type Catalogue = Record<string, string>;

export type CatalogueCheck =
  | { ok: true; catalogues: Record<Locale, Catalogue>; ids: string[] }
  | { ok: false; problems: string[] };

export const LOCALES_DIR = dirname(fileURLToPath(import.meta.url));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the area files (file name → parsed content): each is an object of messages, each message
 * has exactly vi, en and zh, none empty, and no id is declared in two files. Every problem is
 * listed, not only the first one.
 */
export function checkAreas(files: Readonly<Record<string, unknown>>): CatalogueCheck {
  const problems: string[] = [];
  const catalogues = Object.fromEntries(LOCALES.map((l) => [l, {} as Catalogue])) as Record<Locale, Catalogue>;
  const declaredIn = new Map<string, string>();

  for (const [file, content] of Object.entries(files)) {
    const where = `locales/${file}`;
    if (!isObject(content)) {
      problems.push(`${where}: expected an object { "dotted.id": { "vi": …, "en": …, "zh": … } }`);
      continue;
    }
    for (const [id, message] of Object.entries(content)) {
      const first = declaredIn.get(id);
      if (first) {
        problems.push(`${where}: "${id}" is already declared in locales/${first}`);
        continue;
      }
      declaredIn.set(id, file);
      if (!isObject(message)) {
        problems.push(`${where}: "${id}" is not { "vi": …, "en": …, "zh": … }`);
        continue;
      }
      const missing = LOCALES.filter((l) => typeof message[l] !== 'string');
      if (missing.length > 0) problems.push(`${where}: "${id}" has no ${missing.join(', ')}`);
      const unknown = Object.keys(message).filter((key) => !(LOCALES as readonly string[]).includes(key));
      if (unknown.length > 0) problems.push(`${where}: "${id}" has unknown language(s) ${unknown.join(', ')}`);
      for (const locale of LOCALES) {
        const text = message[locale];
        if (typeof text !== 'string') continue;
        if (text.trim() === '') problems.push(`${where}: "${id}" is empty in ${locale}`);
        catalogues[locale][id] = text;
      }
    }
  }
  if (declaredIn.size === 0 && problems.length === 0) problems.push('locales/ holds no message');
  return problems.length > 0 ? { ok: false, problems } : { ok: true, catalogues, ids: [...declaredIn.keys()].sort() };
}

/** The area files of `dir`, parsed; a file that is not JSON is reported, not thrown. */
export function readAreaFiles(dir = LOCALES_DIR): { files: Record<string, unknown>; problems: string[] } {
  const files: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    try {
      files[name] = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      problems.push(`locales/${name} is not valid JSON: ${(error as Error).message}`);
    }
  }
  return { files, problems };
}

/** The flat catalogue of each language, read from `dir`; throws with every problem found. */
export function readCatalogues(dir = LOCALES_DIR): Record<Locale, Catalogue> {
  const { files, problems } = readAreaFiles(dir);
  const check = checkAreas(files);
  const all = [...problems, ...(check.ok ? [] : check.problems)];
  if (all.length > 0 || !check.ok) throw new Error(`the catalogues in locales/ do not hold together:\n  ${all.join('\n  ')}`);
  return check.catalogues;
}
