import { assign, fromPromise, setup } from 'xstate';
import { FIELD_CHECK_DEBOUNCE_MS } from '../../contracts/constants';
import { call } from '../../api/call';
import * as auth from '../../contracts/endpoints/auth';
import { isUsername, normalizeEmail, normalizePhone } from '../../contracts/fields';

export type AvailabilityEvent = { type: 'field.changed'; value: string };

export type AvailabilityField = 'username' | 'email' | 'phoneNumber';

/** Whether a username, email or phone is still free (SPEC §5 uniqueness checks). */
function checkAvailable(field: AvailabilityField, value: string, signal: AbortSignal) {
  switch (field) {
    case 'username':
      return call(auth.checkUsername, { body: { username: value } }, signal);
    case 'email':
      return call(auth.checkEmail, { body: { email: value } }, signal);
    case 'phoneNumber':
      return call(auth.checkPhone, { body: { phoneNumber: value } }, signal);
  }
}

/** Shapes a value must have before the server is asked: the server's own rules (contracts/fields.ts). */
export const WELL_FORMED: Record<AvailabilityField, (value: string) => boolean> = {
  username: isUsername,
  email: (value) => normalizeEmail(value) !== null,
  phoneNumber: (value) => normalizePhone(value) !== null,
};

/** Phone numbers are typed with spaces, dots or dashes; other fields only lose surrounding spaces. */
export function normalize(field: AvailabilityField, value: string): string {
  return field === 'phoneNumber' ? value.replace(/[\s.-]/g, '') : value.trim();
}

export const checkAvailability = fromPromise<boolean, { field: AvailabilityField; value: string }>(async ({ input, signal }) => {
  return (await checkAvailable(input.field, input.value, signal)).available;
});

/**
 * One registration field's uniqueness check (SPEC §5), shown inline as the user types: a value of
 * the wrong shape is invalid at once; a well-formed one is checked after a typing pause (debounced).
 */
export const availabilityMachine = setup({
  types: {
    context: {} as { field: AvailabilityField; value: string },
    events: {} as AvailabilityEvent,
    input: {} as { field: AvailabilityField },
  },
  actors: { checkAvailability },
  delays: { debounce: FIELD_CHECK_DEBOUNCE_MS },
  guards: {
    isEmpty: ({ event }) => event.value.trim() === '',
    isWellFormed: ({ context, event }) => WELL_FORMED[context.field](normalize(context.field, event.value)),
  },
  actions: {
    assignValue: assign({ value: ({ context, event }) => normalize(context.field, event.value) }),
  },
}).createMachine({
  id: 'availability',
  context: ({ input }) => ({ field: input.field, value: '' }),
  initial: 'empty',
  on: {
    'field.changed': [
      { guard: 'isEmpty', target: '.empty', actions: 'assignValue' },
      { guard: 'isWellFormed', target: '.debouncing', reenter: true, actions: 'assignValue' },
      { target: '.invalid', actions: 'assignValue' },
    ],
  },
  states: {
    empty: {},
    invalid: {},
    debouncing: {
      after: { debounce: 'checking' },
    },
    checking: {
      invoke: {
        id: 'check',
        src: 'checkAvailability',
        input: ({ context }) => ({ field: context.field, value: context.value }),
        onDone: [{ guard: ({ event }) => event.output, target: 'available' }, { target: 'taken' }],
        onError: 'unknown',
      },
    },
    available: {},
    taken: {},
    /** The check could not be made (offline, rate limited): the form may still be sent; the server decides. */
    unknown: {},
  },
});
