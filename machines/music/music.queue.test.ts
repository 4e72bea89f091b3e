import { describe, expect, it } from 'vitest';
import { clockTime, nextCursor, nextRepeat, previousCursor, shuffledOrder, straightOrder, trackOf } from './music.queue';

describe('music queue rules', () => {
  it.each([
    [0, 3, 'off', 1],
    [1, 3, 'off', 2],
    [2, 3, 'off', null],
    [2, 3, 'all', 0],
    [2, 3, 'one', null],
    [0, 1, 'all', 0],
    [0, 0, 'all', null],
  ] as const)('next after %d of %d (repeat %s) is %s', (cursor, length, repeat, expected) => {
    expect(nextCursor(cursor, length, repeat)).toBe(expected);
  });

  it.each([
    [2, 3, 'off', 1],
    [0, 3, 'off', null],
    [0, 3, 'all', 2],
    [0, 3, 'one', null],
    [0, 0, 'all', null],
  ] as const)('previous before %d of %d (repeat %s) is %s', (cursor, length, repeat, expected) => {
    expect(previousCursor(cursor, length, repeat)).toBe(expected);
  });

  it('shuffles every item once, starting with the one playing, the same way for the same seed', () => {
    for (const [length, first, seed] of [[10, 4, 1], [10, 0, 2], [3, 2, 9], [1, 0, 5]] as const) {
      const order = shuffledOrder(length, first, seed);
      expect(order[0]).toBe(first);
      expect([...order].sort((a, b) => a - b)).toEqual(straightOrder(length));
      expect(shuffledOrder(length, first, seed)).toEqual(order);
    }
    expect(shuffledOrder(12, 0, 1)).not.toEqual(straightOrder(12));
    expect(shuffledOrder(12, 0, 1)).not.toEqual(shuffledOrder(12, 0, 2));
  });

  it('cycles repeat off → all → one → off', () => {
    expect([nextRepeat('off'), nextRepeat('all'), nextRepeat('one')]).toEqual(['all', 'one', 'off']);
  });

  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [3600 + 61, '1:01:01'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('clockTime(%d) is %s', (seconds, text) => {
    expect(clockTime(seconds)).toBe(text);
  });

  it('makes a track of a song card', () => {
    const song = { id: 3, title: 'Phố cũ', artist: { id: 1, slug: 'minh-khang', name: 'Minh Khang' }, cover: '/media/song/3.svg', audioPath: '/media/audio/song-3.mp3', path: '/am-nhac/bai-hat/pho-cu/3', durationSeconds: 48 };
    expect(trackOf(song)).toEqual({ id: 3, title: 'Phố cũ', artist: 'Minh Khang', cover: '/media/song/3.svg', src: '/media/audio/song-3.mp3', path: '/am-nhac/bai-hat/pho-cu/3', durationSeconds: 48 });
  });
});
