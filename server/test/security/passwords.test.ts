/** Replays of "aaaaaaa1 is accepted as a password": every place that sets a password applies the policy, in every language. */
import { describe, expect, it } from 'vitest';
import { register, STRONG_PASSWORD, usersTestApp } from '../routes/account/helpers.ts';

const { t, call } = usersTestApp();

describe('the password policy on the wire', () => {
  it('refuses aaaaaaa1 at registration, saying why in vi, en and zh', async () => {
    const payload = { username: 'pw_policy_a', password: 'aaaaaaa1', email: 'pw_policy_a@example.com' };
    const answers = await Promise.all(['vi', 'en', 'zh'].map((lang) => call('POST', '/live/api/user/register', { payload, lang })));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    expect(answers.map((a) => a.body.msg)).toEqual([
      'body.password là một chuỗi dễ đoán (lặp lại, bàn phím hoặc ngày tháng)',
      'body.password is an easy pattern (repeats, keyboard rows or dates)',
      'body.password 是容易猜到的模式（重複、鍵盤排列或日期）',
    ]);
  });

  it('refuses a password built from the username, and nothing is created', async () => {
    const refused = await call('POST', '/live/api/user/register', { payload: { username: 'hoangminh88', password: 'hoangminh88!', email: 'hm88@example.com' }, lang: 'en' });
    expect(refused.body.msg).toBe('body.password must not be built from your username, email, phone number or name');
    const check = await call('POST', '/live/api/user/check-username', { payload: { username: 'hoangminh88' } });
    expect(check.body.data).toEqual({ available: true });
  });

  it('applies to a password change, naming the field', async () => {
    const member = await register(t);
    const res = await call('POST', '/live/api/user/change-password', {
      token: member.token,
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'matkhau2024' },
      lang: 'en',
    });
    expect(res).toMatchObject({ status: 400, body: { msg: 'body.newPassword is a common password; choose another one', data: null } });
  });
});
