import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken, verifyToken } from '../../src/auth/tokens.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';

describe('tokens', () => {
  const secret = 's'.repeat(40);

  it('verifies what it issued, until it expires', () => {
    const token = issueToken(secret, 'member', '12', 60, { now: 1_000_000, sid: 'test', sv: 0 });
    expect(verifyToken(secret, token, 1_000_000)).toMatchObject({ ok: true, claims: { kind: 'member', sub: '12' } });
    expect(verifyToken(secret, token, 1_060_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects a forged, altered or malformed token', () => {
    const token = issueToken(secret, 'guest', 'g1', 60);
    expect(verifyToken('another secret that is long enough!!', token)).toEqual({ ok: false, reason: 'signature' });
    const [v, body, sig] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), kind: 'member' })).toString('base64url');
    expect(verifyToken(secret, `${v}.${altered}.${sig}`)).toEqual({ ok: false, reason: 'signature' });
    for (const bad of ['', 'abc', 'v1..', 'v2.a.b', `v1.${body}`]) expect(verifyToken(secret, bad).ok).toBe(false);
  });
});

describe('auth plugin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({}, (app) => {
      app.get('/live/api/test/whoami', { preHandler: app.requireMember }, async (request) => request.auth);
      app.get('/live/api/test/caller', { preHandler: app.requireCaller }, async (request) => request.auth);
      app.get('/live/api/test/public', async (request) => request.auth);
    });
  });
  afterAll(() => t.close());

  it('knows a member by a token signed with the kept key, with or without "Bearer "', async () => {
    // User 100 is a seeded member.
    const token = issueToken(t.app.tokenSecret, 'member', '100', 60, { sid: 'test', sv: 0 });
    for (const authorization of [token, `Bearer ${token}`]) {
      const res = await t.app.inject({ url: '/live/api/test/whoami', headers: { authorization } });
      expect(res.json()).toEqual({ kind: 'member', userId: 100, sessionId: 'test' });
    }
  });

  it('refuses a well-signed member token whose account no longer exists', async () => {
    const token = issueToken(t.app.tokenSecret, 'member', '987654', 60, { sid: 'test', sv: 0 });
    const res = await t.app.inject({ url: '/live/api/test/whoami', headers: { authorization: token } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 in the envelope when a member is required', async () => {
    const guest = issueToken(t.app.tokenSecret, 'guest', 'g-1', 60);
    const res = await t.app.inject({ url: '/live/api/test/whoami', headers: { authorization: guest, 'x-language': 'en' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: 'Authentication required', data: null });
    expect((await t.app.inject({ url: '/live/api/test/caller', headers: { authorization: guest } })).json()).toEqual({
      kind: 'guest',
      guestId: 'g-1',
    });
    expect((await t.app.inject({ url: '/live/api/test/caller' })).statusCode).toBe(401);
  });

  it('treats a bad token on a public call as no token', async () => {
    const res = await t.app.inject({ url: '/live/api/test/public', headers: { authorization: 'v1.garbage.sig' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'anonymous', tokenProblem: 'signature' });
  });
});
