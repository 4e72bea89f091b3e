/** Film and TV-show queries; lists are filtered, ordered and paged in SQL. */
import { and, arrayContains, arrayOverlaps, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { filmCountries, filmEpisodes, filmGenres, films, filmSaves, filmSeasons } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { likePattern, offsetOf, oneDecimal, slugPattern } from '../media/common.ts';
import { subtitleTracks } from './vtt.ts';
import type { FilmCard, FilmListQuery, FilmWatch } from '../../../../contracts/schemas/media/films.ts';

type FilmRow = typeof films.$inferSelect;

export const filmStreamPath = (id: number) => `/hls/vod/film/${id}/master.m3u8`;
export const episodeStreamPath = (id: number) => `/hls/vod/episode/${id}/master.m3u8`;

// Correlated subqueries spell their columns out: drizzle leaves columns of the outer table unqualified.
export const episodeCount = sql<number>`(select count(*)::int from "film_episodes" e where e."film_id" = "films"."id")`;

/** Names of genres and countries by slug, in one language (for filmCard). */
export async function lookups(db: Db, lang: Language) {
  const [genres, countries] = await Promise.all([
    db.select().from(filmGenres).orderBy(asc(filmGenres.sort)),
    db.select().from(filmCountries).orderBy(asc(filmCountries.sort)),
  ]);
  return {
    genres: new Map(genres.map((g) => [g.slug, localize(g.name, lang)])),
    countries: new Map(countries.map((c) => [c.slug, localize(c.name, lang)])),
  };
}
export type Lookups = Awaited<ReturnType<typeof lookups>>;

/** A film's card, as every list of films answers it. */
export function toCard(row: FilmRow & { episodeCount: number }, names: Lookups, lang: Language): FilmCard {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: localize(row.title, lang),
    originalTitle: row.originalTitle,
    year: row.year,
    genres: row.genres.map((slug) => ({ slug, name: names.genres.get(slug) ?? slug })),
    countries: row.countries.map((slug) => ({ slug, name: names.countries.get(slug) ?? slug })),
    durationMinutes: row.durationMinutes,
    episodeCount: row.kind === 'tv-show' ? row.episodeCount : null,
    rating: oneDecimal(row.rating),
    views: row.views,
    poster: `/media/film/${row.id}.svg`,
    path: `/phim-anh/xem-phim/${row.slug}`,
  };
}

export async function genreExists(db: Db, slug: string): Promise<boolean> {
  return (await db.select({ id: filmGenres.id }).from(filmGenres).where(eq(filmGenres.slug, slug))).length > 0;
}

export async function countryExists(db: Db, slug: string): Promise<boolean> {
  return (await db.select({ id: filmCountries.id }).from(filmCountries).where(eq(filmCountries.slug, slug))).length > 0;
}

function keywordCondition(keyword: string): SQL {
  const pattern = likePattern(keyword.trim());
  const folded = slugPattern(keyword);
  return or(
    sql`${films.title}->>'vi' ilike ${pattern}`,
    sql`${films.title}->>'en' ilike ${pattern}`,
    sql`${films.title}->>'zh' ilike ${pattern}`,
    ilike(films.originalTitle, pattern),
    ...(folded ? [ilike(films.slug, folded)] : []),
  )!;
}

/** One page of a tab; `userId` is the member for the saved tab. */
export async function listFilms(db: Db, query: FilmListQuery, lang: Language, userId: number | null) {
  const conditions: SQL[] = [];
  if (query.tab === 'phim') conditions.push(eq(films.kind, 'film'));
  if (query.tab === 'tv-show') conditions.push(eq(films.kind, 'tv-show'));
  if (query.genre) conditions.push(arrayContains(films.genres, [query.genre]));
  if (query.country) conditions.push(arrayContains(films.countries, [query.country]));
  if (query.year) conditions.push(eq(films.year, query.year));
  if (query.keyword?.trim()) conditions.push(keywordCondition(query.keyword));
  const saved = query.tab === 'saved' && userId !== null;
  if (saved) conditions.push(eq(filmSaves.userId, userId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const order =
    query.tab === 'trending'
      ? [desc(films.views), asc(films.id)]
      : saved
        ? [desc(filmSaves.savedAt), asc(films.id)]
        : [desc(films.year), desc(films.rating), asc(films.id)];

  const base = db.select({ film: films, episodeCount }).from(films);
  const rowsQuery = saved ? base.innerJoin(filmSaves, eq(filmSaves.filmId, films.id)) : base;
  const countBase = db.select({ n: count() }).from(films);
  const countQuery = saved ? countBase.innerJoin(filmSaves, eq(filmSaves.filmId, films.id)) : countBase;

  const [rows, [total], names] = await Promise.all([
    rowsQuery.where(where).orderBy(...order).limit(query.pageSize).offset(offsetOf(query)),
    countQuery.where(where),
    lookups(db, lang),
  ]);
  return {
    list: rows.map((row) => toCard({ ...row.film, episodeCount: row.episodeCount }, names, lang)),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function filmFilters(db: Db, lang: Language) {
  const [genres, countries, years] = await Promise.all([
    db
      .select({
        slug: filmGenres.slug,
        name: filmGenres.name,
        count: sql<number>`(select count(*)::int from "films" f where "film_genres"."slug" = any(f."genres"))`,
      })
      .from(filmGenres)
      .orderBy(asc(filmGenres.sort)),
    db
      .select({
        slug: filmCountries.slug,
        name: filmCountries.name,
        count: sql<number>`(select count(*)::int from "films" f where "film_countries"."slug" = any(f."countries"))`,
      })
      .from(filmCountries)
      .orderBy(asc(filmCountries.sort)),
    db.selectDistinct({ year: films.year }).from(films).orderBy(desc(films.year)),
  ]);
  return {
    genres: genres.map((g) => ({ slug: g.slug, name: localize(g.name, lang), count: g.count })),
    countries: countries.map((c) => ({ slug: c.slug, name: localize(c.name, lang), count: c.count })),
    years: years.map((y) => y.year),
  };
}

/** The watch page of a slug, or null when no film has it. */
export async function watchFilm(
  db: Db,
  slug: string,
  lang: Language,
  userId: number | null,
): Promise<FilmWatch | null> {
  const [row] = await db.select({ film: films, episodeCount }).from(films).where(eq(films.slug, slug));
  if (!row) return null;
  const film = row.film;
  const [names, seasons, episodes, saved, related] = await Promise.all([
    lookups(db, lang),
    db.select().from(filmSeasons).where(eq(filmSeasons.filmId, film.id)).orderBy(asc(filmSeasons.number)),
    db.select().from(filmEpisodes).where(eq(filmEpisodes.filmId, film.id)).orderBy(asc(filmEpisodes.number)),
    userId === null
      ? Promise.resolve([])
      : db
          .select({ filmId: filmSaves.filmId })
          .from(filmSaves)
          .where(and(eq(filmSaves.userId, userId), eq(filmSaves.filmId, film.id))),
    db
      .select({ film: films, episodeCount })
      .from(films)
      .where(and(ne(films.id, film.id), arrayOverlaps(films.genres, film.genres)))
      .orderBy(desc(films.views), asc(films.id))
      .limit(6),
  ]);
  const seasonList = seasons.map((season) => ({
    id: season.id,
    number: season.number,
    title: localize(season.title, lang),
    episodes: episodes
      .filter((episode) => episode.seasonId === season.id)
      .map((episode) => ({
        id: episode.id,
        number: episode.number,
        title: localize(episode.title, lang),
        durationMinutes: episode.durationMinutes,
        streamPath: episodeStreamPath(episode.id),
        subtitles: subtitleTracks('episode', episode.id),
      })),
  }));
  return {
    film: { ...toCard({ ...film, episodeCount: row.episodeCount }, names, lang), description: localize(film.description, lang), saved: saved.length > 0 },
    streamPath: filmStreamPath(film.id),
    seasons: seasonList,
    subtitles: subtitleTracks('film', film.id),
    related: related.map((r) => toCard({ ...r.film, episodeCount: r.episodeCount }, names, lang)),
  };
}

export async function filmExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: films.id }).from(films).where(eq(films.id, id))).length > 0;
}

export async function saveFilm(db: Db, userId: number, filmId: number): Promise<void> {
  await db.insert(filmSaves).values({ userId, filmId }).onConflictDoNothing();
}

export async function unsaveFilm(db: Db, userId: number, filmId: number): Promise<void> {
  await db.delete(filmSaves).where(and(eq(filmSaves.userId, userId), inArray(filmSaves.filmId, [filmId])));
}
