import { routeById, type RouteId, type RouteParams } from './route-table';

type Query = Record<string, string | number | undefined | null>;

/** Builds the path of a route from its id and parameters, with an optional query string. */
export function href<I extends RouteId>(
  id: I,
  ...args: keyof RouteParams<I> extends never ? [params?: undefined, query?: Query] : [params: RouteParams<I>, query?: Query]
): string {
  const [params, query] = args;
  const values = (params ?? {}) as Record<string, string | number>;
  const path = routeById(id).pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`href(${id}): missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
