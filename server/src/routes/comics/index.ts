/** The comics area: its API calls (contracts/endpoints/comics.ts) and the page pictures of /media/comic-page. */
import type { FastifyInstance } from 'fastify';
import { comicPageImageRoutes } from './page-image.ts';
import { comicProgressRoutes } from './progress.ts';
import { comicRoutes } from './routes.ts';

export async function comicsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(comicRoutes);
  await app.register(comicProgressRoutes);
  await app.register(comicPageImageRoutes);
}
