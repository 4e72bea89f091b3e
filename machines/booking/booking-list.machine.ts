import { assign, setup } from 'xstate';
import type { Booking } from '../../api/live';
import type { Page } from '../../contracts/shell';
import { callError, type CallError } from '../../contracts/call-error';
import { loadBookingList } from './booking.actors';

export type BookingListEvent = { type: 'bookingList.page'; pageNum: number } | { type: 'bookingList.retry' };

interface BookingListContext {
  pageNum: number;
  page: Page<Booking> | null;
  error: CallError | null;
}

/** The member's bookings on /lich-truc-tiep/dat-lich-cua-ban: newest first, a page at a time. */
export const bookingListMachine = setup({
  types: {
    context: {} as BookingListContext,
    events: {} as BookingListEvent,
  },
  actors: { loadBookingList },
  guards: {
    isOtherPage: ({ context, event }) => event.type === 'bookingList.page' && event.pageNum >= 1 && event.pageNum !== context.pageNum,
  },
}).createMachine({
  id: 'booking-list',
  context: { pageNum: 1, page: null, error: null },
  initial: 'loading',
  on: {
    'bookingList.page': { guard: 'isOtherPage', target: '.loading', reenter: true, actions: assign({ pageNum: ({ event }) => event.pageNum }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'list',
        src: 'loadBookingList',
        input: ({ context }) => ({ pageNum: context.pageNum }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    ready: {},
    failed: {
      on: { 'bookingList.retry': 'loading' },
    },
  },
});
