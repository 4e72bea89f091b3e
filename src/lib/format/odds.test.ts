import { describe, expect, it } from 'vitest';
import { formatLine, formatOdds, oddsMove, priceChange } from './odds';

describe('formatOdds', () => {
  it.each<[number | null | undefined, string]>([
    [1.85, '1.85'],
    [2, '2.00'],
    [10.456, '10.46'],
    [1.005, '1.00'],
    [null, '–'],
    [undefined, '–'],
    [Number.NaN, '–'],
    [Number.POSITIVE_INFINITY, '–'],
  ])('%j → %s', (value, text) => {
    expect(formatOdds(value)).toBe(text);
  });
});

describe('formatLine', () => {
  it.each<[number, boolean, string]>([
    [2.5, false, '2.5'],
    [2.75, false, '2.75'],
    [3, false, '3'],
    [0.25, true, '+0.25'],
    [-1.25, true, '-1.25'],
    [-0, true, '0'],
    [0, true, '0'],
    [-0, false, '0'],
    [178.5, false, '178.5'],
    [1.0000001, true, '+1'],
  ])('%d (signed %s) → %s', (line, signed, text) => {
    expect(formatLine(line, signed)).toBe(text);
  });
});

describe('oddsMove', () => {
  it.each<[string | null | undefined, string]>([
    ['up', 'up'],
    ['down', 'down'],
    ['same', 'same'],
    ['UP', 'same'],
    ['', 'same'],
    [null, 'same'],
    [undefined, 'same'],
  ])('%j → %s', (value, move) => {
    expect(oddsMove(value)).toBe(move);
  });
});

describe('priceChange', () => {
  it.each<[number | null, number | null, string | null, { move: string; from: string | null }]>([
    [2.12, 2.14, 'down', { move: 'down', from: '2.14' }],
    [3.63, 3.62, 'up', { move: 'up', from: '3.62' }],
    [1.96, 1.96, 'same', { move: 'same', from: null }],
    [1.9, null, 'up', { move: 'same', from: null }],
    [null, 1.9, 'up', { move: 'same', from: null }],
    [1.9, 2, null, { move: 'same', from: null }],
  ])('%j from %j (%s)', (current, opening, move, expected) => {
    expect(priceChange(current, opening, move)).toEqual(expected);
  });

  it('formats a line with its own format', () => {
    expect(priceChange(-1, -1.25, 'up', (v) => formatLine(v, true))).toEqual({ move: 'up', from: '-1.25' });
  });
});
