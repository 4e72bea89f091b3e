/** Booking a commentator (SPEC §3 Booking, contracts/endpoints/live.ts): the hosts to choose from and the booking (the list: bookings.loaders.ts). */
import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import * as live from '../../contracts/endpoints/live';
import type { Booking, BookingBody } from '../../contracts/schemas/live';
import { BOOKING_HOSTS_PAGE_SIZE } from '../../contracts/constants';

export interface HostOption {
  userId: number;
  nickname: string;
  avatar: string;
}

/** The hosts covering the fixture first (its room's hosts), then every other host. */
export interface HostChoices {
  covering: HostOption[];
  others: HostOption[];
}

const option = (host: HostOption): HostOption => ({ userId: host.userId, nickname: host.nickname, avatar: host.avatar });

export const loadHosts = fromPromise<HostChoices, { fixtureId: number }>(async ({ input, signal }) => {
  const [rows, anchors] = await Promise.all([
    // The fixture's rows: the page left to the server's defaults (the first, of 20).
    call(live.anchorSchedule, { query: { fixtureId: input.fixtureId } }, signal),
    call(live.anchors, { query: { pageNum: 1, pageSize: BOOKING_HOSTS_PAGE_SIZE } }, signal),
  ]);
  const covering = new Map<number, HostOption>();
  for (const host of rows.list.flatMap((r) => r.users)) if (!covering.has(host.userId)) covering.set(host.userId, option(host));
  const others = anchors.list.filter((a) => !covering.has(a.userId)).map(option);
  return { covering: [...covering.values()], others };
});

export const submitBooking = fromPromise<Booking, BookingBody>(({ input, signal }) => call(live.bookingCreate, { body: input }, signal));

