/** The media area: music, games and their generated images. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { gameRoutes } from './games-routes.ts';
import { imageRoutes } from './image-routes.ts';
import { musicAudioRoutes } from './music-audio.ts';
import { musicRoutes } from './music-routes.ts';
import { playlistRoutes } from './playlist-routes.ts';

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(musicRoutes);
  await app.register(musicAudioRoutes);
  await app.register(playlistRoutes);
  await app.register(gameRoutes);
  await app.register(imageRoutes);
};
