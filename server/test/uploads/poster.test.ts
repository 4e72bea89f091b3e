import { describe, expect, it } from 'vitest';
import { posterTime } from '../../src/uploads/poster.ts';

describe('posterTime', () => {
  it.each([
    [0, 0],
    [1, 0.5],
    [2, 1],
    [170, 1],
  ])('a clip of %f s is pictured at %f s', (duration, at) => expect(posterTime(duration)).toBe(at));
});
