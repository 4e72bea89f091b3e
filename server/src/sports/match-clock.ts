/**
 * The state of a fixture at a moment, computed from its kickoff and timeline: schedule status
 * (1 coming up, 2 live, 3 ended, 5 cancelled), the display status (hh:mm, a minute such as "37"
 * or "45+2", "HT", "FT"), the minute and the score of what has happened so far.
 */
import type { FeedObservation, Timeline } from '../db/schema.ts';
import { MINUTE, zonedClock } from '../clock.ts';

export type ScheduleStatus = 1 | 2 | 3 | 5;

export interface MatchState {
  statusId: ScheduleStatus;
  /** hh:mm (coming up), minute digits / "45+2" / "HT" (live), "FT" (ended), or the state word. */
  statusText: string;
  /** The match minute while live (football 1–90+, basketball 1–40, esport minutes of the map). */
  minute: number | null;
  /** "1H", "HT", "2H" (football), "Q1"–"Q4" (basketball), "MAP1"… (esport), null otherwise. */
  period: string | null;
  home: number | null;
  away: number | null;
  /** Fraction of the match played, 0–1 (drives odds and statistics). */
  progress: number;
  /** Seconds since kickoff (negative before it). */
  elapsedSeconds: number;
}

/** The score fields of a match on the wire (a schedule row, a match summary, a live score): one state, one shape. */
export function scoreFields(state: Pick<MatchState, 'statusId' | 'statusText' | 'minute' | 'period' | 'home' | 'away'>) {
  return {
    status: state.statusId,
    statusText: state.statusText,
    minute: state.minute,
    period: state.period,
    score: state.home !== null && state.away !== null ? `${state.home}-${state.away}` : null,
    homeScore: state.home,
    awayScore: state.away,
  };
}

export interface FixtureClockInput {
  kickoffAt: Date;
  state: 'normal' | 'cancelled' | 'postponed';
  timeline: Timeline;
}

/** Football: half time lasts 15 minutes. Basketball: 25-minute quarters, 3-minute breaks, 15 at half time. Esport: 5 minutes between maps. */
const HALF_TIME = 15;
const QUARTER_WALL = 25;
const QUARTER_BREAK = 3;
const ESPORT_BREAK = 5;

/** Whole wall-clock length of a fixture in minutes. */
export function durationMinutes(timeline: Timeline): number {
  switch (timeline.kind) {
    case 'football':
      return 45 + timeline.add1 + HALF_TIME + 45 + timeline.add2;
    case 'basketball':
      return 4 * QUARTER_WALL + 2 * QUARTER_BREAK + HALF_TIME;
    case 'esport':
      return timeline.maps.reduce((sum, [, minutes]) => sum + minutes, 0) + ESPORT_BREAK * (timeline.maps.length - 1);
  }
}

/**
 * Football's longest wait from the scheduled kickoff to the first whistle: an event in the middle of
 * the last minute of stoppage (footballSecond) still comes before the final whistle.
 */
export const MAX_KICKOFF_DELAY = 29;

/** Seconds from the scheduled kickoff to the first whistle: a football timeline's, within 0–MAX_KICKOFF_DELAY; 0 for other sports. */
export function kickoffDelay(timeline: Timeline): number {
  return timeline.kind === 'football' ? Math.min(MAX_KICKOFF_DELAY, Math.max(0, timeline.kickoffDelay ?? 0)) : 0;
}

/**
 * Seconds after the scheduled kickoff at which football minute `minute` (+`extra` of stoppage) is
 * half gone on a match clock started `delay` seconds after it (the first whistle).
 */
export function footballSecond(minute: number, extra: number, add1: number, delay = 0): number {
  const wallMinute = minute <= 45 ? minute - 1 + extra : 45 + add1 + HALF_TIME + (minute - 46) + extra;
  return wallMinute * 60 + 30 + delay;
}

function finalScore(timeline: Timeline): [number, number] {
  switch (timeline.kind) {
    case 'football':
      return timeline.goals.reduce<[number, number]>((s, [, side]) => (side === 0 ? [s[0] + 1, s[1]] : [s[0], s[1] + 1]), [0, 0]);
    case 'basketball':
      return timeline.quarters.reduce<[number, number]>((s, [h, a]) => [s[0] + h, s[1] + a], [0, 0]);
    case 'esport':
      return timeline.maps.reduce<[number, number]>((s, [side]) => (side === 0 ? [s[0] + 1, s[1]] : [s[0], s[1] + 1]), [0, 0]);
  }
}

function live(statusText: string, minute: number, period: string, score: [number, number], progress: number, elapsedSeconds: number): MatchState {
  return { statusId: 2, statusText, minute, period, home: score[0], away: score[1], progress, elapsedSeconds };
}

/**
 * Football's match clock runs from the first whistle, `kickoffDelay` seconds after the scheduled
 * kickoff (minute 1 until then), so that matches kicking off at the same time turn their minutes at
 * different seconds; the final whistle stays at the fixture's end (the last minute of stoppage is as
 * much shorter).
 */
function footballLive(t: Extract<Timeline, { kind: 'football' }>, seconds: number): MatchState {
  const e = Math.max(0, seconds - kickoffDelay(t)) / 60;
  const goals = t.goals.filter(([at]) => at <= seconds);
  const score: [number, number] = [goals.filter(([, s]) => s === 0).length, goals.length - goals.filter(([, s]) => s === 0).length];
  const secondStart = 45 + t.add1 + HALF_TIME;
  if (e < 45) return live(String(Math.floor(e) + 1), Math.floor(e) + 1, '1H', score, e / 90, seconds);
  if (e < 45 + t.add1) return live(`45+${Math.floor(e - 45) + 1}`, 45, '1H', score, 0.5, seconds);
  if (e < secondStart) return live('HT', 45, 'HT', score, 0.5, seconds);
  const e2 = e - secondStart;
  if (e2 < 45) return live(String(46 + Math.floor(e2)), 46 + Math.floor(e2), '2H', score, (45 + e2) / 90, seconds);
  return live(`90+${Math.floor(e2 - 45) + 1}`, 90, '2H', score, 1, seconds);
}

function basketballLive(t: Extract<Timeline, { kind: 'basketball' }>, seconds: number): MatchState {
  const e = seconds / 60;
  // Wall start of each quarter: Q1 0, Q2 after a break, Q3 after half time, Q4 after a break.
  const starts = [0, QUARTER_WALL + QUARTER_BREAK, 2 * QUARTER_WALL + QUARTER_BREAK + HALF_TIME, 3 * QUARTER_WALL + 2 * QUARTER_BREAK + HALF_TIME];
  let quarter = 0;
  for (let q = 0; q < 4; q++) if (e >= starts[q]!) quarter = q;
  const inQuarter = Math.min(1, (e - starts[quarter]!) / QUARTER_WALL);
  const score: [number, number] = [0, 0];
  t.quarters.forEach(([h, a], q) => {
    const share = q < quarter ? 1 : q === quarter ? inQuarter : 0;
    score[0] += Math.floor(h * share);
    score[1] += Math.floor(a * share);
  });
  const minute = quarter * 10 + Math.min(10, Math.floor(inQuarter * 10) + 1);
  const atHalfTime = quarter === 1 && inQuarter >= 1;
  return live(atHalfTime ? 'HT' : String(minute), minute, atHalfTime ? 'HT' : `Q${quarter + 1}`, score, (quarter + inQuarter) / 4, seconds);
}

function esportLive(t: Extract<Timeline, { kind: 'esport' }>, seconds: number): MatchState {
  const e = seconds / 60;
  let start = 0;
  const score: [number, number] = [0, 0];
  for (let m = 0; m < t.maps.length; m++) {
    const [winner, minutes] = t.maps[m]!;
    if (e < start + minutes) {
      const minute = Math.floor(e - start) + 1;
      return live(String(minute), minute, `MAP${m + 1}`, score, (m + (e - start) / minutes) / t.maps.length, seconds);
    }
    score[winner === 0 ? 0 : 1] += 1;
    start += minutes;
    if (e < start + ESPORT_BREAK) return live(String(minutes), minutes, `MAP${m + 1}`, score, (m + 1) / t.maps.length, seconds);
    start += ESPORT_BREAK;
  }
  return live(String(t.maps.at(-1)?.[1] ?? 1), t.maps.at(-1)?.[1] ?? 1, `MAP${t.maps.length}`, score, 1, seconds);
}

/** A running period of a real feed's match: its first minute, its last before stoppage time, its name. */
const FEED_PERIODS: Record<string, [number, number, string]> = { '1H': [1, 45, '1H'], '2H': [46, 90, '2H'], ET: [91, 120, 'ET'], LIVE: [1, 90, '2H'] };
/** A feed's minute runs on from what it last said for at most this many minutes (a stalled feed does not run away). */
const FEED_RUN_ON_MINUTES = 10;

/** The state of a match a real feed reports: what it said at `feed.at`, its minute running on while a period is in play. */
function observedState(kickoff: number, feed: FeedObservation, nowMs: number, timeZone: string): MatchState {
  const seconds = Math.floor((nowMs - kickoff) / 1000);
  const score: [number, number] = [feed.home ?? 0, feed.away ?? 0];
  switch (feed.status) {
    case 'TBD':
    case 'NS':
      return { statusId: 1, statusText: zonedClock(kickoff, timeZone), minute: null, period: null, home: null, away: null, progress: 0, elapsedSeconds: seconds };
    case 'FT':
    case 'AET':
    case 'PEN':
      return { statusId: 3, statusText: 'FT', minute: null, period: 'FT', home: score[0], away: score[1], progress: 1, elapsedSeconds: seconds };
    case 'HT':
      return live('HT', 45, 'HT', score, 0.5, seconds);
    case 'BT':
      return live('HT', 105, 'ET', score, 1, seconds);
    case 'P':
      return live('PEN', 120, 'PEN', score, 1, seconds);
  }
  const [first, last, period] = FEED_PERIODS[feed.status] ?? [feed.elapsed ?? 1, feed.elapsed ?? 1, '2H'];
  // Suspended or interrupted: the minute stays where it stopped.
  const runOn = feed.status in FEED_PERIODS ? Math.min(FEED_RUN_ON_MINUTES, Math.max(0, Math.floor((nowMs - feed.at) / MINUTE))) : 0;
  const minute = Math.max(first, (feed.elapsed ?? first) + (feed.extra ?? 0) + runOn);
  const progress = Math.min(1, Math.min(minute, 90) / 90);
  return minute > last ? live(`${last}+${minute - last}`, last, period, score, progress, seconds) : live(String(minute), minute, period, score, progress, seconds);
}

/** The state of a fixture at `nowMs`; `timeZone` formats the hh:mm of a coming fixture. */
export function matchState(fixture: FixtureClockInput, nowMs: number, timeZone: string): MatchState {
  const kickoff = fixture.kickoffAt.getTime();
  const seconds = Math.floor((nowMs - kickoff) / 1000);
  if (fixture.state !== 'normal') {
    return { statusId: 5, statusText: fixture.state, minute: null, period: null, home: null, away: null, progress: 0, elapsedSeconds: seconds };
  }
  if (fixture.timeline.kind === 'football' && fixture.timeline.feed) return observedState(kickoff, fixture.timeline.feed, nowMs, timeZone);
  if (seconds < 0) {
    return { statusId: 1, statusText: zonedClock(kickoff, timeZone), minute: null, period: null, home: null, away: null, progress: 0, elapsedSeconds: seconds };
  }
  if (nowMs >= kickoff + durationMinutes(fixture.timeline) * MINUTE) {
    const [home, away] = finalScore(fixture.timeline);
    return { statusId: 3, statusText: 'FT', minute: null, period: 'FT', home, away, progress: 1, elapsedSeconds: seconds };
  }
  switch (fixture.timeline.kind) {
    case 'football':
      return footballLive(fixture.timeline, seconds);
    case 'basketball':
      return basketballLive(fixture.timeline, seconds);
    case 'esport':
      return esportLive(fixture.timeline, seconds);
  }
}

/** The state of a show session (no teams, no score): coming up, live with its minute, or ended. */
export function sessionState(startAt: Date, endAt: Date, cancelled: boolean, nowMs: number, timeZone: string): MatchState {
  const start = startAt.getTime();
  const seconds = Math.floor((nowMs - start) / 1000);
  const base = { home: null, away: null, elapsedSeconds: seconds };
  if (cancelled) return { ...base, statusId: 5, statusText: 'cancelled', minute: null, period: null, progress: 0 };
  if (seconds < 0) return { ...base, statusId: 1, statusText: zonedClock(start, timeZone), minute: null, period: null, progress: 0 };
  if (nowMs >= endAt.getTime()) return { ...base, statusId: 3, statusText: 'FT', minute: null, period: null, progress: 1 };
  const minute = Math.floor(seconds / 60) + 1;
  // A show has no match minute to show: its status text says live (SPEC §4); the minute stays in `minute`.
  return { ...base, statusId: 2, statusText: 'live', minute, period: null, progress: (nowMs - start) / (endAt.getTime() - start) };
}
