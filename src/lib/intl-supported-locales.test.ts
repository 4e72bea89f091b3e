import { describe, expect, it, vi } from 'vitest';
import { rememberSupportedLocales } from './intl-supported-locales';

function fakeConstructor() {
  const supportedLocalesOf = vi.fn((locales: string | readonly string[], _options?: { localeMatcher?: 'lookup' | 'best fit' }) => (typeof locales === 'string' ? [locales] : [...locales]).filter((l) => l !== 'xx'));
  return { supportedLocalesOf, calls: supportedLocalesOf };
}

describe('rememberSupportedLocales', () => {
  it('asks Intl once per list of locales and answers the same every time after', () => {
    const intl = fakeConstructor();
    const { calls } = intl;
    rememberSupportedLocales([intl]);
    expect(intl.supportedLocalesOf('vi')).toEqual(['vi']);
    expect(intl.supportedLocalesOf('vi')).toEqual(['vi']);
    expect(intl.supportedLocalesOf(['zh-Hant', 'xx'])).toEqual(['zh-Hant']);
    expect(intl.supportedLocalesOf(['zh-Hant', 'xx'])).toEqual(['zh-Hant']);
    expect(intl.supportedLocalesOf('xx')).toEqual([]);
    expect(calls).toHaveBeenCalledTimes(3);
  });

  it('gives each caller its own array, and passes calls with options through', () => {
    const intl = fakeConstructor();
    const { calls } = intl;
    rememberSupportedLocales([intl]);
    const first = intl.supportedLocalesOf('en');
    first.push('changed');
    expect(intl.supportedLocalesOf('en')).toEqual(['en']);
    intl.supportedLocalesOf('en', { localeMatcher: 'lookup' });
    intl.supportedLocalesOf('en', { localeMatcher: 'lookup' });
    expect(calls).toHaveBeenCalledTimes(3);
  });

  it('wraps a constructor once however often it is called', () => {
    const intl = fakeConstructor();
    const { calls } = intl;
    rememberSupportedLocales([intl]);
    rememberSupportedLocales([intl]);
    intl.supportedLocalesOf('vi');
    intl.supportedLocalesOf('vi');
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('agrees with the real Intl', () => {
    const expected = Intl.NumberFormat.supportedLocalesOf(['vi', 'en', 'zh-Hant']);
    rememberSupportedLocales();
    expect(Intl.NumberFormat.supportedLocalesOf(['vi', 'en', 'zh-Hant'])).toEqual(expected);
    expect(Intl.NumberFormat.supportedLocalesOf(['vi', 'en', 'zh-Hant'])).toEqual(expected);
  });
});
