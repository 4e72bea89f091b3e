import { routeById, type ParamRule, type RouteDef, type RouteId } from './route-table.ts';

/** 'manchester-united' → 'Manchester United'; 'arsenal-vs-chelsea' keeps 'vs' lower-case. */
export function humanizeSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => (word === 'vs' ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

const NAMED_RULES: readonly ParamRule[] = ['slug', 'roomSlug', 'matchSlug'];

/**
 * The human name carried by a route's parameters, e.g. the team of /doi-bong/{team}/{id}:
 * the last parameter that is a slug (not a numeric id, not one of a fixed set).
 * A room slug '{home}-{away}-{roomId}' loses its trailing room id.
 */
export function routeDisplayName(routeId: RouteId, params: Record<string, string>): string | null {
  const route: RouteDef = routeById(routeId);
  const names = [...route.pattern.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1]!);
  for (const name of names.reverse()) {
    const rule = route.params?.[name] ?? 'slug';
    const value = params[name];
    if (!value || typeof rule !== 'string' || !NAMED_RULES.includes(rule)) continue;
    return humanizeSlug(rule === 'roomSlug' ? value.replace(/-?\d+$/, '') : value) || null;
  }
  return null;
}
