import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { authWithFakes, failure, member, session } from './auth.fakes';
import { settle } from '../test-utils/model-paths';
import { GUEST_LOGIN_RETRY_MS, RELOGIN_AFTER_LOGOUT_MS } from '../constants';

const none = { hasMemberToken: false, hasGuestToken: false };

describe('auth machine', () => {
  it('makes a visitor with no token a guest and requests a guest login', async () => {
    const { start, calls, jar } = authWithFakes();
    const actor = start(none);
    expect(actor.getSnapshot().value).toEqual({ guest: 'loggingIn' });
    calls.guestLogin.last().resolve({ guestToken: 'g-new' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ guest: 'ready' });
    expect(jar.guestToken).toBe('g-new');
  });

  it('stops after three guest-login failures and fetches nothing more', async () => {
    const clock = new SimulatedClock();
    const { start, calls } = authWithFakes();
    const actor = start(none, clock);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(calls.guestLogin.calls).toHaveLength(attempt);
      calls.guestLogin.last().reject(failure(503));
      await settle();
      clock.increment(GUEST_LOGIN_RETRY_MS);
    }
    expect(actor.getSnapshot().value).toEqual({ guest: 'stopped' });
    expect(actor.getSnapshot().context.guestLoginFailures).toBe(3);
    clock.increment(GUEST_LOGIN_RETRY_MS * 10);
    expect(calls.guestLogin.calls).toHaveLength(3);
    expect(calls.userInfo.calls).toHaveLength(0);
  });

  it('counts a 429 on another call as a guest-login failure, but not twice for the guest login itself', async () => {
    const { start, calls } = authWithFakes();
    const actor = start(none);
    actor.send({ type: 'api.rateLimited', path: 'live/api/user/guest-login' });
    calls.guestLogin.last().reject(failure(429));
    await settle();
    expect(actor.getSnapshot().context.guestLoginFailures).toBe(1);
    actor.send({ type: 'api.rateLimited', path: 'other/api/news/list' });
    expect(actor.getSnapshot().context.guestLoginFailures).toBe(2);
  });

  it('checks a kept guest token, and asks for a new one when guest-info rejects it', async () => {
    const { start, calls } = authWithFakes();
    const actor = start({ hasMemberToken: false, hasGuestToken: true });
    expect(actor.getSnapshot().value).toEqual({ guest: 'verifying' });
    actor.send({ type: 'api.guestRejected' });
    calls.guestInfo.last().reject(failure(401));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ guest: 'loggingIn' });
    expect(actor.getSnapshot().context.guestLoginFailures).toBe(1);
  });

  it('signs a member in, keeps the tokens and the user info, and closes the dialog', async () => {
    const { start, calls, jar, signedIn } = authWithFakes();
    const actor = start(none);
    actor.send({ type: 'auth.login', credentials: { username: 'member100', password: 'matkhau123' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.login.last().input).toEqual({ username: 'member100', password: 'matkhau123' });
    calls.login.last().resolve(session(100));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ member: 'ready' });
    expect(actor.getSnapshot().context.userInfo?.nickname).toBe('member100');
    expect(jar).toMatchObject({ token: 't-100', refreshToken: 'r-100' });
    expect(signedIn).toHaveLength(1);
  });

  it('shows the server message after a wrong password and stays a guest', async () => {
    const { start, calls } = authWithFakes();
    const actor = start(none);
    actor.send({ type: 'auth.login', credentials: { username: 'member100', password: 'sai' } });
    calls.login.last().reject(failure(401, 'Tên đăng nhập hoặc mật khẩu không đúng'));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ guest: 'ready' });
    expect(actor.getSnapshot().context.formError).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    actor.send({ type: 'auth.register', registration: { username: 'moi', password: 'matkhau123', email: 'a@b.vn' } });
    expect(actor.getSnapshot().context.formError).toBeNull();
  });

  it('loads the user info of a member who comes back with tokens', async () => {
    const { start, calls } = authWithFakes();
    const actor = start({ hasMemberToken: true, hasGuestToken: false });
    expect(actor.getSnapshot().value).toEqual({ member: 'loading' });
    calls.userInfo.last().resolve(member(120));
    await settle();
    expect(actor.getSnapshot().context.userInfo?.userId).toBe(120);
    expect(calls.guestLogin.calls).toHaveLength(0);
  });

  it('falls back to a guest when user-info cleared the session (401 or 500)', async () => {
    const { start, calls } = authWithFakes();
    const actor = start({ hasMemberToken: true, hasGuestToken: false });
    actor.send({ type: 'api.sessionCleared', status: 401 });
    expect(actor.getSnapshot().value).toEqual({ guest: 'loggingIn' });
    expect(calls.guestLogin.calls).toHaveLength(1);
  });

  it('logs out: clears every token, then logs in again as a guest after 200 ms', async () => {
    const clock = new SimulatedClock();
    const { start, calls, jar } = authWithFakes();
    const actor = start({ hasMemberToken: true, hasGuestToken: true }, clock);
    calls.userInfo.last().resolve(member());
    await settle();
    actor.send({ type: 'auth.logout' });
    expect(jar).toEqual({ token: null, refreshToken: null, guestToken: null });
    expect(actor.getSnapshot().context.userInfo).toBeNull();
    clock.increment(RELOGIN_AFTER_LOGOUT_MS - 1);
    expect(calls.guestLogin.calls).toHaveLength(0);
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ guest: 'loggingIn' });
    expect(calls.guestLogin.calls).toHaveLength(1);
  });

  it('logs out when an authorised call could not be refreshed, and notes silent refreshes', async () => {
    const { start, calls } = authWithFakes();
    const actor = start({ hasMemberToken: true, hasGuestToken: false });
    calls.userInfo.last().resolve(member());
    await settle();
    actor.send({ type: 'api.tokenRefreshed' });
    expect(actor.getSnapshot().value).toEqual({ member: 'ready' });
    expect(actor.getSnapshot().context.tokenRefreshes).toBe(1);
    actor.send({ type: 'api.sessionExpired', path: 'live/api/user/level/info' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
  });
});
