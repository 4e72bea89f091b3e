import { describe, expect, it } from 'vitest';
import { mulberry32 } from './mulberry32';

describe('mulberry32', () => {
  it('gives the same numbers for the same seed, so shuffles, seed data and melodies stay as they were', () => {
    const next = mulberry32(42);
    expect([next(), next(), next()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
    expect(mulberry32(3 * 7919)()).toBe(0.9509290135465562);
  });

  it('stays in [0, 1) and differs between seeds', () => {
    const a = mulberry32(1);
    const values = Array.from({ length: 1000 }, a);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(mulberry32(2)()).not.toBe(mulberry32(1)());
  });
});
