import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../../../contracts/schemas/sports/matches';
import { averageStars, eventMinute, formatLine, formatOdds, formChips, percentages, periodMessage, resultFor, statShares } from './match-format';

describe('formatOdds', () => {
  it('shows two decimals, a dash when there is no price', () => {
    expect(formatOdds(1.8)).toBe('1.80');
    expect(formatOdds(62.89)).toBe('62.89');
    expect(formatOdds(null)).toBe('–');
    expect(formatOdds(Number.NaN)).toBe('–');
  });
});

describe('formatLine', () => {
  it('drops trailing zeros and signs handicaps', () => {
    expect(formatLine(2.5)).toBe('2.5');
    expect(formatLine(178.5)).toBe('178.5');
    expect(formatLine(-0.25, true)).toBe('-0.25');
    expect(formatLine(0.5, true)).toBe('+0.5');
    expect(formatLine(-3, true)).toBe('-3');
    expect(formatLine(0, true)).toBe('0');
    expect(formatLine(-0, true)).toBe('0');
  });
});

describe('percentages', () => {
  it('adds up to exactly 100', () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([22, 22, 46])).toEqual([25, 24, 51]);
    expect(percentages([2, 1]).reduce((a, b) => a + b, 0)).toBe(100);
    expect(percentages([4, 3, 10, 20, 28]).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('is all zeros without votes, and 100 for a lone choice', () => {
    expect(percentages([0, 0, 0])).toEqual([0, 0, 0]);
    expect(percentages([0, 5])).toEqual([0, 100]);
  });
});

describe('statShares', () => {
  it('splits a pair into shares, evenly when both are zero', () => {
    expect(statShares([39, 61])).toEqual([39, 61]);
    expect(statShares([5, 15])).toEqual([25, 75]);
    expect(statShares([0, 0])).toEqual([50, 50]);
    expect(statShares([3, 0])).toEqual([100, 0]);
  });
});

describe('averageStars', () => {
  it('averages a star poll to one decimal', () => {
    expect(averageStars([{ key: '1', votes: 1 }, { key: '5', votes: 1 }])).toBe(3);
    expect(averageStars([{ key: '4', votes: 2 }, { key: '5', votes: 1 }])).toBe(4.3);
    expect(averageStars([{ key: '3', votes: 0 }])).toBeNull();
  });
});

describe('eventMinute', () => {
  it('shows stoppage time', () => {
    expect(eventMinute(37, 0)).toBe("37'");
    expect(eventMinute(45, 2)).toBe("45+2'");
  });
});

describe('formChips', () => {
  it('keeps the last five known results', () => {
    expect(formChips(['W', 'D', 'x', 'L', 'W', 'W', 'L'])).toEqual(['W', 'D', 'L', 'W', 'W']);
    expect(formChips([])).toEqual([]);
  });
});

describe('resultFor', () => {
  const match = (home: number, away: number, homeScore: number | null, awayScore: number | null) =>
    ({ home: { id: home }, away: { id: away }, homeScore, awayScore }) as unknown as MatchSummary;
  it('reads a meeting from either side', () => {
    expect(resultFor(match(17, 24, 3, 0), 17)).toBe('W');
    expect(resultFor(match(17, 24, 3, 0), 24)).toBe('L');
    expect(resultFor(match(17, 24, 1, 1), 24)).toBe('D');
    expect(resultFor(match(17, 24, null, null), 17)).toBeNull();
    expect(resultFor(match(17, 24, 1, 0), 99)).toBeNull();
  });
});

describe('periodMessage', () => {
  it('names halves, quarters and maps', () => {
    expect(periodMessage('1H')).toEqual({ id: 'roomTabs.period.firstHalf' });
    expect(periodMessage('Q4')).toEqual({ id: 'roomTabs.period.quarter', n: 4 });
    expect(periodMessage('MAP2')).toEqual({ id: 'roomTabs.period.map', n: 2 });
    expect(periodMessage('HT')).toBeNull();
    expect(periodMessage(null)).toBeNull();
  });
});
