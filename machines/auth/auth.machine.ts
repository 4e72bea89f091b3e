import { assign, sendParent, setup } from 'xstate';
import { GUEST_LOGIN_MAX_ATTEMPTS, GUEST_LOGIN_RETRY_MS, RELOGIN_AFTER_LOGOUT_MS } from '../../contracts/constants';
import { clearAllTokens, closeCredentials, forgetMemberHint, forgetOwnPid, openCredentials, storeGuestToken, storeMemberSession } from '../../api/session';
import type { Credentials, Registration, Session, UserInfo } from '../../contracts/schemas/users/account';
import { GUEST_LOGIN_PATH } from '../../api/client';
import { googleCallbackActor, guestInfoActor, guestLoginActor, loginActor, logoutActor, registerActor, restoreSessionActor } from './auth.actors';

export { GUEST_LOGIN_PATH };

export type AuthEvent =
  | { type: 'auth.login'; credentials: Credentials }
  | { type: 'auth.register'; registration: Registration }
  | { type: 'auth.googleCallback'; code: string; state: string | null }
  | { type: 'auth.logout' }
  | { type: 'auth.userInfoChanged'; userInfo: UserInfo }
  /** The password changed: every session ended and this browser got a new access token. */
  | { type: 'auth.passwordChanged'; token: string }
  // Reported by the API client (SPEC §8), routed here by the root actor.
  | { type: 'api.rateLimited'; path: string }
  | { type: 'api.guestRejected' }
  | { type: 'api.sessionCleared'; status: 401 | 500 }
  | { type: 'api.sessionExpired'; path: string }
  | { type: 'api.tokenRefreshed' };

export interface AuthInput {
  /** The guest flag says a member signed in here last time: the session is restored from the HttpOnly refresh cookie. */
  mayHaveMemberSession: boolean;
  /** The guest token cookie was there at start. */
  hasGuestToken: boolean;
}

interface AuthContext extends AuthInput {
  userInfo: UserInfo | null;
  guestLoginFailures: number;
  /** The server's message for the last failed sign-in or registration, shown by the form. */
  formError: string | null;
  tokenRefreshes: number;
}

const signedIn = {
  target: '#auth.member.ready',
  actions: ['storeSession', 'assignSession', 'announceSignedIn'],
} as const;

const formError = { type: 'assignFormError', params: ({ event }: { event: { error: unknown } }) => ({ message: (event.error as Error).message }) } as const;

/** A failed sign-in leaves a guest: with the guest token if there is one, else the guest login starts again. */
const signInFailed = [
  { guard: 'hasGuestToken', target: '#auth.guest.ready', actions: formError },
  { target: '#auth.guest.loggingIn', actions: formError },
] as const;

/**
 * Who the visitor is (SPEC §4): with no token a guest, and a guest login is requested; after
 * three guest-login failures no more user-info fetches are made; a member signs in, is refreshed
 * by the API client when the access token expires, and after logout (the server ends the session
 * first) logs in as a guest again 200 ms later. A reload restores a member from the HttpOnly refresh
 * cookie with one call before any member call and without showing the guest look. The access token
 * lives in memory, the guest token in a cookie; the named actions write them.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    guestLogin: guestLoginActor,
    guestInfo: guestInfoActor,
    restoreSession: restoreSessionActor,
    logout: logoutActor,
    login: loginActor,
    register: registerActor,
    googleCallback: googleCallbackActor,
  },
  delays: {
    guestLoginRetry: GUEST_LOGIN_RETRY_MS,
    reloginAfterLogout: RELOGIN_AFTER_LOGOUT_MS,
  },
  guards: {
    startsAsMember: ({ context }) => context.mayHaveMemberSession,
    startsAsGuest: ({ context }) => context.hasGuestToken,
    hasGuestToken: ({ context }) => context.hasGuestToken,
    /** The failure being counted now is the third. */
    isLastStrike: ({ context }) => context.guestLoginFailures + 1 >= GUEST_LOGIN_MAX_ATTEMPTS,
    threeStrikes: ({ context }) => context.guestLoginFailures >= GUEST_LOGIN_MAX_ATTEMPTS,
    notGuestLoginCall: ({ event }) => event.type === 'api.rateLimited' && event.path !== GUEST_LOGIN_PATH,
  },
  actions: {
    storeGuestToken: (_, params: { guestToken: string }) => storeGuestToken(params.guestToken),
    storeSession: (_, params: Pick<Session, 'token'>) => storeMemberSession(params.token),
    clearTokens: () => clearAllTokens(),
    /** No token will come (guest login gave up): calls waiting for one go without. */
    releaseWaitingCalls: () => openCredentials(),
    holdCalls: () => closeCredentials(),
    /** The refresh cookie restored nothing: the next load does not try again. */
    forgetMemberHint: () => forgetMemberHint(),
    /** The member arrived with their own link (?pid=): the referral id is dropped. */
    forgetOwnReferral: (_, params: { referralCode: string | null }) => forgetOwnPid(params.referralCode ?? ''),
    noteGuestToken: assign({ hasGuestToken: true }),
    forgetGuestToken: assign({ hasGuestToken: false }),
    countFailure: assign({ guestLoginFailures: ({ context }) => context.guestLoginFailures + 1 }),
    resetFailures: assign({ guestLoginFailures: 0 }),
    assignSession: assign({ userInfo: (_, params: Session) => params.userInfo, formError: null }),
    assignFormError: assign({ formError: (_, params: { message: string }) => params.message }),
    clearFormError: assign({ formError: null }),
    forgetUser: assign({ userInfo: null }),
    countRefresh: assign({ tokenRefreshes: ({ context }) => context.tokenRefreshes + 1 }),
    announceSignedIn: sendParent({ type: 'auth.signedIn' }),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ ...input, userInfo: null, guestLoginFailures: 0, formError: null, tokenRefreshes: 0 }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'startsAsMember', target: 'restoring' },
        { guard: 'startsAsGuest', target: 'guest.verifying' },
        { target: 'guest.loggingIn' },
      ],
    },
    /** A reload of a member's page: neither the guest nor the member look until the refresh cookie answers. */
    restoring: {
      tags: ['restoring'],
      entry: 'holdCalls',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: {
          target: 'member.ready',
          actions: [{ type: 'storeSession', params: ({ event }) => event.output }, { type: 'assignSession', params: ({ event }) => event.output }],
        },
        onError: [
          { guard: 'startsAsGuest', target: 'guest.verifying', actions: ['forgetMemberHint', 'releaseWaitingCalls'] },
          { target: 'guest.loggingIn', actions: 'forgetMemberHint' },
        ],
      },
    },
    guest: {
      tags: ['guest'],
      initial: 'loggingIn',
      on: {
        // A guest may sign in at any moment, even while the guest login is still under way.
        'auth.login': { target: 'signingIn', actions: 'clearFormError' },
        'auth.register': { target: 'registering', actions: 'clearFormError' },
        'auth.googleCallback': { target: 'signingInWithGoogle', actions: 'clearFormError' },
        'api.rateLimited': { guard: 'notGuestLoginCall', actions: 'countFailure' },
        'api.guestRejected': { actions: 'countFailure' },
      },
      states: {
        loggingIn: {
          entry: 'holdCalls',
          invoke: {
            id: 'guestLogin',
            src: 'guestLogin',
            onDone: { target: 'ready', actions: [{ type: 'storeGuestToken', params: ({ event }) => event.output }, 'noteGuestToken'] },
            onError: [
              { guard: 'isLastStrike', target: 'stopped', actions: 'countFailure' },
              { target: 'retrying', actions: 'countFailure' },
            ],
          },
        },
        retrying: {
          after: { guestLoginRetry: 'loggingIn' },
        },
        verifying: {
          invoke: {
            id: 'guestInfo',
            src: 'guestInfo',
            onDone: 'ready',
            // A 401 cleared the guest token (API client): ask for a new one, unless that was the third strike.
            onError: [
              { guard: 'threeStrikes', target: 'stopped', actions: 'forgetGuestToken' },
              { target: 'loggingIn', actions: 'forgetGuestToken' },
            ],
          },
        },
        ready: {},
        /** Three strikes: no more guest logins and no user-info fetches; signing in still works. */
        stopped: { entry: 'releaseWaitingCalls' },
      },
    },
    signingIn: {
      tags: ['guest', 'busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => (event as Extract<AuthEvent, { type: 'auth.login' }>).credentials,
        onDone: { ...signedIn, actions: signedIn.actions.map((type) => ({ type, params: ({ event }: { event: { output: Session } }) => event.output })) },
        onError: [...signInFailed],
      },
    },
    registering: {
      tags: ['guest', 'busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => (event as Extract<AuthEvent, { type: 'auth.register' }>).registration,
        onDone: { ...signedIn, actions: signedIn.actions.map((type) => ({ type, params: ({ event }: { event: { output: Session } }) => event.output })) },
        onError: [...signInFailed],
      },
    },
    signingInWithGoogle: {
      tags: ['guest', 'busy'],
      invoke: {
        id: 'googleCallback',
        src: 'googleCallback',
        input: ({ event }) => {
          const { code, state } = event as Extract<AuthEvent, { type: 'auth.googleCallback' }>;
          return { code, state };
        },
        onDone: { ...signedIn, actions: signedIn.actions.map((type) => ({ type, params: ({ event }: { event: { output: Session } }) => event.output })) },
        onError: [...signInFailed],
      },
    },
    member: {
      tags: ['member'],
      entry: { type: 'forgetOwnReferral', params: ({ context }) => ({ referralCode: context.userInfo?.referralCode ?? null }) },
      initial: 'ready',
      on: {
        // The API client already cleared the tokens (a 401 or 500 on user-info): back to guest.
        'api.sessionCleared': { target: 'guest.loggingIn', actions: ['forgetUser', 'forgetGuestToken'] },
        'api.sessionExpired': { target: 'loggedOut', actions: 'forgetUser' },
      },
      states: {
        ready: {
          on: {
            'auth.logout': '#auth.loggingOut',
            'auth.userInfoChanged': { actions: assign({ userInfo: ({ event }) => event.userInfo }) },
            'auth.passwordChanged': { actions: { type: 'storeSession', params: ({ event }) => ({ token: event.token }) } },
            'api.tokenRefreshed': { actions: 'countRefresh' },
          },
        },
      },
    },
    /** The server ends the session (refresh cookie and access token) before the browser forgets it. */
    loggingOut: {
      entry: 'forgetUser',
      invoke: { id: 'logout', src: 'logout', onDone: 'loggedOut', onError: 'loggedOut' },
    },
    loggedOut: {
      entry: ['clearTokens', 'resetFailures', 'forgetGuestToken'],
      after: { reloginAfterLogout: 'guest.loggingIn' },
    },
  },
});
