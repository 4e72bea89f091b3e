import { createActor, type SnapshotFrom } from 'xstate';
import { authMachine, type AuthInput } from './auth.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import type { Done, Session, UserInfo } from '../../contracts/schemas/users/account';
import { ApiFailure } from '../../contracts/call-error';

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

export const session = (userId = 100): Session => ({ token: `t-${userId}`, userInfo: member(userId) });
export const failure = (status: number, message = 'failed') => new ApiFailure(status, message);

/**
 * The auth machine with every call a controllable fake and the cookie jar in memory, so a test
 * can assert what a user's browser would hold.
 */
export function authWithFakes() {
  const calls = {
    guestLogin: controllablePromiseActor<{ guestToken: string }, unknown>(),
    guestInfo: controllablePromiseActor<{ guestId: string }, unknown>(),
    restoreSession: controllablePromiseActor<Session, unknown>(),
    logout: controllablePromiseActor<Done, unknown>(),
    login: controllablePromiseActor<Session, unknown>(),
    register: controllablePromiseActor<Session, unknown>(),
    googleCallback: controllablePromiseActor<Session, unknown>(),
  };
  /** What the browser holds: the access token (memory), the guest token cookie, and whether the server still has the session. */
  const jar = { token: null as string | null, guestToken: null as string | null, serverSession: false, callsHeld: false };
  const signedIn: number[] = [];
  /** The referral codes the machine told the browser to forget a pid of (its own, on becoming a member). */
  const ownReferralsForgotten: Array<string | null> = [];
  const machine = authMachine.provide({
    actors: {
      guestLogin: calls.guestLogin.logic,
      guestInfo: calls.guestInfo.logic,
      restoreSession: calls.restoreSession.logic as never,
      logout: calls.logout.logic as never,
      login: calls.login.logic as never,
      register: calls.register.logic as never,
      googleCallback: calls.googleCallback.logic as never,
    },
    actions: {
      storeGuestToken: (_, params) => {
        jar.guestToken = params.guestToken;
        jar.callsHeld = false;
      },
      storeSession: (_, params) => {
        jar.token = params.token;
        jar.serverSession = true;
        jar.callsHeld = false;
      },
      clearTokens: () => {
        jar.token = jar.guestToken = null;
        jar.callsHeld = true;
      },
      holdCalls: () => void (jar.callsHeld = true),
      forgetMemberHint: () => void (jar.serverSession = false),
      releaseWaitingCalls: () => void (jar.callsHeld = false),
      announceSignedIn: () => void signedIn.push(1),
      forgetOwnReferral: (_, params) => void ownReferralsForgotten.push(params.referralCode),
    },
  });
  const start = (input: AuthInput, clock?: import('xstate').SimulatedClock) => {
    if (input.mayHaveMemberSession) jar.serverSession = true;
    if (input.hasGuestToken) jar.guestToken = 'g-1';
    return createActor(machine, { input, ...(clock ? { clock } : {}) }).start();
  };
  return { machine, calls, jar, signedIn, ownReferralsForgotten, start };
}

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
