/**
 * Crediting a referral: the new member's bonus at sign-up, the referrer's once the new member verified
 * an e-mail or phone and checked in on a later day, once per new member, to the owner of the code; an
 * unknown or malformed code is ignored and the sign-up goes on; a member cannot credit themselves.
 * (The farming replay and the limits: server/test/security/access-abuse.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { clock, DAY } from '../../../src/clock.ts';
import { makeTestApp, testAppOfFile } from '../../test-app.ts';
import { clockStops } from '../../clock-stops.ts';
import { caller, latestCode, register, SETUP_TIMEOUT, STRONG_PASSWORD } from './helpers.ts';
import { memberToken } from '../community/community-helpers.ts';
import { expLedger, userMessages, users } from '../../../src/db/schema.ts';
import { referralCodeOf } from '../../../src/users/referrals.ts';

const t = testAppOfFile(makeTestApp, SETUP_TIMEOUT);
const call = caller(t);
const { stopAt } = clockStops();

async function expOf(userId: number): Promise<number> {
  const [row] = await t.app.db.select({ exp: users.exp }).from(users).where(eq(users.id, userId));
  return row!.exp;
}

async function referralRows(userId: number) {
  return t.app.db
    .select()
    .from(expLedger)
    .where(and(eq(expLedger.userId, userId), inArray(expLedger.reason, ['referral', 'referral-bonus'])));
}

async function invitees(token: string): Promise<number> {
  return (await call('GET', '/live/api/user/referral/info', { token })).body.data.invitedCount;
}

describe('referral crediting', () => {
  it('gives the new member their bonus at sign-up, and the referrer theirs once the member verified and came back another day, exactly once', async () => {
    const referrer = await register(t);
    const code = referrer.userInfo.referralCode as string;
    const start = clock.now();
    const friend = await register(t, { pid: ` ${code.toLowerCase()} ` });
    expect(await expOf(friend.userId)).toBe(50);
    expect(await referralRows(friend.userId)).toMatchObject([{ amount: 50, reason: 'referral-bonus', ref: String(referrer.userId) }]);
    expect(await expOf(referrer.userId)).toBe(0);
    const listed = async () => (await call('GET', '/live/api/user/referral/list', { token: memberToken(t, referrer.userId) })).body.data.list;
    expect(await listed()).toMatchObject([{ userId: friend.userId, status: 'pending', rewardExp: 0 }]);
    const info = await call('GET', '/live/api/user/referral/info', { token: referrer.token });
    expect(info.body.data).toMatchObject({ invitedCount: 1, pendingCount: 1, totalRewardExp: 0, creditsPerDay: 5, creditsPerMonth: 30 });

    // A check-in on the sign-up day and a verified e-mail: not yet (active means another day).
    expect((await call('POST', '/live/api/user/check-in', { token: friend.token, payload: {} })).status).toBe(200);
    await call('POST', '/live/api/user/send-email', { payload: { email: friend.email } });
    const verified = await call('POST', '/live/api/user/email-verify', { token: friend.token, payload: { email: friend.email, code: await latestCode(t, friend.email) } });
    expect(verified.body.data.emailVerified).toBe(true);
    expect(await expOf(referrer.userId)).toBe(0);

    // The next day's check-in makes the member active: the referrer is credited once, with a message.
    stopAt(start + DAY);
    const next = await call('POST', '/live/api/user/check-in', { token: memberToken(t, friend.userId), payload: {} });
    expect(next.status).toBe(200);
    expect(await expOf(referrer.userId)).toBe(100);
    expect(await referralRows(referrer.userId)).toMatchObject([{ amount: 100, reason: 'referral', ref: String(friend.userId) }]);
    expect(await listed()).toMatchObject([{ userId: friend.userId, status: 'credited', rewardExp: 100 }]);
    const inbox = await t.app.db.select().from(userMessages).where(eq(userMessages.userId, referrer.userId));
    expect(inbox.map((m) => m.content.en)).toContain(`${friend.username} signed up with your referral code and is now active: +100 EXP.`);

    // The same sign-up sent again is refused (the name is taken) and credits nothing more; the
    // friend signing in, verifying again or checking in again credits nothing either.
    const again = await call('POST', '/live/api/user/register', {
      payload: { username: friend.username, password: STRONG_PASSWORD, email: `x${friend.email}`, pid: code },
    });
    expect(again.status).toBe(409);
    const login = await call('POST', '/live/api/user/login', { payload: { username: friend.username, password: STRONG_PASSWORD } });
    expect(login.status).toBe(200);
    stopAt(start + 2 * DAY);
    expect((await call('POST', '/live/api/user/check-in', { token: memberToken(t, friend.userId), payload: {} })).status).toBe(200);
    expect(await expOf(referrer.userId)).toBe(100);
    expect(await referralRows(referrer.userId)).toHaveLength(1);
    expect(await invitees(memberToken(t, referrer.userId))).toBe(1);

    // The ledger itself refuses a second credit for the same invitee.
    await expect(
      t.app.db.insert(expLedger).values({ userId: referrer.userId, amount: 100, reason: 'referral', ref: String(friend.userId) }),
    ).rejects.toThrow();
  });

  it('ignores the member’s own code when they sign up another account while signed in', async () => {
    const member = await register(t);
    const code = member.userInfo.referralCode as string;
    const second = await call('POST', '/live/api/user/register', {
      token: member.token,
      payload: { username: `self_${member.username.slice(-9)}`, password: STRONG_PASSWORD, email: `self.${member.email}`, pid: code },
    });
    expect(second.status).toBe(200);
    expect(second.body.data.userInfo.exp).toBe(0);
    expect(await expOf(member.userId)).toBe(0);
    expect(await invitees(member.token)).toBe(0);
    const secondInfo = await call('GET', '/live/api/user/referral/info', { token: second.body.data.token });
    expect(secondInfo.body.data.referredBy).toBeNull();
  });

  it('ignores the member’s own code sent from a browser that holds their session cookie', async () => {
    const browser = { 'x-client-type': 'web', origin: 'http://localhost', host: 'localhost' };
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/live/api/user/register',
      headers: browser,
      payload: { username: `web_${Date.now() % 1e8}`, password: STRONG_PASSWORD, email: `web${Date.now() % 1e8}@example.com` },
    });
    expect(signUp.statusCode).toBe(200);
    const cookie = signUp.cookies.find((c) => c.name === 'vls_refresh');
    expect(cookie).toBeDefined();
    const member = signUp.json().data;
    const second = await t.app.inject({
      method: 'POST',
      url: '/live/api/user/register',
      headers: { ...browser, cookie: `vls_refresh=${cookie!.value}` },
      payload: { username: `web2_${Date.now() % 1e8}`, password: STRONG_PASSWORD, email: `web2${Date.now() % 1e8}@example.com`, pid: member.userInfo.referralCode },
    });
    expect(second.statusCode).toBe(200);
    expect(await expOf(member.userInfo.userId)).toBe(0);
    expect(second.json().data.userInfo.exp).toBe(0);
  });

  it('ignores an unknown or malformed code and still signs the visitor up', async () => {
    for (const pid of ['ZZZZZZZZ', '<script>', 'abc', '', 'A'.repeat(64)]) {
      const member = await register(t, { pid });
      expect(member.userInfo.exp).toBe(0);
      expect(await referralRows(member.userId)).toHaveLength(0);
      const info = await call('GET', '/live/api/user/referral/info', { token: member.token });
      expect(info.body.data.referredBy).toBeNull();
    }
  });

  it('answers 400 naming the field for a code longer than any link carries', async () => {
    const res = await call('POST', '/live/api/user/register', {
      lang: 'en',
      payload: { username: 'too_long_pid', password: STRONG_PASSWORD, email: 'too.long.pid@example.com', pid: 'A'.repeat(65) },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/body\.pid/);
  });

  it('reads a referral code only in the form the server makes them', () => {
    expect(referralCodeOf(' abcd2345 ')).toBe('ABCD2345');
    expect(referralCodeOf('ABCD1234')).toBeNull(); // 1 is not in the alphabet
    expect(referralCodeOf('ABCDEFG')).toBeNull();
    expect(referralCodeOf(undefined)).toBeNull();
  });
});
