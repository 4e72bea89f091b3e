/**
 * The content area: site resources, the changelog, and the pictures of the content pages (news,
 * highlights, short videos, comics, promotions, banners).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changelogRoutes } from './changelog-routes.ts';
import { mediaImageRoutes } from './media-routes.ts';
import { resourceRoutes } from './resource-routes.ts';

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(resourceRoutes);
  await app.register(changelogRoutes);
  await app.register(mediaImageRoutes);
};
