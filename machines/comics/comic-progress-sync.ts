/**
 * A member's reading progress kept on the server as well as in the browser: read once when the
 * comics page opens (merged, the more recent place wins) and written after the reader settles on a
 * page (at most one write per SYNC_DELAY_MS; a failed write is dropped, the browser keeps the place
 * and the next page turn sends it again).
 */
import { call } from '../../api/call';
import { comicProgress, comicProgressSave } from '../../contracts/endpoints/comics';
import type { ComicProgressBody } from '../../contracts/schemas/content/comics';
import { mergeServerProgress, type ProgressBook } from './comic-progress';

export const SYNC_DELAY_MS = 800;

/** The book merged with the member's places on the server (the book as it was when the server fails). */
export async function withMemberProgress(book: ProgressBook, signal?: AbortSignal): Promise<ProgressBook> {
  try {
    return mergeServerProgress(book, await call(comicProgress, {}, signal));
  } catch {
    return book;
  }
}

/** A writer that sends the last place given once the reader has settled on it. */
export function memberProgressWriter(
  save: (body: ComicProgressBody) => Promise<unknown> = (body) => call(comicProgressSave, { body }),
  delay = SYNC_DELAY_MS,
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { slug: string; chapter: number; page: number } | null = null;
  const flush = () => {
    timer = null;
    const body = pending;
    pending = null;
    if (body) save(body).catch(() => undefined);
  };
  return {
    write(slug: string, chapter: number, page: number) {
      // Another series' place goes out at once rather than being overwritten.
      if (pending && pending.slug !== slug) flush();
      pending = { slug, chapter, page };
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, delay);
    },
    /** Sends what waits now (leaving the page). */
    flush() {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}
