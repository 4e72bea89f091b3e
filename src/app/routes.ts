import type { ComponentType } from 'react';
import { pageModule, routeTable, type RouteId } from '../../contracts/route-table';
import type { PageProps } from './page-props';

export type PageModule = { default: ComponentType<PageProps> };

/**
 * Every page module of the features, lazily (not eagerly): each is its own chunk, as a dynamic
 * import of it would be. Keyed by its path from the project root with a leading '/'.
 */
export const pageModules = import.meta.glob<PageModule>(['/src/features/*/pages/*-page.tsx', '!/src/features/**/*.test.tsx']);

/**
 * The lazy page of every route of the table (its `page`): routes that are tabs or filters of one
 * page share that page's chunk. A route whose page module does not exist stops the app here, at
 * its start (and fails routes.test.ts), rather than when someone opens the route.
 */
export const routePages = Object.fromEntries(
  routeTable.map((route) => {
    const load = pageModules[`/${pageModule(route.page)}`];
    if (!load) throw new Error(`route ${route.id}: its page '${route.page}' has no module ${pageModule(route.page)}`);
    return [route.id, load];
  }),
) as Record<RouteId, () => Promise<PageModule>>;
