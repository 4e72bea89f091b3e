/** The live area: live modes, schedule, rooms, hosts and bookings. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ensureSeason } from '../../sports/season-clock.ts';
import { bookingRoutes } from './booking-routes.ts';
import { opinionRoutes } from './opinion-routes.ts';
import { roomRoutes } from './room-routes.ts';
import { scheduleRoutes } from './schedule-routes.ts';

export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Rows relative to today move to the new day on the first request after midnight (Vietnam).
  app.addHook('preHandler', async () => {
    await ensureSeason(app.db);
  });
  await app.register(scheduleRoutes);
  await app.register(roomRoutes);
  await app.register(bookingRoutes);
  await app.register(opinionRoutes);
};
