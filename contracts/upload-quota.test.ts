import { describe, expect, it } from 'vitest';
import { quotaMegabytes, quotaRefusal } from './upload-quota';

const MB = 1024 * 1024;
const quota = { day: '2026-11-28', bytesUsed: 290 * MB, bytesAllowed: 300 * MB, filesUsed: 28, filesAllowed: 30 };

describe('quotaRefusal', () => {
  it.each([
    [1, 5 * MB, null],
    [2, 10 * MB, null],
    [3, MB, 'dailyFiles'],
    [1, 10 * MB + 1, 'dailyBytes'],
    [0, 0, null],
  ] as const)('%i files of %i bytes → %s', (files, bytes, refusal) => expect(quotaRefusal(quota, files, bytes)).toBe(refusal));

  it('lets everything through while the quota is unknown', () => expect(quotaRefusal(null, 99, 10_000 * MB)).toBeNull());
});

describe('quotaMegabytes', () => {
  it.each([
    [0, 0],
    [300 * MB, 300],
    [12.54 * MB, 12.5],
    [-1, 0],
  ])('%i → %i', (bytes, megabytes) => expect(quotaMegabytes(bytes)).toBe(megabytes));
});
