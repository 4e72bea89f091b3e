import { describe, expect, it } from 'vitest';
import { interpolate, messageCatalogue } from '../src/i18n.ts';

describe('messages fill their values as each language writes numbers', () => {
  const { text } = messageCatalogue({ left: { vi: 'còn {left} MB', en: '{left} MB left', zh: '還剩 {left} MB' } });

  it('writes a fraction with the language’s decimal sign', () => {
    expect(text('vi', 'left', { left: 12.5 })).toBe('còn 12,5 MB');
    expect(text('en', 'left', { left: 12.5 })).toBe('12.5 MB left');
    expect(text('zh', 'left', { left: 12.5 })).toBe('還剩 12.5 MB');
  });

  it('keeps whole numbers and text as they are, and unknown placeholders too', () => {
    expect(text('vi', 'left', { left: 1048576 })).toBe('còn 1048576 MB');
    expect(interpolate('{a} {b}', { a: '0.5' }, 'vi')).toBe('0.5 {b}');
  });
});
