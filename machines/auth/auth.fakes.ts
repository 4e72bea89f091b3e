import { createActor, type SnapshotFrom } from 'xstate';
import { authMachine, type AuthInput } from './auth.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import type { Session, UserInfo } from '../../src/lib/api/auth';
import { ApiFailure } from '../../src/lib/api-client';

export const member = (userId = 100): UserInfo => ({
  userId,
  displayName: `Thành viên ${userId}`,
  siteRoleId: 1,
  nickname: `member${userId}`,
  profilePicture: `/media/avatar/${userId}.svg`,
  username: `member${userId}`,
  email: null,
  phoneNumber: null,
  level: 1,
  exp: 0,
  referralCode: 'ABC123',
  emailVerified: false,
  phoneVerified: false,
  createdAt: '2026-11-20T00:00:00.000Z',
});

export const session = (userId = 100): Session => ({ token: `t-${userId}`, refreshToken: `r-${userId}`, userInfo: member(userId) });
export const failure = (status: number, message = 'failed') => new ApiFailure(status, message);

/**
 * The auth machine with every call a controllable fake and the cookie jar in memory, so a test
 * can assert what a user's browser would hold.
 */
export function authWithFakes() {
  const calls = {
    guestLogin: controllablePromiseActor<{ guestToken: string }, unknown>(),
    guestInfo: controllablePromiseActor<{ guestId: string }, unknown>(),
    userInfo: controllablePromiseActor<UserInfo, unknown>(),
    login: controllablePromiseActor<Session, unknown>(),
    register: controllablePromiseActor<Session, unknown>(),
    googleCallback: controllablePromiseActor<Session, unknown>(),
  };
  const jar = { token: null as string | null, refreshToken: null as string | null, guestToken: null as string | null };
  const signedIn: number[] = [];
  const machine = authMachine.provide({
    actors: {
      guestLogin: calls.guestLogin.logic,
      guestInfo: calls.guestInfo.logic,
      userInfo: calls.userInfo.logic,
      login: calls.login.logic as never,
      register: calls.register.logic as never,
      googleCallback: calls.googleCallback.logic as never,
    },
    actions: {
      storeGuestToken: (_, params) => void (jar.guestToken = params.guestToken),
      storeSession: (_, params) => {
        jar.token = params.token;
        jar.refreshToken = params.refreshToken;
      },
      clearTokens: () => {
        jar.token = jar.refreshToken = jar.guestToken = null;
      },
      announceSignedIn: () => void signedIn.push(1),
    },
  });
  const start = (input: AuthInput, clock?: import('xstate').SimulatedClock) => {
    if (input.hasMemberToken) {
      jar.token = 't-100';
      jar.refreshToken = 'r-100';
    }
    if (input.hasGuestToken) jar.guestToken = 'g-1';
    return createActor(machine, { input, ...(clock ? { clock } : {}) }).start();
  };
  return { machine, calls, jar, signedIn, start };
}

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
