/**
 * Win probability from 1X2 prices: the implied probabilities (1 / price) add up to more than 1 by
 * the bookmaker's margin; dividing each by their sum removes it (the proportional method). Through a
 * match the prices move with the clock (odds.ts), so the same removal at kick-off, at each goal or
 * red card and every few minutes gives the win-probability series of the match centre.
 */
import type { MatchEventType, Sport, Timeline } from '../db/schema.ts';
import { durationMinutes, matchState, type FixtureClockInput } from './match-clock.ts';
import { liveOddsAt } from './odds.ts';

export interface OneXTwoPrices {
  home: number;
  /** null where the sport has no draw (basketball, esport). */
  draw: number | null;
  away: number;
}

export interface Probabilities {
  home: number;
  /** null where the sport has no draw. */
  draw: number | null;
  away: number;
}

export interface MarginFree extends Probabilities {
  /** The bookmaker's margin: sum of the implied probabilities minus 1 (0.06 is 6 %). */
  margin: number;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The margin-free probabilities of decimal prices. Every price must be a finite number above 1
 * (a price of 1 or less is no bet): a RangeError names the first one that is not.
 */
export function removeMargin(prices: OneXTwoPrices): MarginFree {
  const entries: [keyof OneXTwoPrices, number | null][] = [
    ['home', prices.home],
    ['draw', prices.draw],
    ['away', prices.away],
  ];
  for (const [name, price] of entries) {
    if (price === null && name === 'draw') continue;
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 1) throw new RangeError(`${name} price must be a number above 1 (got ${String(price)})`);
  }
  const implied = {
    home: 1 / prices.home,
    draw: prices.draw === null ? 0 : 1 / prices.draw,
    away: 1 / prices.away,
  };
  const book = implied.home + implied.draw + implied.away;
  return {
    home: implied.home / book,
    draw: prices.draw === null ? null : implied.draw / book,
    away: implied.away / book,
    margin: book - 1,
  };
}

/** Probabilities rounded to `digits` decimals that still add up to exactly 1 (the largest absorbs the rounding). */
export function roundedProbabilities(p: Probabilities, digits = 3): Probabilities {
  const home = round(p.home, digits);
  const draw = p.draw === null ? null : round(p.draw, digits);
  const away = round(p.away, digits);
  const rest = round(1 - home - (draw ?? 0) - away, digits);
  if (rest === 0) return { home, draw, away };
  const largest = draw !== null && draw >= home && draw >= away ? 'draw' : home >= away ? 'home' : 'away';
  const out = { home, draw, away };
  out[largest] = round((out[largest] ?? 0) + rest, digits);
  return out;
}

export interface SeriesFixture extends FixtureClockInput {
  id: number;
  sport: Sport;
  timeline: Timeline;
}

export interface SeriesEvent {
  atSecond: number;
  type: MatchEventType;
  side: number;
}

export interface WinProbabilityPoint extends Probabilities {
  /** Wall seconds after kickoff (0 at kick-off; negative for the pre-match line of a match to come). */
  atSecond: number;
  /** The match minute shown (0 before and at kick-off). */
  minute: number;
  /** The display status at that instant ("0'", "37", "45+2", "HT", "FT"…). */
  statusText: string;
  /** What made this point: the kick-off, a goal or red card at that instant, a regular sample, or the end. */
  reason: 'pre' | 'kickoff' | 'event' | 'sample' | 'end';
  /** The event type when `reason` is event. */
  event: MatchEventType | null;
}

/** Events that move the prices: the score and the number of players. */
const MOVING: ReadonlySet<MatchEventType> = new Set(['goal', 'penalty', 'own_goal', 'red']);

/**
 * The win probability of a fixture from kick-off up to `nowMs` (or its end): a point at kick-off,
 * one just after every goal and red card, one every `stepMinutes` of wall time, and one at the end.
 * Before kick-off the series is the one pre-match point of the current line. Called-off fixtures
 * have none.
 */
export function winProbabilitySeries(
  fixture: SeriesFixture,
  ratings: [number, number],
  events: readonly SeriesEvent[],
  nowMs: number,
  stepMinutes = 5,
): WinProbabilityPoint[] {
  if (fixture.state !== 'normal') return [];
  const kickoff = fixture.kickoffAt.getTime();
  const point = (atMs: number, reason: WinProbabilityPoint['reason'], event: MatchEventType | null): WinProbabilityPoint | null => {
    const state = matchState(fixture, atMs, 'UTC');
    const odds = liveOddsAt(fixture.id, fixture.sport, ratings, state, atMs - kickoff);
    if (!odds) return null;
    const p = roundedProbabilities(removeMargin(odds.oneXTwo));
    const second = Math.floor((atMs - kickoff) / 1000);
    return { atSecond: second, minute: reason === 'kickoff' ? 0 : (state.minute ?? 0), statusText: state.statusId === 1 ? "0'" : state.statusText, reason, event, ...p };
  };
  if (nowMs < kickoff) {
    const pre = point(nowMs, 'pre', null);
    return pre ? [pre] : [];
  }
  const endMs = kickoff + durationMinutes(fixture.timeline) * 60_000;
  const upTo = Math.min(nowMs, endMs - 1000);
  const instants = new Map<number, { reason: WinProbabilityPoint['reason']; event: MatchEventType | null }>();
  instants.set(kickoff, { reason: 'kickoff', event: null });
  for (let t = kickoff + stepMinutes * 60_000; t <= upTo; t += stepMinutes * 60_000) instants.set(t, { reason: 'sample', event: null });
  for (const e of events) {
    // One second after the event, so the prices include it.
    const t = kickoff + (e.atSecond + 1) * 1000;
    if (MOVING.has(e.type) && t <= upTo) instants.set(t, { reason: 'event', event: e.type });
  }
  if (nowMs >= endMs) instants.set(endMs - 1000, { reason: 'end', event: null });
  const out: WinProbabilityPoint[] = [];
  let lastHalfTime = false;
  for (const t of [...instants.keys()].sort((a, b) => a - b)) {
    const { reason, event } = instants.get(t)!;
    const p = point(t, reason, event);
    if (!p) continue;
    // Half time changes nothing: one sample of it is enough.
    const halfTime = p.statusText === 'HT';
    if (halfTime && lastHalfTime && reason === 'sample') continue;
    lastHalfTime = halfTime;
    out.push(p);
  }
  return out;
}
