import { fromPromise } from 'xstate';
import * as authApi from '../../api/auth';
import { readPid } from '../../api/session';
import type { Credentials, Done, Registration, Session } from '../../contracts/schemas/users/account';

export const guestLoginActor = fromPromise<{ guestToken: string }>(() => authApi.guestLogin());
export const guestInfoActor = fromPromise<{ guestId: string }>(() => authApi.guestInfo());
export const restoreSessionActor = fromPromise<Session>(() => authApi.restoreSession());
export const logoutActor = fromPromise<Done>(() => authApi.logout());
export const loginActor = fromPromise<Session, Credentials>(({ input }) => authApi.login(input));
/** Registers with the referral id the visitor arrived with (the pid cookie of `?pid=`), if any. */
export const registerActor = fromPromise<Session, Registration>(({ input }) => authApi.register(withReferral(input, readPid())));

export function withReferral(registration: Registration, pid: string | null): Registration {
  return pid && !registration.pid ? { ...registration, pid } : registration;
}
export const googleCallbackActor = fromPromise<Session, { code: string; state: string | null }>(({ input }) =>
  authApi.googleCallback(input.code, input.state),
);
