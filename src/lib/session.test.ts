import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installCookieJar } from './test-cookie-jar';
import { capturePid, clearAllTokens, clearGuestToken, readPid, readTokens, storeGeo, storeGuestToken, storeMemberTokens } from './session';

let cookies: ReturnType<typeof installCookieJar>;
beforeEach(() => {
  cookies = installCookieJar();
});
afterEach(() => cookies.uninstall());

describe('session cookies', () => {
  it('keeps the guest token and the guest flag for 7 days (604800 s), SameSite=Lax, site-wide', () => {
    storeGuestToken('g-1');
    expect(readTokens()).toEqual({ token: null, refreshToken: null, guestToken: 'g-1' });
    expect(cookies.attributesOf('guestToken')).toBe('Path=/; Max-Age=604800; SameSite=Lax');
    expect(cookies.attributesOf('guest')).toBe('Path=/; Max-Age=604800; SameSite=Lax');
  });

  it('keeps member tokens as long as the refresh token lives (30 days) and marks the visitor not a guest', () => {
    storeMemberTokens('t-1', 'r-1');
    expect(readTokens()).toMatchObject({ token: 't-1', refreshToken: 'r-1' });
    expect(cookies.attributesOf('token')).toBe('Path=/; Max-Age=2592000; SameSite=Lax');
    expect(cookies.jar.get('guest')?.value).toBe('0');
  });

  it('clears the guest token alone, or every token on logout', () => {
    storeGuestToken('g-1');
    storeMemberTokens('t-1', 'r-1');
    clearGuestToken();
    expect(readTokens()).toEqual({ token: 't-1', refreshToken: 'r-1', guestToken: null });
    clearAllTokens();
    expect(readTokens()).toEqual({ token: null, refreshToken: null, guestToken: null });
    expect(cookies.jar.has('guest')).toBe(false);
  });

  it('captures the referral id of ?pid= and ignores a malformed one', () => {
    expect(capturePid('?pid=ABC123&x=1')).toBe('ABC123');
    expect(readPid()).toBe('ABC123');
    expect(cookies.attributesOf('pid')).toBe('Path=/; Max-Age=2592000; SameSite=Lax');
    expect(capturePid('?pid=%3Cscript%3E')).toBeNull();
    expect(capturePid('?other=1')).toBeNull();
    expect(readPid()).toBe('ABC123');
  });

  it('stores timezone, ip and offset for a day, and the currency only when none was chosen', () => {
    storeGeo({ timezone: 'Asia/Ho_Chi_Minh', ip: '1.2.3.4', offset: 420, currency: 'VND' });
    expect(cookies.jar.get('Timezone')?.value).toBe('Asia%2FHo_Chi_Minh');
    expect(cookies.attributesOf('offset')).toBe('Path=/; Max-Age=86400; SameSite=Lax');
    cookies.jar.set('location', { value: 'USD', attributes: '' });
    storeGeo({ timezone: 'Asia/Bangkok', ip: '', offset: 420, currency: 'THB' });
    expect(cookies.jar.get('location')?.value).toBe('USD');
  });
});
