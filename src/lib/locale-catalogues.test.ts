import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkCatalogues } from '../../scripts/lib/catalogues';
import { routeTable } from '../../contracts/route-table';
import vi from '../../locales/vi.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };

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
  it('have the same keys in vi, en and zh, and no empty value', () => {
    const result = checkCatalogues({ vi, en, zh });
    expect(result.ok ? [] : result.problems).toEqual([]);
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
