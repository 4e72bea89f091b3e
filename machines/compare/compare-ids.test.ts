import { describe, expect, it } from 'vitest';
import { parseSide, parseSides, searchSwapped, searchWithSide, sidesKey } from './compare-ids';

describe('the sides of a comparison in the address', () => {
  it.each([
    [null, { state: 'missing' }],
    ['', { state: 'missing' }],
    ['  ', { state: 'missing' }],
    ['12', { state: 'id', id: 12 }],
    [' 7 ', { state: 'id', id: 7 }],
    ['0', { state: 'invalid', raw: '0' }],
    ['012', { state: 'invalid', raw: '012' }],
    ['-3', { state: 'invalid', raw: '-3' }],
    ['1.5', { state: 'invalid', raw: '1.5' }],
    ['abc', { state: 'invalid', raw: 'abc' }],
    ['99999999999', { state: 'invalid', raw: '99999999999' }],
  ])('parseSide(%j)', (raw, side) => {
    expect(parseSide(raw)).toEqual(side);
  });

  it.each([
    ['', [{ state: 'missing' }, { state: 'missing' }]],
    ['?id1=1&id2=2', [{ state: 'id', id: 1 }, { state: 'id', id: 2 }]],
    ['id2=5', [{ state: 'missing' }, { state: 'id', id: 5 }]],
    ['id1=4&id2=4', [{ state: 'id', id: 4 }, { state: 'same', id: 4 }]],
    ['id1=x&id2=4', [{ state: 'invalid', raw: 'x' }, { state: 'id', id: 4 }]],
  ])('parseSides(%j)', (search, sides) => {
    expect(parseSides(search)).toEqual(sides);
  });

  it.each([
    ['', 0, 3, 'id1=3'],
    ['', 1, 3, 'id2=3'],
    ['id1=1&id2=2', 1, 9, 'id1=1&id2=9'],
    ['?id1=1&id2=2', 0, 9, 'id1=9&id2=2'],
    ['id1=abc', 1, 9, 'id1=abc&id2=9'],
    ['lang=en&id2=2', 0, 1, 'id1=1&id2=2&lang=en'],
  ] as const)('searchWithSide(%j, %i, %i)', (search, index, id, next) => {
    expect(searchWithSide(search, index, id)).toBe(next);
  });

  it.each([
    ['id1=1&id2=2', 'id1=2&id2=1'],
    ['id1=1', 'id2=1'],
    ['id2=abc&lang=zh', 'id1=abc&lang=zh'],
    ['', ''],
  ])('searchSwapped(%j)', (search, next) => {
    expect(searchSwapped(search)).toBe(next);
  });

  it('keys a comparison by its kind and both sides', () => {
    expect(sidesKey('teams', parseSides('id1=1&id2=2'))).not.toBe(sidesKey('teams', parseSides('id1=2&id2=1')));
    expect(sidesKey('teams', parseSides('id1=1'))).not.toBe(sidesKey('players', parseSides('id1=1')));
    expect(sidesKey('teams', parseSides('id1=1&id2=2'))).toBe(sidesKey('teams', parseSides('?id2=2&id1=1')));
  });
});
