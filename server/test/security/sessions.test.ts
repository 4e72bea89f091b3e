/**
 * Replays of the session attacks of the security issue: tokens readable by scripts, sessions that did
 * not end, guessing one account from many addresses. Each must now fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock, setClock } from '../../src/clock.ts';
import type { Envelope } from '../../../contracts/schemas/common.ts';
import type { MemberSession, SessionList } from '../../../contracts/schemas/users/account.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';
import { SETUP_TIMEOUT, caller, register, type Loose } from '../routes/account/helpers.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await makeTestApp({ RATE_LIMIT_AUTH: '10000', TRUST_PROXY: '127.0.0.1' });
  call = caller(t);
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const HOST = 'site.example';
const browser = { 'x-client-type': 'web', origin: `http://${HOST}`, host: HOST, 'content-type': 'application/json' };
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

async function browserLogin(username: string, password: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/live/api/user/login', headers: { ...browser, ...headers }, payload: { username, password } });
  const cookie = String(res.headers['set-cookie'] ?? '');
  return { res, body: res.json<Envelope<Loose>>(), cookie, refresh: /vls_refresh=([^;]*)/.exec(cookie)?.[1] ?? '' };
}

function refreshWithCookie(refresh: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/live/api/user/refresh-token',
    headers: { ...browser, cookie: `vls_refresh=${refresh}`, ...headers },
    payload: {},
  });
}

describe('the refresh token is out of reach of scripts', () => {
  it('goes to a browser only as an HttpOnly, SameSite=Strict cookie limited to the users calls', async () => {
    const member = await register(t);
    const { res, body, cookie, refresh } = await browserLogin(member.username, member.password);
    expect(res.statusCode).toBe(200);
    expect(body.data.refreshToken).toBeUndefined();
    expect(body.data.token).toMatch(/^v1\./);
    expect(refresh.length).toBeGreaterThan(20);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/live\/api\/user(;|$)/);
    expect(cookie).not.toMatch(/Secure/);

    const https = await browserLogin(member.username, member.password, { 'x-forwarded-proto': 'https', origin: `https://${HOST}` });
    expect(https.cookie).toMatch(/; Secure/);
  });

  it('refreshes from the cookie with one call that also answers the member, and rotates the cookie', async () => {
    const member = await register(t);
    const { refresh } = await browserLogin(member.username, member.password);
    const res = await refreshWithCookie(refresh);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.userInfo.userId).toBe(member.userId);
    expect(data.refreshToken).toBeUndefined();
    const next = /vls_refresh=([^;]*)/.exec(String(res.headers['set-cookie']))?.[1];
    expect(next).toBeTruthy();
    expect(next).not.toBe(refresh);
    const me = await call('GET', '/live/api/user/info', { token: data.token });
    expect(me.body.data.userId).toBe(member.userId);
  });

  it('refuses cookie calls from another site or not as JSON, and browser sign-ins from another site', async () => {
    const member = await register(t);
    const { refresh } = await browserLogin(member.username, member.password);
    const evil = await refreshWithCookie(refresh, { origin: 'https://evil.example', lang: 'en' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().msg).toBe('Yêu cầu này phải được gửi từ chính trang web, dưới dạng JSON');
    const form = await t.app.inject({
      method: 'POST',
      url: '/live/api/user/refresh-token',
      headers: { host: HOST, origin: `http://${HOST}`, cookie: `vls_refresh=${refresh}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect([403, 415]).toContain(form.statusCode);
    const noOrigin = await refreshWithCookie(refresh, { origin: '', 'sec-fetch-site': 'cross-site' });
    expect(noOrigin.statusCode).toBe(403);
    const loginCsrf = await browserLogin(member.username, member.password, { origin: 'https://evil.example' });
    expect(loginCsrf.res.statusCode).toBe(403);
    expect(loginCsrf.cookie).toBe('');
    // The cookie was never used by those: it still refreshes.
    expect((await refreshWithCookie(refresh)).statusCode).toBe(200);
  });

  it('keeps answering the refresh token in the body for clients that are not browsers', async () => {
    const member = await register(t);
    const login = await call('POST', '/live/api/user/login', { payload: { username: member.username, password: member.password } });
    expect(login.body.data.refreshToken).toBeTruthy();
    const res = await call('POST', '/live/api/user/refresh-token', { payload: { refreshToken: login.body.data.refreshToken } });
    expect(res.status).toBe(200);
    expect(res.body.data.refreshToken).toBeTruthy();
  });
});

describe('sessions end', () => {
  it('logout revokes the refresh token and stops the access token at once', async () => {
    const member = await register(t);
    const { body, refresh } = await browserLogin(member.username, member.password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/live/api/user/logout',
      headers: { ...browser, cookie: `vls_refresh=${refresh}`, authorization: `Bearer ${body.data.token}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/vls_refresh=;.*Max-Age=0/);
    expect((await refreshWithCookie(refresh)).statusCode).toBe(401);
    const me = await call('GET', '/live/api/user/info', { token: body.data.token, lang: 'en' });
    expect(me.body).toEqual({ code: 401, msg: 'This session has ended, please sign in again', data: null });
    // The other session (registration) is untouched.
    expect((await call('GET', '/live/api/user/info', { token: member.token })).status).toBe(200);
  });

  it('a non-browser logout with the body token ends that session', async () => {
    const member = await register(t);
    const out = await call('POST', '/live/api/user/logout', { payload: { refreshToken: member.refreshToken } });
    expect(out.status).toBe(200);
    expect((await call('POST', '/live/api/user/refresh-token', { payload: { refreshToken: member.refreshToken } })).status).toBe(401);
    expect((await call('GET', '/live/api/user/info', { token: member.token })).status).toBe(401);
  });

  it('a password change ends every session, access tokens included, and keeps this device signed in', async () => {
    const member = await register(t);
    const other = await call('POST', '/live/api/user/login', { payload: { username: member.username, password: member.password } });
    // Used a moment ago, so this instance keeps its standing: the change still stops it at once.
    expect((await call('GET', '/live/api/user/info', { token: other.body.data.token })).status).toBe(200);
    const newPassword = 'sóng vỗ bờ cát trắng 7';
    const wrong = await call('POST', '/live/api/user/change-password', {
      token: member.token,
      payload: { currentPassword: 'not it at all', newPassword },
      lang: 'en',
    });
    expect(wrong.body).toEqual({ code: 400, msg: 'The current password is incorrect', data: null });
    const changed = await call('POST', '/live/api/user/change-password', {
      token: member.token,
      payload: { currentPassword: member.password, newPassword },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.ended).toBe(1);
    for (const token of [member.token, other.body.data.token]) {
      expect((await call('GET', '/live/api/user/info', { token })).status).toBe(401);
    }
    for (const refreshToken of [member.refreshToken, other.body.data.refreshToken]) {
      expect((await call('POST', '/live/api/user/refresh-token', { payload: { refreshToken } })).status).toBe(401);
    }
    expect((await call('GET', '/live/api/user/info', { token: changed.body.data.token })).status).toBe(200);
    expect((await call('POST', '/live/api/user/refresh-token', { payload: { refreshToken: changed.body.data.refreshToken } })).status).toBe(200);
    const oldPassword = await call('POST', '/live/api/user/login', { payload: { username: member.username, password: member.password } });
    expect(oldPassword.status).toBe(401);
  });

  it('lists the member\'s devices and ends one or all the others', async () => {
    const member = await register(t);
    const phone = await browserLogin(member.username, member.password, { 'user-agent': IPHONE });
    const desk = await browserLogin(member.username, member.password, { 'user-agent': CHROME });
    const list = await call<SessionList>('GET', '/live/api/user/sessions', { token: desk.body.data.token });
    expect(list.status).toBe(200);
    const sessions = list.body.data.list;
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Chrome 156 · Windows', method: 'password', address: '127.0.0.1', network: 'loopback' });
    const onPhone = sessions.find((s) => s.device === 'Safari 18 · iPhone');
    expect(onPhone).toBeTruthy();

    expect((await call('GET', '/live/api/user/info', { token: phone.body.data.token })).status).toBe(200);
    expect((await call('POST', '/live/api/user/sessions/end', { token: desk.body.data.token, payload: { id: current[0]!.id } })).status).toBe(400);
    const end = await call('POST', '/live/api/user/sessions/end', { token: desk.body.data.token, payload: { id: onPhone!.id } });
    expect(end.body.data).toEqual({ ended: true });
    expect((await call('GET', '/live/api/user/info', { token: phone.body.data.token })).status).toBe(401);
    expect((await refreshWithCookie(phone.refresh)).statusCode).toBe(401);
    const again = await call('POST', '/live/api/user/sessions/end', { token: desk.body.data.token, payload: { id: onPhone!.id }, lang: 'en' });
    expect(again.status).toBe(404);

    const others = await call('POST', '/live/api/user/sessions/end-others', { token: desk.body.data.token, payload: {} });
    expect(others.body.data).toEqual({ ended: 1 });
    expect((await call('GET', '/live/api/user/info', { token: member.token })).status).toBe(401);
    const left = await call('GET', '/live/api/user/sessions', { token: desk.body.data.token });
    expect(left.body.data.list.map((s: MemberSession) => s.current)).toEqual([true]);
    // Someone else's session cannot be ended.
    const stranger = await register(t);
    const foreign = await call('POST', '/live/api/user/sessions/end', { token: stranger.token, payload: { id: current[0]!.id } });
    expect(foreign.status).toBe(404);
    expect((await call('GET', '/live/api/user/info', { token: desk.body.data.token })).status).toBe(200);
  });
});

describe('guessing one account from many addresses', () => {
  const from = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

  it('locks the account after 5 failures from any addresses, with the same answer for the right password', async () => {
    const member = await register(t);
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await call('POST', '/live/api/user/login', { payload: { username: member.username, password: `wrong guess ${i}` }, headers: from(i), lang: 'en' });
      answers.push(res.status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 423]);
    const right = await call('POST', '/live/api/user/login', { payload: { username: member.username, password: member.password }, headers: from(99), lang: 'en' });
    const wrong = await call('POST', '/live/api/user/login', { payload: { username: member.username, password: 'another guess' }, headers: from(98), lang: 'en' });
    expect(right.status).toBe(423);
    expect(right.body.msg).toMatch(/^Too many failed sign-ins: this account is locked; try again in 15 minutes \(at \d\d:\d\d UTC\)$/);
    expect(wrong.body).toEqual(right.body);

    const running = clock.now;
    const later = setClock(() => running() + 16 * 60_000);
    try {
      const open = await call('POST', '/live/api/user/login', { payload: { username: member.username, password: member.password } });
      expect(open.status).toBe(200);
      // The next lock of the day lasts twice as long.
      for (let i = 0; i < 5; i += 1) await call('POST', '/live/api/user/login', { payload: { username: member.username, password: `x${i} nope` }, headers: from(i) });
      const locked = await call('POST', '/live/api/user/login', { payload: { username: member.username, password: member.password }, lang: 'en' });
      expect(locked.body.msg).toMatch(/try again in 30 minutes/);
    } finally {
      later();
    }
  });

  it('a success resets the count', async () => {
    const member = await register(t);
    const attempt = (password: string) => call('POST', '/live/api/user/login', { payload: { username: member.username, password } });
    for (let i = 0; i < 4; i += 1) expect((await attempt(`bad ${i} guess`)).status).toBe(401);
    expect((await attempt(member.password)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt(`bad ${i} guess`)).status).toBe(401);
    expect((await attempt(member.password)).status).toBe(200);
  });

  it('a burst of parallel guesses gets no more than 5 checked', async () => {
    const member = await register(t);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', '/live/api/user/login', { payload: { username: member.username, password: `parallel ${i} guess` }, headers: from(i) }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 423).length).toBeGreaterThanOrEqual(7);
  });

  it('unknown names lock the same way, so a lock tells nothing about who exists', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await call('POST', '/live/api/user/login', { payload: { username: 'nobody_at_all_42', password: `guess ${i} x` }, headers: from(i) })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423]);
  });
});
