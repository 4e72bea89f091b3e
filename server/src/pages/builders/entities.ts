/**
 * The sports entity pages (/doi-bong, /cau-thu, /giai-dau, /san-van-dong, /quan-ly-doi-bong): the
 * entity's name by its id (one primary-key read, cached), its picture and a schema.org node; an id
 * the database does not hold is a 404.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RouteId } from '../../../../contracts/route-table.ts';
import { slugify } from '../../../../contracts/slug.ts';
import { sportsLeagues, sportsManagers, sportsPlayers, sportsTeams, sportsVenues } from '../../db/schema.ts';
import { localize, type LocalizedText } from '../../i18n.ts';
import { cachedLoad, TtlCache } from '../cache.ts';
import { absoluteUrl } from '../head.ts';
import { routeDescription } from '../route-text.ts';
import { pageUrl } from '../site-url.ts';
import type { PageBuilder } from './types.ts';

type EntityRoute = 'team' | 'player' | 'league' | 'venue' | 'manager';
export const ENTITY_ROUTES: readonly EntityRoute[] = ['team', 'player', 'league', 'venue', 'manager'];

const TABLES = { team: sportsTeams, player: sportsPlayers, league: sportsLeagues, venue: sportsVenues, manager: sportsManagers } as const;
/** The first segment of each route's path (contracts/route-table.ts). */
const PATH_HEAD: Record<EntityRoute, string> = { team: 'doi-bong', player: 'cau-thu', league: 'giai-dau', venue: 'san-van-dong', manager: 'quan-ly-doi-bong' };
const PICTURE: Partial<Record<EntityRoute, (id: number) => string>> = {
  team: (id) => `/media/crest/${id}.svg`,
  league: (id) => `/media/league/${id}.svg`,
  player: (id) => `/media/player/${id}.svg`,
};
const SCHEMA_TYPE: Record<EntityRoute, string> = { team: 'SportsTeam', player: 'Person', league: 'SportsOrganization', venue: 'StadiumOrArena', manager: 'Person' };

/** Names change only with the seed. */
const names = new TtlCache<Promise<LocalizedText | null>>(2000, 10 * 60_000);

export function entityName(app: FastifyInstance, route: EntityRoute, id: number): Promise<LocalizedText | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return Promise.resolve(null);
  const table = TABLES[route];
  return cachedLoad(names, `${route}|${id}`, async () => {
    const [row] = await app.db.select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1);
    return row?.name ?? null;
  });
}

function isEntityRoute(id: RouteId): id is EntityRoute {
  return (ENTITY_ROUTES as readonly string[]).includes(id);
}

export const entityBuilder: PageBuilder = async (page) => {
  const route = page.routeId;
  if (!isEntityRoute(route)) return {};
  const id = Number(page.params.id);
  const text = await entityName(page.request.server, route, id);
  if (!text) return { notFound: true };
  const name = localize(text, page.lang);
  const path = `/${PATH_HEAD[route]}/${slugify(text.vi, 'ten')}/${id}`;
  const image = PICTURE[route]?.(id) ?? null;
  const description = `${name}. ${routeDescription(page.lang, route)}`;
  const node = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[route],
    name,
    url: pageUrl(page.origin, path, page.lang),
    ...(image ? { [route === 'player' ? 'image' : 'logo']: absoluteUrl(page.origin, image) } : {}),
  };
  return { name, description, path, ...(image ? { image } : {}), jsonLd: [node] };
};

