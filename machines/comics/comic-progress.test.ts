import { describe, expect, it } from 'vitest';
import {
  browserProgressStore,
  COMIC_PROGRESS_KEY,
  COMIC_PROGRESS_MAX,
  mergeServerProgress,
  parseProgressBook,
  recentlyRead,
  withProgress,
} from './comic-progress';

function fakeStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('reading progress kept in the browser', () => {
  it.each<[string | null, object]>([
    [null, {}],
    ['', {}],
    ['not json', {}],
    ['[1,2]', {}],
    ['{"a":{"chapter":2,"page":3,"at":5}}', { a: { chapter: 2, page: 3, at: 5 } }],
    ['{"a":{"chapter":0,"page":3,"at":5}}', {}],
    ['{"a":{"chapter":2,"page":"3","at":5}}', {}],
    ['{"Bad Slug":{"chapter":2,"page":3,"at":5}}', {}],
    ['{"a":{"chapter":2,"page":3,"at":5,"extra":1},"b":null}', { a: { chapter: 2, page: 3, at: 5 } }],
  ])('reads %s as %j', (text, book) => {
    expect(parseProgressBook(text)).toEqual(book);
  });

  it('keeps the most recent series only, newest first', () => {
    let book = {};
    for (let i = 0; i < COMIC_PROGRESS_MAX + 5; i++) book = withProgress(book, `s${i}`, { chapter: 1, page: 1, at: i });
    const recent = recentlyRead(book);
    expect(recent).toHaveLength(COMIC_PROGRESS_MAX);
    expect(recent[0]!.slug).toBe(`s${COMIC_PROGRESS_MAX + 4}`);
    expect(recent.some((r) => r.slug === 's0')).toBe(false);
  });

  it('saves to and reads from the storage, and survives a storage that refuses', () => {
    const storage = fakeStorage();
    const store = browserProgressStore(() => storage);
    store.save('vua-san-co', 3, 7, 100);
    store.save('other', 1, 2, 200);
    store.save('vua-san-co', 4, 1, 300);
    expect(store.read()).toEqual({ 'vua-san-co': { chapter: 4, page: 1, at: 300 }, other: { chapter: 1, page: 2, at: 200 } });
    expect(JSON.parse(storage.getItem(COMIC_PROGRESS_KEY)!)).toHaveProperty('other');
    const refusing = browserProgressStore(() => {
      throw new Error('denied');
    });
    expect(() => refusing.save('a', 1, 1, 1)).not.toThrow();
    expect(refusing.read()).toEqual({});
    expect(browserProgressStore(() => undefined).read()).toEqual({});
  });
});

describe('merging a member’s places from the server', () => {
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ['a place only on the server is taken', {}, [{ slug: 'a', chapter: 3, page: 2, updatedAt: '2026-11-24T10:00:00Z' }], { a: { chapter: 3, page: 2, at: at('2026-11-24T10:00:00Z') } }],
    [
      'the server’s newer place wins',
      { a: { chapter: 1, page: 1, at: at('2026-11-24T09:00:00Z') } },
      [{ slug: 'a', chapter: 3, page: 2, updatedAt: '2026-11-24T10:00:00Z' }],
      { a: { chapter: 3, page: 2, at: at('2026-11-24T10:00:00Z') } },
    ],
    [
      'the browser’s newer place stays',
      { a: { chapter: 5, page: 4, at: at('2026-11-24T11:00:00Z') } },
      [{ slug: 'a', chapter: 3, page: 2, updatedAt: '2026-11-24T10:00:00Z' }],
      { a: { chapter: 5, page: 4, at: at('2026-11-24T11:00:00Z') } },
    ],
    ['a malformed time is ignored', {}, [{ slug: 'a', chapter: 3, page: 2, updatedAt: 'never' }], {}],
  ])('%s', (_, book, server, merged) => {
    expect(mergeServerProgress(book, server)).toEqual(merged);
  });
});
