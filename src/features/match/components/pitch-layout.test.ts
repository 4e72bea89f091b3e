import { describe, expect, it } from 'vitest';
import type { LineupSide, MatchEvent, PlayerRef } from '../../../../contracts/schemas/sports/matches';
import { formationRows, formationSpots, lineupSpots, pitchPlacement, playerMarks, shirtName } from './pitch-layout';

describe('formationRows', () => {
  it.each([
    ['4-3-3', [1, 4, 3, 3]],
    ['4-2-3-1', [1, 4, 2, 3, 1]],
    [' 3-5-2 ', [1, 3, 5, 2]],
    ['', []],
    ['4', []],
    ['4-x-3', []],
    ['4-10-3', []],
    ['0-4-6', []],
  ])('%j → %j', (formation, rows) => {
    expect(formationRows(formation)).toEqual(rows);
  });
});

describe('formationSpots', () => {
  const ids = Array.from({ length: 11 }, (_, i) => 100 + i);

  it('spreads each line across, from the goal line towards halfway', () => {
    const spots = formationSpots('4-3-3', ids);
    expect(spots).toHaveLength(11);
    expect(spots[0]).toEqual({ playerId: 100, row: 0, column: 0, x: 50, y: 6 });
    expect(spots.slice(1, 5).map((s) => s.x)).toEqual([20, 40, 60, 80]);
    expect(spots.slice(1, 5).every((s) => s.row === 1 && s.y === 33.3)).toBe(true);
    expect(spots.at(-1)).toEqual({ playerId: 110, row: 3, column: 2, x: 75, y: 88 });
  });

  it('gives nothing when the formation does not hold the starters', () => {
    expect(formationSpots('4-4-3', ids)).toEqual([]);
    expect(formationSpots('bad', ids)).toEqual([]);
  });
});

describe('lineupSpots', () => {
  const player = (id: number): PlayerRef => ({ id, name: `P${id}`, shirtNumber: id, position: 'MF', photo: '' });
  const starters = Array.from({ length: 11 }, (_, i) => player(i + 1));
  const serverSpots = starters.map((p, i) => ({ playerId: p.id, row: 0, column: i, x: i * 9, y: 50 }));

  it("takes the server's spots when there is one per starter", () => {
    const lineup: LineupSide = { formation: '4-4-2', starters, bench: [], pitch: serverSpots };
    expect(lineupSpots(lineup)).toBe(serverSpots);
  });

  it('falls back on the formation when they do not fit', () => {
    const lineup: LineupSide = { formation: '4-4-2', starters, bench: [], pitch: serverSpots.slice(0, 3) };
    expect(lineupSpots(lineup).map((s) => s.row)).toEqual([0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3]);
  });
});

describe('pitchPlacement', () => {
  it.each([
    ['home keeper near the top goal', { x: 50, y: 6 }, 'home', { left: 50, top: 3 }],
    ['home left back (his left is the screen’s right)', { x: 20, y: 33.3 }, 'home', { left: 80, top: 16.65 }],
    ['home forward near halfway', { x: 75, y: 88 }, 'home', { left: 25, top: 44 }],
    ['away keeper near the bottom goal', { x: 50, y: 6 }, 'away', { left: 50, top: 97 }],
    ['away left back', { x: 20, y: 33.3 }, 'away', { left: 20, top: 83.35 }],
    ['out of range is kept on the pitch', { x: -5, y: 130 }, 'away', { left: 0, top: 50 }],
  ] as const)('%s', (_, spot, side, placed) => {
    expect(pitchPlacement(spot, side)).toEqual(placed);
  });
});

describe('playerMarks', () => {
  const p = (id: number): PlayerRef => ({ id, name: `P${id}`, shirtNumber: 1, position: 'FW', photo: '' });
  const ev = (type: string, player: number | null, related: number | null = null, minute = 10): MatchEvent => ({
    id: Math.random(),
    minute,
    extra: 0,
    side: 'home',
    type,
    player: player === null ? null : p(player),
    related: related === null ? null : p(related),
    score: null,
  });

  it('counts goals, assists, cards and substitutions per player', () => {
    const marks = playerMarks([
      ev('goal', 9, 8),
      ev('penalty', 9),
      ev('own_goal', 4),
      ev('yellow', 4),
      ev('yellow', 4),
      ev('red', 4),
      ev('sub', 20, 9, 70),
      ev('yellow', null),
    ]);
    expect(marks.get(9)).toEqual({ goals: 2, ownGoals: 0, assists: 0, yellow: 0, red: false, off: 70, on: null });
    expect(marks.get(8)).toMatchObject({ assists: 1, goals: 0 });
    expect(marks.get(4)).toMatchObject({ ownGoals: 1, goals: 0, yellow: 2, red: true });
    expect(marks.get(20)).toMatchObject({ on: 70, off: null });
    expect(marks.size).toBe(4);
  });
});

describe('shirtName', () => {
  it.each([
    ['Álvaro Martínez', 'Martínez'],
    ['Nguyễn Công Phượng', 'Phượng'],
    ['Pelé', 'Pelé'],
    ['阮光海', '阮光海'],
    ['  Ronaldo  ', 'Ronaldo'],
  ])('%s → %s', (name, shown) => {
    expect(shirtName(name)).toBe(shown);
  });
});
