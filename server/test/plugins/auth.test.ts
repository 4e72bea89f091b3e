import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberStandings, STANDING_TTL_MS, type Standing } from '../../src/auth/member-standing.ts';
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

  it('stops a token used a moment ago as soon as its session end is announced (the standing is kept, not asked at each call)', async () => {
    const token = issueToken(t.app.tokenSecret, 'member', '100', 60, { sid: 'kept-session', sv: 0 });
    const whoami = () => t.app.inject({ url: '/live/api/test/whoami', headers: { authorization: token, 'x-language': 'en' } });
    expect((await whoami()).statusCode).toBe(200);
    await t.app.db.execute(sql`insert into user_sessions (id, user_id, method, ended_at) values ('kept-session', 100, 'password', now())`);
    // Ended by hand, without an announcement: the kept standing still answers.
    expect((await whoami()).statusCode).toBe(200);
    await t.app.sessionEnds.announce({ userId: 100, sessionIds: ['kept-session'] });
    const ended = await whoami();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ code: 401, msg: 'This session has ended, please sign in again', data: null });
  });

  it('treats a bad token on a public call as no token', async () => {
    const res = await t.app.inject({ url: '/live/api/test/public', headers: { authorization: 'v1.garbage.sig' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'anonymous', tokenProblem: 'signature' });
  });
});

describe('member standings kept a short while', () => {
  let now = 0;
  const clock = () => now;

  /** A standings cache over an account table the test writes: who is asked, and what each session is. */
  function standings() {
    const sessions = new Map<string, Standing>();
    const asked: string[] = [];
    const cache = new MemberStandings(
      async (userId, sessionId, version) => {
        asked.push(`${userId}/${sessionId}/${version}`);
        return sessions.get(`${userId}/${sessionId}/${version}`) ?? 'gone';
      },
      STANDING_TTL_MS,
      clock,
    );
    return { cache, sessions, asked };
  }

  it('asks the database once per session within the TTL, and again after it', async () => {
    const { cache, sessions, asked } = standings();
    sessions.set('7/a/0', 'ok');
    for (let i = 0; i < 3; i++) expect(await cache.standing(7, 'a', 0)).toBe('ok');
    now += STANDING_TTL_MS - 1;
    expect(await cache.standing(7, 'a', 0)).toBe('ok');
    expect(asked).toEqual(['7/a/0']);
    now += 1;
    expect(await cache.standing(7, 'a', 0)).toBe('ok');
    expect(asked).toEqual(['7/a/0', '7/a/0']);
  });

  it('keeps no ended or gone session: each call asks again', async () => {
    const { cache, sessions, asked } = standings();
    sessions.set('7/a/0', 'ended');
    expect(await cache.standing(7, 'a', 0)).toBe('ended');
    expect(await cache.standing(8, 'b', 0)).toBe('gone');
    expect(await cache.standing(7, 'a', 0)).toBe('ended');
    expect(asked).toHaveLength(3);
    expect(cache.size).toBe(0);
  });

  it('forgets at once the sessions an end names, by id or by version, and keeps the others', async () => {
    const { cache, sessions, asked } = standings();
    for (const key of ['7/a/0', '7/b/0', '7/c/1', '8/a/0']) sessions.set(key, 'ok');
    for (const [user, session, version] of [[7, 'a', 0], [7, 'b', 0], [7, 'c', 1], [8, 'a', 0]] as const) await cache.standing(user, session, version);
    sessions.set('7/a/0', 'ended');
    cache.forget({ userId: 7, sessionIds: ['a'] });
    expect(await cache.standing(7, 'a', 0)).toBe('ended');
    expect(await cache.standing(7, 'b', 0)).toBe('ok');
    expect(await cache.standing(8, 'a', 0)).toBe('ok');
    sessions.set('7/b/0', 'ended');
    cache.forget({ userId: 7, versionBelow: 1 });
    expect(await cache.standing(7, 'b', 0)).toBe('ended');
    expect(await cache.standing(7, 'c', 1)).toBe('ok');
    expect(asked.slice(4)).toEqual(['7/a/0', '7/b/0']);
  });

  it('does not keep a check that was under way when an end arrived', async () => {
    let answer!: (standing: Standing) => void;
    const asked: string[] = [];
    const cache = new MemberStandings(
      (userId, sessionId) => {
        asked.push(`${userId}/${sessionId}`);
        return new Promise((resolve) => (answer = resolve));
      },
      STANDING_TTL_MS,
      clock,
    );
    const checking = cache.standing(7, 'a', 0);
    cache.forget({ userId: 7, sessionIds: ['a'] });
    // Read before the end was written: it said ok, for this call only.
    answer('ok');
    expect(await checking).toBe('ok');
    const again = cache.standing(7, 'a', 0);
    answer('ended');
    expect(await again).toBe('ended');
    expect(asked).toEqual(['7/a', '7/a']);
  });
});
