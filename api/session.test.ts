import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installCookieJar } from './test-cookie-jar';
import { capturePid, clearAllTokens, forgetOwnPid, clearGuestToken, forgetLegacyTokenCookies, forgetMemberHint, mayHaveMemberSession, readPid, readTokens, storeGeo, storeGuestToken, storeMemberSession } from './session';

let cookies: ReturnType<typeof installCookieJar>;
beforeEach(() => {
  cookies = installCookieJar();
});
afterEach(() => cookies.uninstall());

describe('session cookies', () => {
  it('keeps the guest token and the guest flag for 7 days (604800 s), SameSite=Lax, site-wide', () => {
    storeGuestToken('g-1');
    expect(readTokens()).toEqual({ token: null, guestToken: 'g-1' });
    expect(cookies.attributesOf('guestToken')).toBe('Path=/; Max-Age=604800; SameSite=Lax');
    expect(cookies.attributesOf('guest')).toBe('Path=/; Max-Age=604800; SameSite=Lax');
  });

  it('keeps the member token in memory only and marks the visitor not a guest', () => {
    storeMemberSession('t-1');
    expect(readTokens()).toMatchObject({ token: 't-1' });
    expect([...cookies.jar.values()].map((c) => c.value)).not.toContain('t-1');
    expect(cookies.jar.get('guest')?.value).toBe('0');
    expect(mayHaveMemberSession()).toBe(true);
    forgetMemberHint();
    expect(mayHaveMemberSession()).toBe(false);
  });

  it('clears the guest token alone, or every token on logout', () => {
    storeGuestToken('g-1');
    storeMemberSession('t-1');
    clearGuestToken();
    expect(readTokens()).toEqual({ token: 't-1', guestToken: null });
    clearAllTokens();
    expect(readTokens()).toEqual({ token: null, guestToken: null });
    expect(cookies.jar.has('guest')).toBe(false);
  });

  it('removes the script-readable token cookies of earlier versions', () => {
    cookies.jar.set('token', { value: 'old', attributes: '' });
    cookies.jar.set('refreshToken', { value: 'old-r', attributes: '' });
    forgetLegacyTokenCookies();
    expect(cookies.jar.has('token')).toBe(false);
    expect(cookies.jar.has('refreshToken')).toBe(false);
  });

  it('captures the referral id of ?pid= and ignores a malformed one', () => {
    expect(capturePid('?pid=ABC123&x=1')).toBe('ABC123');
    expect(readPid()).toBe('ABC123');
    expect(cookies.attributesOf('pid')).toBe('Path=/; Max-Age=2592000; SameSite=Lax');
    expect(capturePid('?pid=%3Cscript%3E')).toBeNull();
    expect(capturePid('?other=1')).toBeNull();
    expect(readPid()).toBe('ABC123');
  });

  it('forgets a pid only when it is the member’s own code', () => {
    capturePid('?pid=abcd2345');
    forgetOwnPid('ZZZZ9999');
    expect(readPid()).toBe('abcd2345');
    forgetOwnPid('ABCD2345');
    expect(readPid()).toBeNull();
    forgetOwnPid('');
    expect(readPid()).toBeNull();
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
