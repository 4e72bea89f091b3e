/**
 * The watch page's head (/phim-anh/xem-phim/{slug}): named by the title in the page's language,
 * described by its synopsis, with its poster; an unknown slug is a 404 (the SPA shows its not-found view).
 */
import { eq } from 'drizzle-orm';
import { films } from '../../db/schema.ts';
import { localize } from '../../i18n.ts';
import { shortDescription } from '../head.ts';
import type { PageBuilder } from './types.ts';

export const FILM_ROUTES = ['filmWatch'] as const;

export const filmsBuilder: PageBuilder = async (page) => {
  const slug = page.params.slug ?? '';
  const [film] = await page.request.server.db.select().from(films).where(eq(films.slug, slug));
  if (!film) return { notFound: true };
  return {
    name: localize(film.title, page.lang),
    description: shortDescription(localize(film.description, page.lang)),
    path: `/phim-anh/xem-phim/${film.slug}`,
    image: `/media/film/${film.id}.svg?lang=${page.lang}`,
    ogType: film.kind === 'tv-show' ? 'video.tv_show' : 'video.movie',
  };
};
