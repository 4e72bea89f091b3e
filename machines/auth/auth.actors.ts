import { fromPromise } from 'xstate';
import * as authApi from '../../api/auth';
import { ApiFailure, type ApiResult } from '../../api/client';
import type { Credentials, Registration, Session } from '../../api/auth';

/** A failed call rejects with its status and message, so the machine's onError can tell them apart. */
async function orFail<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const r = await result;
  if (!r.ok) throw new ApiFailure(r.status, r.message);
  return r.data;
}

export const guestLoginActor = fromPromise<{ guestToken: string }>(() => orFail(authApi.guestLogin()));
export const guestInfoActor = fromPromise<{ guestId: string }>(() => orFail(authApi.guestInfo()));
export const restoreSessionActor = fromPromise<Session>(() => orFail(authApi.restoreSession()));
export const logoutActor = fromPromise<{ done: true }>(() => orFail(authApi.logout()));
export const loginActor = fromPromise<Session, Credentials>(({ input }) => orFail(authApi.login(input)));
export const registerActor = fromPromise<Session, Registration>(({ input }) => orFail(authApi.register(input)));
export const googleCallbackActor = fromPromise<Session, { code: string; state: string | null }>(({ input }) =>
  orFail(authApi.googleCallback(input.code, input.state)),
);
