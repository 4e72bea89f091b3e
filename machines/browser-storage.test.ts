import { describe, expect, it } from 'vitest';
import { storageAttempt } from './browser-storage';

function mapStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('storageAttempt', () => {
  it('reads and writes the storage it is given', () => {
    const attempt = storageAttempt(() => mapStorage());
    expect(attempt((s) => (s.setItem('k', 'v'), s.getItem('k')), null)).toBe('v');
  });

  it('gives the fallback when there is no storage', () => {
    expect(storageAttempt(() => undefined)((s) => s.getItem('k'), 'none')).toBe('none');
  });

  it('gives the fallback when the storage refuses (private mode, quota)', () => {
    const refusing = () => {
      throw new Error('SecurityError');
    };
    expect(storageAttempt(refusing)((s) => s.getItem('k'), 'none')).toBe('none');
    const full = mapStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(storageAttempt(() => full)((s) => (s.setItem('k', 'v'), 'kept'), 'not kept')).toBe('not kept');
  });
});
