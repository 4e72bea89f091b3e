/** Booking a commentator (SPEC §3 Booking, docs/api/live.md "Bookings"): the hosts to choose from and the booking (the list: bookings.loaders.ts). */
import { fromPromise } from 'xstate';
import { bookSchedule, fetchAnchorSchedule, fetchAnchors } from '../../api/live';
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
    fetchAnchorSchedule({ fixtureId: input.fixtureId }, signal),
    fetchAnchors(1, BOOKING_HOSTS_PAGE_SIZE, signal),
  ]);
  const covering = new Map<number, HostOption>();
  for (const host of rows.list.flatMap((r) => r.users)) if (!covering.has(host.userId)) covering.set(host.userId, option(host));
  const others = anchors.list.filter((a) => !covering.has(a.userId)).map(option);
  return { covering: [...covering.values()], others };
});

export const submitBooking = fromPromise<Booking, BookingBody>(({ input, signal }) => bookSchedule(input, signal));

