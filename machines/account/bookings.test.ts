import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bookingsMachine } from './bookings.machine';
import type { Booking } from '../../api/account';
import type { Page } from '../../contracts/shell';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { settle } from '../test-utils/model-paths';

const booking = (id: number): Booking => ({
  id,
  fixtureId: 5000 + id,
  commentatorId: 20,
  userId: 100,
  name: `Trận ${id}`,
  createdAt: '2025-01-01T10:00:00.000Z',
  commentator: { userId: 20, nickname: 'BLV Quang Huy', avatar: '/media/avatar/20.svg' },
  fixture: null,
});

const page = (pageNum: number, total = 25): Page<Booking> => ({ list: [booking(pageNum * 10)], total, pageNum, pageSize: 20 });

function start() {
  const loader = controllablePromiseActor<Page<Booking>, { pageNum: number }>();
  const actor = createActor(bookingsMachine.provide({ actors: { loadBookings: loader.logic } })).start();
  return { actor, loader };
}

describe('bookings machine', () => {
  it('loads the first page', async () => {
    const { actor, loader } = start();
    expect(loader.last().input).toEqual({ pageNum: 1 });
    loader.last().resolve(page(1));
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.page?.list[0]?.name).toBe('Trận 10');
  });

  it('moves to another page, and not to the page it is on', async () => {
    const { actor, loader } = start();
    loader.last().resolve(page(1));
    await settle();
    actor.send({ type: 'bookings.page', pageNum: 1 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'bookings.page', pageNum: 2 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loader.last().input).toEqual({ pageNum: 2 });
    loader.last().resolve(page(2));
    await settle();
    expect(actor.getSnapshot().context.page?.pageNum).toBe(2);
    expect(loader.calls).toHaveLength(2);
  });

  it('asks again for the latest page when the page changes during a load', async () => {
    const { actor, loader } = start();
    actor.send({ type: 'bookings.page', pageNum: 2 });
    loader.calls[0]!.resolve(page(1));
    loader.last().resolve(page(2));
    await settle();
    expect(actor.getSnapshot().context.page?.pageNum).toBe(2);
  });

  it('fails with the server message and retries the same page', async () => {
    const { actor, loader } = start();
    loader.last().resolve(page(1));
    await settle();
    actor.send({ type: 'bookings.page', pageNum: 2 });
    loader.last().reject(new ApiFailure(500, 'Lỗi máy chủ'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.message).toBe('Lỗi máy chủ');
    actor.send({ type: 'bookings.retry' });
    expect(loader.last().input).toEqual({ pageNum: 2 });
  });
});
