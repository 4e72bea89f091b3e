import { assign, setup } from 'xstate';
import type { Booking } from '../../api/account';
import type { Page } from '../../contracts/shell';
import { loadBookings } from './account.actors';
import { callError, type CallError } from '../../contracts/call-error';

export type BookingsEvent = { type: 'bookings.page'; pageNum: number } | { type: 'bookings.retry' };

interface BookingsContext {
  pageNum: number;
  page: Page<Booking> | null;
  error: CallError | null;
}

/** The member's bookings (/tai-khoan/lich-dat): newest first, a page at a time. */
export const bookingsMachine = setup({
  types: {
    context: {} as BookingsContext,
    events: {} as BookingsEvent,
  },
  actors: { loadBookings },
  guards: {
    isOtherPage: ({ context, event }) => event.type === 'bookings.page' && event.pageNum >= 1 && event.pageNum !== context.pageNum,
  },
}).createMachine({
  id: 'bookings',
  context: { pageNum: 1, page: null, error: null },
  initial: 'loading',
  on: {
    'bookings.page': {
      guard: 'isOtherPage',
      target: '.loading',
      reenter: true,
      actions: assign({ pageNum: ({ event }) => event.pageNum }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadBookings',
        input: ({ context }) => ({ pageNum: context.pageNum }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    ready: {},
    failed: {
      on: { 'bookings.retry': 'loading' },
    },
  },
});
