/**
 * The match centre's graphs as SVG geometry (pure): the attack momentum of each minute around a
 * centre line, and the win probability as three stacked bands (home, draw, away) through the match.
 * Coordinates are in the units of the SVG's viewBox; the minute axis runs to 90, or further when
 * the match did.
 */
import type { MomentumPoint, WinProbabilityPoint } from '../../../../contracts/schemas/sports/matches';
import { percentages } from '../../../components/sports/match-format';

export interface Box {
  width: number;
  height: number;
}

/** Minutes 0 … 90 (or the last minute played, when later). */
export function minuteSpan(lastMinute: number): number {
  return Math.max(90, Math.ceil(lastMinute));
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** x of a minute. */
export function minuteX(minute: number, span: number, box: Box): number {
  return r1((Math.min(Math.max(minute, 0), span) / span) * box.width);
}

/** The axis ticks: every 15 minutes up to the span. */
export function minuteTicks(span: number): number[] {
  const ticks: number[] = [];
  for (let m = 0; m <= span; m += 15) ticks.push(m);
  return ticks;
}

/**
 * The momentum as one closed path from the centre line through each minute's value (100 at the
 * top: the home side pushing; −100 at the bottom: the away side) and back to the centre line; the
 * view colours what lies above the centre line as home and below as away. Empty with no minutes.
 */
export function momentumPath(points: readonly MomentumPoint[], box: Box, span = minuteSpan(points.at(-1)?.minute ?? 0)): string {
  if (points.length === 0) return '';
  const mid = box.height / 2;
  const y = (v: number) => r1(mid - (Math.max(-100, Math.min(100, v)) / 100) * mid);
  const sorted = [...points].sort((a, b) => a.minute - b.minute);
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const parts = [`M${minuteX(first.minute - 1, span, box)} ${r1(mid)}`];
  for (const p of sorted) parts.push(`L${minuteX(p.minute, span, box)} ${y(p.value)}`);
  parts.push(`L${minuteX(last.minute, span, box)} ${r1(mid)}Z`);
  return parts.join(' ');
}

/** Per stretch of `size` minutes: the mean push of each side (0–100), for the graph's table. */
export function momentumIntervals(points: readonly MomentumPoint[], size = 15): { from: number; to: number; home: number; away: number }[] {
  const out: { from: number; to: number; home: number; away: number }[] = [];
  if (points.length === 0) return out;
  const last = Math.max(...points.map((p) => p.minute));
  for (let from = 1; from <= last; from += size) {
    const to = Math.min(from + size - 1, last);
    const inside = points.filter((p) => p.minute >= from && p.minute <= to);
    const n = Math.max(1, inside.length);
    out.push({
      from,
      to,
      home: Math.round(inside.reduce((s, p) => s + Math.max(0, p.value), 0) / n),
      away: Math.round(inside.reduce((s, p) => s + Math.max(0, -p.value), 0) / n),
    });
  }
  return out;
}

/** The points of the series to draw: those of the match (minute 0 on), by time; before kick-off, none. */
export function inPlayPoints(series: readonly WinProbabilityPoint[]): WinProbabilityPoint[] {
  return series.filter((p) => p.reason !== 'pre').sort((a, b) => a.atSecond - b.atSecond);
}

export interface ProbabilityAreas {
  home: string;
  draw: string;
  away: string;
}

/**
 * The three bands of the win probability, stacked from the top: home, draw (absent where the sport
 * has none), away, each a closed path over the minutes of the points. Empty strings with no point.
 */
export function probabilityAreas(points: readonly WinProbabilityPoint[], box: Box, span = minuteSpan(points.at(-1)?.minute ?? 0)): ProbabilityAreas {
  if (points.length === 0) return { home: '', draw: '', away: '' };
  const xs = points.map((p) => minuteX(p.minute, span, box));
  const h = box.height;
  const top = points.map(() => 0);
  const homeEdge = points.map((p) => r1(p.home * h));
  const drawEdge = points.map((p) => r1((p.home + (p.draw ?? 0)) * h));
  const bottom = points.map(() => h);
  // A single point still covers a sliver, so a match just kicked off shows its bands.
  if (points.length === 1) xs.push(Math.max(xs[0]! + 1, minuteX(1, span, box)));
  const widen = (edge: number[]) => (points.length === 1 ? [edge[0]!, edge[0]!] : edge);
  const band = (upper: number[], lower: number[]) => {
    const u = widen(upper);
    const l = widen(lower);
    const forward = u.map((y, i) => `${i === 0 ? 'M' : 'L'}${xs[i]} ${y}`);
    const back = l.map((y, i) => `L${xs[i]} ${y}`).reverse();
    return `${forward.join(' ')} ${back.join(' ')}Z`;
  };
  return { home: band(top, homeEdge), draw: band(homeEdge, drawEdge), away: band(drawEdge, bottom) };
}

/** Whole percentages of a point that add up to 100 (the draw null where the sport has none). */
export function probabilityPercents(p: Pick<WinProbabilityPoint, 'home' | 'draw' | 'away'>): { home: number; draw: number | null; away: number } {
  if (p.draw === null) {
    const [home, away] = percentages([p.home * 1000, p.away * 1000]) as [number, number];
    return { home, draw: null, away };
  }
  const [home, draw, away] = percentages([p.home * 1000, p.draw * 1000, p.away * 1000]) as [number, number, number];
  return { home, draw, away };
}
