/**
 * What the API client reports to the machines (SPEC §8): the root actor listens through an actor
 * and turns each report into events (a toast, an auth transition). The client never touches the
 * machines itself.
 */
export type ApiEvent =
  /** 429: the rate-limit warning is shown; guest-login failures count it. */
  | { type: 'api.rateLimited'; path: string }
  /** 401 on guest-info: the guest token was cleared; counted as a guest-login failure. */
  | { type: 'api.guestRejected' }
  /** 401 on user-info, or 500 on user-info: all tokens were cleared. */
  | { type: 'api.sessionCleared'; status: 401 | 500 }
  /** 401 on another authorised call, after a refresh attempt failed: the member is logged out. */
  | { type: 'api.sessionExpired'; path: string }
  /** The refresh token replaced the access token (a 401 was answered by refreshing once). */
  | { type: 'api.tokenRefreshed' }
  /** 500 anywhere: reported to the error-reporting service. */
  | { type: 'api.serverError'; path: string; status: number };

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(event: ApiEvent): void {
  for (const listener of listeners) listener(event);
}
