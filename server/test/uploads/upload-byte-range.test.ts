import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../src/uploads/byte-range.ts';
import { posterTime } from '../../src/uploads/poster.ts';

describe('parseByteRange', () => {
  it.each([
    [undefined, 1000, { kind: 'full' }],
    ['bytes=0-99', 1000, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', 1000, { kind: 'partial', start: 100, end: 999 }],
    ['bytes=990-5000', 1000, { kind: 'partial', start: 990, end: 999 }],
    ['bytes=-10', 1000, { kind: 'partial', start: 990, end: 999 }],
    ['bytes=-5000', 1000, { kind: 'partial', start: 0, end: 999 }],
    ['bytes=1000-', 1000, { kind: 'unsatisfiable' }],
    ['bytes=-0', 1000, { kind: 'unsatisfiable' }],
    ['bytes=5-2', 1000, { kind: 'full' }],
    ['bytes=0-1,5-9', 1000, { kind: 'full' }],
    ['items=0-1', 1000, { kind: 'full' }],
    ['bytes=-', 1000, { kind: 'full' }],
    ['bytes=0-', 0, { kind: 'unsatisfiable' }],
  ])('%s of %i bytes', (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });
});

describe('posterTime', () => {
  it.each([
    [0, 0],
    [1, 0.5],
    [2, 1],
    [170, 1],
  ])('a clip of %f s is pictured at %f s', (duration, at) => expect(posterTime(duration)).toBe(at));
});
