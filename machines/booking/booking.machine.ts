import { assign, setup } from 'xstate';
import type { Booking } from '../../contracts/schemas/live';
import { BOOKING_NAME_MAX_LENGTH } from '../../contracts/constants';
import { callError, type CallError } from '../../contracts/call-error';
import { loadHosts, submitBooking, type HostOption } from './booking.actors';

export type BookingEvent =
  | { type: 'booking.selectHost'; userId: number }
  | { type: 'booking.changeName'; name: string }
  | { type: 'booking.submit' }
  | { type: 'booking.retry' };

export interface BookingInput {
  fixtureId: number;
  /** The member booking (useAuth().userInfo.userId). */
  userId: number;
  /** "Home vs Away". */
  defaultName: string;
}

interface BookingContext extends BookingInput {
  name: string;
  hostId: number | null;
  covering: HostOption[];
  others: HostOption[];
  booking: Booking | null;
  error: CallError | null;
}

export type BookingNameProblem = 'empty' | 'tooLong';

/** Why a booking name cannot be sent (1–200 characters, at least one not a space), or null. */
export function bookingNameProblem(name: string): BookingNameProblem | null {
  if (name.trim() === '') return 'empty';
  if (name.length > BOOKING_NAME_MAX_LENGTH) return 'tooLong';
  return null;
}

/**
 * Booking a commentator for a coming fixture: the hosts load (those covering the fixture first),
 * the member picks one and names the booking, then it is sent; the server's refusal (409 already
 * booked, kicked off) is shown and the member can change the choice or send again.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
  },
  actors: { loadHosts, submitBooking },
  guards: {
    canSubmit: ({ context }) => context.hostId !== null && bookingNameProblem(context.name) === null,
  },
  actions: {
    selectHost: assign({ hostId: ({ context, event }) => (event.type === 'booking.selectHost' ? event.userId : context.hostId) }),
    changeName: assign({ name: ({ context, event }) => (event.type === 'booking.changeName' ? event.name : context.name) }),
    /** The view tells the member (a toast) and closes the dialog. */
    announceBooked: () => {},
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({ ...input, name: input.defaultName, hostId: null, covering: [], others: [], booking: null, error: null }),
  initial: 'loadingHosts',
  states: {
    loadingHosts: {
      tags: ['busy'],
      invoke: {
        id: 'hosts',
        src: 'loadHosts',
        input: ({ context }) => ({ fixtureId: context.fixtureId }),
        onDone: {
          target: 'choosing',
          actions: assign(({ event }) => ({
            covering: event.output.covering,
            others: event.output.others,
            // The fixture's main host is the natural choice.
            hostId: (event.output.covering[0] ?? event.output.others[0])?.userId ?? null,
            error: null,
          })),
        },
        onError: { target: 'hostsFailed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    hostsFailed: {
      on: { 'booking.retry': 'loadingHosts' },
    },
    choosing: {
      on: {
        'booking.selectHost': { actions: 'selectHost' },
        'booking.changeName': { actions: 'changeName' },
        'booking.submit': { guard: 'canSubmit', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'book',
        src: 'submitBooking',
        input: ({ context }) => ({ fixtureId: context.fixtureId, commentatorId: context.hostId ?? 0, name: context.name.trim(), userId: context.userId }),
        onDone: { target: 'done', actions: assign({ booking: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    /** The server refused or could not be reached: its message stays until the member changes something. */
    failed: {
      on: {
        'booking.selectHost': { target: 'choosing', actions: ['selectHost', assign({ error: null })] },
        'booking.changeName': { target: 'choosing', actions: ['changeName', assign({ error: null })] },
        'booking.submit': { guard: 'canSubmit', target: 'submitting' },
      },
    },
    done: {
      type: 'final',
      entry: 'announceBooked',
    },
  },
});
