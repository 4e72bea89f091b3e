import { describe, expect, it } from 'vitest';
import { pageModule, routeTable } from '../../contracts/route-table';
import { pageModules, routePages } from './routes';

describe('route pages', () => {
  it('gives every route of the table a lazy page, and no page to a route it does not have', () => {
    expect(Object.keys(routePages).sort()).toEqual(routeTable.map((r) => r.id).sort());
  });

  it("finds every route's page module, src/features/<feature>/pages/<name>-page.tsx", () => {
    expect(pageModule('films/film-watch')).toBe('src/features/films/pages/film-watch-page.tsx');
    const malformed = routeTable.filter((r) => !/^[a-z0-9-]+\/[a-z0-9-]+$/.test(r.page)).map((r) => `${r.id}: ${r.page}`);
    expect(malformed, 'pages not named <feature>/<name>').toEqual([]);
    const missing = routeTable.filter((r) => !pageModules[`/${pageModule(r.page)}`]).map((r) => `${r.id}: ${r.page}`);
    expect(missing, 'routes whose page module does not exist').toEqual([]);
    for (const route of routeTable) expect(routePages[route.id]).toBe(pageModules[`/${pageModule(route.page)}`]);
  });

  it('loads page modules only, each the page of some route (no test file, no page without a route)', () => {
    const named = new Set(routeTable.map((r) => `/${pageModule(r.page)}`));
    expect(Object.keys(pageModules).filter((path) => !named.has(path))).toEqual([]);
    expect(Object.keys(pageModules).filter((path) => path.includes('.test.'))).toEqual([]);
  });
});
