/**
 * The content area: short videos (and their comments), site resources, the changelog, and the pictures
 * of the content pages (news, highlights, short videos, comics, promotions, banners).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changelogRoutes } from './changelog-routes.ts';
import { mediaImageRoutes } from './media-routes.ts';
import { resourceRoutes } from './resource-routes.ts';
import { shortActionRoutes } from './short-actions.ts';
import { shortCommentRoutes } from './short-comments.ts';
import { shortRoutes } from './short-routes.ts';
import { shortUploadRoutes } from './short-upload.ts';

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(shortRoutes);
  await app.register(shortActionRoutes);
  await app.register(shortCommentRoutes);
  await app.register(shortUploadRoutes);
  await app.register(resourceRoutes);
  await app.register(changelogRoutes);
  await app.register(mediaImageRoutes);
};
