import { fromCallback } from 'xstate';
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
