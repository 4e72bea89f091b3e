/**
 * The daily missions' and the check-in's calls (docs/api/users.md "Missions", "Check-in"), typed by
 * contracts/schemas/users/rewards.ts. The member's calendar day is the one of `timezone` (the
 * visitor's zone). Each answers its data or rejects with an ApiFailure.
 */
import { api, unwrap } from './client';
import type { Envelope } from '../contracts/schemas/common';
import type {
  CheckedIn,
  CheckInStatus,
  DailyMissions,
  MissionClaimed,
  WatchHeartbeat,
  WatchHeartbeatBody,
} from '../contracts/schemas/users/rewards';

export const fetchDailyMissions = (input: { timezone: string }, signal?: AbortSignal): Promise<DailyMissions> =>
  unwrap(api.get('live/api/user/mission/daily', { searchParams: { timezone: input.timezone }, signal }).json<Envelope<DailyMissions>>());

export const claimMission = (input: { missionId: number; timezone: string }, signal?: AbortSignal): Promise<MissionClaimed> =>
  unwrap(api.post('live/api/user/mission/claim', { json: input, signal }).json<Envelope<MissionClaimed>>());

/** One month of the member's check-ins ('YYYY-MM'; the current one when omitted). */
export const fetchCheckInStatus = (input: { timezone: string; month?: string }, signal?: AbortSignal): Promise<CheckInStatus> =>
  unwrap(
    api
      .get('live/api/user/check-in/status', { searchParams: { timezone: input.timezone, ...(input.month ? { month: input.month } : {}) }, signal })
      .json<Envelope<CheckInStatus>>(),
  );

export const checkIn = (input: { timezone: string }, signal?: AbortSignal): Promise<CheckedIn> =>
  unwrap(api.post('live/api/user/check-in', { json: input, signal }).json<Envelope<CheckedIn>>());

/** A live room's player while it plays (start, a beat every 30 s, end): the server counts the minutes watched. */
export const sendWatchHeartbeat = (body: WatchHeartbeatBody, signal?: AbortSignal): Promise<WatchHeartbeat> =>
  unwrap(api.post('live/api/user/mission/heartbeat', { json: body, signal }).json<Envelope<WatchHeartbeat>>());
