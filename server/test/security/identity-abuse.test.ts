/**
 * Replays of the identity abuses of the attack run: attacker text inside a real code message, a
 * username that is someone's phone number taking over that phone's sign-in, and a password built
 * from the display name with the spaces removed. Each must now fail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import type { Mailbox } from '../../../contracts/schemas/users/codes.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';
import { SETUP_TIMEOUT, STRONG_PASSWORD, caller, latestCode, readMailbox, register } from '../routes/account/helpers.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await makeTestApp({ RATE_LIMIT_AUTH: '10000', CODES_PER_HOUR: '1000' });
  call = caller(t);
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const OWNER_PASSWORD = 'mưa rào cuối hạ 19';

async function lastMessage(to: string): Promise<string> {
  await t.app.deliveriesSettled();
  const res = await readMailbox(t, `/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  return res.json<Mailbox>().list[0]?.body ?? '';
}

describe('a code message names only what the account holds', () => {
  const ATTACK = 'Tài khoản bị khoá, gọi 1900 0000 ngay';

  it('ignores the displayName of a reset request and greets the owner by the account’s own name', async () => {
    await register(t, { phoneNumber: '0388 100 201', displayName: 'Chị Lan' });
    const res = await call('POST', '/live/api/user/send-otp', { payload: { to: '0388100201', purpose: 'reset', displayName: ATTACK } });
    expect(res.status).toBe(200);
    const body = await lastMessage('+84388100201');
    expect(body).not.toContain(ATTACK);
    expect(body).toMatch(/^Xin chào Chị Lan, mã đặt lại mật khẩu của bạn là \d{6}\./);
  });

  it('greets no one when no account uses the number', async () => {
    await call('POST', '/live/api/user/send-otp', { payload: { to: '0388100202', displayName: ATTACK }, lang: 'en' });
    const body = await lastMessage('+84388100202');
    expect(body).not.toContain(ATTACK);
    expect(body).toMatch(/^Your verification code is \d{6}\./);
  });
});

describe('a username that looks like a phone number or an e-mail', () => {
  it('is refused at registration and by check-username, in three languages, whatever its spelling', async () => {
    const expected = {
      vi: 'body.username không được là số điện thoại hoặc email: khi đăng nhập, chúng được hiểu là số điện thoại hoặc email của tài khoản',
      en: "body.username cannot be a phone number or an email address: sign-in reads those as an account's phone or email",
      zh: 'body.username 不可為電話號碼或電子郵件地址：登入時會將其視為帳號的電話或電子郵件',
    };
    for (const [lang, msg] of Object.entries(expected)) {
      const res = await call('POST', '/live/api/user/register', {
        payload: { username: '0388100301', password: STRONG_PASSWORD, email: `squat_${lang}@example.com` },
        lang,
      });
      expect(res.body).toEqual({ code: 400, msg, data: null });
    }
    for (const username of ['0388100301', '84388100301', '0388.100.301', '0388_100_301', 'me@example.com']) {
      const register = await call('POST', '/live/api/user/register', {
        payload: { username, password: STRONG_PASSWORD, email: 'squatter@example.com' },
        lang: 'en',
      });
      expect(register.status, username).toBe(400);
      const check = await call('POST', '/live/api/user/check-username', { payload: { username }, lang: 'en' });
      expect(check.body, username).toEqual(register.body);
    }
  });

  it('never takes the phone’s sign-in from its owner, even for an account that already has such a username', async () => {
    // An account made before the rule, renamed to the number another member then registers.
    const squatter = await register(t);
    await t.app.db.update(users).set({ username: '0388100401' }).where(eq(users.id, squatter.userId));
    const owner = await register(t, { phoneNumber: '0388100401', password: OWNER_PASSWORD });

    for (const spelling of ['0388100401', '+84388100401', '84 388 100 401', '038.810.0401', '0388-100-401']) {
      const asSquatter = await call('POST', '/live/api/user/login', { payload: { username: spelling, password: STRONG_PASSWORD } });
      expect(asSquatter.status, spelling).toBe(401);
      const asOwner = await call('POST', '/live/api/user/login', { payload: { username: spelling, password: OWNER_PASSWORD } });
      expect(asOwner.body.data?.userInfo.userId, spelling).toBe(owner.userId);
    }
    // An e-mail is looked up as an e-mail, whatever its case.
    const byEmail = await call('POST', '/live/api/user/login', { payload: { username: owner.email.toUpperCase(), password: OWNER_PASSWORD } });
    expect(byEmail.body.data.userInfo.userId).toBe(owner.userId);
  });
});

describe('a password built from the display name', () => {
  it('is refused at registration, in three languages', async () => {
    const payload = { username: 'qbao_1990', displayName: 'Huỳnh Quốc Bảo', password: 'huynhquocbao88', email: 'qbao1990@example.com' };
    const answers = await Promise.all(['vi', 'en', 'zh'].map((lang) => call('POST', '/live/api/user/register', { payload, lang })));
    expect(answers.map((a) => a.body.msg)).toEqual([
      'body.password không được dựa trên tên đăng nhập, email, số điện thoại hay tên của bạn',
      'body.password must not be built from your username, email, phone number or name',
      'body.password 不得以您的使用者名稱、電子郵件、電話號碼或名稱組成',
    ]);
    for (const password of ['HuynhQuocBao88', '88 Huỳnh Quốc Bảo!', 'quocbao.1990']) {
      const res = await call('POST', '/live/api/user/register', { payload: { ...payload, password }, lang: 'en' });
      expect(res.status, password).toBe(400);
    }
  });

  it('is refused by a password change and a reset', async () => {
    const member = await register(t, { displayName: 'Huỳnh Quốc Bảo', phoneNumber: '0388100501' });
    const change = await call('POST', '/live/api/user/change-password', {
      token: member.token,
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'huynhquocbao88' },
      lang: 'en',
    });
    expect(change.body).toEqual({ code: 400, msg: 'body.newPassword must not be built from your username, email, phone number or name', data: null });
    await call('POST', '/live/api/user/send-otp', { payload: { to: '0388100501', purpose: 'reset' } });
    const code = await latestCode(t, '+84388100501');
    const reset = await call('POST', '/live/api/user/forgot-password', {
      payload: { phoneNumber: '0388100501', code, newPassword: '2024huynhquocbao' },
      lang: 'en',
    });
    expect(reset.body.msg).toBe('body.newPassword must not be built from your username, email, phone number or name');
  });
});
