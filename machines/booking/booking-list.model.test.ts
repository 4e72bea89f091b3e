import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { bookingListMachine } from './booking-list.machine';
import type { Booking } from '../../api/live';
import type { Page } from '../../contracts/shell';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

const page = (pageNum: number): Page<Booking> => ({ list: [{ id: pageNum } as Booking], total: 45, pageNum, pageSize: 20 });

const events = [
  { type: 'bookingList.page', pageNum: 2 },
  { type: 'bookingList.page', pageNum: 0 },
  { type: 'bookingList.retry' },
  { type: 'xstate.done.actor.list' },
  { type: 'xstate.error.actor.list' },
] as never;
const paths = transitionPaths(bookingListMachine, { events });

describe('booking list (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const list = controllablePromiseActor<Page<Booking>, { pageNum: number }>();
    const actor = createActor(bookingListMachine.provide({ actors: { loadBookingList: list.logic } })).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        if (event.type === 'xstate.done.actor.list') list.last().resolve(page(list.last().input.pageNum));
        else if (event.type === 'xstate.error.actor.list') list.last().reject(new ApiFailure(401, 'Vui lòng đăng nhập'));
        else actor.send(event as never);
      },
      check: ({ value }) => {
        const { context } = actor.getSnapshot();
        expect(list.last().input).toEqual({ pageNum: context.pageNum });
        if (value === 'ready') expect(context.page?.pageNum).toBe(context.pageNum);
        if (value === 'failed') expect(context.error).toEqual({ status: 401, message: 'Vui lòng đăng nhập' });
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(bookingListMachine, paths);
    printCoverage('booking-list', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
