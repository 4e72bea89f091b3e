/**
 * Every route of the table has a page test that renders it: some `renderPage('<path>'…)` in a
 * `*.page.test.tsx` file opens an address of that route (a literal address, so this test can read it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute, routeTable } from '../../contracts/route-table';

const SRC = new URL('..', import.meta.url).pathname;

function pageTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageTestFiles(path);
    return entry.name.endsWith('.page.test.tsx') ? [path] : [];
  });
}

/** The literal addresses the page tests render (without their query). */
export function renderedAddresses(files: string[]): string[] {
  const addresses: string[] = [];
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/renderPage\(\s*(['`])([^'`$]+)\1/g)) addresses.push(match[2]!.split(/[?#]/)[0]!);
  }
  return addresses;
}

describe('page tests', () => {
  it('render every route of the table', () => {
    const rendered = new Set(renderedAddresses(pageTestFiles(SRC)).map((address) => matchRoute(address)?.route.id));
    const missing = routeTable.map((route) => route.id).filter((id) => !rendered.has(id));
    expect(missing, `routes without a page test that renders them: ${missing.join(', ')}`).toEqual([]);
  });
});
