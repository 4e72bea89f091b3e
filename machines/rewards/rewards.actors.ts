/**
 * The side effects of the missions and check-in pages: calls of contracts/endpoints/rewards.ts (and
 * the member's level of account.ts). Each rejects with an ApiFailure (status and the server's
 * localized message).
 */
import { call } from '../../api/call';
import { levelInfo } from '../../contracts/endpoints/account';
import * as rewards from '../../contracts/endpoints/rewards';
import type { CheckedIn, CheckInStatus, DailyMissions, LevelInfo, MissionClaimed } from '../../contracts/schemas/users/rewards';

export interface MissionsInput {
  /** The member's IANA zone: their calendar day. */
  timezone: string;
  /** A signed-in member (a guest sees the missions without progress, and no level). */
  member: boolean;
}

export interface MissionsPage {
  missions: DailyMissions;
  level: LevelInfo | null;
}

export async function loadMissions(input: MissionsInput, signal: AbortSignal): Promise<MissionsPage> {
  const [missions, level] = await Promise.all([
    call(rewards.dailyMissions, { query: { timezone: input.timezone } }, signal),
    input.member ? call(levelInfo, {}, signal) : Promise.resolve(null),
  ]);
  return { missions, level };
}

export const sendClaim = (input: { missionId: number; timezone: string }, signal: AbortSignal): Promise<MissionClaimed> =>
  call(rewards.claimMission, { body: input }, signal);

export const loadCheckInStatus = (input: { timezone: string; month: string | null }, signal: AbortSignal): Promise<CheckInStatus> =>
  call(rewards.checkInStatus, { query: { timezone: input.timezone, ...(input.month ? { month: input.month } : {}) } }, signal);

export const sendCheckIn = (input: { timezone: string }, signal: AbortSignal): Promise<CheckedIn> => call(rewards.checkIn, { body: input }, signal);

/** A day's reset is at most this far ahead (setTimeout's limit); a later one is waited for again. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * How long until the member's next midnight (`resetAt` of the server's answer, none yet: the
 * longest wait): at least a second, at most setTimeout's limit.
 */
export function untilReset(resetAt: string | undefined, now = Date.now()): number {
  const at = resetAt === undefined ? NaN : Date.parse(resetAt);
  return Number.isFinite(at) ? Math.min(MAX_DELAY_MS, Math.max(1000, at - now)) : MAX_DELAY_MS;
}
