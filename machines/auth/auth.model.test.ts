import { describe, expect, it } from 'vitest';
import { SimulatedClock, type EventObject, type Snapshot } from 'xstate';
import { authWithFakes, failure, member, session, type AuthSnapshot } from './auth.fakes';
import { coverageOf, printCoverage, runModelPath, transitionPaths, type ModelPath } from '../test-utils/model-paths';
import { GUEST_LOGIN_MAX_ATTEMPTS, GUEST_LOGIN_RETRY_MS, RELOGIN_AFTER_LOGOUT_MS } from '../../contracts/constants';

const { machine: model } = authWithFakes();

const events = [
  { type: 'auth.login', credentials: { username: 'member100', password: 'matkhau123' } },
  { type: 'auth.register', registration: { username: 'tanbinh', password: 'matkhau123', email: 'tan@binh.vn' } },
  { type: 'auth.googleCallback', code: 'code-1', state: 'state-1' },
  { type: 'auth.logout' },
  { type: 'auth.userInfoChanged', userInfo: member(100) },
  { type: 'api.rateLimited', path: 'other/api/news/list' },
  { type: 'api.rateLimited', path: 'live/api/user/guest-login' },
  { type: 'api.guestRejected' },
  { type: 'api.sessionCleared', status: 401 },
  { type: 'api.sessionCleared', status: 500 },
  { type: 'api.sessionExpired', path: 'live/api/user/level/info' },
  { type: 'api.tokenRefreshed' },
  { type: 'xstate.done.actor.guestLogin', output: { guestToken: 'g-new' } },
  { type: 'xstate.error.actor.guestLogin', error: failure(503) },
  { type: 'xstate.done.actor.guestInfo', output: { guestId: 'g-1' } },
  { type: 'xstate.error.actor.guestInfo', error: failure(401) },
  { type: 'xstate.done.actor.restoreSession', output: session(120) },
  { type: 'xstate.error.actor.restoreSession', error: failure(401, 'no session') },
  { type: 'xstate.done.actor.logout', output: { done: true } },
  { type: 'xstate.error.actor.logout', error: failure(0, 'offline') },
  { type: 'xstate.done.actor.login', output: session(100) },
  { type: 'xstate.error.actor.login', error: failure(401, 'Tên đăng nhập hoặc mật khẩu không đúng') },
  { type: 'xstate.done.actor.register', output: session(1000) },
  { type: 'xstate.error.actor.register', error: failure(409, 'Tên đăng nhập đã được dùng') },
  { type: 'xstate.done.actor.googleCallback', output: session(1001) },
  { type: 'xstate.error.actor.googleCallback', error: failure(401, 'Mã Google không hợp lệ') },
] as never;

/** Counts beyond three strikes behave alike, so the model stops counting there. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as AuthSnapshot;
  return JSON.stringify([value, Math.min(context.guestLoginFailures, GUEST_LOGIN_MAX_ATTEMPTS), context.userInfo !== null, context.formError !== null]);
};

const starts = [
  { mayHaveMemberSession: false, hasGuestToken: false },
  { mayHaveMemberSession: false, hasGuestToken: true },
  { mayHaveMemberSession: true, hasGuestToken: false },
  { mayHaveMemberSession: true, hasGuestToken: true },
];
const paths: ModelPath[] = transitionPaths(model, { inputs: starts, events, serializeState });

const delays: Record<string, number> = { guestLoginRetry: GUEST_LOGIN_RETRY_MS, reloginAfterLogout: RELOGIN_AFTER_LOGOUT_MS };

describe('auth machine (model-based)', () => {
  it.each(paths.map((p) => [`${JSON.stringify(p.input)}: ${p.description}`, p] as const))('%s', async (_, path) => {
    const clock = new SimulatedClock();
    const fakes = authWithFakes();
    const actor = fakes.start(path.input as (typeof starts)[number], clock);
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        // 'xstate.after.<delay>.<state id>' / 'xstate.done.actor.<id>' / 'xstate.error.actor.<id>'
        const [, kind, name, id] = event.type.split('.');
        if (kind === 'after') return clock.increment(delays[name!]!);
        if (kind === 'done' || kind === 'error') {
          const call = fakes.calls[id as keyof typeof fakes.calls].last();
          if (kind === 'done') call.resolve((event as unknown as { output: never }).output);
          else call.reject((event as unknown as { error: unknown }).error);
          return;
        }
        actor.send(event as never);
      },
      // What the browser holds and the page shows, after every step.
      check: () => {
        const snapshot = actor.getSnapshot();
        if (snapshot.hasTag('member')) expect(fakes.jar.token).not.toBeNull();
        if (snapshot.matches('loggedOut')) expect(fakes.jar).toMatchObject({ token: null, guestToken: null });
        // No flash of the guest look while a member session is being restored.
        if (snapshot.matches('restoring')) expect(snapshot.hasTag('guest') || snapshot.hasTag('member')).toBe(false);
        // Calls wait only while a token is on its way.
        if (snapshot.matches({ guest: 'ready' }) || snapshot.hasTag('member') || snapshot.matches({ guest: 'stopped' })) expect(fakes.jar.callsHeld).toBe(false);
        if (snapshot.matches({ guest: 'stopped' })) expect(snapshot.context.guestLoginFailures).toBeGreaterThanOrEqual(GUEST_LOGIN_MAX_ATTEMPTS);
        if (!snapshot.hasTag('member')) expect(snapshot.context.userInfo).toBeNull();
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(model, paths);
    printCoverage('auth', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
