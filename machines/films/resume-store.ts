/**
 * A guest's resume positions, kept in the browser (localStorage): one entry per film and part
 * (episode id, or 0 for a film itself), the newest MAX_ENTRIES kept. Answers the same shape as the
 * members' GET /other/api/film/progress, so the watch machine treats both alike.
 */
import { isFinished } from '../../contracts/film-resume';
import type { FilmProgressEntry, FilmProgressList } from '../../contracts/schemas/media/films';

export const RESUME_STORAGE_KEY = 'films.resume.v1';
export const MAX_ENTRIES = 200;

/** The part of Storage the store needs (tests give a Map-backed fake). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** One stored position: [filmId, episodeId or 0, position s, duration s, updated at (ms)]. */
type Row = [number, number, number, number, number];

function isRow(value: unknown): value is Row {
  return Array.isArray(value) && value.length === 5 && value.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0);
}

/** Every stored row; anything unreadable (another version, hand edits) counts as nothing stored. */
export function readRows(storage: KeyValueStorage | null): Row[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RESUME_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRow) : [];
  } catch {
    return [];
  }
}

function toEntry([filmId, episodeId, position, duration, at]: Row): FilmProgressEntry {
  return {
    filmId,
    episodeId: episodeId === 0 ? null : episodeId,
    positionSeconds: position,
    durationSeconds: duration,
    finished: isFinished(position, duration),
    updatedAt: new Date(at).toISOString(),
  };
}

/** The stored positions of one film, last watched first. */
export function readPositions(storage: KeyValueStorage | null, filmId: number): FilmProgressList {
  const entries = readRows(storage)
    .filter((row) => row[0] === filmId)
    .sort((a, b) => b[4] - a[4])
    .map(toEntry);
  return { filmId, last: entries[0] ?? null, entries };
}

export interface PositionInput {
  filmId: number;
  episodeId: number | null;
  positionSeconds: number;
  durationSeconds: number;
}

/** Stores a position (replacing the part's previous one), keeping the newest MAX_ENTRIES. */
export function writePosition(storage: KeyValueStorage | null, input: PositionInput, now: number): FilmProgressEntry {
  const duration = Math.max(0, Math.floor(input.durationSeconds));
  const row: Row = [input.filmId, input.episodeId ?? 0, Math.min(duration, Math.max(0, Math.floor(input.positionSeconds))), duration, now];
  const rows = readRows(storage).filter((r) => !(r[0] === row[0] && r[1] === row[1]));
  rows.unshift(row);
  rows.sort((a, b) => b[4] - a[4]);
  try {
    storage?.setItem(RESUME_STORAGE_KEY, JSON.stringify(rows.slice(0, MAX_ENTRIES)));
  } catch {
    // Storage full or refused (private mode): resuming is a convenience, playing goes on.
  }
  return toEntry(row);
}

/** window.localStorage when the browser allows it. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
