import { fromPromise } from 'xstate';
import * as authApi from '../../api/auth';
import type { Credentials, Registration, Session } from '../../contracts/user';

export const guestLoginActor = fromPromise<{ guestToken: string }>(() => authApi.guestLogin());
export const guestInfoActor = fromPromise<{ guestId: string }>(() => authApi.guestInfo());
export const restoreSessionActor = fromPromise<Session>(() => authApi.restoreSession());
export const logoutActor = fromPromise<{ done: true }>(() => authApi.logout());
export const loginActor = fromPromise<Session, Credentials>(({ input }) => authApi.login(input));
export const registerActor = fromPromise<Session, Registration>(({ input }) => authApi.register(input));
export const googleCallbackActor = fromPromise<Session, { code: string; state: string | null }>(({ input }) =>
  authApi.googleCallback(input.code, input.state),
);
