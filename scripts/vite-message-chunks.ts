/**
 * A Vite (build) plugin that splits the message catalogues along the code: each language's messages
 * go out in pieces, one for what the entry loads (the shell, the home route's entry code) and one for
 * each lazy chunk (a page, a dialog, a panel) with the messages its code uses that the entry's
 * pieces do not hold.
 *
 * - transform: every module of the project is scanned for the message ids it names: a string
 *   literal equal to an id ('home.title'), or the start of a template or concatenation that builds
 *   one (`route.${id}` names every id under `route.`).
 * - renderChunk: the entry chunk gets `globalThis.__vlsEntryMessages = { vi, en, zh }` (its files);
 *   a lazy chunk gets `await globalThis.__vlsLoadMessageUnit({ vi, en, zh })` at its top, so it runs
 *   only once its piece (in the language shown, see src/lib/intl.ts) is in. The pieces are written
 *   as assets/messages/<locale>-<hash>.json.
 * - generateBundle: .vite/message-chunks.json maps each chunk file to its piece's files, for the
 *   server to preload a page's messages with its chunks.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ENTRY_MESSAGES_GLOBAL, MESSAGE_UNIT_LOADER } from '../src/lib/intl-globals.ts';

export const LOCALES = ['vi', 'en', 'zh'] as const;
type Locale = (typeof LOCALES)[number];
type Catalogue = Record<string, unknown>;
type Unit = Record<Locale, string>;

export const MESSAGE_CHUNKS_FILE = '.vite/message-chunks.json';

/** The message ids a piece of source names, given every id there is. */
export function namedIds(code: string, ids: ReadonlySet<string>, byPrefix: (prefix: string) => string[]): Set<string> {
  const found = new Set<string>();
  for (const match of code.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)) {
    if (ids.has(match[2]!)) found.add(match[2]!);
  }
  // `route.${id}`, 'route.' + id, or a prefix kept in a constant ('match.status.') build ids under
  // a prefix: all of them may be asked for.
  for (const match of code.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{|(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\2/g)) {
    for (const id of byPrefix(match[1] ?? match[3]!)) found.add(id);
  }
  return found;
}

export function messageChunks(options: { catalogueDir: string }): Plugin {
  let catalogues: Record<Locale, Catalogue>;
  let ids: Set<string>;
  let sortedIds: string[];
  const named = new Map<string, Set<string>>();
  const units = new Map<string, Unit>();
  const emitted = new Set<string>();
  let entryIds: Set<string> | null = null;

  const byPrefix = (prefix: string) => sortedIds.filter((id) => id.startsWith(prefix));

  return {
    name: 'vls-message-chunks',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      catalogues = Object.fromEntries(
        LOCALES.map((locale) => [locale, JSON.parse(readFileSync(join(options.catalogueDir, `${locale}.json`), 'utf8')) as Catalogue]),
      ) as Record<Locale, Catalogue>;
      ids = new Set(Object.keys(catalogues.vi));
      sortedIds = [...ids].sort();
      named.clear();
      units.clear();
      emitted.clear();
      entryIds = null;
    },
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !/\.(tsx?|jsx?|mjs)$/.test(id.split('?')[0]!)) return null;
      const found = namedIds(code, ids, byPrefix);
      if (found.size > 0) named.set(id.split('?')[0]!, found);
      return null;
    },
    renderChunk(code, chunk) {
      /** Every message the code statically reachable from `roots` names. */
      const reachable = (roots: string[]): Set<string> => {
        const seen = new Set<string>();
        const messages = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          named.get(id)?.forEach((m) => messages.add(m));
          const info = this.getModuleInfo(id);
          if (info) stack.push(...info.importedIds);
        }
        return messages;
      };
      entryIds ??= reachable([...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry));

      const writeUnit = (messageIds: Iterable<string>): Unit => {
        const wanted = [...messageIds].sort();
        const files = {} as Unit;
        for (const locale of LOCALES) {
          const catalogue = catalogues[locale];
          const source = JSON.stringify(Object.fromEntries(wanted.map((id) => [id, catalogue[id]])));
          const fileName = `assets/messages/${locale}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json`;
          if (!emitted.has(fileName)) {
            emitted.add(fileName);
            this.emitFile({ type: 'asset', fileName, source });
          }
          files[locale] = `/${fileName}`;
        }
        return files;
      };

      if (chunk.isEntry) {
        const unit = writeUnit(entryIds);
        units.set(chunk.facadeModuleId ?? chunk.name, unit);
        return { code: `globalThis.${ENTRY_MESSAGES_GLOBAL}=${JSON.stringify(unit)};\n${code}`, map: null };
      }
      if (chunk.isDynamicEntry && chunk.facadeModuleId) {
        const own = [...reachable([chunk.facadeModuleId])].filter((id) => !entryIds!.has(id));
        if (own.length === 0) return null;
        const unit = writeUnit(own);
        units.set(chunk.facadeModuleId, unit);
        return { code: `await globalThis.${MESSAGE_UNIT_LOADER}(${JSON.stringify(unit)});\n${code}`, map: null };
      }
      return null;
    },
    generateBundle(_, bundle) {
      // File names are final only now: key each piece by the file of the chunk it belongs to.
      const byFile: Record<string, Unit> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const unit = units.get(output.facadeModuleId ?? output.name);
        if (unit) byFile[output.fileName] = unit;
      }
      this.emitFile({ type: 'asset', fileName: MESSAGE_CHUNKS_FILE, source: `${JSON.stringify(byFile, null, 2)}\n` });
    },
  };
}
