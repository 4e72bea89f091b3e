import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';

/**
 * A dialog's form that sends once (create a group, create an event, report a post): editing, then
 * submitting what the form holds, then done with the server's answer, or back to editing with the
 * server's message (the form keeps what was typed). What the form checks itself (lengths, times)
 * it checks before sending: `form.submit` carries only a complete form.
 */
export interface SubmitContext {
  result: unknown;
  error: CallError | null;
}

export type SubmitEvent = { type: 'form.submit'; values: unknown } | { type: 'form.edit' };

export const submitMachine = setup({
  types: {
    context: {} as SubmitContext,
    events: {} as SubmitEvent,
  },
  actors: {
    send: fromPromise<unknown, unknown>(() => Promise.reject(new Error('submit: no send actor provided'))),
  },
  actions: {
    /** The view hears the answer (closes the dialog, goes to the new page, says thanks). */
    submitted: (_, _result: unknown) => {},
  },
}).createMachine({
  id: 'boardSubmit',
  context: { result: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': 'submitting',
        'form.edit': { actions: assign({ error: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ event }: { event: SubmitEvent }) => (event.type === 'form.submit' ? event.values : null),
        onDone: {
          target: 'done',
          actions: [assign({ result: ({ event }) => event.output }), { type: 'submitted', params: ({ event }: { event: { output: unknown } }) => event.output }],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});

/** A form for one call: the values' and the answer's types travel with it to the view. */
export interface SubmitForm<TValues, TResult> {
  readonly machine: typeof submitMachine;
  /** Types only: never set. */
  readonly types?: { values: TValues; result: TResult };
}

export function createSubmit<TValues, TResult>(send: (values: TValues) => Promise<TResult>): SubmitForm<TValues, TResult> {
  return { machine: submitMachine.provide({ actors: { send: fromPromise<unknown, unknown>(({ input }) => send(input as TValues)) } }) };
}
