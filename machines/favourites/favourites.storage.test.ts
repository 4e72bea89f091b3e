import { describe, expect, it } from 'vitest';
import { FAVOURITE_TEAMS_MAX } from '../../contracts/constants';
import { browserStore, GUEST_FAVOURITES_KEY, nextChange, parseStoredIds, restoreTeam, serializeIds, withoutTeam, withTeam } from './favourites.storage';

describe('parseStoredIds: what the browser kept, validated', () => {
  const many = Array.from({ length: FAVOURITE_TEAMS_MAX + 5 }, (_, i) => i + 1);
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"ids":[1]}', []],
    ['"1,2"', []],
    ['7', []],
    ['[]', []],
    ['[12,1,27]', [12, 1, 27]],
    ['[12,12,1]', [12, 1]],
    ['[0,-3,1.5,"4",null,true,5]', [5]],
    ['[1e12, 999999999, 1000000000]', [999999999]],
    [JSON.stringify(many), many.slice(0, FAVOURITE_TEAMS_MAX)],
  ])('%s → %j', (text, ids) => {
    expect(parseStoredIds(text)).toEqual(ids);
  });

  it('writes what it reads back', () => {
    expect(parseStoredIds(serializeIds([3, 1, 2]))).toEqual([3, 1, 2]);
    expect(serializeIds([3, 0, 1.5, 2])).toBe('[3,2]');
  });
});

describe('list changes', () => {
  it.each([
    [[], 5, [5]],
    [[1, 2], 5, [5, 1, 2]],
    [[1, 5, 2], 5, [5, 1, 2]],
  ])('withTeam(%j, %i) → %j', (ids, id, out) => expect(withTeam(ids, id)).toEqual(out));

  it.each([
    [[1, 5, 2], 5, [1, 2]],
    [[1, 2], 5, [1, 2]],
  ])('withoutTeam(%j, %i) → %j', (ids, id, out) => expect(withoutTeam(ids, id)).toEqual(out));

  it.each([
    // Back where it stood among the teams both lists hold.
    [[1, 2], 5, [1, 5, 2], [1, 5, 2]],
    [[1, 2], 5, [5, 1, 2], [5, 1, 2]],
    [[1, 2], 5, [1, 2, 5], [1, 2, 5]],
    [[9, 1, 2], 5, [1, 5, 2], [9, 1, 5, 2]],
    [[2], 5, [1, 5, 2], [5, 2]],
    [[5, 1], 5, [1, 5], [5, 1]],
  ])('restoreTeam(%j, %i, order %j) → %j', (ids, id, order, out) => expect(restoreTeam(ids, id, order)).toEqual(out));

  it.each([
    [[], [], null],
    [[5, 7], [7, 5], null],
    [[5], [], { kind: 'follow', teamId: 5 }],
    // The oldest new one first, so the server's order ends as the visitor's.
    [[7, 5, 1], [1], { kind: 'follow', teamId: 5 }],
    [[1], [1, 5], { kind: 'unfollow', teamId: 5 }],
    [[7], [5], { kind: 'follow', teamId: 7 }],
  ])('nextChange(wanted %j, saved %j) → %j', (wanted, saved, change) => expect(nextChange(wanted, saved)).toEqual(change));
});

describe('browserStore', () => {
  function fakeStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial));
    return {
      data,
      storage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => void data.set(k, v),
        removeItem: (k: string) => void data.delete(k),
      } as unknown as Storage,
    };
  }

  it('reads, writes and clears its key', () => {
    const { data, storage } = fakeStorage({ [GUEST_FAVOURITES_KEY]: '[4,"x",4,2]' });
    const store = browserStore(() => storage);
    expect(store.read()).toEqual([4, 2]);
    store.write([9, 4]);
    expect(data.get(GUEST_FAVOURITES_KEY)).toBe('[9,4]');
    store.clear();
    expect(data.has(GUEST_FAVOURITES_KEY)).toBe(false);
  });

  it('keeps working when storage is refused or missing', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => { throw new Error('denied'); } } as unknown as Storage;
    for (const store of [browserStore(() => refusing), browserStore(() => undefined)]) {
      expect(store.read()).toEqual([]);
      expect(() => store.write([1])).not.toThrow();
      expect(() => store.clear()).not.toThrow();
    }
  });
});
