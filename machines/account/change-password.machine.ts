import { assign, setup } from 'xstate';
import { savePassword } from './account.actors';
import { callError, type CallError } from '../../contracts/call-error';

export type ChangePasswordEvent = { type: 'password.submit'; currentPassword: string; newPassword: string } | { type: 'password.edited' };

/**
 * The change-password form (/tai-khoan/bao-mat). The server ends every session and gives this
 * browser a new access token; the view provides `announceChanged`, which hands it to the auth machine.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as { error: CallError | null; ended: number | null },
    events: {} as ChangePasswordEvent,
  },
  actors: { savePassword },
  actions: {
    announceChanged: (_, _result: { token: string; ended: number }) => {},
  },
}).createMachine({
  id: 'changePassword',
  context: { error: null, ended: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'password.submit': 'saving' },
    },
    saving: {
      invoke: {
        src: 'savePassword',
        input: ({ event }) => {
          const { currentPassword, newPassword } = event as Extract<ChangePasswordEvent, { type: 'password.submit' }>;
          return { currentPassword, newPassword };
        },
        onDone: {
          target: 'changed',
          actions: [assign({ error: null, ended: ({ event }) => event.output.ended }), { type: 'announceChanged', params: ({ event }) => event.output }],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    /** Changed: the confirmation stays until the next edit. */
    changed: {
      on: { 'password.edited': { target: 'editing', actions: assign({ ended: null }) }, 'password.submit': 'saving' },
    },
    failed: {
      on: {
        'password.edited': { target: 'editing', actions: assign({ error: null }) },
        'password.submit': { target: 'saving', actions: assign({ error: null }) },
      },
    },
  },
});
