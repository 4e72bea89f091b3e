/**
 * Bookmaker-style decimal odds from the two sides' ratings, the minute and the score: 1X2,
 * Asian handicap (quarter lines) and over/under. Football uses Poisson goals for the time left;
 * basketball a normal model of points; esport a best-of-three of maps. Lines drift as the match goes,
 * and before it: from the opening line (OPENING_LEAD before kick-off) the market leans a few rating
 * points one way or the other by kick-off, the same way for the same fixture every time.
 */
import type { Sport } from '../db/schema.ts';
import { HOUR } from '../clock.ts';
import type { MatchState } from './match-clock.ts';

export interface OddsLine {
  line: number;
  home: number;
  away: number;
}

export interface Odds {
  /** Match result: home, draw (null where there is no draw) and away. */
  oneXTwo: { home: number; draw: number | null; away: number };
  /** Asian handicap: `line` is the handicap of the home side (−0.75 gives the home side −0.75). */
  handicap: OddsLine;
  /** Over/under on the total (goals, points or maps): `home` is over, `away` is under. */
  overUnder: { line: number; over: number; under: number };
}

/** Bookmaker margin on each market. */
const MARGIN = 0.06;

export function priceOf(probability: number): number {
  const p = Math.min(0.985, Math.max(0.015, probability));
  return Math.max(1.01, Math.round((1 / (p * (1 + MARGIN))) * 100) / 100);
}

function poissonTable(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** P(x + line > 0) + ½·P(x + line = 0) for a distribution of x; quarter lines split in two. */
function coverProbability(distribution: Map<number, number>, line: number): number {
  const frac = Math.abs(line % 0.5);
  if (Math.abs(frac - 0.25) < 1e-9) {
    return (coverProbability(distribution, line - 0.25) + coverProbability(distribution, line + 0.25)) / 2;
  }
  let p = 0;
  for (const [x, q] of distribution) {
    const v = x + line;
    if (v > 1e-9) p += q;
    else if (Math.abs(v) <= 1e-9) p += q / 2;
  }
  return p;
}

/** The quarter line (from `min` to `max`) whose cover probability is closest to one half. */
function balancedLine(distribution: Map<number, number>, min: number, max: number, step = 0.25): number {
  let best = min;
  let bestGap = Infinity;
  for (let line = min; line <= max + 1e-9; line += step) {
    const gap = Math.abs(coverProbability(distribution, line) - 0.5);
    if (gap < bestGap - 1e-9) {
      best = line;
      bestGap = gap;
    }
  }
  return Math.round(best * 100) / 100;
}

function footballOdds(homeRating: number, awayRating: number, progress: number, score: [number, number]): Odds {
  const left = Math.max(0, 1 - progress);
  const diff = (homeRating - awayRating) / 28;
  const lh = 1.45 * Math.exp(diff) * left;
  const la = 1.15 * Math.exp(-diff) * left;
  const ph = poissonTable(lh, 10);
  const pa = poissonTable(la, 10);
  const goalDiff = new Map<number, number>();
  const totals = new Map<number, number>();
  let home = 0;
  let draw = 0;
  for (let i = 0; i <= 10; i++) {
    for (let j = 0; j <= 10; j++) {
      const p = ph[i]! * pa[j]!;
      const d = score[0] + i - (score[1] + j);
      goalDiff.set(d, (goalDiff.get(d) ?? 0) + p);
      const total = score[0] + score[1] + i + j;
      totals.set(total, (totals.get(total) ?? 0) + p);
      if (d > 0) home += p;
      else if (d === 0) draw += p;
    }
  }
  const away = Math.max(0, 1 - home - draw);
  const hLine = balancedLine(goalDiff, -3.5, 3.5);
  const cover = coverProbability(goalDiff, hLine);
  const current = score[0] + score[1];
  const negTotals = new Map([...totals].map(([t, p]) => [-t, p] as const));
  // With x = −total, "x + line > 0" is "total < line": the under side. Lines start above the goals already scored.
  const ouLine = balancedLine(negTotals, current + 0.5, current + 6.5);
  const over = 1 - coverProbability(negTotals, ouLine);
  return {
    oneXTwo: { home: priceOf(home), draw: priceOf(draw), away: priceOf(away) },
    handicap: { line: hLine, home: priceOf(cover), away: priceOf(1 - cover) },
    overUnder: { line: ouLine, over: priceOf(over), under: priceOf(1 - over) },
  };
}

/** Standard normal cumulative distribution. */
function phi(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989423 * Math.exp((-x * x) / 2);
  const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return x > 0 ? 1 - p : p;
}

function basketballOdds(homeRating: number, awayRating: number, progress: number, score: [number, number]): Odds {
  const left = Math.max(0.02, 1 - progress);
  const margin = score[0] - score[1] + ((homeRating - awayRating) * 0.5 + 3) * left;
  const sd = 12 * Math.sqrt(left);
  const home = phi(margin / sd);
  const spread = -Math.round(margin * 2) / 2 || 0.5;
  const cover = phi((margin + spread) / sd);
  const total = score[0] + score[1] + 168 * left;
  const totalLine = Math.floor(total) + 0.5;
  const over = 1 - phi((totalLine - total) / (15 * Math.sqrt(left)));
  return {
    oneXTwo: { home: priceOf(home), draw: null, away: priceOf(1 - home) },
    handicap: { line: spread, home: priceOf(cover), away: priceOf(1 - cover) },
    overUnder: { line: totalLine, over: priceOf(over), under: priceOf(1 - over) },
  };
}

function esportOdds(homeRating: number, awayRating: number, score: [number, number]): Odds {
  const p = 1 / (1 + Math.exp(-(homeRating - awayRating) / 12));
  // Best of three: probabilities of the remaining maps from the current map score.
  const outcomes = new Map<string, number>();
  const walk = (h: number, a: number, prob: number) => {
    if (h === 2 || a === 2) {
      outcomes.set(`${h}-${a}`, (outcomes.get(`${h}-${a}`) ?? 0) + prob);
      return;
    }
    walk(h + 1, a, prob * p);
    walk(h, a + 1, prob * (1 - p));
  };
  walk(Math.min(2, score[0]), Math.min(2, score[1]), 1);
  const get = (k: string) => outcomes.get(k) ?? 0;
  const home = get('2-0') + get('2-1');
  const favouriteHome = p >= 0.5;
  // Home −1.5 covers only with 2-0; home +1.5 covers unless it loses 0-2.
  const cover = favouriteHome ? get('2-0') : 1 - get('0-2');
  const over = get('2-1') + get('1-2');
  return {
    oneXTwo: { home: priceOf(home), draw: null, away: priceOf(1 - home) },
    handicap: { line: favouriteHome ? -1.5 : 1.5, home: priceOf(cover), away: priceOf(1 - cover) },
    overUnder: { line: 2.5, over: priceOf(over), under: priceOf(1 - over) },
  };
}

/** Odds of a fixture at `progress` (0 before kickoff, 1 at the end) with the current score. */
export function oddsFor(sport: Sport, homeRating: number, awayRating: number, progress: number, score: [number, number]): Odds {
  if (sport === 'basketball') return basketballOdds(homeRating, awayRating, progress, score);
  if (sport === 'esport') return esportOdds(homeRating, awayRating, score);
  return footballOdds(homeRating, awayRating, progress, score);
}

/** How long before kick-off a fixture's line opens. */
export const OPENING_LEAD_MS = 72 * HOUR;
/** The largest pre-match lean, in rating points of the home side. */
const MAX_DRIFT = 4;

/** A fixed number in [-1, 1] per fixture (an integer hash): which way and how far its market leans. */
function leanOf(fixtureId: number): number {
  let h = Math.imul(fixtureId ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return ((h % 2001) - 1000) / 1000;
}

/**
 * Rating points added to the home side by the market `msToKickoff` before kick-off: nothing at the
 * opening (OPENING_LEAD_MS before) or earlier, the fixture's whole lean at kick-off and in play.
 */
export function preMatchDrift(fixtureId: number, msToKickoff: number): number {
  const share = Math.min(1, Math.max(0, 1 - msToKickoff / OPENING_LEAD_MS));
  return Math.round(leanOf(fixtureId) * MAX_DRIFT * share * 100) / 100 || 0;
}

/** The opening line of a fixture: the two ratings alone, before the market moved. */
export function openingOdds(sport: Sport, homeRating: number, awayRating: number): Odds {
  return oddsFor(sport, homeRating, awayRating, 0, [0, 0]);
}

/**
 * The current line of a fixture in `state`, `msFromKickoff` after kick-off (negative before it):
 * the drifting pre-match line while coming up, the in-play line while live, none once ended or called off.
 */
export function liveOddsAt(fixtureId: number, sport: Sport, ratings: [number, number], state: Pick<MatchState, 'statusId' | 'progress' | 'home' | 'away'>, msFromKickoff: number): Odds | null {
  if (state.statusId !== 1 && state.statusId !== 2) return null;
  const drift = preMatchDrift(fixtureId, -msFromKickoff);
  if (state.statusId === 1) return oddsFor(sport, ratings[0] + drift, ratings[1], 0, [0, 0]);
  return oddsFor(sport, ratings[0] + drift, ratings[1], state.progress, [state.home ?? 0, state.away ?? 0]);
}

export type Move = 'up' | 'down' | 'same';

export interface OddsMovement {
  oneXTwo: { home: Move; draw: Move | null; away: Move };
  handicap: { line: Move; home: Move; away: Move };
  overUnder: { line: Move; over: Move; under: Move };
}

const move = (from: number, to: number): Move => (to > from + 1e-9 ? 'up' : to < from - 1e-9 ? 'down' : 'same');

/** Which way each price and line went from `opening` to `current`. */
export function oddsMovement(opening: Odds, current: Odds): OddsMovement {
  return {
    oneXTwo: {
      home: move(opening.oneXTwo.home, current.oneXTwo.home),
      draw: opening.oneXTwo.draw === null || current.oneXTwo.draw === null ? null : move(opening.oneXTwo.draw, current.oneXTwo.draw),
      away: move(opening.oneXTwo.away, current.oneXTwo.away),
    },
    handicap: { line: move(opening.handicap.line, current.handicap.line), home: move(opening.handicap.home, current.handicap.home), away: move(opening.handicap.away, current.handicap.away) },
    overUnder: { line: move(opening.overUnder.line, current.overUnder.line), over: move(opening.overUnder.over, current.overUnder.over), under: move(opening.overUnder.under, current.overUnder.under) },
  };
}
