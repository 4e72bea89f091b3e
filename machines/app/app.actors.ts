import { fromCallback, type AnyActorRef } from 'xstate';
import { onApiEvent, type ApiEvent } from '../../api/events';
import { reportError, toReport } from '../../api/error-reporting';

/** Hears what the API client reports (SPEC §8) and hands it to the root actor. */
export const apiEventListener = fromCallback<ApiEvent>(({ sendBack }) => onApiEvent(sendBack));

/** Uncaught errors and rejections of the page are reported (SPEC §8), off the user's path. */
export const uncaughtErrorListener = fromCallback(() => {
  const onError = (event: ErrorEvent) => reportError(toReport('error', event.error ?? event.message, location.pathname), event.error);
  const onRejection = (event: PromiseRejectionEvent) => reportError(toReport('unhandledrejection', event.reason, location.pathname), event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
});

/** Who is signed in, as the root hears it: a member's id, or null (a guest, or signed out). */
export type MemberEvent = { type: 'app.member'; userId: number | null };

/**
 * Says who the member is once known and after each change, from the auth machine (systemId 'auth'):
 * the member's id while it carries the 'member' tag, else null; nothing while a session is restored.
 */
export const memberWatcher = fromCallback(({ sendBack, system }) => {
  const auth = (system as { get(id: string): AnyActorRef | undefined }).get('auth');
  if (!auth) return () => {};
  let current: number | null = null;
  const hear = (snapshot: { hasTag(tag: string): boolean; context: { userInfo?: { userId: number } | null } }) => {
    if (snapshot.hasTag('restoring')) return;
    const userId = snapshot.hasTag('member') ? (snapshot.context.userInfo?.userId ?? null) : null;
    if (userId === current) return;
    current = userId;
    sendBack({ type: 'app.member', userId } satisfies MemberEvent);
  };
  hear(auth.getSnapshot());
  const subscription = auth.subscribe(hear);
  return () => subscription.unsubscribe();
});
