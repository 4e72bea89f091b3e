import { describe, expect, it } from 'vitest';
import { MAX_ENTRIES, readPositions, readRows, RESUME_STORAGE_KEY, writePosition, type KeyValueStorage } from './resume-store';

function memory(initial?: string): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>(initial === undefined ? [] : [[RESUME_STORAGE_KEY, initial]]);
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

const T0 = Date.parse('2026-11-24T13:30:00Z');

describe('resume store', () => {
  it('stores one position per film and part and reads them back, last watched first', () => {
    const s = memory();
    writePosition(s, { filmId: 5, episodeId: 101, positionSeconds: 30.7, durationSeconds: 2400 }, T0);
    writePosition(s, { filmId: 5, episodeId: 102, positionSeconds: 60, durationSeconds: 2400 }, T0 + 1000);
    writePosition(s, { filmId: 5, episodeId: 101, positionSeconds: 90, durationSeconds: 2400 }, T0 + 2000);
    writePosition(s, { filmId: 6, episodeId: null, positionSeconds: 10, durationSeconds: 6000 }, T0 + 3000);
    const list = readPositions(s, 5);
    expect(list.entries.map((e) => [e.episodeId, e.positionSeconds])).toEqual([
      [101, 90],
      [102, 60],
    ]);
    expect(list.last).toMatchObject({ filmId: 5, episodeId: 101, finished: false, updatedAt: new Date(T0 + 2000).toISOString() });
    expect(readPositions(s, 6).last).toMatchObject({ episodeId: null, positionSeconds: 10 });
    expect(readPositions(s, 7)).toEqual({ filmId: 7, last: null, entries: [] });
  });

  it.each([
    ['a position past the end', 9999, 2400, 2400, true],
    ['a negative position', -5, 2400, 0, false],
    ['the last seconds', 2390, 2400, 2390, true],
  ])('clamps %s', (_name, position, duration, stored, finished) => {
    const entry = writePosition(memory(), { filmId: 1, episodeId: 2, positionSeconds: position, durationSeconds: duration }, T0);
    expect([entry.positionSeconds, entry.finished]).toEqual([stored, finished]);
  });

  it.each([['not json'], ['{"a":1}'], ['[[1,2,3]]'], ['[["a",1,2,3,4]]'], ['[[1,2,-3,4,5]]']])('reads %j as nothing stored', (raw) => {
    expect(readRows(memory(raw))).toEqual([]);
  });

  it('keeps only the newest entries', () => {
    const s = memory();
    for (let i = 0; i < MAX_ENTRIES + 5; i++) writePosition(s, { filmId: 1, episodeId: i + 1, positionSeconds: 10, durationSeconds: 100 }, T0 + i);
    const rows = readRows(s);
    expect(rows).toHaveLength(MAX_ENTRIES);
    expect(rows[0]![1]).toBe(MAX_ENTRIES + 5);
  });

  it('works without storage and when writing throws', () => {
    expect(readPositions(null, 1).entries).toEqual([]);
    const full: KeyValueStorage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(writePosition(full, { filmId: 1, episodeId: null, positionSeconds: 3, durationSeconds: 100 }, T0).positionSeconds).toBe(3);
  });
});
