import { describe, expect, it } from 'vitest';
import { formatDuration, parseScore } from './score';

describe('parseScore', () => {
  it.each<[string | null | undefined, { home: number; away: number }]>([
    ['2-1', { home: 2, away: 1 }],
    ['0-0', { home: 0, away: 0 }],
    ['10-12', { home: 10, away: 12 }],
    [' 3 - 4 ', { home: 3, away: 4 }],
    ['3-', { home: 3, away: 0 }],
    ['-2', { home: 0, away: 2 }],
    ['-', { home: 0, away: 0 }],
    ['', { home: 0, away: 0 }],
    ['abc', { home: 0, away: 0 }],
    ['a-b', { home: 0, away: 0 }],
    ['2-x', { home: 2, away: 0 }],
    ['1.5-2', { home: 0, away: 2 }],
    ['1-2-3', { home: 0, away: 0 }],
    ['5', { home: 0, away: 0 }],
    [null, { home: 0, away: 0 }],
    [undefined, { home: 0, away: 0 }],
  ])('%j → %j', (value, expected) => {
    expect(parseScore(value)).toEqual(expected);
  });
});

describe('formatDuration', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [599, '9:59'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3661, '1:01:01'],
    [36_000, '10:00:00'],
    [90.9, '1:30'],
    ['75', '1:15'],
    [-1, '0:00'],
    [-0.5, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    ['abc', '0:00'],
    ['', '0:00'],
    [null, '0:00'],
    [undefined, '0:00'],
  ])('%j → %s', (value, expected) => {
    expect(formatDuration(value)).toBe(expected);
  });
});
