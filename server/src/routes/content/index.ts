/** The content area: news, highlights, short videos (and their comments), comics, promotions, site resources, the changelog and their pictures. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changelogRoutes } from './changelog-routes.ts';
import { comicRoutes } from './comic-routes.ts';
import { highlightRoutes } from './highlight-routes.ts';
import { mediaImageRoutes } from './media-routes.ts';
import { newsRoutes } from './news-routes.ts';
import { promotionRoutes } from './promotion-routes.ts';
import { resourceRoutes } from './resource-routes.ts';
import { shortActionRoutes } from './short-actions.ts';
import { shortCommentRoutes } from './short-comments.ts';
import { shortRoutes } from './short-routes.ts';
import { shortUploadRoutes } from './short-upload.ts';

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(newsRoutes);
  await app.register(highlightRoutes);
  await app.register(shortRoutes);
  await app.register(shortActionRoutes);
  await app.register(shortCommentRoutes);
  await app.register(shortUploadRoutes);
  await app.register(comicRoutes);
  await app.register(promotionRoutes);
  await app.register(resourceRoutes);
  await app.register(changelogRoutes);
  await app.register(mediaImageRoutes);
};
