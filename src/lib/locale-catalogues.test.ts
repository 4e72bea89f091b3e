import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkAreas, readAreaFiles } from '../../locales/catalogues.ts';
import { routeTable } from '../../contracts/route-table';
import { vi, en, zh } from '../../locales/index.ts';

const catalogues = { vi, en, zh } as Record<string, Record<string, string>>;

/** Message ids named in code as string literals: messageId: 'x.y' or { id: 'x.y' }. */
function idsNamedIn(dir: string): string[] {
  const ids: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/(?:messageId|\bid):\s*'([a-z][\w-]*(?:\.[\w-]+)+)'/g)) ids.push(m[1]!);
  }
  return ids;
}

describe('the locale catalogues', () => {
  it('hold together: every message in vi, en and zh, none empty, no id in two area files', () => {
    const { files, problems } = readAreaFiles();
    const result = checkAreas(files);
    expect([...problems, ...(result.ok ? [] : result.problems)]).toEqual([]);
  });

  it("keep a route's name in the file of its page's feature (locales/films.json for films/…)", () => {
    const { files } = readAreaFiles();
    const misplaced = routeTable
      .map((r) => ({ id: `route.${r.id}`, file: `${r.page.split('/')[0]}.json` }))
      .filter(({ id, file }) => !Object.hasOwn((files[file] ?? {}) as object, id));
    expect(misplaced).toEqual([]);
  });

  it('title every route in every language', () => {
    for (const [locale, messages] of Object.entries(catalogues)) {
      const missing = routeTable.map((r) => `route.${r.id}`).filter((id) => !messages[id]);
      expect(missing, locale).toEqual([]);
    }
  });

  it('hold every message id the code names', () => {
    const named = [...new Set([...idsNamedIn('machines'), ...idsNamedIn('src')])];
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((id) => !(id in vi))).toEqual([]);
  });

  it('keep the texts the specification fixes', () => {
    expect(en['error.notFound.title']).toBe('Page Not Found');
    expect(en['error.notFound.message']).toBe('Page not found: {path}');
    expect(en['error.internal.title']).toBe('Internal Server Error');
    expect(vi['toast.chatUnavailable']).toBe('Không thể kết nối với server chat, vui lòng thử lại sau...');
  });
});
