import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installCookieJar } from './test-cookie-jar';
import { onApiEvent, type ApiEvent } from './events';
import { clearAllTokens, closeCredentials, openCredentials, readTokens, storeGuestToken, storeMemberSession } from './session';
import { call } from './call';
import * as auth from '../contracts/endpoints/auth';
import { api, restoreSession, unwrap } from './client';
import { ApiFailure, callError } from '../contracts/call-error';
import type { Envelope } from '../contracts/schemas/common';

/** The server, as a fake fetch: each test says how it answers each path. */
type Answer = { status: number; body: unknown };
let answers: Record<string, Answer | ((request: Request) => Answer)>;
let requests: Request[];
let events: ApiEvent[];
let cookies: ReturnType<typeof installCookieJar>;
let stopListening: () => void;

const envelope = (code: number, data: unknown, msg = code === 200 ? 'Thành công' : 'Lỗi'): Answer => ({ status: code, body: { code, msg, data } });

beforeEach(() => {
  cookies = installCookieJar();
  answers = {};
  requests = [];
  events = [];
  stopListening = onApiEvent((event) => events.push(event));
  vi.stubGlobal('fetch', async (input: Request) => {
    requests.push(input.clone());
    const path = new URL(input.url).pathname;
    const answer = answers[path];
    const { status, body } = typeof answer === 'function' ? answer(input) : (answer ?? envelope(404, null));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  clearAllTokens();
  openCredentials();
  stopListening();
  vi.unstubAllGlobals();
  cookies.uninstall();
});

/** A call's answer as a test reads it: the data, or the ApiFailure's status and message. */
async function answer<T>(call: Promise<T>): Promise<{ ok: true; data: T } | { ok: false; status: number; message: string }> {
  try {
    return { ok: true, data: await call };
  } catch (failure) {
    return { ok: false, ...callError(failure) };
  }
}

/** The data of a call, or null when it failed. */
async function dataOf<T>(call: Promise<Envelope<T>>): Promise<T | null> {
  const result = await answer(unwrap(call));
  return result.ok ? result.data : null;
}

describe('the API client and SPEC §8', () => {
  it('sends the member token, the currency, the language and the client type on every call', async () => {
    storeMemberSession('t-1');
    cookies.jar.set('language', { value: 'en', attributes: '' });
    answers['/other/api/news/list'] = envelope(200, { list: [] });
    await dataOf(api.get('other/api/news/list').json<Envelope<unknown>>());
    const sent = requests[0]!;
    expect(sent.headers.get('Authorization')).toBe('t-1');
    expect(sent.headers.get('x-language')).toBe('en');
    expect(sent.headers.get('Currency')).toBe('VND');
    expect(sent.headers.get('X-Client-Type')).toBe('web');
  });

  it('429: reports it (the warning toast) and returns nothing', async () => {
    answers['/other/api/news/list'] = envelope(429, null, 'Quá nhiều yêu cầu');
    const data = await dataOf(api.get('other/api/news/list').json<Envelope<unknown>>());
    expect(data).toBeNull();
    expect(events).toEqual([{ type: 'api.rateLimited', path: 'other/api/news/list' }]);
  });

  it('401 on guest-info: clears the guest token and reports it (counted by auth)', async () => {
    storeGuestToken('g-old');
    answers['/live/api/user/guest-info'] = envelope(401, null);
    const result = await answer(call(auth.guestInfo, {}));
    expect(result.ok).toBe(false);
    expect(readTokens().guestToken).toBeNull();
    expect(events).toEqual([{ type: 'api.guestRejected' }]);
  });

  it('401 on a member call: the refresh token replaces the token and the call succeeds unnoticed', async () => {
    storeMemberSession('t-expired');
    answers['/live/api/user/refresh-token'] = envelope(200, { token: 't-fresh', userInfo: { userId: 1 } });
    answers['/live/api/user/level/info'] = (request) =>
      request.headers.get('Authorization') === 't-fresh' ? envelope(200, { level: 3 }) : envelope(401, null);
    const data = await dataOf(api.get('live/api/user/level/info').json<Envelope<{ level: number }>>());
    expect(data).toEqual({ level: 3 });
    expect(readTokens()).toMatchObject({ token: 't-fresh' });
    expect(events).toEqual([{ type: 'api.tokenRefreshed' }]);
    // The refresh token is the HttpOnly cookie: the call carries none in its body and no expired token.
    const refresh = requests.find((r) => r.url.endsWith('/refresh-token'))!;
    expect(await refresh.json()).toEqual({});
    expect(refresh.headers.get('Authorization')).toBeNull();
    expect(refresh.credentials).toBe('include');
  });

  it('refreshes once however many calls find the token expired', async () => {
    storeMemberSession('t-expired');
    answers['/live/api/user/refresh-token'] = envelope(200, { token: 't-fresh', userInfo: { userId: 1 } });
    answers['/live/api/user/level/info'] = (request) =>
      request.headers.get('Authorization') === 't-fresh' ? envelope(200, { level: 3 }) : envelope(401, null);
    await Promise.all([1, 2, 3].map(() => dataOf(api.get('live/api/user/level/info').json<Envelope<unknown>>())));
    expect(requests.filter((r) => r.url.endsWith('/refresh-token'))).toHaveLength(1);
  });

  it('401 on another authorised call that cannot be refreshed: logs out (all tokens cleared)', async () => {
    storeMemberSession('t-expired');
    answers['/live/api/user/refresh-token'] = envelope(401, null);
    answers['/live/api/user/level/info'] = envelope(401, null);
    const result = await answer(unwrap(api.get('live/api/user/level/info').json<Envelope<unknown>>()));
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(readTokens()).toEqual({ token: null, guestToken: null });
    expect(events).toEqual([{ type: 'api.sessionExpired', path: 'live/api/user/level/info' }]);
  });

  it('401 on user-info that cannot be refreshed: clears all tokens', async () => {
    storeMemberSession('t-expired');
    answers['/live/api/user/refresh-token'] = envelope(401, null);
    answers['/live/api/user/info'] = envelope(401, null);
    expect((await answer(call(auth.userInfo, {}))).ok).toBe(false);
    expect(readTokens().token).toBeNull();
    expect(events).toEqual([{ type: 'api.sessionCleared', status: 401 }]);
  });

  it('500 on user-info: clears tokens and reports the error; 500 elsewhere only reports it', async () => {
    storeMemberSession('t-1');
    answers['/live/api/user/info'] = envelope(500, null);
    answers['/other/api/news/list'] = envelope(500, null);
    expect(await dataOf(api.get('other/api/news/list').json<Envelope<unknown>>())).toBeNull();
    expect(readTokens().token).toBe('t-1');
    await answer(call(auth.userInfo, {}));
    expect(readTokens().token).toBeNull();
    expect(events).toEqual([
      { type: 'api.serverError', path: 'other/api/news/list', status: 500 },
      { type: 'api.sessionCleared', status: 500 },
      { type: 'api.serverError', path: 'live/api/user/info', status: 500 },
    ]);
  });

  it('keeps the member token out of every cookie', async () => {
    storeMemberSession('t-secret');
    expect(document.cookie).not.toContain('t-secret');
    expect(cookies.jar.get('guest')?.value).toBe('0');
  });

  it('restores a member from the refresh cookie with one call answering the member', async () => {
    answers['/live/api/user/refresh-token'] = envelope(200, { token: 't-back', userInfo: { userId: 120 } });
    const restored = await answer(restoreSession());
    expect(restored).toMatchObject({ ok: true, data: { token: 't-back', userInfo: { userId: 120 } } });
    expect(readTokens().token).toBe('t-back');
    answers['/live/api/user/refresh-token'] = envelope(401, null);
    clearAllTokens();
    expect((await answer(restoreSession())).ok).toBe(false);
  });

  it('logout goes to the server with the member token and an empty JSON body', async () => {
    storeMemberSession('t-1');
    answers['/live/api/user/logout'] = envelope(200, { done: true });
    expect((await answer(call(auth.logout, { body: {} }))).ok).toBe(true);
    expect(requests[0]!.headers.get('Authorization')).toBe('t-1');
    expect(await requests[0]!.json()).toEqual({});
  });

  it('a call made before any token exists waits for one, then carries it', async () => {
    closeCredentials();
    answers['/other/api/schedule/total-live-schedule'] = envelope(200, { total: 3 });
    answers['/live/api/user/guest-login'] = envelope(200, { guestToken: 'g-new' });
    const early = dataOf(api.get('other/api/schedule/total-live-schedule').json<Envelope<unknown>>());
    const login = dataOf(api.post('live/api/user/guest-login').json<Envelope<{ guestToken: string }>>());
    await login;
    await Promise.resolve();
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/live/api/user/guest-login']);
    storeGuestToken('g-new');
    await early;
    const sent = requests.find((r) => r.url.endsWith('total-live-schedule'))!;
    expect(sent.headers.get('Authorization')).toBe('g-new');
  });

  it('a network failure rejects with one ApiFailure of status 0, like every failed call', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await unwrap(api.get('other/api/news/list').json<Envelope<unknown>>()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(callError(failure)).toEqual({ status: 0, message: 'Failed to fetch' });
  });
});
