/** The sports area: football pages (results, fixtures, odds, matches, entities, compare), odds tips and generated pictures. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SPORTS, TIP_CATEGORIES, TIP_MARKETS, TIP_PICKS } from '../../db/schema.ts';
import type { Sport } from '../../../../contracts/schemas/sports/matches.ts';
import type { TipCategory, TipMarket, TipPick } from '../../../../contracts/schemas/sports/tips.ts';
import { compareRoutes } from './compare-routes.ts';
import { entityRoutes } from './entity-routes.ts';
import { matchRoutes } from './match-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { ensureToday } from '../../sports/time-anchor.ts';
import { tipsRoutes } from './tips-routes.ts';

/** The contract's enums are the database's: a list changed on one side alone no longer compiles. */
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;
export type ContractEnumsAgree = [
  Check<Agree<Sport, (typeof SPORTS)[number]>>,
  Check<Agree<TipCategory, (typeof TIP_CATEGORIES)[number]>>,
  Check<Agree<TipMarket, (typeof TIP_MARKETS)[number]>>,
  Check<Agree<TipPick, (typeof TIP_PICKS)[number]>>,
];

export const sportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Fixtures move to the new day on the first request after midnight (Vietnam).
  app.addHook('preHandler', async () => {
    await ensureToday(app.db);
  });
  await app.register(matchRoutes);
  await app.register(entityRoutes);
  await app.register(compareRoutes);
  await app.register(tipsRoutes);
  await app.register(mediaRoutes);
};
