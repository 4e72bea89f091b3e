/**
 * Reading progress: the last chapter and page read of each series. A guest's (and, until the server
 * keeps it, a member's) lives in the browser's localStorage under one key as { slug: { chapter,
 * page, at } }; what is read back is validated (anything malformed reads as nothing) and only the
 * COMIC_PROGRESS_MAX most recent series are kept.
 */
import { pageStorage, storageAttempt } from '../browser-storage';

export const COMIC_PROGRESS_KEY = 'comicProgress.v1';
export const COMIC_PROGRESS_MAX = 100;

export interface ComicProgress {
  chapter: number;
  page: number;
  /** When it was read (ms since the epoch): the most recent are kept. */
  at: number;
}

export type ProgressBook = Record<string, ComicProgress>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 100_000;

function isProgress(value: unknown): value is ComicProgress {
  if (typeof value !== 'object' || value === null) return false;
  const { chapter, page, at } = value as Record<string, unknown>;
  return isCount(chapter) && isCount(page) && typeof at === 'number' && Number.isFinite(at) && at >= 0;
}

/** The valid entries of a stored value, the most recent COMIC_PROGRESS_MAX. */
export function parseProgressBook(text: string | null | undefined): ProgressBook {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, ComicProgress] => SLUG.test(entry[0]) && isProgress(entry[1]),
  );
  entries.sort((a, b) => b[1].at - a[1].at);
  return Object.fromEntries(entries.slice(0, COMIC_PROGRESS_MAX).map(([slug, p]) => [slug, { chapter: p.chapter, page: p.page, at: p.at }]));
}

/** The book with a series' place updated (it becomes the most recent). */
export function withProgress(book: ProgressBook, slug: string, progress: ComicProgress): ProgressBook {
  return parseProgressBook(JSON.stringify({ ...book, [slug]: progress }));
}

/** The series of the book, most recently read first. */
export function recentlyRead(book: ProgressBook): { slug: string; progress: ComicProgress }[] {
  return Object.entries(book)
    .sort((a, b) => b[1].at - a[1].at)
    .map(([slug, progress]) => ({ slug, progress }));
}

export interface ProgressStore {
  read(): ProgressBook;
  save(slug: string, chapter: number, page: number, at: number): void;
}

/** The browser's localStorage; with storage refused (private modes, quotas) nothing is kept. */
export function browserProgressStore(storage: () => Storage | undefined = pageStorage): ProgressStore {
  const attempt = storageAttempt(storage);
  const read = () => attempt((s) => parseProgressBook(s.getItem(COMIC_PROGRESS_KEY)), {});
  return {
    read,
    save: (slug, chapter, page, at) =>
      attempt((s) => s.setItem(COMIC_PROGRESS_KEY, JSON.stringify(withProgress(read(), slug, { chapter, page, at }))), undefined),
  };
}

/**
 * A member's places from the server merged into the browser's book: for each series the more
 * recent place wins (the server's `updatedAt` against the browser's `at`).
 */
export function mergeServerProgress(book: ProgressBook, server: readonly { slug: string; chapter: number; page: number; updatedAt: string }[]): ProgressBook {
  const merged: ProgressBook = { ...book };
  for (const entry of server) {
    const at = Date.parse(entry.updatedAt);
    const local = merged[entry.slug];
    if (Number.isFinite(at) && (!local || local.at < at)) merged[entry.slug] = { chapter: entry.chapter, page: entry.page, at };
  }
  return parseProgressBook(JSON.stringify(merged));
}
