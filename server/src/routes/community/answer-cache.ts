/**
 * The guests' answers of the board's busiest reads (the main and community feeds, any page of them,
 * and search), kept as JSON for a short while: every guest asking the same address in the same
 * language gets the same bytes, read from the database once. Members' answers are never kept (they
 * carry the member's reactions, bookmarks and what only they may see).
 *
 * - **A write empties it.** Any call of the community area that changes something (POST, PUT, PATCH
 *   or DELETE answered below 400: a post, comment, reaction, share, group or membership) drops every
 *   answer, so the next guest read sees it at once. An answer being read while a write lands is not kept.
 * - **Otherwise an answer lives ANSWER_TTL_MS** (a feed) **or SEARCH_TTL_MS** (search). What changes
 *   outside the area's calls (a member's display name or picture, a row changed by hand) shows within
 *   that time, on this instance (each instance keeps its own answers).
 * - **One read per answer.** Guests asking while it is read wait for that read; once an answer is
 *   older than the TTL, the first guest after reads it again while the others still get the kept
 *   one (up to twice the TTL old), so an expiry never queues them all behind the database.
 */

/** How long a guest answer of a feed is served without reading it again. */
export const ANSWER_TTL_MS = 2_000;
/**
 * The same for search: a common word's answer costs tens of milliseconds to read (on PGlite, of the
 * server's one thread, which every request then waits for), and searches change only with writes,
 * which empty the cache anyway.
 */
export const SEARCH_TTL_MS = 10_000;
/** Answers kept at most (the oldest goes first). */
const MAX_ANSWERS = 500;

interface Entry {
  /** The answer, once read. */
  json?: string;
  /** When it was read (performance.now()). */
  at: number;
  /** How long it is served without reading it again. */
  ttlMs: number;
  /** The read under way: the first one, or the refresh of an expired answer. */
  pending?: Promise<string>;
}

export class AnswerCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Drops every answer (after a write). */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The answer kept under `key`, or the one `read` gives (then kept `ttlMs`). A failed read is not kept. */
  get(key: string, read: () => Promise<string>, ttlMs = ANSWER_TTL_MS): Promise<string> {
    const entry = this.entries.get(key);
    if (entry?.json !== undefined) {
      const age = this.now() - entry.at;
      if (age < entry.ttlMs) return Promise.resolve(entry.json);
      if (age < 2 * entry.ttlMs) {
        entry.pending ??= this.read(key, read, ttlMs).catch(() => entry.json!);
        return Promise.resolve(entry.json);
      }
      return (entry.pending ??= this.read(key, read, ttlMs));
    }
    if (entry?.pending) return entry.pending;
    const pending = this.read(key, read, ttlMs);
    this.store(key, { at: this.now(), ttlMs, pending });
    return pending;
  }

  private async read(key: string, read: () => Promise<string>, ttlMs: number): Promise<string> {
    const generation = this.generation;
    try {
      const json = await read();
      // A write landed while it was read: the answer may be from before it, so it is not kept.
      if (this.generation === generation) this.store(key, { json, at: this.now(), ttlMs });
      return json;
    } catch (error) {
      const entry = this.entries.get(key);
      if (this.generation === generation && entry) {
        if (entry.json === undefined) this.entries.delete(key);
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
