import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../../src/db/schema.ts';
import { clock } from '../../../src/clock.ts';
import { latestCode, readMailbox, register, STRONG_PASSWORD, usersTestApp } from './helpers.ts';

const { t, call } = usersTestApp({ CODES_PER_HOUR: '1000' });

/** Lets the next code for a destination be sent at once (the 60 s wait is covered separately). */
async function forgetLastSend(destination: string) {
  await t.app.db.update(oneTimeCodes).set({ createdAt: new Date(clock.now() - 61_000) }).where(eq(oneTimeCodes.destination, destination));
}

describe('send-email', () => {
  it('delivers a 6-digit code to the dev mailbox, in the request language', async () => {
    const res = await call('POST', '/live/api/user/send-email', { payload: { email: ' New.Person@Example.com ' }, lang: 'en' });
    expect(res.status).toBe(200);
    await t.app.deliveriesSettled();
    expect(res.body.data).toEqual({ to: 'new.person@example.com', channel: 'email', expiresIn: 600, resendIn: 60, message: 'A code is on its way to new.person@example.com', devMailbox: true });
    const box = await readMailbox(t, '/dev/mailbox.json?to=new.person@example.com');
    const [message] = box.json().list;
    expect(message).toMatchObject({ channel: 'email', to: 'new.person@example.com', subject: 'Your verification code' });
    expect(message.body).toMatch(/^Your verification code is \d{6}\. It is valid for 10 minutes/);
  });

  it('answers 429 naming the wait when a code is asked again within 60 s', async () => {
    await call('POST', '/live/api/user/send-email', { payload: { email: 'twice@example.com' } });
    const again = await call('POST', '/live/api/user/send-email', { payload: { email: 'twice@example.com' }, lang: 'en' });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^Please wait (60|59) seconds before asking for a new code$/);
  });

  it('sends a reset code only to an address that has an account, answering both alike', async () => {
    const ok = await call('POST', '/live/api/user/send-email', { payload: { email: 'member120@example.com', purpose: 'reset' }, lang: 'en' });
    expect(ok.status).toBe(200);
    await t.app.deliveriesSettled();
    const box = await readMailbox(t, '/dev/mailbox.json?to=member120@example.com');
    expect(box.json().list[0].subject).toBe('Your password reset code');
    const none = await call('POST', '/live/api/user/send-email', { payload: { email: 'ghost@example.com', purpose: 'reset' }, lang: 'en' });
    expect(none).toEqual({ status: 200, body: { ...ok.body, data: { ...ok.body.data, to: 'ghost@example.com' } } });
    expect(none.body.data.message).toBe('If an account uses this address, a code is on its way');
    await t.app.deliveriesSettled();
    expect((await readMailbox(t, '/dev/mailbox.json?to=ghost@example.com')).json().list).toEqual([]);
  });

  it('rejects a malformed email, a missing one and an unknown purpose', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not an email' }, 'body.email is not a valid email address'],
      [{}, 'body.email is required'],
      [{ email: 'a@example.com', purpose: 'spam' }, 'body.purpose is invalid'],
    ];
    for (const [payload, msg] of cases) {
      const res = await call('POST', '/live/api/user/send-email', { payload, lang: 'en' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, msg, data: null });
    }
  });
});

describe('send-otp and check-sms', () => {
  it('texts a code, checks it without using it up', async () => {
    const res = await call('POST', '/live/api/user/send-otp', { payload: { to: '0377 111 222' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ to: '+84377111222', channel: 'sms' });
    await t.app.deliveriesSettled();
    const box = await readMailbox(t, '/dev/mailbox.json?to=%2B84377111222');
    expect(box.json().list[0].body).toMatch(/^Mã xác minh của bạn là \d{6}\./);
    const code = await latestCode(t, '+84377111222');
    for (let i = 0; i < 2; i++) {
      const check = await call('POST', '/live/api/user/check-sms', { payload: { phoneNumber: '+84377111222', code } });
      expect(check.status).toBe(200);
      expect(check.body.data).toEqual({ valid: true });
    }
  });

  it('counts wrong codes: after 5 tries the code is dead even when right', async () => {
    const phone = '+84377111333';
    await call('POST', '/live/api/user/send-otp', { payload: { to: phone } });
    const code = await latestCode(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await call('POST', '/live/api/user/check-sms', { payload: { phoneNumber: phone, code: wrong }, lang: 'en' });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(`Incorrect verification code, ${left} tries left`);
    }
    const fifth = await call('POST', '/live/api/user/check-sms', { payload: { phoneNumber: phone, code: wrong }, lang: 'en' });
    expect(fifth.body.msg).toMatch(/^The verification code has expired/);
    const right = await call('POST', '/live/api/user/check-sms', { payload: { phoneNumber: phone, code }, lang: 'en' });
    expect(right.status).toBe(400);
    expect(right.body.msg).toMatch(/^The verification code has expired/);
  });

  it('refuses an expired code and a number that never got one', async () => {
    const phone = '+84377111444';
    await call('POST', '/live/api/user/send-otp', { payload: { to: phone } });
    const code = await latestCode(t, phone);
    await t.app.db.update(oneTimeCodes).set({ expiresAt: new Date(clock.now() - 1000) }).where(eq(oneTimeCodes.destination, phone));
    const expired = await call('POST', '/live/api/user/check-sms', { payload: { phoneNumber: phone, code }, lang: 'zh' });
    expect(expired.status).toBe(400);
    expect(expired.body.msg).toBe('驗證碼已過期、已使用或錯誤次數過多，請重新索取');
    const never = await call('POST', '/live/api/user/check-sms', { payload: { phoneNumber: '0377999000', code: '123456' } });
    expect(never.status).toBe(400);
  });

  it('only the newest code counts', async () => {
    const phone = '+84377111555';
    await call('POST', '/live/api/user/send-otp', { payload: { to: phone } });
    const old = await latestCode(t, phone);
    await forgetLastSend(phone);
    await call('POST', '/live/api/user/send-otp', { payload: { to: phone } });
    const fresh = await latestCode(t, phone);
    if (old !== fresh) expect((await call('POST', '/live/api/user/check-sms', { payload: { phoneNumber: phone, code: old } })).status).toBe(400);
    expect((await call('POST', '/live/api/user/check-sms', { payload: { phoneNumber: phone, code: fresh } })).status).toBe(200);
  });

  it('rejects bad input', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['send-otp', { to: '12345' }, 'body.to is not a valid Vietnamese mobile number'],
      ['send-otp', { displayName: 'x' }, 'body.to is required'],
      ['check-sms', { phoneNumber: '0377111222', code: '12ab56' }, 'body.code is invalid'],
      ['check-sms', { phoneNumber: '0377111222', code: 123456 }, 'body.code must be of type string'],
      ['check-sms', { phoneNumber: 'abc', code: '123456' }, 'body.phoneNumber is not a valid Vietnamese mobile number'],
    ];
    for (const [path, payload, msg] of cases) {
      const res = await call('POST', `/live/api/user/${path}`, { payload, lang: 'en' });
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ code: 400, msg, data: null });
    }
  });
});

describe('phone-verify and email-verify', () => {
  it('sets a verified phone number with an SMS code (once)', async () => {
    const member = await register(t);
    await call('POST', '/live/api/user/send-otp', { payload: { to: '0866 123 456' } });
    const code = await latestCode(t, '+84866123456');
    const res = await call('POST', '/live/api/user/phone-verify', { token: member.token, payload: { phoneNumber: '0866123456', code } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userId: member.userId, phoneNumber: '+84866123456', phoneVerified: true });
    const again = await call('POST', '/live/api/user/phone-verify', { token: member.token, payload: { phoneNumber: '0866123456', code } });
    expect(again.status).toBe(400);
  });

  it('refuses a number of another account (409), no token (401) and a bad code (400)', async () => {
    const member = await register(t);
    const taken = await call('POST', '/live/api/user/phone-verify', { token: member.token, payload: { phoneNumber: '0900000100', code: '123456' }, lang: 'en' });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('The phone number +84900000100 is already in use');
    const anon = await call('POST', '/live/api/user/phone-verify', { payload: { phoneNumber: '0866000111', code: '123456' } });
    expect(anon.status).toBe(401);
    const bad = await call('POST', '/live/api/user/phone-verify', { token: member.token, payload: { phoneNumber: '0866000111', code: 'abc' }, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('body.code is invalid');
  });

  it('sets a verified email with an emailed code', async () => {
    const member = await register(t);
    await call('POST', '/live/api/user/send-email', { payload: { email: 'verified.mail@example.com' } });
    const code = await latestCode(t, 'verified.mail@example.com');
    const res = await call('POST', '/live/api/user/email-verify', { token: member.token, payload: { email: 'verified.mail@example.com', code } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'verified.mail@example.com', emailVerified: true });
  });
});

describe('forgot-password', () => {
  it('resets by email: the new password works, the old one and old refresh tokens do not', async () => {
    const member = await register(t);
    await call('POST', '/live/api/user/send-email', { payload: { email: member.email, purpose: 'reset' } });
    const code = await latestCode(t, member.email);
    const res = await call('POST', '/live/api/user/forgot-password', { payload: { email: member.email, code, newPassword: 'mật khẩu mới tinh 7' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ userId: member.userId, username: member.username });
    const oldLogin = await call('POST', '/live/api/user/login', { payload: { username: member.username, password: member.password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call('POST', '/live/api/user/login', { payload: { username: member.username, password: 'mật khẩu mới tinh 7' } });
    expect(newLogin.status).toBe(200);
    expect(newLogin.body.data.userInfo.emailVerified).toBe(true);
    const refresh = await call('POST', '/live/api/user/refresh-token', { payload: { refreshToken: member.refreshToken } });
    expect(refresh.status).toBe(401);
    const reuse = await call('POST', '/live/api/user/forgot-password', { payload: { email: member.email, code, newPassword: 'một mật khẩu khác hẳn' } });
    expect(reuse.status).toBe(400);
  });

  it('resets by phone with an SMS code', async () => {
    const member = await register(t, { phoneNumber: '0709 888 777' });
    await call('POST', '/live/api/user/send-otp', { payload: { to: '0709888777', purpose: 'reset' } });
    const code = await latestCode(t, '+84709888777');
    const res = await call('POST', '/live/api/user/forgot-password', { payload: { phoneNumber: '+84709888777', code, newPassword: 'số mới của nhà tôi' } });
    expect(res.status).toBe(200);
    const login = await call('POST', '/live/api/user/login', { payload: { username: '0709888777', password: 'số mới của nhà tôi' } });
    expect(login.body.data.userInfo.userId).toBe(member.userId);
  });

  it('rejects bad input: no destination, unknown account, weak password, wrong code', async () => {
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ code: '123456', newPassword: STRONG_PASSWORD }, 400, 'An email or a phone number is required'],
      // An address no account uses answers as a wrong code does: nothing tells whether it has an account.
      [{ email: 'nobody@example.com', code: '123456', newPassword: STRONG_PASSWORD }, 400, /^The verification code has expired/],
      [{ phoneNumber: '0399000111', code: '123456', newPassword: STRONG_PASSWORD }, 400, /^The verification code has expired/],
      [{ email: 'member130@example.com', code: '123456', newPassword: 'abcdefghij' }, 400, 'body.newPassword is an easy pattern (repeats, keyboard rows or dates)'],
      [{ email: 'member130@example.com', code: '123456', newPassword: STRONG_PASSWORD }, 400, /^The verification code has expired/],
      [{ email: 'member130@example.com', newPassword: STRONG_PASSWORD }, 400, 'body.code is required'],
    ];
    for (const [payload, status, msg] of cases) {
      const res = await call('POST', '/live/api/user/forgot-password', { payload, lang: 'en' });
      expect(res.status, JSON.stringify(payload)).toBe(status);
      expect(res.body.data).toBeNull();
      if (typeof msg === 'string') expect(res.body.msg).toBe(msg);
      else expect(res.body.msg).toMatch(msg);
    }
  });
});

describe('dev mailbox', () => {
  it('lists the latest messages as HTML, escaping what it shows', async () => {
    await register(t, { phoneNumber: '0355 000 999', displayName: '<b>Huy</b>' });
    await call('POST', '/live/api/user/send-otp', { payload: { to: '0355 000 999' } });
    await t.app.deliveriesSettled();
    const res = await readMailbox(t, '/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Hộp thư phát triển');
    expect(res.body).toContain('+84355000999');
    expect(res.body).toContain('&lt;b&gt;Huy&lt;/b&gt;');
    expect(res.body).not.toContain('<b>Huy</b>');
    const json = await readMailbox(t, '/dev/mailbox.json');
    const list = json.json().list;
    expect(list.length).toBeGreaterThan(5);
    expect(list.length).toBeLessThanOrEqual(50);
    expect(list[0].id).toBeGreaterThan(list[1].id);
  });
});
