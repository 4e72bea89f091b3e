import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';
import { LOCALE_COOKIE_MAX_AGE_S } from '../contracts/constants';

describe('cookies', () => {
  it('serializes the language cookie for 365 days, SameSite=Lax, site-wide', () => {
    expect(serializeCookie('language', 'en', { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_S })).toBe(
      'language=en; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('reads a cookie among others, decoding its value', () => {
    const header = 'a=1; language=zh; Timezone=Asia%2FHo_Chi_Minh';
    expect(readCookie('language', header)).toBe('zh');
    expect(readCookie('Timezone', header)).toBe('Asia/Ho_Chi_Minh');
    expect(readCookie('missing', header)).toBeNull();
  });

  it('does not confuse names that share a prefix', () => {
    expect(readCookie('token', 'guestToken=g; refreshToken=r')).toBeNull();
  });

  it('answers null for a malformed encoded value', () => {
    expect(readCookie('x', 'x=%E0%A4%A')).toBeNull();
  });
});
