import { assign, setup } from 'xstate';
import { SECOND } from '../../contracts/constants';
import type { SentCode } from '../../contracts/schemas/users/codes';
import { sendResetCode, setNewPassword, type ResetContact } from './account.actors';
import { callError, type CallError } from '../../contracts/call-error';

export type PasswordResetEvent =
  | { type: 'reset.sendCode'; contact: ResetContact }
  | { type: 'reset.resend' }
  | { type: 'reset.submit'; code: string; newPassword: string }
  | { type: 'reset.changeContact' };

interface PasswordResetContext {
  contact: ResetContact | null;
  sent: SentCode | null;
  error: CallError | null;
}

type Submit = Extract<PasswordResetEvent, { type: 'reset.submit' }>;

/**
 * "Forgot password" (docs/api/users.md, one-time codes): a code is sent to the account's email or
 * phone (purpose reset); the code and a new password set it. A new code may be asked for once the
 * server's resendIn has passed. The view provides `announceReset` (a toast, then the login view).
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: { sendResetCode, setNewPassword },
  delays: {
    resendAfter: ({ context }) => (context.sent?.resendIn ?? 0) * SECOND,
  },
  actions: {
    announceReset: (_, _account: { username: string }) => {},
  },
}).createMachine({
  id: 'password-reset',
  context: { contact: null, sent: null, error: null },
  initial: 'contact',
  states: {
    contact: {
      on: {
        'reset.sendCode': { target: 'sendingCode', actions: assign({ contact: ({ event }) => event.contact, error: null }) },
      },
    },
    sendingCode: {
      invoke: {
        src: 'sendResetCode',
        input: ({ context }) => context.contact!,
        onDone: { target: 'code', actions: assign({ sent: ({ event }) => event.output }) },
        onError: { target: 'contact', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    code: {
      initial: 'resendLocked',
      on: {
        'reset.submit': { target: 'resetting', actions: assign({ error: null }) },
        'reset.changeContact': { target: 'contact', actions: assign({ sent: null, error: null }) },
      },
      states: {
        resendLocked: {
          after: { resendAfter: 'resendReady' },
        },
        resendReady: {
          on: { 'reset.resend': { target: 'resending', actions: assign({ error: null }) } },
        },
        resending: {
          invoke: {
            src: 'sendResetCode',
            input: ({ context }) => context.contact!,
            onDone: { target: 'resendLocked', actions: assign({ sent: ({ event }) => event.output }) },
            onError: { target: 'resendReady', actions: assign({ error: ({ event }) => callError(event.error) }) },
          },
        },
        /** Back from a failed reset: resending stays as it was allowed. */
        history: { type: 'history' },
      },
    },
    resetting: {
      invoke: {
        src: 'setNewPassword',
        input: ({ context, event }) => {
          const { code, newPassword } = event as Submit;
          return { contact: context.contact!, code, newPassword };
        },
        onDone: { target: 'done', actions: { type: 'announceReset', params: ({ event }) => ({ username: event.output.username }) } },
        onError: { target: '#password-reset.code.history', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
