import { describe, expect, it } from 'vitest';
import { requestHeaders } from './client';

describe('request headers', () => {
  it('defaults to VND, Vietnamese and the web client for a first visit', () => {
    expect(requestHeaders('')).toEqual({ Currency: 'VND', 'x-language': 'vi', 'X-Client-Type': 'web' });
  });

  it('carries the language and currency from the cookies, and never a token from a cookie named token', () => {
    expect(requestHeaders('language=zh; location=USD; token=abc; guestToken=g')).toEqual({
      Currency: 'USD',
      'x-language': 'zh',
      'X-Client-Type': 'web',
      Authorization: 'g',
    });
  });

  it('falls back to the guest token, and to vi for an unknown language', () => {
    expect(requestHeaders('language=fr; guestToken=g')).toMatchObject({ 'x-language': 'vi', Authorization: 'g' });
  });
});
