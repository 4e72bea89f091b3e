import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { authWithFakes, failure, session } from './auth.fakes';
import { withReferral } from './auth.actors';
import { settle } from '../test-utils/model-paths';
import { GUEST_LOGIN_RETRY_MS, RELOGIN_AFTER_LOGOUT_MS } from '../../contracts/constants';

const none = { mayHaveMemberSession: false, hasGuestToken: false };

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
    expect(calls.restoreSession.calls).toHaveLength(0);
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
    const actor = start({ mayHaveMemberSession: false, hasGuestToken: true });
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
    expect(jar).toMatchObject({ token: 't-100', serverSession: true, callsHeld: false });
    expect(signedIn).toHaveLength(1);
  });

  it('keeps the new access token after a password change, staying the same member', async () => {
    const { start, calls, jar } = authWithFakes();
    const actor = start(none);
    actor.send({ type: 'auth.login', credentials: { username: 'member100', password: 'matkhau123' } });
    calls.login.last().resolve(session(100));
    await settle();
    actor.send({ type: 'auth.passwordChanged', token: 't-100-new' });
    expect(actor.getSnapshot().value).toEqual({ member: 'ready' });
    expect(actor.getSnapshot().context.userInfo?.nickname).toBe('member100');
    expect(jar.token).toBe('t-100-new');
  });

  it('shows the server message after a wrong password and stays a guest', async () => {
    const { start, calls } = authWithFakes();
    const actor = start(none);
    actor.send({ type: 'auth.login', credentials: { username: 'member100', password: 'sai' } });
    calls.login.last().reject(failure(401, 'Tên đăng nhập hoặc mật khẩu không đúng'));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ guest: 'loggingIn' });
    expect(actor.getSnapshot().context.formError).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    actor.send({ type: 'auth.register', registration: { username: 'moi', password: 'matkhau123', email: 'a@b.vn' } });
    expect(actor.getSnapshot().context.formError).toBeNull();
  });

  it('restores a member who comes back from the refresh cookie, holding calls and showing no guest look meanwhile', async () => {
    const { start, calls, jar } = authWithFakes();
    const actor = start({ mayHaveMemberSession: true, hasGuestToken: false });
    expect(actor.getSnapshot().value).toBe('restoring');
    expect(actor.getSnapshot().hasTag('guest')).toBe(false);
    expect(jar.callsHeld).toBe(true);
    calls.restoreSession.last().resolve(session(120));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ member: 'ready' });
    expect(actor.getSnapshot().context.userInfo?.userId).toBe(120);
    expect(jar).toMatchObject({ token: 't-120', callsHeld: false });
    expect(calls.guestLogin.calls).toHaveLength(0);
  });

  it('becomes a guest when the refresh cookie restores nothing', async () => {
    const { start, calls, jar } = authWithFakes();
    const actor = start({ mayHaveMemberSession: true, hasGuestToken: false });
    calls.restoreSession.last().reject(failure(401));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ guest: 'loggingIn' });
    expect(jar.callsHeld).toBe(true);
    calls.guestLogin.last().resolve({ guestToken: 'g-2' });
    await settle();
    expect(jar).toMatchObject({ guestToken: 'g-2', callsHeld: false });
  });

  it('falls back to a guest when a call cleared the session (401 or 500 on user-info)', async () => {
    const { start, calls } = authWithFakes();
    const actor = start(none);
    actor.send({ type: 'auth.login', credentials: { username: 'member100', password: 'x' } });
    calls.login.last().resolve(session(100));
    await settle();
    actor.send({ type: 'api.sessionCleared', status: 401 });
    expect(actor.getSnapshot().value).toEqual({ guest: 'loggingIn' });
    expect(calls.guestLogin.calls).toHaveLength(2);
  });

  it('logs out: the server ends the session first, then every token is cleared and a guest login follows 200 ms later', async () => {
    const clock = new SimulatedClock();
    const { start, calls, jar } = authWithFakes();
    const actor = start({ mayHaveMemberSession: true, hasGuestToken: true }, clock);
    calls.restoreSession.last().resolve(session(100));
    await settle();
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(calls.logout.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.userInfo).toBeNull();
    calls.logout.last().resolve({ done: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(jar).toMatchObject({ token: null, guestToken: null });
    clock.increment(RELOGIN_AFTER_LOGOUT_MS - 1);
    expect(calls.guestLogin.calls).toHaveLength(0);
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ guest: 'loggingIn' });
    expect(calls.guestLogin.calls).toHaveLength(1);
  });

  it('still forgets the session in the browser when the logout call fails (offline)', async () => {
    const { start, calls, jar } = authWithFakes();
    const actor = start({ mayHaveMemberSession: true, hasGuestToken: false });
    calls.restoreSession.last().resolve(session(100));
    await settle();
    actor.send({ type: 'auth.logout' });
    calls.logout.last().reject(failure(0, 'offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(jar.token).toBeNull();
  });

  it('releases waiting calls when the guest login gives up', async () => {
    const clock = new SimulatedClock();
    const { start, calls, jar } = authWithFakes();
    start(none, clock);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(jar.callsHeld).toBe(true);
      calls.guestLogin.last().reject(failure(503));
      await settle();
      clock.increment(GUEST_LOGIN_RETRY_MS);
    }
    expect(jar.callsHeld).toBe(false);
  });

  it('logs out when an authorised call could not be refreshed, and notes silent refreshes', async () => {
    const { start, calls } = authWithFakes();
    const actor = start({ mayHaveMemberSession: true, hasGuestToken: false });
    calls.restoreSession.last().resolve(session(100));
    await settle();
    actor.send({ type: 'api.tokenRefreshed' });
    expect(actor.getSnapshot().value).toEqual({ member: 'ready' });
    expect(actor.getSnapshot().context.tokenRefreshes).toBe(1);
    actor.send({ type: 'api.sessionExpired', path: 'live/api/user/level/info' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });
});

describe('registration with a referral', () => {
  const registration = { username: 'fan_2024', password: 'gió bấc đầu mùa 26', email: 'fan@example.com' };

  it('adds the pid the visitor arrived with', () => {
    expect(withReferral(registration, 'ABC123')).toEqual({ ...registration, pid: 'ABC123' });
  });

  it('tells the browser to drop a pid of the member’s own code once a member signs in', async () => {
    const { start, calls, ownReferralsForgotten } = authWithFakes();
    const actor = start({ mayHaveMemberSession: false, hasGuestToken: true });
    calls.guestInfo.last().resolve({ guestId: 'g' });
    await settle();
    expect(ownReferralsForgotten).toEqual([]);
    actor.send({ type: 'auth.login', credentials: { username: 'member100', password: 'matkhau123' } });
    calls.login.last().resolve(session(100));
    await settle();
    expect(actor.getSnapshot().hasTag('member')).toBe(true);
    expect(ownReferralsForgotten).toEqual(['ABC123']);
  });

  it('sends no pid when the visitor came without one, and keeps one given explicitly', () => {
    expect(withReferral(registration, null)).toEqual(registration);
    expect(withReferral({ ...registration, pid: 'XYZ' }, 'ABC123').pid).toBe('XYZ');
  });
});
