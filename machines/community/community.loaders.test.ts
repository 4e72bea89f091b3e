import { describe, expect, it } from 'vitest';
import { BOARD_KEYWORD_MAX, eventTimeProblem, parseSearch, searchHref } from './community.loaders';

describe('the board search address', () => {
  it.each([
    ['', { keyword: '', type: 'posts' }],
    ['?q=H%C3%A0%20N%E1%BB%99i', { keyword: 'Hà Nội', type: 'posts' }],
    ['?q=%20bong%20da%20&loai=nhom', { keyword: 'bong da', type: 'groups' }],
    ['?q=blv&loai=nguoi', { keyword: 'blv', type: 'users' }],
    ['?q=blv&loai=video', { keyword: 'blv', type: 'posts' }],
  ])('reads %j', (search, expected) => {
    expect(parseSearch(search)).toEqual(expected);
  });

  it('cuts a search longer than the server takes', () => {
    expect(parseSearch(`?q=${'a'.repeat(300)}`).keyword).toHaveLength(BOARD_KEYWORD_MAX);
  });

  it('writes the posts tab and no words as nothing, and reads back what it writes', () => {
    expect(searchHref('', 'posts')).toBe('/bang-ton/tim-kiem');
    expect(searchHref('Hà Nội', 'groups')).toBe('/bang-ton/tim-kiem?q=H%C3%A0+N%E1%BB%99i&loai=nhom');
    for (const [keyword, type] of [['a&b=c', 'users'], ['BLV', 'posts'], ['sân 7', 'groups']] as const) {
      expect(parseSearch(searchHref(keyword, type).split('?')[1] ?? '')).toEqual({ keyword, type });
    }
  });
});

describe('eventTimeProblem', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
  it.each([
    ['', at(2), 'startMissing'],
    ['not a time', at(2), 'startMissing'],
    [at(-1), at(2), 'startPast'],
    [at(0), at(2), 'startPast'],
    [at(366 * 24), at(367 * 24), 'tooFar'],
    [at(3), at(2), 'endBeforeStart'],
    [at(3), '', 'endBeforeStart'],
    [at(3), at(3 + 14 * 24 + 1), 'tooLong'],
    [at(3), at(3 + 14 * 24), null],
    [at(1), at(3), null],
  ] as const)('%s → %s : %s', (start, end, problem) => {
    expect(eventTimeProblem(start, end, now)).toBe(problem);
  });
});
