/**
 * The live area's calls (docs/api/live.md), typed after the server's schemas
 * (server/src/routes/live/schemas.ts). Each answers its data or rejects with an ApiFailure; the live
 * machines turn a failure into a state.
 */
import { SCHEDULE_PAGE_SIZE } from '../contracts/constants';
import { api, unwrap} from './client';
import type { Envelope, Page } from '../contracts/schemas/common';

export interface TeamRef {
  id: number;
  name: string;
  logo: string;
}

export interface HostRef {
  userId: number;
  nickname: string;
  avatar: string;
  /** The room's HLS master playlist (/hls/live/<roomId>/master.m3u8). */
  streamLink: string;
}

/** Schedule status ids (SPEC §4). */
export const SCHEDULE_STATUS = { comingUp: 1, live: 2, ended: 3, cancelled: 5 } as const;

/** One row of the live schedule: a fixture or a show session, with its room (SPEC §3 Match/room). */
export interface ScheduleRow {
  id: number;
  roomId: number;
  liveModeId: number;
  /** the-thao/bong-da, the-thao/bong-ro, tro-choi/dua-bi, esport, casino. */
  modeSlug: string;
  sport: string | null;
  /** The fixture id; null for a show session (marble racing, casino). */
  staticId: number | null;
  leagueId: number | null;
  leagueName: string | null;
  leagueLogo: string | null;
  /** Home team name, or the session title of a show. */
  home: string;
  away: string | null;
  /** The names part of the room address, from the Vietnamese names (the same in every language). */
  slug: string;
  homeId: number | null;
  awayId: number | null;
  localteam: TeamRef | null;
  visitorteam: TeamRef | null;
  /** users[0] is the main host. */
  users: HostRef[];
  title: string;
  cover: string;
  viewers: number;
  /** 1 coming up, 2 live, 3 ended, 5 cancelled/postponed. */
  status: number;
  /** hh:mm (in the request's timezone), a minute ("37", "45+2"), "HT", "FT", cancelled or postponed. */
  statusText: string;
  minute: number | null;
  period: string | null;
  /** "home-away" once started. */
  score: string | null;
  homeScore: number | null;
  awayScore: number | null;
  /** ISO 8601, UTC. */
  startTime: string;
  endTime: string;
}

export interface LiveMode {
  liveModeId: number;
  name: string;
  slug: string;
  livemode: string;
  icon: string;
  sort: number;
}

export type RoomStatus = 'live' | 'scheduled' | 'offline';

export interface LiveRoom {
  roomId: number;
  title: string;
  liveModeId: number;
  modeSlug: string;
  modeName: string;
  /** The names part of the room's address (its session's slug, else its title's). */
  slug: string;
  status: RoomStatus;
  viewers: number;
  cover: string;
  pinnedMessage: string;
  streamLink: string;
  users: HostRef[];
  /** The live session, else the next one, else the last one. */
  schedule: ScheduleRow | null;
  /** The main host's next session, in any room. */
  nextSchedule: ScheduleRow | null;
  /** Up to 6 other live rooms, same mode first. */
  recommended: ScheduleRow[];
}

export interface Anchor {
  userId: number;
  nickname: string;
  avatar: string;
  isLive: boolean;
  /** The room the host is live in now, else the next one. */
  schedule: ScheduleRow | null;
}

export interface Booking {
  id: number;
  fixtureId: number;
  commentatorId: number;
  userId: number;
  name: string;
  createdAt: string;
  commentator: { userId: number; nickname: string; avatar: string };
  fixture: ScheduleRow | null;
}


export interface ScheduleQuery {
  /** yyyy-mm-dd, a calendar day in `timezone`. */
  date: string;
  /** IANA zone, e.g. Asia/Ho_Chi_Minh. */
  timezone: string;
  /** Omitted: every mode. */
  liveModeId?: number;
}

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
export const fetchTotalLive = (liveModeId?: number, signal?: AbortSignal): Promise<{ totalLive: number }> =>
  unwrap(
    api
      .get('other/api/schedule/total-live-schedule', { searchParams: liveModeId === undefined ? {} : { id: liveModeId }, signal })
      .json<Envelope<{ totalLive: number }>>(),
  );

export const fetchLiveRoom = (roomId: number, signal?: AbortSignal): Promise<LiveRoom> =>
  unwrap(api.get('live/api/schedule/liveRoom', { searchParams: { id: roomId }, signal }).json<Envelope<LiveRoom>>());

export const fetchAnchors = (pageNum: number, pageSize: number, signal?: AbortSignal): Promise<Page<Anchor>> =>
  unwrap(api.get('live/api/schedule/anchor', { searchParams: { pageNum, pageSize }, signal }).json<Envelope<Page<Anchor>>>());

/** The schedule rows of a fixture and the hosts covering it (with fixtureId), or a host's rows (with userId). */
export const fetchAnchorSchedule = (
  query: { fixtureId?: number; userId?: number; pageNum?: number; pageSize?: number },
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

export interface BookingRequest {
  fixtureId: number;
  commentatorId: number;
  name: string;
  userId: number;
}

export const bookSchedule = (request: BookingRequest, signal?: AbortSignal): Promise<Booking> =>
  unwrap(api.post('live/api/user/booking/booking-schedule', { json: request, signal }).json<Envelope<Booking>>());

export const fetchBookingList = (pageNum: number, pageSize: number, signal?: AbortSignal): Promise<Page<Booking>> =>
  unwrap(api.get('live/api/user/booking/booking-list', { searchParams: { pageNum, pageSize }, signal }).json<Envelope<Page<Booking>>>());
