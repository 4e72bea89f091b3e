import type { RouteId } from '../../contracts/route-table';

/** What the router gives every page: its route and the path's parameters. */
export interface PageProps {
  routeId: RouteId;
  params: Record<string, string>;
}
