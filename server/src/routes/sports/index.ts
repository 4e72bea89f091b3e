/** The sports area: football pages (results, fixtures, odds, matches, entities, compare), odds tips and generated pictures. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { compareRoutes } from './compare-routes.ts';
import { entityRoutes } from './entity-routes.ts';
import { matchRoutes } from './match-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { installAreaErrors } from './messages.ts';
import { ensureToday } from '../../sports/time-anchor.ts';
import { tipsRoutes } from './tips-routes.ts';

export const sportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installAreaErrors(app);
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
