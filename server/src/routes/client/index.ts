/** The client area: what the SPA asks about its visitor (geolocation) and tells about itself (error reports). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorRoutes } from './error-routes.ts';
import { geoRoutes } from './geo-routes.ts';

export const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(geoRoutes);
  await app.register(errorRoutes);
};
