/**
 * The numbers of the comparison chart (the server's `chart`: each measure's two values, the scale's
 * top and whether more is better), as the page draws them: the bar lengths, which side leads, a
 * radar where outward is always better, and the value as text. Pure, table-tested.
 */
import type { ChartMetric } from '../../../contracts/schemas/sports/entities';

export type Side = 0 | 1;

/** Shares of 0–1 shown as percentages. */
const RATES = new Set(['winRate', 'cleanSheetRate']);
/** Averages shown with two decimals. */
const AVERAGES = new Set(['goalsForPerGame', 'goalsAgainstPerGame', 'goalsPer90', 'assistsPer90']);

/** Whether a side has a value at all: a league position of 0 means the team has none. */
export function hasValue(metric: ChartMetric, side: Side): boolean {
  return metric.key === 'position' ? metric.values[side] > 0 : true;
}

/** A bar's length, 0–1 of the measure's scale. */
export function barShare(metric: ChartMetric, side: Side): number {
  if (!hasValue(metric, side) || metric.max <= 0) return 0;
  return Math.min(1, Math.max(0, metric.values[side] / metric.max));
}

/** The side that does better on this measure, or null when level (or nothing to compare). */
export function leaderOf(metric: ChartMetric): Side | null {
  const [a, b] = metric.values;
  const [hasA, hasB] = [hasValue(metric, 0), hasValue(metric, 1)];
  if (!hasA && !hasB) return null;
  if (hasA !== hasB) return hasA ? 0 : 1;
  if (a === b) return null;
  const firstHigher = a > b;
  return metric.better === 'higher' ? (firstHigher ? 0 : 1) : firstHigher ? 1 : 0;
}

/** A side's distance from the radar's centre, 0–1, where outward is better whatever the measure. */
export function radarScore(metric: ChartMetric, side: Side): number {
  const share = barShare(metric, side);
  if (metric.better === 'higher') return share;
  return hasValue(metric, side) ? 1 - share : 0;
}

export interface Point {
  x: number;
  y: number;
}

/** Where axis `index` of `count` points at distance `r` from the centre (the first straight up, clockwise). */
export function radarPoint(index: number, count: number, r: number, centre: Point): Point {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / Math.max(1, count);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { x: round(centre.x + r * Math.cos(angle)), y: round(centre.y + r * Math.sin(angle)) };
}

/** The SVG `points` of one side's polygon on a radar of `radius`. */
export function radarPolygon(metrics: readonly ChartMetric[], side: Side, radius: number, centre: Point): string {
  return metrics
    .map((metric, i) => radarPoint(i, metrics.length, radarScore(metric, side) * radius, centre))
    .map(({ x, y }) => `${x},${y}`)
    .join(' ');
}

/** A measure's value as text in the visitor's language: rates in %, averages with two decimals, counts whole; no position '–'. */
export function formatMetric(key: string, value: number, locale: string): string {
  if (key === 'position' && value <= 0) return '–';
  if (RATES.has(key)) return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
  if (AVERAGES.has(key)) return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** An axis label on at most two lines of about `max` characters (split between words; a word is never cut). */
export function wrapLabel(text: string, max: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  if (text.length <= max || words.length === 1) return [words.join(' ')];
  // The split that makes the longer line shortest.
  let best: [string, string] = [words.slice(0, 1).join(' '), words.slice(1).join(' ')];
  for (let i = 1; i < words.length; i++) {
    const pair: [string, string] = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    if (Math.max(pair[0].length, pair[1].length) < Math.max(best[0].length, best[1].length)) best = pair;
  }
  return best;
}
