import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/auth/tokens.ts';
import { refreshTokens } from '../../../src/db/schema.ts';
import { clock, setClock } from '../../../src/clock.ts';
import { REUSE_LEEWAY_MS } from '../../../src/routes/account/sessions.ts';
import { readMailbox, register, STRONG_PASSWORD, usersTestApp } from './helpers.ts';

const { t, call } = usersTestApp();

describe('guest-login and guest-info', () => {
  it('gives a 7-day guest token that guest-info knows, with no body or an empty one', async () => {
    for (const payload of [undefined, {}, { extra: 1 }]) {
      const res = await call('POST', '/live/api/user/guest-login', { payload });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
      expect(res.body.data.expiresIn).toBe(604800);
      const claims = JSON.parse(Buffer.from(res.body.data.guestToken.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ kind: 'guest', sub: res.body.data.guestId });
      expect(claims.exp - claims.iat).toBe(604800);

      const info = await call('GET', '/live/api/user/guest-info', { token: res.body.data.guestToken });
      expect(info.status).toBe(200);
      expect(info.body.data.guestId).toBe(res.body.data.guestId);
      expect(new Date(info.body.data.createdAt).toISOString()).toBe(info.body.data.createdAt);
    }
  });

  it('answers 401 to guest-info without a guest token, with a member token or a forged one', async () => {
    const member = await register(t);
    for (const token of [undefined, member.token, 'v1.garbage.sig']) {
      const res = await call('GET', '/live/api/user/guest-info', { token, lang: 'en' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, msg: 'A valid guest token is required', data: null });
    }
  });
});

describe('register', () => {
  it('creates a member, signs it in and answers the user info', async () => {
    const res = await call('POST', '/live/api/user/register', {
      payload: { username: 'Fan.Bong_Da1', password: 'Fan cứng sân Mỹ Đình', phoneNumber: '0912 345 678', displayName: '  Fan  Bóng Đá ' },
    });
    expect(res.status).toBe(200);
    const { token, refreshToken, userInfo } = res.body.data;
    expect(token).toMatch(/^v1\./);
    expect(refreshToken.length).toBeGreaterThan(30);
    expect(userInfo).toMatchObject({
      displayName: 'Fan Bóng Đá',
      nickname: 'Fan Bóng Đá',
      siteRoleId: 1,
      username: 'Fan.Bong_Da1',
      email: null,
      phoneNumber: '+84912345678',
      level: 1,
      exp: 0,
      emailVerified: false,
      phoneVerified: false,
    });
    expect(userInfo.userId).toBeGreaterThanOrEqual(1000);
    expect(userInfo.profilePicture).toBe(`/media/avatar/${userInfo.userId}.svg`);
    expect(userInfo.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(Object.keys(userInfo).slice(0, 5)).toEqual(['userId', 'displayName', 'siteRoleId', 'nickname', 'profilePicture']);

    const info = await call('GET', '/live/api/user/info', { token });
    expect(info.body.data).toEqual(userInfo);
    const inbox = await call('GET', '/live/api/user/message/list', { token, lang: 'en' });
    expect(inbox.body.data.list[0]).toMatchObject({ type: 'system', title: 'Welcome to SânCỏ Live!', isRead: false });
  });

  it('answers 409 naming the taken username (any case), email or phone', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ username: 'ADMIN', email: 'new1@example.com' }, 'The username "ADMIN" is already taken'],
      [{ username: 'brand_new_1', email: 'Member100@Example.com' }, 'The email member100@example.com is already in use'],
      [{ username: 'brand_new_2', phoneNumber: '+84900000100' }, 'The phone number +84900000100 is already in use'],
    ];
    for (const [fields, msg] of cases) {
      const res = await call('POST', '/live/api/user/register', { payload: { password: STRONG_PASSWORD, ...fields }, lang: 'en' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 409, msg, data: null });
    }
    const vi = await call('POST', '/live/api/user/register', { payload: { username: 'admin', password: STRONG_PASSWORD, email: 'x1@example.com' } });
    expect(vi.body.msg).toBe('Tên đăng nhập "admin" đã được sử dụng');
  });

  it.each([
    [{ username: 'ab', password: STRONG_PASSWORD, email: 'a@example.com' }, 'body.username must have at least 3 characters'],
    [{ username: 'bad name!', password: STRONG_PASSWORD, email: 'a@example.com' }, 'body.username must have 3–20 characters: letters a–z, digits, "_" or "."'],
    [{ username: 'goodname', password: 'abcdefgh', email: 'a@example.com' }, 'body.password is an easy pattern (repeats, keyboard rows or dates)'],
    [{ username: 'goodname', password: '12345678', email: 'a@example.com' }, 'body.password is a common password; choose another one'],
    [{ username: 'goodname', password: 'goodname2026', email: 'a@example.com' }, 'body.password must not be built from your username, email, phone number or name'],
    [{ username: 'goodname', password: 'abc123', email: 'a@example.com' }, 'body.password must have at least 8 characters'],
    [{ username: 'goodname', password: STRONG_PASSWORD }, 'An email or a phone number is required'],
    [{ username: 'goodname', password: STRONG_PASSWORD, email: 'not-an-email' }, 'body.email is not a valid email address'],
    [{ username: 'goodname', password: STRONG_PASSWORD, phoneNumber: '012345' }, 'body.phoneNumber is not a valid Vietnamese mobile number'],
    [{ username: 12345, password: STRONG_PASSWORD, email: 'a@example.com' }, 'body.username must be of type string'],
    [{ password: STRONG_PASSWORD, email: 'a@example.com' }, 'body.username is required'],
  ])('rejects bad input with a 400 naming the field: %j', async (payload, msg) => {
    const res = await call('POST', '/live/api/user/register', { payload, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.body.msg.replace('body.username is required', 'body.username is required')).toBe(msg);
  });

  it('links the referrer given by pid: the invitee’s bonus at once, the referrer’s credit pending until the invitee is active', async () => {
    const referrer = await register(t);
    const invitee = await register(t, { pid: referrer.userInfo.referralCode.toLowerCase() });
    expect(invitee.userInfo.exp).toBe(50);
    const info = await call('GET', '/live/api/user/referral/info', { token: referrer.token });
    expect(info.body.data).toMatchObject({ invitedCount: 1, pendingCount: 1, totalRewardExp: 0 });
    const unknown = await register(t, { pid: 'NOSUCHCODE' });
    expect(unknown.userInfo.exp).toBe(0);
  });
});

describe('login', () => {
  it('signs in by username (any case), email or phone with the seeded password', async () => {
    for (const username of ['blv_quanghuy', 'BLV_QUANGHUY', 'blv_quanghuy@example.com', '0980000010', '+84980000010']) {
      const res = await call('POST', '/live/api/user/login', { payload: { username, password: 'matkhau123' } });
      expect(res.status, username).toBe(200);
      expect(res.body.data.userInfo).toMatchObject({ userId: 10, displayName: 'BLV Quang Huy', siteRoleId: 2 });
    }
    const admin = await call('POST', '/live/api/user/login', { payload: { username: 'admin', password: 'matkhau123' } });
    expect(admin.body.data.userInfo).toMatchObject({ userId: 1, siteRoleId: 4 });
  });

  it('answers the same 401 for a wrong password and an unknown user, in every language', async () => {
    const wrong = await call('POST', '/live/api/user/login', { payload: { username: 'admin', password: 'wrong-pass1' } });
    const unknown = await call('POST', '/live/api/user/login', { payload: { username: 'nobody_here', password: 'wrong-pass1' } });
    expect(wrong).toEqual({ status: 401, body: { code: 401, msg: 'Tên đăng nhập hoặc mật khẩu không đúng', data: null } });
    expect(unknown).toEqual(wrong);
    const en = await call('POST', '/live/api/user/login', { payload: { username: 'admin', password: 'x' }, lang: 'en' });
    expect(en.body.msg).toBe('Incorrect username or password');
    const zh = await call('POST', '/live/api/user/login', { payload: { username: 'admin', password: 'x' }, lang: 'zh' });
    expect(zh.body.msg).toBe('使用者名稱或密碼不正確');
  });

  it('answers 400 naming the field for text with a NUL character (never a 500)', async () => {
    const login = await call('POST', '/live/api/user/login', { payload: { username: 'ad\u0000min', password: 'x' }, lang: 'en' });
    expect(login.body).toEqual({ code: 400, msg: 'body.username is invalid', data: null });
    const pid = await call('POST', '/live/api/user/register', {
      payload: { username: 'nul_pid_user', password: STRONG_PASSWORD, email: 'nul@example.com', pid: 'A\u0000' },
      lang: 'en',
    });
    expect(pid.body).toEqual({ code: 400, msg: 'body.pid is invalid', data: null });
    const box = await readMailbox(t, '/dev/mailbox.json?to=a%00b', { 'x-language': 'en' });
    expect(box.statusCode).toBe(400);
    expect(box.json().msg).toBe('querystring.to is invalid');
  });

  it('rejects missing or mistyped fields', async () => {
    const missing = await call('POST', '/live/api/user/login', { payload: { username: 'admin' }, lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('body.password is required');
    const typed = await call('POST', '/live/api/user/login', { payload: { username: ['admin'], password: 'x' }, lang: 'en' });
    expect(typed.status).toBe(400);
    expect(typed.body.msg).toBe('body.username must be of type string');
  });
});

describe('refresh-token', () => {
  it('walks the token lifecycle: guest → register → login → refresh → reuse revokes the family', async () => {
    const guest = await call('POST', '/live/api/user/guest-login');
    expect(guest.status).toBe(200);
    const member = await register(t, {});
    const login = await call('POST', '/live/api/user/login', { payload: { username: member.username, password: member.password } });
    expect(login.status).toBe(200);

    const first = await call('POST', '/live/api/user/refresh-token', { payload: { refreshToken: login.body.data.refreshToken } });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.data).sort()).toEqual(['refreshToken', 'token', 'userInfo']);
    expect(first.body.data.refreshToken).not.toBe(login.body.data.refreshToken);
    const me = await call('GET', '/live/api/user/info', { token: first.body.data.token });
    expect(me.body.data.userId).toBe(member.userId);

    // Two tabs refreshing at once present the same token: within the leeway that is no theft.
    const twin = await call('POST', '/live/api/user/refresh-token', { payload: { refreshToken: login.body.data.refreshToken } });
    expect(twin.status).toBe(200);
    const running = clock.now;
    const later = setClock(() => running() + REUSE_LEEWAY_MS + 1000);
    const reuse = await call('POST', '/live/api/user/refresh-token', { payload: { refreshToken: login.body.data.refreshToken }, lang: 'en' });
    later();
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ code: 401, msg: 'Your session has expired or is invalid, please sign in again', data: null });
    const newer = await call('POST', '/live/api/user/refresh-token', { payload: { refreshToken: first.body.data.refreshToken } });
    expect(newer.status).toBe(401);
    // The whole session ended: its access token too.
    const gone = await call('GET', '/live/api/user/info', { token: first.body.data.token, lang: 'en' });
    expect(gone.body).toEqual({ code: 401, msg: 'This session has ended, please sign in again', data: null });

    // The register session is another family and still works.
    const other = await call('POST', '/live/api/user/refresh-token', { payload: { refreshToken: member.refreshToken } });
    expect(other.status).toBe(200);
  });

  it('issues access tokens of AUTH_ACCESS_TTL and refuses an expired refresh token', async () => {
    const member = await register(t);
    const claims = JSON.parse(Buffer.from(member.token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ kind: 'member', sub: String(member.userId) });
    expect(claims.exp - claims.iat).toBe(1800);
    await t.app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(clock.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(member.refreshToken)));
    const res = await call('POST', '/live/api/user/refresh-token', { payload: { refreshToken: member.refreshToken } });
    expect(res.status).toBe(401);
  });

  it('answers 401 for an unknown token or none', async () => {
    const unknown = await call('POST', '/live/api/user/refresh-token', { payload: { refreshToken: 'nope' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.msg).toBe('Phiên đăng nhập đã hết hạn hoặc không hợp lệ, vui lòng đăng nhập lại');
    const missing = await call('POST', '/live/api/user/refresh-token', { payload: {}, lang: 'en' });
    expect(missing.status).toBe(401);
  });
});

describe('info and update-info', () => {
  it('answers 401 without a member token', async () => {
    const guest = await call('POST', '/live/api/user/guest-login');
    for (const token of [undefined, guest.body.data.guestToken, 'garbage']) {
      const res = await call('GET', '/live/api/user/info', { token, lang: 'en' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, msg: 'Authentication required', data: null });
      expect((await call('POST', '/live/api/user/update-info', { token, payload: { nickname: 'abc' } })).status).toBe(401);
    }
  });

  it('changes the nickname (trimmed) and the picture to a preset or back to the own avatar', async () => {
    const member = await register(t);
    const res = await call('POST', '/live/api/user/update-info', {
      token: member.token,
      payload: { nickname: '  Vua   phá lưới ', profilePicture: '/media/avatar/preset-3.svg' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nickname: 'Vua phá lưới', profilePicture: '/media/avatar/preset-3.svg', userId: member.userId });
    const back = await call('POST', '/live/api/user/update-info', { token: member.token, payload: { profilePicture: `/media/avatar/${member.userId}.svg` } });
    expect(back.body.data).toMatchObject({ nickname: 'Vua phá lưới', profilePicture: `/media/avatar/${member.userId}.svg` });
    const same = await call('POST', '/live/api/user/update-info', { token: member.token, payload: {} });
    expect(same.body.data.nickname).toBe('Vua phá lưới');
  });

  it.each([
    [{ nickname: 'a' }, 'The nickname must have 2–30 characters and no control characters'],
    [{ nickname: 'x'.repeat(31) }, 'The nickname must have 2–30 characters and no control characters'],
    [{ nickname: 'bad\u0007name' }, 'The nickname must have 2–30 characters and no control characters'],
    [{ nickname: 42 }, 'body.nickname must be of type string'],
    [{ profilePicture: 'https://evil.example/a.png' }, /^The profile picture must be your own/],
    [{ profilePicture: '/media/avatar/1.svg' }, /^The profile picture must be your own/],
    [{ profilePicture: '/media/avatar/preset-99.svg' }, /^The profile picture must be your own/],
  ])('rejects %j with a 400', async (payload, msg) => {
    const member = await register(t);
    const res = await call('POST', '/live/api/user/update-info', { token: member.token, payload, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeNull();
    if (typeof msg === 'string') expect(res.body.msg).toBe(msg);
    else expect(res.body.msg).toMatch(msg);
  });
});

describe('check-email, check-phone, check-username', () => {
  it('says whether the value is free', async () => {
    const checks: [string, Record<string, string>, boolean][] = [
      ['check-email', { email: 'MEMBER101@example.com' }, false],
      ['check-email', { email: 'fresh-address@example.com' }, true],
      ['check-phone', { phoneNumber: '0900000100' }, false],
      ['check-phone', { phoneNumber: '0399999999' }, true],
      ['check-username', { username: 'Member150' }, false],
      ['check-username', { username: 'nobody.yet' }, true],
    ];
    for (const [path, payload, available] of checks) {
      const res = await call('POST', `/live/api/user/${path}`, { payload });
      expect(res.status, path).toBe(200);
      expect(res.body.data).toEqual({ available });
    }
  });

  it('answers 400 for malformed values and missing fields', async () => {
    const bad: [string, Record<string, unknown>, string][] = [
      ['check-email', { email: 'no-at-sign' }, 'body.email is not a valid email address'],
      ['check-email', {}, 'body.email is required'],
      ['check-phone', { phoneNumber: '+1 555 0100' }, 'body.phoneNumber is not a valid Vietnamese mobile number'],
      ['check-phone', { phoneNumber: 912345678 }, 'body.phoneNumber must be of type string'],
      ['check-username', { username: 'a b' }, 'body.username must have 3–20 characters: letters a–z, digits, "_" or "."'],
      ['check-username', { username: 'x'.repeat(21) }, 'body.username must have at most 20 characters'],
    ];
    for (const [path, payload, msg] of bad) {
      const res = await call('POST', `/live/api/user/${path}`, { payload, lang: 'en' });
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ code: 400, msg, data: null });
    }
  });
});
