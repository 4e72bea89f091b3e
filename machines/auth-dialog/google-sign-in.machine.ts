import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../api/call';
import { googleLoginUrl } from '../../contracts/endpoints/auth';
import { callError, type CallError } from '../../contracts/call-error';

export type GoogleSignInEvent = { type: 'google.start' };

/**
 * "Continue with Google": asks the server for Google's consent URL, then leaves for it (the view
 * provides `goTo`, a DOM effect). A server without Google sign-in answers 503: the failure is shown
 * and the visitor may press again.
 */
export const googleSignInMachine = setup({
  types: {
    context: {} as { error: CallError | null },
    events: {} as GoogleSignInEvent,
  },
  actors: {
    consentUrl: fromPromise<string>(async ({ signal }) => (await call(googleLoginUrl, { body: {} }, signal)).url),
  },
  actions: {
    goTo: (_, _url: string) => {
      throw new Error('goTo is provided by the view');
    },
  },
}).createMachine({
  id: 'googleSignIn',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'google.start': 'requesting' } },
    requesting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'consentUrl',
        src: 'consentUrl',
        onDone: { target: 'leaving', actions: { type: 'goTo', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    // The browser is on its way to Google; the button stays busy.
    leaving: { tags: ['busy'] },
    failed: { on: { 'google.start': 'requesting' } },
  },
});
