/**
 * Attack momentum from a match's events: minute by minute, which side is pushing, from −100 (all
 * the away side) to 100 (all the home side). Each event leaves a bump around its minute — mostly
 * before it (the pressure that led to a goal or forced a foul) and a little after — weighted by what
 * it says about the play: a goal or penalty for the scoring side, an own goal for the side credited,
 * a booking or a sending-off for the side that was fouled (the other one). Substitutions say nothing.
 */
import type { MatchEventType } from '../db/schema.ts';

export interface MomentumEvent {
  minute: number;
  /** Stoppage minutes after `minute` (45+2 is minute 45, extra 2). */
  extra: number;
  /** 0 home, 1 away: the side credited (goals) or the player's side (cards). */
  side: number;
  type: MatchEventType;
}

export interface MomentumPoint {
  minute: number;
  /** −100…100, positive while the home side pushes. */
  value: number;
}

/** What an event says, for the side that pushed: [weight, pushing side is the event's side]. */
const WEIGHTS: Record<MatchEventType, [number, boolean]> = {
  goal: [1, true],
  penalty: [0.9, true],
  own_goal: [0.5, true],
  yellow: [0.35, false],
  red: [0.8, false],
  sub: [0, true],
};

/** Minutes of build-up before an event and of afterglow after it (Gaussian widths). */
const BEFORE = 4;
const AFTER = 1.5;

function kernel(distance: number): number {
  // distance = minute − event minute: negative before the event.
  const width = distance <= 0 ? BEFORE : AFTER;
  return Math.exp(-((distance / width) ** 2));
}

/**
 * The momentum of minutes 1…`upToMinute` (at most `lastMinute`, 90 for football) from the events
 * that have happened by then. Stoppage time counts as the minute it extends (45+2 as 45).
 */
export function attackMomentum(events: readonly MomentumEvent[], upToMinute: number, lastMinute = 90): MomentumPoint[] {
  const end = Math.max(0, Math.min(Math.floor(upToMinute), lastMinute));
  const seen = events.filter((e) => e.minute <= end);
  const out: MomentumPoint[] = [];
  for (let minute = 1; minute <= end; minute++) {
    let push = 0;
    for (const e of seen) {
      const [weight, own] = WEIGHTS[e.type] ?? [0, true];
      if (weight === 0) continue;
      const pushingSide = own ? e.side : 1 - e.side;
      push += (pushingSide === 0 ? 1 : -1) * weight * kernel(minute - e.minute);
    }
    // tanh keeps a flurry of events inside ±100; `|| 0` turns −0 into 0.
    out.push({ minute, value: Math.round(100 * Math.tanh(push)) || 0 });
  }
  return out;
}
