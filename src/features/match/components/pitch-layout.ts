/**
 * Where the line-ups stand on the pitch drawing (pure). The pitch is drawn upright: the home side
 * in the top half attacking downwards, the away side in the bottom half attacking upwards. The
 * server places each starter in % of his side's own half (`y` from its goal line to halfway, `x`
 * across as the side attacks: docs/api/sports.md), so the home side is mirrored left to right.
 */
import type { LineupSide, MatchEvent, PitchSpot } from '../../../../contracts/schemas/sports/matches';

export type Side = 'home' | 'away';

/** '4-2-3-1' → [1, 4, 2, 3, 1]: the goalkeeper, then each line from defence to attack; [] when it is not a formation. */
export function formationRows(formation: string): number[] {
  const lines = formation.trim().split('-');
  if (lines.length < 2 || lines.some((n) => !/^[1-9]$/.test(n))) return [];
  return [1, ...lines.map(Number)];
}

/**
 * Spots of a formation's starters when the server gave none that fit: rows spread from the goal
 * line (6 %) to just short of halfway (88 %), each row's players spread evenly across.
 */
export function formationSpots(formation: string, playerIds: readonly number[]): PitchSpot[] {
  const rows = formationRows(formation);
  if (rows.reduce((s, n) => s + n, 0) !== playerIds.length) return [];
  const spots: PitchSpot[] = [];
  let i = 0;
  rows.forEach((count, row) => {
    const y = row === 0 ? 6 : Math.round((6 + (row * 82) / (rows.length - 1)) * 10) / 10;
    for (let column = 0; column < count; column++) {
      const x = Math.round(((column + 1) * 1000) / (count + 1)) / 10;
      spots.push({ playerId: playerIds[i++]!, row, column, x, y });
    }
  });
  return spots;
}

/** The spots to draw: the server's when there is one per starter, else the formation's own. */
export function lineupSpots(lineup: LineupSide): PitchSpot[] {
  const ids = lineup.starters.map((p) => p.id);
  const given = lineup.pitch;
  if (given.length === ids.length && given.every((s) => ids.includes(s.playerId))) return given;
  return formationSpots(lineup.formation, ids);
}

/** A spot on the whole upright pitch, in % from its left and top edges. */
export function pitchPlacement(spot: Pick<PitchSpot, 'x' | 'y'>, side: Side): { left: number; top: number } {
  const clamp = (n: number) => Math.min(100, Math.max(0, n));
  const x = clamp(spot.x);
  const y = clamp(spot.y);
  return side === 'home' ? { left: round(100 - x), top: round(y / 2) } : { left: round(x), top: round(100 - y / 2) };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** What happened to a player in the match, for the badges on his shirt. */
export interface PlayerMarks {
  goals: number;
  ownGoals: number;
  assists: number;
  yellow: number;
  red: boolean;
  /** Minute he went off (substituted), if he did. */
  off: number | null;
  /** Minute he came on, if he did. */
  on: number | null;
}

const empty = (): PlayerMarks => ({ goals: 0, ownGoals: 0, assists: 0, yellow: 0, red: false, off: null, on: null });

/** Each player's goals, assists, cards and substitutions from the events (an own goal counts against its scorer, not for him). */
export function playerMarks(events: readonly MatchEvent[]): Map<number, PlayerMarks> {
  const marks = new Map<number, PlayerMarks>();
  const of = (id: number) => {
    let m = marks.get(id);
    if (!m) marks.set(id, (m = empty()));
    return m;
  };
  for (const e of events) {
    const player = e.player?.id;
    const related = e.related?.id;
    switch (e.type) {
      case 'goal':
      case 'penalty':
        if (player !== undefined) of(player).goals += 1;
        if (related !== undefined) of(related).assists += 1;
        break;
      case 'own_goal':
        if (player !== undefined) of(player).ownGoals += 1;
        break;
      case 'yellow':
        if (player !== undefined) of(player).yellow += 1;
        break;
      case 'red':
        if (player !== undefined) of(player).red = true;
        break;
      case 'sub':
        if (player !== undefined) of(player).on = e.minute;
        if (related !== undefined) of(related).off = e.minute;
        break;
    }
  }
  return marks;
}

/** The name on a shirt label: the last word of a name written with spaces ("Álvaro Martínez" → "Martínez"), else the whole name. */
export function shirtName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? words[words.length - 1]! : name.trim();
}
