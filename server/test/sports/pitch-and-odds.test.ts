import { describe, expect, it } from 'vitest';
import { formationRows, pitchSpots } from '../../src/sports/pitch.ts';
import { liveOddsAt, oddsMovement, openingOdds, OPENING_LEAD_MS, preMatchDrift } from '../../src/sports/odds.ts';
import { HOUR, MINUTE } from '../../src/clock.ts';

describe('pitchSpots', () => {
  it.each([
    ['4-3-3', [1, 4, 3, 3]],
    ['4-4-2', [1, 4, 4, 2]],
    ['4-2-3-1', [1, 4, 2, 3, 1]],
    ['3-5-2', [1, 3, 5, 2]],
  ])('%s puts the goalkeeper and then each line', (formation, sizes) => {
    const spots = pitchSpots(formation);
    expect(spots).toHaveLength(11);
    expect(spots[0]).toEqual({ row: 0, column: 0, x: 50, y: 6 });
    const rows = sizes.map((_, row) => spots.filter((s) => s.row === row).length);
    expect(rows).toEqual(sizes);
    for (let i = 1; i < spots.length; i++) expect(spots[i]!.y).toBeGreaterThanOrEqual(spots[i - 1]!.y);
    for (const s of spots) {
      expect(s.x).toBeGreaterThan(0);
      expect(s.x).toBeLessThan(100);
      expect(s.y).toBeLessThanOrEqual(88);
    }
    // Each line is spread symmetrically across the pitch.
    const front = spots.filter((s) => s.row === sizes.length - 1).map((s) => s.x);
    expect(front[0]! + front.at(-1)!).toBeCloseTo(100, 5);
  });

  it('falls back to rows of four for a formation that does not add up', () => {
    expect(formationRows('4-4-3')).toEqual([4, 4, 3]);
    expect(formationRows('diamond')).toBeNull();
    expect(pitchSpots('4-4-3').filter((s) => s.row > 0).map((s) => s.row)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3]);
    expect(pitchSpots('diamond')).toHaveLength(11);
    expect(pitchSpots('4-4-2', 0)).toEqual([]);
  });
});

describe('odds before kick-off and their movement', () => {
  it('opens on the ratings alone and leans by kick-off, the same way each time', () => {
    expect(preMatchDrift(12, OPENING_LEAD_MS + HOUR)).toBe(0);
    expect(preMatchDrift(12, 0)).toBe(preMatchDrift(12, -HOUR));
    expect(Math.abs(preMatchDrift(12, 0))).toBeLessThanOrEqual(4);
    const leans = Array.from({ length: 50 }, (_, i) => preMatchDrift(i + 1, 0));
    expect(leans.some((x) => x > 0.5) && leans.some((x) => x < -0.5)).toBe(true);
    expect(Math.abs(preMatchDrift(12, OPENING_LEAD_MS / 2))).toBeCloseTo(Math.abs(preMatchDrift(12, 0)) / 2, 1);
  });

  it('says up or down for each price since the opening', () => {
    const opening = openingOdds('football', 75, 75);
    const id = Array.from({ length: 50 }, (_, i) => i + 1).find((i) => preMatchDrift(i, 0) > 2)!;
    const current = liveOddsAt(id, 'football', [75, 75], { statusId: 1, progress: 0, home: null, away: null }, -MINUTE)!;
    const move = oddsMovement(opening, current);
    // The market leaned towards the home side: its price came down, the away price went up.
    expect(move.oneXTwo.home).toBe('down');
    expect(move.oneXTwo.away).toBe('up');
    expect(oddsMovement(opening, opening).oneXTwo).toEqual({ home: 'same', draw: 'same', away: 'same' });
    expect(liveOddsAt(id, 'football', [75, 75], { statusId: 3, progress: 1, home: 1, away: 0 }, 200 * MINUTE)).toBeNull();
  });
});
