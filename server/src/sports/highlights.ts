/**
 * When a highlight can be seen and how many have watched it: the seed writes the highlights of
 * later matches ahead, each shown from its publication (the API, the page head, the sitemap and the
 * HLS origin ask the same), and its views gather after it (the API and the page head show the same
 * figure).
 */
import { lte, sql, type SQL } from 'drizzle-orm';
import { highlights } from '../db/schema.ts';

/** Highlights published by `nowMs`. */
export const publishedBy = (nowMs: number): SQL => lte(highlights.publishedAt, new Date(nowMs));

/** Hours in which a highlight's audience grows to about two thirds of what it reaches: most of it watches in the first days. */
export const AUDIENCE_HOURS = 18;

/**
 * The views a highlight shows at `nowMs`: `views` is the audience it reaches (the seed's figure plus
 * every real view), gathered since its publication along 1 − e^(−age / AUDIENCE_HOURS), so a
 * highlight up for minutes is not already at hundreds of thousands.
 */
export function viewsAt(views: number, publishedAt: Date, nowMs: number): number {
  const hours = Math.max(0, nowMs - publishedAt.getTime()) / 3_600_000;
  return Math.round(views * (1 - Math.exp(-hours / AUDIENCE_HOURS)));
}

/** viewsAt in SQL, for the "most viewed" order. */
export const viewsAtSql = (nowMs: number): SQL =>
  sql`${highlights.views} * (1 - exp(-greatest(0, extract(epoch from (${new Date(nowMs).toISOString()}::timestamptz - ${highlights.publishedAt}))) / ${AUDIENCE_HOURS * 3600}::float8))`;
