import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { bookingMachine, bookingNameProblem, type BookingInput } from './booking.machine';
import type { HostChoices } from './booking.actors';
import type { Booking, BookingBody } from '../../contracts/schemas/live';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';

const host = (userId: number) => ({ userId, nickname: `BLV ${userId}`, avatar: `/media/avatar/${userId}.svg` });
const HOSTS: HostChoices = { covering: [host(43), host(44)], others: [host(21)] };
const NO_HOSTS: HostChoices = { covering: [], others: [] };
const input: BookingInput = { fixtureId: 616, userId: 150, defaultName: 'Sporting Venezia vs Virtus Milano' };

const events = [
  { type: 'booking.selectHost', userId: 21 },
  { type: 'booking.changeName', name: '   ' },
  { type: 'booking.changeName', name: 'Trận cầu đinh' },
  { type: 'booking.submit' },
  { type: 'booking.retry' },
  { type: 'xstate.done.actor.hosts', output: HOSTS },
  { type: 'xstate.done.actor.hosts', output: NO_HOSTS },
  { type: 'xstate.error.actor.hosts' },
  { type: 'xstate.done.actor.book' },
  { type: 'xstate.error.actor.book' },
] as never;
const paths = transitionPaths(bookingMachine, { input, events });

describe('booking a commentator (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const hosts = controllablePromiseActor<HostChoices, { fixtureId: number }>();
    const book = controllablePromiseActor<Booking, BookingBody>();
    let announced = 0;
    const actor = createActor(
      bookingMachine.provide({ actors: { loadHosts: hosts.logic, submitBooking: book.logic }, actions: { announceBooked: () => void announced++ } }),
      { input },
    ).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        if (event.type === 'xstate.done.actor.hosts') hosts.last().resolve((event as unknown as { output: HostChoices }).output);
        else if (event.type === 'xstate.error.actor.hosts') hosts.last().reject(new Error('offline'));
        else if (event.type === 'xstate.done.actor.book') book.last().resolve({ id: 1, ...book.last().input } as unknown as Booking);
        else if (event.type === 'xstate.error.actor.book') book.last().reject(new ApiFailure(409, 'Bạn đã đặt lịch BLV này cho trận 616'));
        else actor.send(event as never);
      },
      check: ({ value }) => {
        const { context } = actor.getSnapshot();
        expect(hosts.last().input).toEqual({ fixtureId: 616 });
        // What is sent is what the member chose, under their own user id.
        if (value === 'submitting') {
          expect(book.last().input).toEqual({ fixtureId: 616, commentatorId: context.hostId, name: context.name.trim(), userId: 150 });
          expect(bookingNameProblem(context.name)).toBeNull();
        }
        if (value === 'failed') expect(context.error).toEqual({ status: 409, message: 'Bạn đã đặt lịch BLV này cho trận 616' });
        if (value === 'hostsFailed') expect(context.error?.status).toBe(0);
        if (value === 'choosing') expect(context.error).toBeNull();
        expect(announced).toBe(value === 'done' ? 1 : 0);
      },
    });
  });

  it('offers the hosts covering the fixture first and picks its main host', async () => {
    const hosts = controllablePromiseActor<HostChoices, { fixtureId: number }>();
    const actor = createActor(bookingMachine.provide({ actors: { loadHosts: hosts.logic } }), { input }).start();
    hosts.last().resolve(HOSTS);
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().context).toMatchObject({ hostId: 43, name: 'Sporting Venezia vs Virtus Milano' });
  });

  it('validates the name: 1–200 characters, not only spaces', () => {
    expect(bookingNameProblem('A vs B')).toBeNull();
    expect(bookingNameProblem('')).toBe('empty');
    expect(bookingNameProblem('   ')).toBe('empty');
    expect(bookingNameProblem('x'.repeat(200))).toBeNull();
    expect(bookingNameProblem('x'.repeat(201))).toBe('tooLong');
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(bookingMachine, paths);
    printCoverage('booking', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
