import { describe, expect, it } from 'vitest';
import { untilReset } from './rewards.actors';

describe('untilReset', () => {
  const now = Date.parse('2026-12-01T10:00:00Z');

  it('waits until the member\'s next midnight', () => {
    expect(untilReset('2026-12-01T17:00:00Z', now)).toBe(7 * 3600_000);
  });

  it('waits at least a second for a midnight just passed', () => {
    expect(untilReset('2026-12-01T09:59:59Z', now)).toBe(1000);
  });

  it('waits no longer than setTimeout can, and that long without a reset time', () => {
    expect(untilReset('2027-12-01T00:00:00Z', now)).toBe(2 ** 31 - 1);
    expect(untilReset(undefined, now)).toBe(2 ** 31 - 1);
    expect(untilReset('not a date', now)).toBe(2 ** 31 - 1);
  });
});
