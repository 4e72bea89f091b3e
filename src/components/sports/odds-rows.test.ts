import { describe, expect, it } from 'vitest';
import type { MatchOdds, OddsMovement, TeamRef } from '../../../contracts/schemas/sports/matches';
import { flip, oddsRows } from './odds-rows';

const home: TeamRef = { id: 1, name: 'Hà Nội', shortName: 'HN', logo: '/media/crest/1.svg' };
const away: TeamRef = { id: 2, name: 'Hải Phòng', shortName: 'HP', logo: '/media/crest/2.svg' };
const labels = { draw: 'Hòa', over: 'Tài', under: 'Xỉu' };
const current: MatchOdds = { oneXTwo: { home: 1.9, draw: 3.4, away: 4.1 }, handicap: { line: -0.25, home: 1.95, away: 1.87 }, overUnder: { line: 2.5, over: 2.02, under: 1.8 } };
const opening: MatchOdds = { oneXTwo: { home: 2.1, draw: 3.3, away: 3.6 }, handicap: { line: 0, home: 1.9, away: 1.92 }, overUnder: { line: 2.75, over: 1.95, under: 1.87 } };
const movement: OddsMovement = {
  oneXTwo: { home: 'down', draw: 'up', away: 'up' },
  handicap: { line: 'down', home: 'up', away: 'down' },
  overUnder: { line: 'down', over: 'up', under: 'down' },
};

describe('oddsRows', () => {
  it('gives each market its selections with the current and opening lines and the movement', () => {
    const rows = oddsRows(current, home, away, labels, opening, movement);
    expect(rows.oneXTwo.map((r) => [r.code, r.label, r.odds, r.openingOdds, r.move])).toEqual([
      ['1', 'Hà Nội', 1.9, 2.1, 'down'],
      ['X', 'Hòa', 3.4, 3.3, 'up'],
      ['2', 'Hải Phòng', 4.1, 3.6, 'up'],
    ]);
    // The away handicap is the home one negated, so its line moves the other way.
    expect(rows.handicap.map((r) => [r.line, r.openingLine, r.lineMove, r.odds])).toEqual([
      ['-0.25', '0', 'down', 1.95],
      ['+0.25', '0', 'up', 1.87],
    ]);
    expect(rows.overUnder.map((r) => [r.label, r.line, r.openingLine, r.lineMove, r.odds, r.openingOdds])).toEqual([
      ['Tài', '2.5', '2.75', 'down', 2.02, 1.95],
      ['Xỉu', '2.5', '2.75', 'down', 1.8, 1.87],
    ]);
  });

  it('leaves out the draw where the sport has none', () => {
    const noDraw = { ...current, oneXTwo: { home: 1.5, draw: null, away: 2.6 } };
    expect(oddsRows(noDraw, home, away, labels).oneXTwo.map((r) => r.key)).toEqual(['home', 'away']);
  });

  it('shows only the opening line once the match is over (no current prices, no movement)', () => {
    const rows = oddsRows(null, home, away, labels, opening, movement);
    expect(rows.oneXTwo.map((r) => [r.odds, r.openingOdds, r.move])).toEqual([
      [null, 2.1, undefined],
      [null, 3.3, null],
      [null, 3.6, undefined],
    ]);
    expect(rows.handicap[0]).toMatchObject({ line: undefined, openingLine: '0', lineMove: undefined });
  });

  it('gives no rows with no line at all (called off)', () => {
    expect(oddsRows(null, home, away, labels)).toEqual({ oneXTwo: [], handicap: [], overUnder: [] });
  });
});

describe('flip', () => {
  it.each([
    ['up', 'down'],
    ['down', 'up'],
    ['same', 'same'],
  ] as const)('%s → %s', (from, to) => {
    expect(flip(from)).toBe(to);
  });
});
