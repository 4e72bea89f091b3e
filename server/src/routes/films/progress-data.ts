/** The members' resume positions in films and episodes (table film_progress). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { filmEpisodes, filmProgress, films } from '../../db/schema.ts';
import { clockDate } from '../../clock.ts';
import { isFinished } from '../../../../contracts/film-resume.ts';
import type { FilmProgressEntry, FilmProgressList } from '../../../../contracts/schemas/media/films.ts';

/** What a position may be written against: the film's kind and the running time of the part watched. */
export type ProgressTarget =
  | { kind: 'missingFilm' }
  | { kind: 'episodeRequired' }
  | { kind: 'noEpisodes' }
  | { kind: 'foreignEpisode' }
  | { kind: 'ok'; episodeKey: number; durationSeconds: number };

export async function progressTarget(db: Db, filmId: number, episodeId: number | undefined): Promise<ProgressTarget> {
  const [film] = await db.select({ kind: films.kind, minutes: films.durationMinutes }).from(films).where(eq(films.id, filmId));
  if (!film) return { kind: 'missingFilm' };
  if (film.kind === 'film') {
    return episodeId === undefined ? { kind: 'ok', episodeKey: 0, durationSeconds: film.minutes * 60 } : { kind: 'noEpisodes' };
  }
  if (episodeId === undefined) return { kind: 'episodeRequired' };
  const [episode] = await db
    .select({ minutes: filmEpisodes.durationMinutes })
    .from(filmEpisodes)
    .where(and(eq(filmEpisodes.id, episodeId), eq(filmEpisodes.filmId, filmId)));
  return episode ? { kind: 'ok', episodeKey: episodeId, durationSeconds: episode.minutes * 60 } : { kind: 'foreignEpisode' };
}

type Row = typeof filmProgress.$inferSelect;

function toEntry(row: Row): FilmProgressEntry {
  return {
    filmId: row.filmId,
    episodeId: row.episodeId === 0 ? null : row.episodeId,
    positionSeconds: row.positionSeconds,
    durationSeconds: row.durationSeconds,
    finished: isFinished(row.positionSeconds, row.durationSeconds),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function writeProgress(
  db: Db,
  row: { userId: number; filmId: number; episodeKey: number; positionSeconds: number; durationSeconds: number },
): Promise<FilmProgressEntry> {
  const values = {
    userId: row.userId,
    filmId: row.filmId,
    episodeId: row.episodeKey,
    positionSeconds: row.positionSeconds,
    durationSeconds: row.durationSeconds,
    updatedAt: clockDate(),
  };
  const [stored] = await db
    .insert(filmProgress)
    .values(values)
    .onConflictDoUpdate({
      target: [filmProgress.userId, filmProgress.filmId, filmProgress.episodeId],
      set: { positionSeconds: values.positionSeconds, durationSeconds: values.durationSeconds, updatedAt: values.updatedAt },
    })
    .returning();
  return toEntry(stored!);
}

/** The member's positions in one film, last watched first. */
export async function readProgress(db: Db, userId: number, filmId: number): Promise<FilmProgressList> {
  const rows = await db
    .select()
    .from(filmProgress)
    .where(and(eq(filmProgress.userId, userId), eq(filmProgress.filmId, filmId)))
    .orderBy(desc(filmProgress.updatedAt), desc(filmProgress.episodeId));
  const entries = rows.map(toEntry);
  return { filmId, last: entries[0] ?? null, entries };
}
