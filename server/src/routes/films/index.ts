/** The films area: its API calls (contracts/endpoints/films.ts) and the subtitle files of /media/subtitles. */
import type { FastifyInstance } from 'fastify';
import { filmRoutes } from './routes.ts';
import { filmSubtitleRoutes } from './subtitles.ts';

export async function filmsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(filmRoutes);
  await app.register(filmSubtitleRoutes);
}
