import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it.each<[number, string]>([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [1250, '1.3K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [2_340_000, '2.3M'],
    [15_000_000, '15M'],
    [-1500, '-1.5K'],
    [3.7, '3'],
    [Number.NaN, '0'],
  ])('%d → %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });
});
