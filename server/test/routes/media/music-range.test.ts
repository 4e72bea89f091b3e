import { describe, expect, it } from 'vitest';
import { byteRange } from '../../../src/routes/media/music-range.ts';

describe('byteRange', () => {
  it.each([
    [undefined, 1000, { kind: 'whole' }],
    ['bytes=0-99', 1000, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=500-', 1000, { kind: 'partial', start: 500, end: 999 }],
    ['bytes=900-5000', 1000, { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-100', 1000, { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', 1000, { kind: 'partial', start: 0, end: 999 }],
    ['bytes=999-999', 1000, { kind: 'partial', start: 999, end: 999 }],
    ['bytes=1000-', 1000, { kind: 'unsatisfiable' }],
    ['bytes=2000-3000', 1000, { kind: 'unsatisfiable' }],
    ['bytes=-0', 1000, { kind: 'unsatisfiable' }],
    ['bytes=50-10', 1000, { kind: 'whole' }],
    ['bytes=0-1,5-9', 1000, { kind: 'whole' }],
    ['items=0-9', 1000, { kind: 'whole' }],
    ['bytes=-', 1000, { kind: 'whole' }],
    [' bytes=0-0 ', 1000, { kind: 'partial', start: 0, end: 0 }],
  ] as const)('%s of %d bytes → %o', (header, size, answer) => {
    expect(byteRange(header, size)).toEqual(answer);
  });
});
