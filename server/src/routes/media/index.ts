/** The media area: the generated images of films, channels, artists, albums, songs and games. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { imageRoutes } from './image-routes.ts';

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(imageRoutes);
};
