/** The media area: films and TV shows, TV channels, music, games and their generated images. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { filmRoutes } from './films-routes.ts';
import { filmProgressRoutes } from './films-progress.ts';
import { filmSubtitleRoutes } from './films-subtitles.ts';
import { gameRoutes } from './games-routes.ts';
import { imageRoutes } from './image-routes.ts';
import { musicAudioRoutes } from './music-audio.ts';
import { musicRoutes } from './music-routes.ts';
import { playlistRoutes } from './playlist-routes.ts';
import { tvRoutes } from './tv-routes.ts';

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(filmRoutes);
  await app.register(filmProgressRoutes);
  await app.register(filmSubtitleRoutes);
  await app.register(tvRoutes);
  await app.register(musicRoutes);
  await app.register(musicAudioRoutes);
  await app.register(playlistRoutes);
  await app.register(gameRoutes);
  await app.register(imageRoutes);
};
