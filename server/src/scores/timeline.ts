/**
 * What changes in a match, and when: the pure core of the live push (docs/chat-protocol.md "Live
 * scores"). A match's change points are the instants at which what the match clock
 * (sports/match-clock.ts `matchState`, the same function the API answers from) shows differs from
 * the second before (status, status text, minute, period, score), or at which an event (goal, card,
 * substitution) happens. They are numbered 1, 2, 3… from kickoff: a change point's number is the
 * match's sequence number `seq`, the same on every instance and after a restart, since it depends
 * on the fixture's rows alone.
 *
 * Every change happens on a whole second after kickoff (`matchState` reads whole seconds), so only
 * candidate seconds are evaluated: the 30-second grid (football and esport minutes, basketball's
 * tenths of a quarter) and, for football, the same grid from its first whistle (kickoffDelay), each
 * event's second and, for basketball, the seconds where a quarter's points cross a whole number. `changePointsBySecond` checks every second and is the reference the tests
 * compare with.
 */
import { DEFAULT_TIMEZONE } from '../clock.ts';
import type { MatchEventType } from '../db/schema.ts';
import { durationMinutes, kickoffDelay, matchState, type FixtureClockInput, type MatchState } from '../sports/match-clock.ts';

/** The basketball quarter timing of match-clock.ts: 25-minute quarters, 3-minute breaks, 15 at half time. */
const QUARTER_STARTS = [0, 28, 68, 96];
const QUARTER_MINUTES = 25;

export interface MatchEventInput {
  id: number;
  /** Seconds after kickoff when it happens (shown from then on, as the match detail does). */
  atSecond: number;
  minute: number;
  extra: number;
  /** 0 home, 1 away: the side credited (goals) or the player's side. */
  side: number;
  type: MatchEventType;
  playerId: number | null;
  relatedPlayerId: number | null;
}

export interface MatchInput extends FixtureClockInput {
  id: number;
  sport: string;
  /** The match's events, any order. */
  events: readonly MatchEventInput[];
}

/** What a push shows of a match at an instant: the fields of `MatchState` a viewer sees change. */
export interface ScoreState {
  statusId: MatchState['statusId'];
  statusText: string;
  minute: number | null;
  period: string | null;
  home: number | null;
  away: number | null;
}

export interface PointEvent extends MatchEventInput {
  /** The score after this goal ("2-1"), null for other events. */
  score: string | null;
}

export interface ChangePoint {
  /** The instant (epoch ms of the server clock) of the change: kickoff + a whole number of seconds. */
  at: number;
  /** 1 for the first change point of the match (its kickoff), one more for each after. */
  seq: number;
  /** The state from this instant on. */
  state: ScoreState;
  /** The events that happen at this instant. */
  events: PointEvent[];
}

export function scoreState(input: FixtureClockInput, ms: number): ScoreState {
  const s = matchState(input, ms, DEFAULT_TIMEZONE);
  return { statusId: s.statusId, statusText: s.statusText, minute: s.minute, period: s.period, home: s.home, away: s.away };
}

export function sameState(a: ScoreState, b: ScoreState): boolean {
  return a.statusId === b.statusId && a.statusText === b.statusText && a.minute === b.minute && a.period === b.period && a.home === b.home && a.away === b.away;
}

const GOALS: ReadonlySet<MatchEventType> = new Set(['goal', 'penalty', 'own_goal']);

/** Events in time order with the running score after each goal (as the match detail answers them). */
export function scoredEvents(events: readonly MatchEventInput[]): PointEvent[] {
  const running = [0, 0];
  return [...events]
    .sort((a, b) => a.atSecond - b.atSecond || a.id - b.id)
    .map((e) => {
      const goal = GOALS.has(e.type);
      if (goal) running[e.side === 0 ? 0 : 1]! += 1;
      return { ...e, score: goal ? `${running[0]}-${running[1]}` : null };
    });
}

function candidateSeconds(input: MatchInput, totalSeconds: number): number[] {
  const seconds = new Set<number>();
  const delay = kickoffDelay(input.timeline);
  for (let s = 0; s <= totalSeconds; s += 30) seconds.add(s).add(s + delay);
  seconds.add(totalSeconds);
  for (const e of input.events) seconds.add(e.atSecond);
  const t = input.timeline;
  if (t.kind === 'football') for (const [at] of t.goals) seconds.add(at);
  if (t.kind === 'basketball') {
    // A quarter's points grow as floor(points × share of the quarter): side points p arrive at
    // 60 × (start + 25 p / points) seconds, read on the whole second at or after it.
    t.quarters.forEach((pair, q) => {
      for (const points of pair) {
        for (let p = 1; p <= points; p++) {
          const x = 60 * (QUARTER_STARTS[q]! + (QUARTER_MINUTES * p) / points);
          for (const s of [Math.floor(x) - 1, Math.floor(x), Math.ceil(x), Math.ceil(x) + 1]) seconds.add(s);
        }
      }
    });
  }
  return [...seconds].filter((s) => s >= 0 && s <= totalSeconds).sort((a, b) => a - b);
}

function pointsAt(input: MatchInput, seconds: Iterable<number>): ChangePoint[] {
  if (input.state !== 'normal') return [];
  const kickoff = input.kickoffAt.getTime();
  const bySecond = new Map<number, PointEvent[]>();
  for (const e of scoredEvents(input.events)) {
    const list = bySecond.get(e.atSecond);
    if (list) list.push(e);
    else bySecond.set(e.atSecond, [e]);
  }
  const points: ChangePoint[] = [];
  for (const s of seconds) {
    const at = kickoff + s * 1000;
    const state = scoreState(input, at);
    const events = bySecond.get(s) ?? [];
    if (events.length === 0 && sameState(state, scoreState(input, at - 1000))) continue;
    points.push({ at, seq: points.length + 1, state, events });
  }
  return points;
}

/** Every change point of the match from kickoff to the final whistle, in order (none for a called-off match). */
export function changePoints(input: MatchInput): ChangePoint[] {
  return pointsAt(input, candidateSeconds(input, durationMinutes(input.timeline) * 60));
}

/** The same, found by reading every second of the match: slow, the reference for `changePoints`. */
export function changePointsBySecond(input: MatchInput): ChangePoint[] {
  const total = durationMinutes(input.timeline) * 60;
  return pointsAt(input, Array.from({ length: total + 1 }, (_, s) => s));
}

/** How many change points happened by `ms` (the match's sequence number at that instant). */
export function seqAt(points: readonly ChangePoint[], ms: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.at <= ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The change points after `fromMs` up to and including `toMs`: what changed between the two instants. */
export function changesBetween(points: readonly ChangePoint[], fromMs: number, toMs: number): ChangePoint[] {
  if (toMs <= fromMs) return [];
  return points.slice(seqAt(points, fromMs), seqAt(points, toMs));
}

/** The instant of the first change point after `ms`, or null when the match has no more. */
export function nextChangeAt(points: readonly ChangePoint[], ms: number): number | null {
  return points[seqAt(points, ms)]?.at ?? null;
}
