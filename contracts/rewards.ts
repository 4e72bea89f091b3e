/**
 * The rules of the daily missions and the check-in that the server applies and the SPA shows
 * (docs/api/users.md "Missions", "Check-in"): mission codes, the check-in reward and its streak
 * bonuses, the heartbeat of a live room's player.
 */
import { SECOND } from './constants.ts';

/** What each daily mission counts; the server observes all of them itself. */
export const MISSION_CODES = ['check-in', 'watch-live', 'chat', 'share'] as const;
export type MissionCode = (typeof MISSION_CODES)[number];

/** A live room's player sends a heartbeat this often while it plays (and one when it starts and stops). */
export const WATCH_HEARTBEAT_INTERVAL_MS = 30 * SECOND;
/** One heartbeat credits at most this much watching: never more than the real time since the previous one. */
export const WATCH_CREDIT_CAP_MS = 60 * SECOND;
/** A heartbeat later than this after the previous one credits nothing (the watching stopped meanwhile). */
export const WATCH_SESSION_TIMEOUT_MS = 90 * SECOND;

/** The EXP of a check-in without its bonus: 10 on the first day of a streak, +5 a day, at most 40 (day 7 on). */
export function checkInDailyExp(streak: number): number {
  return 10 + 5 * (Math.min(Math.max(streak, 1), 7) - 1);
}

/** Streak bonuses: the day of the streak that earns one, and its EXP. Past 30, every 30th day earns the 30-day bonus. */
export const STREAK_MILESTONES: readonly { days: number; bonus: number }[] = [
  { days: 3, bonus: 20 },
  { days: 7, bonus: 50 },
  { days: 14, bonus: 100 },
  { days: 30, bonus: 200 },
];
const CYCLE = 30;
const CYCLE_BONUS = 200;

/** The bonus a check-in that makes the streak `streak` days long earns (0 on most days). */
export function streakBonus(streak: number): number {
  const milestone = STREAK_MILESTONES.find((m) => m.days === streak);
  if (milestone) return milestone.bonus;
  return streak > CYCLE && streak % CYCLE === 0 ? CYCLE_BONUS : 0;
}

/** The whole EXP of a check-in that makes the streak `streak` days long. */
export function checkInExp(streak: number): number {
  return checkInDailyExp(streak) + streakBonus(streak);
}

export interface StreakMilestone {
  days: number;
  bonus: number;
  reached: boolean;
}

/**
 * The four milestones to show beside a streak: 3, 7, 14 and 30 days until the streak passes 30,
 * then the last 30-day multiple reached and the next three.
 */
export function streakMilestones(streak: number): StreakMilestone[] {
  const days =
    streak < CYCLE
      ? STREAK_MILESTONES.map((m) => m.days)
      : [0, 1, 2, 3].map((i) => (Math.floor(streak / CYCLE) + i) * CYCLE);
  return days.map((d) => ({ days: d, bonus: streakBonus(d), reached: streak >= d }));
}

/** The first milestone the streak has not reached yet. */
export function nextStreakMilestone(streak: number): { days: number; bonus: number } {
  const next = streakMilestones(streak).find((m) => !m.reached)!;
  return { days: next.days, bonus: next.bonus };
}
