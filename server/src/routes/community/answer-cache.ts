/**
 * The board's busiest reads kept for a short while: the guests' answers of the main and community
 * feeds, any page of them, and search (as JSON: every guest asking the same address in the same
 * language gets the same bytes, read from the database once), and the pages of public posts that
 * every member's feed shares (routes/community/member-stream.ts adds to one what only that member
 * sees, read for them every time, so no member's answer is kept).
 *
 * - **A write empties it.** Any call of the community area that changes something (POST, PUT, PATCH
 *   or DELETE answered below 400: a post, comment, reaction, share, group or membership) drops every
 *   entry, so the next read sees it at once. An entry being read while a write lands is not kept.
 * - **Otherwise an entry lives ANSWER_TTL_MS** (a feed) **or SEARCH_TTL_MS** (search). What changes
 *   outside the area's calls (a member's display name or picture, a row changed by hand) shows within
 *   that time, on this instance (each instance keeps its own entries).
 * - **One read per entry.** Callers asking while it is read wait for that read; once an entry is
 *   older than the TTL, the first caller after reads it again while the others still get the kept
 *   one (up to twice the TTL old), so an expiry never queues them all behind the database.
 */

/** How long a feed's entry is served without reading it again. */
export const ANSWER_TTL_MS = 2_000;
/**
 * The same for search: a common word's answer costs tens of milliseconds to read (on PGlite, of the
 * server's one thread, which every request then waits for), and searches change only with writes,
 * which empty the cache anyway.
 */
export const SEARCH_TTL_MS = 10_000;
/** Entries kept at most (the oldest goes first). */
const MAX_ANSWERS = 500;

interface Entry {
  /** The answer, once read. */
  value?: unknown;
  /** When it was read (performance.now()). */
  at: number;
  /** How long it is served without reading it again. */
  ttlMs: number;
  /** The read under way: the first one, or the refresh of an expired answer. */
  pending?: Promise<unknown>;
}

export class AnswerCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Drops every entry (after a write). */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The value kept under `key`, or the one `read` gives (then kept `ttlMs`). A failed read is not
   * kept. A key holds one kind of value: callers share it, so they never change it.
   */
  get<T>(key: string, read: () => Promise<T>, ttlMs = ANSWER_TTL_MS): Promise<T> {
    const entry = this.entries.get(key);
    if (entry?.value !== undefined) {
      const age = this.now() - entry.at;
      if (age < entry.ttlMs) return Promise.resolve(entry.value as T);
      if (age < 2 * entry.ttlMs) {
        entry.pending ??= this.read(key, read, ttlMs).catch(() => entry.value);
        return Promise.resolve(entry.value as T);
      }
      return (entry.pending ??= this.read(key, read, ttlMs)) as Promise<T>;
    }
    if (entry?.pending) return entry.pending as Promise<T>;
    const pending = this.read(key, read, ttlMs);
    this.store(key, { at: this.now(), ttlMs, pending });
    return pending;
  }

  private async read<T>(key: string, read: () => Promise<T>, ttlMs: number): Promise<T> {
    const generation = this.generation;
    try {
      const value = await read();
      // A write landed while it was read: the value may be from before it, so it is not kept.
      if (this.generation === generation) this.store(key, { value, at: this.now(), ttlMs });
      return value;
    } catch (error) {
      const entry = this.entries.get(key);
      if (this.generation === generation && entry) {
        if (entry.value === undefined) this.entries.delete(key);
        else delete entry.pending;
      }
      throw error;
    }
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ANSWERS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}
