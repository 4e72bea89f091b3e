/** The sports area: football pages (results, fixtures, odds, match centre, entities, compare, favourites), odds tips and generated pictures. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SPORTS, TIP_CATEGORIES, TIP_MARKETS, TIP_PICKS } from '../../db/schema.ts';
import type { TIP_CATEGORY_SLUGS, TIP_TYPE_SLUGS } from '../../../../contracts/constants.ts';
import type { Sport } from '../../../../contracts/schemas/sports/matches.ts';
import type { TipCategory, TipMarket, TipPick } from '../../../../contracts/schemas/sports/tips.ts';
import { compareRoutes } from '../compare/routes.ts';
import { entityRoutes } from '../entities/routes.ts';
import { favouriteRoutes } from '../favourites/routes.ts';
import { footballRoutes } from '../football/routes.ts';
import { matchRoutes } from '../match/routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { ensureSeason } from '../../sports/season-clock.ts';
import { ensureSettled, settlementDueAt } from '../../sports/tip-settlement.ts';
import { clock } from '../../clock.ts';
import { tipsRoutes } from '../tips/routes.ts';

/** How often the settlement timer looks at the clock (it settles only once a match with tips has ended). */
const SETTLE_TICK_MS = 15_000;

/** The contract's enums are the database's: a list changed on one side alone no longer compiles. */
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;
export type ContractEnumsAgree = [
  Check<Agree<Sport, (typeof SPORTS)[number]>>,
  Check<Agree<TipCategory, (typeof TIP_CATEGORIES)[number]>>,
  Check<Agree<TipMarket, (typeof TIP_MARKETS)[number]>>,
  Check<Agree<TipPick, (typeof TIP_PICKS)[number]>>,
  Check<Agree<(typeof TIP_CATEGORY_SLUGS)[keyof typeof TIP_CATEGORY_SLUGS], (typeof TIP_CATEGORIES)[number]>>,
  Check<Agree<(typeof TIP_TYPE_SLUGS)[keyof typeof TIP_TYPE_SLUGS], (typeof TIP_MARKETS)[number]>>,
];

export const sportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Fixtures move to the new day on the first request after midnight (Vietnam).
  app.addHook('preHandler', async () => {
    await ensureSeason(app.db);
  });
  await app.register(footballRoutes);
  await app.register(matchRoutes);
  await app.register(entityRoutes);
  await app.register(compareRoutes);
  await app.register(favouriteRoutes);
  await app.register(tipsRoutes);
  await app.register(mediaRoutes);

  // Tips settle by themselves as the server's clock passes the end of their matches, read or not.
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      const due = settlementDueAt(app.db);
      const now = clock.now();
      if (due === null || (due !== undefined && now < due)) return;
      ensureSettled(app.db, now).catch((error: unknown) => app.log.error({ err: error }, 'tip settlement failed'));
    }, SETTLE_TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
