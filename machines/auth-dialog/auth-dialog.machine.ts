import { setup } from 'xstate';

export type AuthDialogView = 'login' | 'register' | 'forgot';

export type AuthDialogEvent = { type: 'dialog.open'; view: AuthDialogView } | { type: 'dialog.close' } | { type: 'auth.signedIn' };

/**
 * The sign-in dialog: opens wherever an action needs a member (SPEC §5), on the login, register or
 * forgot-password view, and closes by itself once the visitor is signed in.
 */
export const authDialogMachine = setup({
  types: { events: {} as AuthDialogEvent },
  guards: {
    wantsLogin: ({ event }) => event.type === 'dialog.open' && event.view === 'login',
    wantsRegister: ({ event }) => event.type === 'dialog.open' && event.view === 'register',
  },
}).createMachine({
  id: 'auth-dialog',
  initial: 'closed',
  on: {
    'dialog.open': [
      { guard: 'wantsLogin', target: '.open.login' },
      { guard: 'wantsRegister', target: '.open.register' },
      { target: '.open.forgot' },
    ],
  },
  states: {
    closed: {},
    open: {
      initial: 'login',
      on: { 'dialog.close': 'closed', 'auth.signedIn': 'closed' },
      states: { login: {}, register: {}, forgot: {} },
    },
  },
});
