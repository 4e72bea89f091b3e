import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import { restoreSession } from '../../api/client';
import { readPid } from '../../api/session';
import * as auth from '../../contracts/endpoints/auth';
import type { Credentials, Done, Registration, Session } from '../../contracts/schemas/users/account';

export const guestLoginActor = fromPromise<{ guestToken: string }>(() => call(auth.guestLogin, { body: {} }));
export const guestInfoActor = fromPromise<{ guestId: string }>(() => call(auth.guestInfo, {}));
export const restoreSessionActor = fromPromise<Session>(() => restoreSession());
export const logoutActor = fromPromise<Done>(() => call(auth.logout, { body: {} }));
export const loginActor = fromPromise<Session, Credentials>(({ input }) => call(auth.login, { body: input }));
/** Registers with the referral id the visitor arrived with (the pid cookie of `?pid=`), if any. */
export const registerActor = fromPromise<Session, Registration>(({ input }) => call(auth.register, { body: withReferral(input, readPid()) }));

export function withReferral(registration: Registration, pid: string | null): Registration {
  return pid && !registration.pid ? { ...registration, pid } : registration;
}
export const googleCallbackActor = fromPromise<Session, { code: string; state: string | null }>(({ input }) =>
  call(auth.googleCallback, { body: { authorizationCode: input.code, ...(input.state ? { state: input.state } : {}) } }),
);
