import { assign, enqueueActions, setup } from 'xstate';
import { TOAST_DURATION_MS } from '../../contracts/constants';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: string;
  kind: ToastKind;
  /** A locale catalogue id. */
  messageId: string;
  values?: Record<string, string | number>;
}

export type ToastEvent =
  | { type: 'toast.show'; kind: ToastKind; messageId: string; values?: Record<string, string | number>; duration?: number }
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toast.expired'; id: string };

const timerId = (toastId: string) => `toast-timer-${toastId}`;

/** The toast area: each toast leaves after its duration (3 s by default) or when closed; a repeated message restarts instead of stacking. */
export const toastMachine = setup({
  types: {
    context: {} as { toasts: Toast[]; nextId: number },
    events: {} as ToastEvent,
  },
  guards: {
    noToastsLeft: ({ context }) => context.toasts.length === 0,
  },
  actions: {
    addToast: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'toast.show') return;
      const id = String(context.nextId);
      const repeated = context.toasts.find((t) => t.messageId === event.messageId);
      if (repeated) enqueue.cancel(timerId(repeated.id));
      const toast: Toast = { id, kind: event.kind, messageId: event.messageId, ...(event.values ? { values: event.values } : {}) };
      enqueue.assign({
        toasts: [...context.toasts.filter((t) => t !== repeated), toast],
        nextId: context.nextId + 1,
      });
      enqueue.raise({ type: 'toast.expired', id }, { id: timerId(id), delay: event.duration ?? TOAST_DURATION_MS });
    }),
    removeToast: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'toast.dismiss' && event.type !== 'toast.expired') return;
      enqueue.cancel(timerId(event.id));
      enqueue(assign({ toasts: ({ context }) => context.toasts.filter((t) => t.id !== event.id) }));
    }),
  },
}).createMachine({
  id: 'toast',
  context: { toasts: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'toast.show': { target: 'visible', actions: 'addToast' } },
    },
    visible: {
      always: { guard: 'noToastsLeft', target: 'idle' },
      on: {
        'toast.show': { actions: 'addToast' },
        'toast.dismiss': { actions: 'removeToast' },
        'toast.expired': { actions: 'removeToast' },
      },
    },
  },
});
