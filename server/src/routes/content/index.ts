/**
 * Site resources (banners, domains, translation strings) and the pictures of the content pages
 * (news, highlights, short videos, comics, promotions, banners).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mediaImageRoutes } from './media-routes.ts';
import { resourceRoutes } from './resource-routes.ts';

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(resourceRoutes);
  await app.register(mediaImageRoutes);
};
