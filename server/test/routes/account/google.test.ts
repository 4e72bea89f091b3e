import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { SETUP_TIMEOUT, caller, register, type Loose } from './helpers.ts';

let provider: OAuth2Server;
let t: TestApp;
let call: ReturnType<typeof caller>;
let issuer: string;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  issuer = provider.issuer.url!;
  t = await makeTestApp({
    RATE_LIMIT_AUTH: '10000',
    GOOGLE_CLIENT_ID: 'site-client',
    GOOGLE_CLIENT_SECRET: 'site-secret',
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  });
  call = caller(t);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** What the browser does: open the authorization URL, follow the provider back to the callback page. */
async function authorize(url: string): Promise<{ code: string; state: string; callback: URL }> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const callback = new URL(res.headers.get('location')!);
  return { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')!, callback };
}

function nextUserinfo(body: Record<string, unknown>) {
  provider.service.once('beforeUserinfo', (response) => {
    response.body = body;
  });
}

describe('Google sign-in', () => {
  it('walks the authorization-code flow and creates a member, then finds it again', async () => {
    const start = await call('POST', '/other/api/user/login-google');
    expect(start.status).toBe(200);
    const url = new URL(start.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'site-client',
      redirect_uri: 'http://localhost:80/sso/ggcallback',
      response_type: 'code',
      scope: 'openid email profile',
    });
    expect(url.searchParams.get('state')).toBe(start.body.data.state);

    const { code, state, callback } = await authorize(start.body.data.url);
    expect(callback.pathname).toBe('/sso/ggcallback');
    let tokenRequest: Loose;
    provider.service.once('beforeResponse', (_response, req) => {
      tokenRequest = req.body;
    });
    nextUserinfo({ sub: 'google-sub-1', email: 'Linh.Nguyen@gmail.example', email_verified: true, name: 'Nguyễn Linh', picture: 'https://lh3.example/p.jpg' });
    const res = await call('POST', '/other/api/user/login-google-callback', { payload: { authorizationCode: code, state } });
    expect(res.status).toBe(200);
    expect(tokenRequest).toMatchObject({ grant_type: 'authorization_code', code, client_id: 'site-client', client_secret: 'site-secret', redirect_uri: 'http://localhost:80/sso/ggcallback' });
    const { token, refreshToken, userInfo } = res.body.data;
    expect(refreshToken.length).toBeGreaterThan(30);
    expect(userInfo).toMatchObject({ username: 'linh.nguyen', displayName: 'Nguyễn Linh', email: 'linh.nguyen@gmail.example', emailVerified: true, siteRoleId: 1 });
    expect(userInfo.profilePicture).toBe(`/media/avatar/${userInfo.userId}.svg`);
    expect((await call('GET', '/live/api/user/info', { token })).body.data.userId).toBe(userInfo.userId);

    const again = await authorize((await call('POST', '/other/api/user/login-google')).body.data.url);
    nextUserinfo({ sub: 'google-sub-1', email: 'linh.nguyen@gmail.example', email_verified: true, name: 'Nguyễn Linh' });
    const second = await call('POST', '/other/api/user/login-google-callback', { payload: { authorizationCode: again.code, state: again.state } });
    expect(second.body.data.userInfo.userId).toBe(userInfo.userId);
  });

  it('links an existing account by its verified email, without a state too', async () => {
    const member = await register(t);
    const { code } = await authorize((await call('POST', '/other/api/user/login-google')).body.data.url);
    nextUserinfo({ sub: 'google-sub-2', email: member.email.toUpperCase(), email_verified: true, name: 'Whoever' });
    const res = await call('POST', '/other/api/user/login-google-callback', { payload: { authorizationCode: code } });
    expect(res.status).toBe(200);
    expect(res.body.data.userInfo).toMatchObject({ userId: member.userId, username: member.username, emailVerified: true });
  });

  it('does not link by an unverified email: a new member without that email is made', async () => {
    const member = await register(t);
    const { code, state } = await authorize((await call('POST', '/other/api/user/login-google')).body.data.url);
    nextUserinfo({ sub: 'google-sub-3', email: member.email, email_verified: false });
    const res = await call('POST', '/other/api/user/login-google-callback', { payload: { authorizationCode: code, state } });
    expect(res.status).toBe(200);
    expect(res.body.data.userInfo.userId).not.toBe(member.userId);
    expect(res.body.data.userInfo.email).toBeNull();
    expect(res.body.data.userInfo.username).not.toBe(member.username);
  });

  it('answers 401 when the provider refuses the code or the state is forged', async () => {
    provider.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const refused = await call('POST', '/other/api/user/login-google-callback', { payload: { authorizationCode: 'expired-code' }, lang: 'en' });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ code: 401, msg: 'The Google sign-in code is invalid or has expired', data: null });

    const forged = await call('POST', '/other/api/user/login-google-callback', { payload: { authorizationCode: 'x', state: 'abc.def' }, lang: 'en' });
    expect(forged.status).toBe(401);
    expect(forged.body.msg).toBe('The Google sign-in session is invalid or has expired, try again');

    provider.service.once('beforeUserinfo', (response) => {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
    });
    const noProfile = await call('POST', '/other/api/user/login-google-callback', { payload: { authorizationCode: 'x' } });
    expect(noProfile.status).toBe(401);
  });

  it('rejects a missing or mistyped code with a 400', async () => {
    const missing = await call('POST', '/other/api/user/login-google-callback', { payload: {}, lang: 'en' });
    expect(missing.body).toEqual({ code: 400, msg: 'body.authorizationCode is required', data: null });
    const typed = await call('POST', '/other/api/user/login-google-callback', { payload: { authorizationCode: 5 }, lang: 'en' });
    expect(typed.body).toEqual({ code: 400, msg: 'body.authorizationCode must be of type string', data: null });
  });
});

describe('Google sign-in without configuration or provider', () => {
  it('answers 503 with a clear message when not configured', async () => {
    const bare = await makeTestApp();
    try {
      const res = await bare.app.inject({ method: 'POST', url: '/other/api/user/login-google', headers: { 'x-language': 'en' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 503, msg: 'Google sign-in is not enabled on this server', data: null });
      const cb = await bare.app.inject({ method: 'POST', url: '/other/api/user/login-google-callback', payload: { authorizationCode: 'x' } });
      expect(cb.statusCode).toBe(503);
      expect(cb.json().msg).toBe('Đăng nhập bằng Google chưa được bật trên máy chủ này');
    } finally {
      await bare.close();
    }
  }, SETUP_TIMEOUT);

  it('answers 502 when the provider cannot be reached', async () => {
    const down = await makeTestApp({
      GOOGLE_CLIENT_ID: 'a',
      GOOGLE_CLIENT_SECRET: 'b',
      GOOGLE_AUTH_URL: 'http://127.0.0.1:9/authorize',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
      GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
    });
    try {
      const res = await down.app.inject({ method: 'POST', url: '/other/api/user/login-google-callback', payload: { authorizationCode: 'x' }, headers: { 'x-language': 'en' } });
      expect(res.statusCode).toBe(502);
      expect(res.json().msg).toBe('Could not reach Google, try again later');
    } finally {
      await down.close();
    }
  }, SETUP_TIMEOUT);

  it('reads the Google settings: configured only with client id, secret and the provider URLs, which are checked', () => {
    const endpoints = {
      GOOGLE_AUTH_URL: 'https://id.example.org/authorize',
      GOOGLE_TOKEN_URL: 'https://id.example.org/token',
      GOOGLE_USERINFO_URL: 'https://id.example.org/userinfo',
    };
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', ...endpoints }).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', ...endpoints }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authUrl: 'https://id.example.org/authorize',
      tokenUrl: 'https://id.example.org/token',
      userinfoUrl: 'https://id.example.org/userinfo',
      redirectUri: null,
    });
    // No third-party address is built in: the provider URLs must be given.
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(
      /Google sign-in needs GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_USERINFO_URL/,
    );
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', ...endpoints, GOOGLE_REDIRECT_URI: 'https://site.example.org/sso/ggcallback' })
        .google?.redirectUri,
    ).toBe('https://site.example.org/sso/ggcallback');
    expect(() => loadConfig({ GOOGLE_TOKEN_URL: 'ftp://x' })).toThrow(/GOOGLE_TOKEN_URL must be an http/);
  });
});
