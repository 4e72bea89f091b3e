/**
 * The watch page's head (/phim-anh/xem-phim/{slug}): named by the title in the page's language,
 * described by its synopsis, with its poster; an unknown slug is a 404 (the SPA shows its not-found view).
 */
import { eq } from 'drizzle-orm';
import { films } from '../../db/schema.ts';
import { localize } from '../../i18n.ts';
import type { PageBuilder } from './types.ts';

export const FILM_ROUTES = ['filmWatch'] as const;

/** A description of at most this many characters, cut at a word. */
const DESCRIPTION_MAX = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2))}…`;
}

export const filmsBuilder: PageBuilder = async (page) => {
  const slug = page.params.slug ?? '';
  const [film] = await page.request.server.db.select().from(films).where(eq(films.slug, slug));
  if (!film) return { notFound: true };
  return {
    name: localize(film.title, page.lang),
    description: shorten(localize(film.description, page.lang)),
    path: `/phim-anh/xem-phim/${film.slug}`,
    image: `/media/film/${film.id}.svg?lang=${page.lang}`,
    ogType: film.kind === 'tv-show' ? 'video.tv_show' : 'video.movie',
  };
};
