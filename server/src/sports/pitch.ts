/**
 * Where a side's starters stand on a pitch drawing, from its formation ("4-2-3-1"): the goalkeeper,
 * then one row per number, filled in the starters' order (goalkeeper, defenders, midfielders,
 * forwards, as line-ups are stored). Coordinates are percentages of the side's own half: `y` from
 * its goal line (0) to the halfway line (100), `x` across from its left (0) to its right (100) as it
 * attacks. A page draws the away side mirrored in the other half.
 */

export interface PitchSpot {
  /** 0 the goalkeeper, 1 the back line, … the last the front line. */
  row: number;
  /** Position in the row, from the left, 0-based. */
  column: number;
  x: number;
  y: number;
}

/** The rows of a formation: "4-4-2" → [4, 4, 2]; null when it is not digits joined by dashes. */
export function formationRows(formation: string): number[] | null {
  if (!/^\d(-\d){1,4}$/.test(formation)) return null;
  const rows = formation.split('-').map(Number);
  return rows.every((n) => n >= 1) ? rows : null;
}

const GOALKEEPER_Y = 6;
const FRONT_Y = 88;

/**
 * The spots of `count` starters in formation order. A formation that does not add up to the
 * outfield players (or is not a formation) falls back to rows of four.
 */
export function pitchSpots(formation: string, count = 11): PitchSpot[] {
  if (count <= 0) return [];
  const outfield = count - 1;
  let rows = formationRows(formation);
  if (!rows || rows.reduce((a, b) => a + b, 0) !== outfield) {
    rows = [];
    for (let left = outfield; left > 0; left -= 4) rows.push(Math.min(4, left));
  }
  const spots: PitchSpot[] = [{ row: 0, column: 0, x: 50, y: GOALKEEPER_Y }];
  const lines = rows.length;
  rows.forEach((size, i) => {
    const y = lines === 1 ? (GOALKEEPER_Y + FRONT_Y) / 2 : GOALKEEPER_Y + ((i + 1) * (FRONT_Y - GOALKEEPER_Y)) / lines;
    for (let c = 0; c < size; c++) {
      spots.push({ row: i + 1, column: c, x: Math.round(((c + 1) * 100) / (size + 1) * 10) / 10, y: Math.round(y * 10) / 10 });
    }
  });
  return spots;
}
