import { fromPromise } from 'xstate';
import * as authApi from '../../api/auth';
import type { Credentials, Done, Registration, Session } from '../../contracts/schemas/users/account';

export const guestLoginActor = fromPromise<{ guestToken: string }>(() => authApi.guestLogin());
export const guestInfoActor = fromPromise<{ guestId: string }>(() => authApi.guestInfo());
export const restoreSessionActor = fromPromise<Session>(() => authApi.restoreSession());
export const logoutActor = fromPromise<Done>(() => authApi.logout());
export const loginActor = fromPromise<Session, Credentials>(({ input }) => authApi.login(input));
export const registerActor = fromPromise<Session, Registration>(({ input }) => authApi.register(input));
export const googleCallbackActor = fromPromise<Session, { code: string; state: string | null }>(({ input }) =>
  authApi.googleCallback(input.code, input.state),
);
