import { describe, expect, it } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { formatFileSize } from './file-size';

const intl = (locale: string) => createIntl({ locale, messages: {} });

describe('formatFileSize', () => {
  it('says a size in the largest unit it reaches, with at most one decimal, in the visitor’s language', () => {
    const en = intl('en');
    expect(formatFileSize(en, 22 * 1024 + 300)).toBe('22 kB');
    expect(formatFileSize(en, 3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatFileSize(en, 100 * 1024 * 1024)).toBe('100 MB');
    expect(formatFileSize(en, 2.5 * 1024 ** 3)).toBe('2.5 GB');
    expect(formatFileSize(en, 512)).toBe('512 byte');
    expect(formatFileSize(intl('vi'), 3.4 * 1024 * 1024)).toBe('3,4 MB');
    expect(formatFileSize(intl('zh-TW'), 22 * 1024)).toBe('22 kB');
  });

  it('says 0 for a size that is not one', () => {
    expect(formatFileSize(intl('en'), Number.NaN)).toBe('0 byte');
    expect(formatFileSize(intl('en'), -5)).toBe('0 byte');
  });
});
