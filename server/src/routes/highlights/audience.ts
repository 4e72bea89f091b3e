/** How a highlight's views gather after its publication (the API and the page head show the same figure). */

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
