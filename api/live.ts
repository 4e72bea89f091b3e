/**
 * The live area's calls (docs/api/live.md), typed by the area's contract (contracts/schemas/live.ts).
 * Each answers its data or rejects with an ApiFailure; the live machines turn a failure into a state.
 */
import { SCHEDULE_PAGE_SIZE } from '../contracts/constants';
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type {
  Anchor,
  AnchorScheduleQuery,
  Booking,
  BookingBody,
  LiveCount,
  LiveMode,
  LiveRoom,
  LiveScheduleQuery,
  ScheduleRow,
} from '../contracts/schemas/live';

/** The input of fetchLiveSchedule: one calendar day (yyyy-mm-dd in the IANA `timezone`), one live mode or (omitted) all. */
export type ScheduleQuery = Required<Pick<LiveScheduleQuery, 'date' | 'timezone'>> & Pick<LiveScheduleQuery, 'liveModeId'>;

export const fetchLiveModes = (signal?: AbortSignal): Promise<LiveMode[]> =>
  unwrap(api.get('live/api/schedule-mode/list', { signal }).json<Envelope<LiveMode[]>>());

export const fetchLiveSchedule = (query: ScheduleQuery, signal?: AbortSignal): Promise<Page<ScheduleRow>> =>
  unwrap(
    api
      .get('live/api/schedule/liveSchedule', {
        searchParams: {
          date: query.date,
          timezone: query.timezone,
          pageSize: SCHEDULE_PAGE_SIZE,
          ...(query.liveModeId === undefined ? {} : { liveModeId: query.liveModeId }),
        },
        signal,
      })
      .json<Envelope<Page<ScheduleRow>>>(),
  );

/** Rows live now, in one mode or (no id) in all. */
export const fetchTotalLive = (liveModeId?: number, signal?: AbortSignal): Promise<LiveCount> =>
  unwrap(
    api
      .get('other/api/schedule/total-live-schedule', { searchParams: liveModeId === undefined ? {} : { id: liveModeId }, signal })
      .json<Envelope<LiveCount>>(),
  );

export const fetchLiveRoom = (roomId: number, signal?: AbortSignal): Promise<LiveRoom> =>
  unwrap(api.get('live/api/schedule/liveRoom', { searchParams: { id: roomId }, signal }).json<Envelope<LiveRoom>>());

export const fetchAnchors = (pageNum: number, pageSize: number, signal?: AbortSignal): Promise<Page<Anchor>> =>
  unwrap(api.get('live/api/schedule/anchor', { searchParams: { pageNum, pageSize }, signal }).json<Envelope<Page<Anchor>>>());

/** The schedule rows of a fixture and the hosts covering it (with fixtureId), or a host's rows (with userId). */
export const fetchAnchorSchedule = (
  query: Partial<AnchorScheduleQuery>,
  signal?: AbortSignal,
): Promise<Page<ScheduleRow>> =>
  unwrap(
    api
      .get('al/api/schedule/anchorSchedule', {
        searchParams: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, number>,
        signal,
      })
      .json<Envelope<Page<ScheduleRow>>>(),
  );

export const bookSchedule = (request: BookingBody, signal?: AbortSignal): Promise<Booking> =>
  unwrap(api.post('live/api/user/booking/booking-schedule', { json: request, signal }).json<Envelope<Booking>>());

export const fetchBookingList = (pageNum: number, pageSize: number, signal?: AbortSignal): Promise<Page<Booking>> =>
  unwrap(api.get('live/api/user/booking/booking-list', { searchParams: { pageNum, pageSize }, signal }).json<Envelope<Page<Booking>>>());
