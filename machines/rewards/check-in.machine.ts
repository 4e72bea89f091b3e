import { assign, fromPromise, setup } from 'xstate';
import { callError, type CallError } from '../../contracts/call-error';
import type { CheckedIn, CheckInStatus } from '../../contracts/schemas/users/rewards';
import { loadCheckInStatus, sendCheckIn, untilReset } from './rewards.actors';

export type CheckInEvent =
  /** Check in for today. */
  | { type: 'checkIn.submit' }
  /** Show another month of the calendar ('YYYY-MM'). */
  | { type: 'checkIn.month'; month: string }
  /** Load again after a failure. */
  | { type: 'checkIn.retry' };

export interface CheckInInput {
  /** The member's IANA zone: their calendar day. */
  timezone: string;
  member: boolean;
}

export interface CheckInContext extends CheckInInput {
  /** The month shown; null for the current one. */
  month: string | null;
  status: CheckInStatus | null;
  /** The failed first load, or the failed load of another month. */
  error: CallError | null;
  /** Today's check-in, once made here. */
  result: CheckedIn | null;
  /** Why the server refused a check-in (already checked in today, in another tab…), or the failed call. */
  refusal: CallError | null;
}

/** 'YYYY-MM' one month before or after. */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** Whether the calendar may move to `month`: from the member's first month to the current one. */
export function monthAllowed(status: Pick<CheckInStatus, 'firstMonth' | 'today'>, month: string): boolean {
  return month >= status.firstMonth && month <= status.today.slice(0, 7);
}

/**
 * The check-in page (/diem-danh): the month's calendar with the streak and its rewards, today's
 * check-in (a second one the same day is refused by the server with its message, shown here), and
 * the months before. After a check-in, or a refusal, the current month is read again, and so it is
 * at the member's midnight (`resetAt`), when the next check-in opens.
 */
export const checkInMachine = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
    input: {} as CheckInInput,
  },
  actors: {
    load: fromPromise<CheckInStatus, { timezone: string; month: string | null }>(({ input, signal }) => loadCheckInStatus(input, signal)),
    checkIn: fromPromise<CheckedIn, { timezone: string }>(({ input, signal }) => sendCheckIn(input, signal)),
  },
  actions: {
    assignMonth: assign({ month: ({ event }) => (event.type === 'checkIn.month' ? event.month : null), error: null }),
  },
  delays: {
    /** Until the member's next midnight, when the next check-in opens (the page says so). */
    resetDue: ({ context }) => untilReset(context.status?.resetAt),
  },
  guards: {
    mayCheckIn: ({ context }) => context.member && context.status !== null,
    monthAllowed: ({ context, event }) => event.type === 'checkIn.month' && context.status !== null && monthAllowed(context.status, event.month),
  },
}).createMachine({
  id: 'checkIn',
  context: ({ input }) => ({ ...input, month: null, status: null, error: null, result: null, refusal: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ timezone: context.timezone, month: context.month }),
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => callError(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          // A new day: today's month again, yesterday's outcome gone, the next check-in open.
          after: { resetDue: { target: 'reloading', actions: assign({ result: null, refusal: null, month: null }) } },
          on: {
            'checkIn.submit': { guard: 'mayCheckIn', target: 'submitting', actions: assign({ refusal: null }) },
            'checkIn.month': { guard: 'monthAllowed', target: 'switching', actions: 'assignMonth' },
          },
        },
        /** Another month is read; the one shown stays until it comes (a later choice wins). */
        switching: {
          tags: ['busy'],
          on: {
            'checkIn.month': { guard: 'monthAllowed', target: 'switching', reenter: true, actions: 'assignMonth' },
          },
          invoke: {
            id: 'switch',
            src: 'load',
            input: ({ context }) => ({ timezone: context.timezone, month: context.month }),
            onDone: { target: 'idle', actions: assign({ status: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => callError(event.error) }) },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'checkIn',
            src: 'checkIn',
            input: ({ context }) => ({ timezone: context.timezone }),
            onDone: { target: 'reloading', actions: assign({ result: ({ event }) => event.output, month: null }) },
            onError: { target: 'reloading', actions: assign({ refusal: ({ event }) => callError(event.error), month: null }) },
          },
        },
        /** Today's month again, with the check-in (made here, or the one that made the server refuse). */
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'reload',
            src: 'load',
            input: ({ context }) => ({ timezone: context.timezone, month: null }),
            onDone: { target: 'idle', actions: assign({ status: ({ event }) => event.output, error: null }) },
            onError: { target: 'idle' },
          },
        },
      },
    },
    failed: {
      on: { 'checkIn.retry': 'loading' },
    },
  },
});
