import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../src/media/byte-range.ts';
import { vodScene, vodSegmentTotal } from '../../src/media/playlists.ts';

describe('parseByteRange', () => {
  it.each([
    [undefined, 1000, { kind: 'whole' }],
    ['', 1000, { kind: 'whole' }],
    ['bytes=0-99', 1000, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=500-', 1000, { kind: 'partial', start: 500, end: 999 }],
    ['bytes=900-5000', 1000, { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-100', 1000, { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', 1000, { kind: 'partial', start: 0, end: 999 }],
    ['BYTES = 10 - 20', 1000, { kind: 'partial', start: 10, end: 20 }],
    ['bytes=999-999', 1000, { kind: 'partial', start: 999, end: 999 }],
    ['bytes=1000-', 1000, { kind: 'unsatisfiable' }],
    ['bytes=2000-3000', 1000, { kind: 'unsatisfiable' }],
    ['bytes=-0', 1000, { kind: 'unsatisfiable' }],
    ['bytes=0-', 0, { kind: 'unsatisfiable' }],
    ['bytes=20-10', 1000, { kind: 'whole' }],
    ['bytes=0-1,5-6', 1000, { kind: 'whole' }],
    ['items=0-10', 1000, { kind: 'whole' }],
    ['bytes=-', 1000, { kind: 'whole' }],
    ['bytes=abc', 1000, { kind: 'whole' }],
    [' bytes=0-0 ', 1000, { kind: 'partial', start: 0, end: 0 }],
  ] as const)('%j of %s bytes → %j', (header, size, expected) => expect(parseByteRange(header, size)).toEqual(expected));
});

describe('VOD timeline', () => {
  it.each([
    [600, 1, 600],
    [437.2, 1, 438],
    [0, 1, 1],
    [-5, 1, 1],
    [Number.NaN, 1, 1],
    [7200, 1, 7200],
    [10, 4, 3],
  ] as const)('%s s in %s s segments → %s segments', (seconds, segment, total) => expect(vodSegmentTotal(seconds, segment)).toBe(total));

  it.each([
    [['a', 'b', 'c'], 0, 0, 'a'],
    [['a', 'b', 'c'], 0, 1, 'b'],
    [['a', 'b', 'c'], 5, 0, 'c'],
    [['a', 'b', 'c'], 5, 1, 'a'],
    [['a'], 7, 99, 'a'],
  ] as const)('%j seeded %s, loop %s → %s', (scenes, seed, loop, scene) => expect(vodScene(scenes, seed, loop)).toBe(scene));
});
