/** The member's level, daily missions, check-in and referrals (docs/api/users.md); the commentator application is commentators.ts. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from '../common.ts';
import { PublicUser } from './account.ts';
import { MISSION_CODES } from '../../rewards.ts';

// Level

export const LevelInfo = Type.Object({
  level: Type.Integer(),
  levelName: Type.String(),
  exp: Type.Integer(),
  nextLevel: Nullable(Type.Integer({ description: 'null at the highest level.' })),
  nextLevelExp: Nullable(Type.Integer({ description: 'Experience at which the next level starts.' })),
  expForNextLevel: Type.Integer({ description: 'Experience still missing for the next level (0 at the top).' }),
  progress: Type.Number({ minimum: 0, maximum: 1, description: 'Share of the way from this level to the next.' }),
  levels: Type.Array(Type.Object({ level: Type.Integer(), minExp: Type.Integer(), name: Type.String() })),
});
export type LevelInfo = Static<typeof LevelInfo>;

// The member's time zone: the calendar day of missions and check-ins

/** An IANA time zone name (validated by the server with Intl: an unknown one is a 400). */
export const TimeZoneName = Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone of the member’s calendar day, e.g. Asia/Ho_Chi_Minh (the default).' });

export const RewardsZoneQuery = Type.Object({ timezone: Type.Optional(TimeZoneName) });
export type RewardsZoneQuery = Static<typeof RewardsZoneQuery>;

// Daily missions

export const MissionCode = Type.Union(MISSION_CODES.map((code) => Type.Literal(code)));

export const Mission = Type.Object({
  missionId: Type.Integer(),
  code: MissionCode,
  name: Type.String(),
  description: Type.String(),
  path: Type.String({ description: 'Where to do it.' }),
  target: Type.Integer({ description: 'Times, minutes (watch-live) or messages (chat).' }),
  progress: Type.Integer({ description: 'What the server observed today, at most the target.' }),
  completed: Type.Boolean(),
  claimed: Type.Boolean(),
  expReward: Type.Integer(),
});
export type Mission = Static<typeof Mission>;

export const DailyMissions = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD in timeZone.' }),
  timeZone: Type.String(),
  resetAt: Type.String({ description: 'When the next day’s missions start: the next midnight in timeZone (ISO instant).' }),
  signedIn: Type.Boolean({ description: 'false for a guest: the missions without progress.' }),
  missions: Type.Array(Mission),
  totalExp: Type.Integer({ description: 'Experience all of today’s missions give.' }),
  claimedExp: Type.Integer(),
});
export type DailyMissions = Static<typeof DailyMissions>;

export const MissionClaimBody = Type.Object({ missionId: Id, timezone: Type.Optional(TimeZoneName) });
export type MissionClaimBody = Static<typeof MissionClaimBody>;

export const MissionClaimed = Type.Object({ missionId: Type.Integer(), day: Type.String(), expReward: Type.Integer(), exp: Type.Integer(), level: Type.Integer() });
export type MissionClaimed = Static<typeof MissionClaimed>;

/** A live room's player while it plays: 'start' when playback starts, 'beat' every 30 s, 'end' when it stops. */
export const WatchHeartbeatBody = Type.Object({
  roomId: Id,
  phase: Type.Union([Type.Literal('start'), Type.Literal('beat'), Type.Literal('end')]),
});
export type WatchHeartbeatBody = Static<typeof WatchHeartbeatBody>;

export const WatchHeartbeat = Type.Object({
  roomId: Type.Integer(),
  creditedMs: Type.Integer({ description: 'Watching this heartbeat added: at most the real time since the previous one.' }),
  watching: Type.Boolean({ description: 'Whether the session stays open for the next beat.' }),
});
export type WatchHeartbeat = Static<typeof WatchHeartbeat>;

// Daily check-in

export const CheckInQuery = Type.Object({
  month: Type.Optional(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM; default this month.' })),
  timezone: Type.Optional(TimeZoneName),
});
export type CheckInQuery = Static<typeof CheckInQuery>;

export const StreakMilestone = Type.Object({ days: Type.Integer(), bonus: Type.Integer(), reached: Type.Boolean() });

export const CheckInDay = Type.Object({
  date: Type.String(),
  checkedIn: Type.Boolean(),
  expReward: Type.Integer({ description: 'EXP of that day’s check-in (bonus included), 0 without one.' }),
  streak: Type.Integer({ description: 'Streak that check-in made, 0 without one.' }),
});
export type CheckInDay = Static<typeof CheckInDay>;

export const CheckInStatus = Type.Object({
  month: Type.String({ description: 'YYYY-MM.' }),
  today: Type.String({ description: 'YYYY-MM-DD in timeZone.' }),
  timeZone: Type.String(),
  resetAt: Type.String({ description: 'The next midnight in timeZone (ISO instant): the next check-in opens then.' }),
  firstMonth: Type.String({ description: 'The earliest month worth showing (the member joined then); YYYY-MM.' }),
  signedIn: Type.Boolean({ description: 'false for a guest: an empty calendar and the rewards.' }),
  checkedInToday: Type.Boolean(),
  streak: Type.Integer({ description: 'Consecutive days up to today (or yesterday).' }),
  nextReward: Type.Integer({ description: 'EXP of the next check-in, its bonus included.' }),
  nextBonus: Type.Integer({ description: 'The streak bonus within nextReward (0 most days).' }),
  nextMilestone: Type.Object({ days: Type.Integer(), bonus: Type.Integer() }),
  milestones: Type.Array(StreakMilestone),
  totalThisMonth: Type.Integer(),
  monthExp: Type.Integer({ description: 'EXP of this month’s check-ins.' }),
  days: Type.Array(CheckInDay),
});
export type CheckInStatus = Static<typeof CheckInStatus>;

export const CheckInBody = Type.Object({ timezone: Type.Optional(TimeZoneName) });
export type CheckInBody = Static<typeof CheckInBody>;

export const CheckedIn = Type.Object({
  day: Type.String(),
  streak: Type.Integer(),
  expReward: Type.Integer({ description: 'The whole reward: the day’s EXP and the streak bonus.' }),
  bonus: Type.Integer({ description: 'The streak bonus within expReward.' }),
  exp: Type.Integer(),
  level: Type.Integer(),
});
export type CheckedIn = Static<typeof CheckedIn>;

// Referrals

export const ReferralInfo = Type.Object({
  referralCode: Type.String(),
  sharePath: Type.String({ description: 'Site path to share: /?pid=<code>.' }),
  invitedCount: Type.Integer(),
  rewardPerInvite: Type.Integer({ description: 'EXP the member earns for each invitee.' }),
  inviteeBonus: Type.Integer({ description: 'EXP an invitee gets when signing up with the code.' }),
  totalRewardExp: Type.Integer(),
  pendingCount: Type.Integer({ description: 'Invitees not credited yet: not verified, not active or over the limits.' }),
  creditsPerDay: Type.Integer({ description: 'Credits a referrer may earn in any 24 hours.' }),
  creditsPerMonth: Type.Integer({ description: 'Credits a referrer may earn in any 30 days.' }),
  referredBy: Nullable(Type.Object({ userId: Type.Integer(), nickname: Type.String() })),
});
export type ReferralInfo = Static<typeof ReferralInfo>;

/**
 * Who signed up with the member's code: `pending` until they verified an e-mail or phone and checked in
 * on a later day than they signed up (and the referrer's limits allow), then `credited` with `rewardExp`.
 */
export const Invitee = Type.Composite([
  PublicUser,
  Type.Object({
    joinedAt: Type.String(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('credited')]),
    rewardExp: Type.Integer({ description: '0 while pending.' }),
  }),
]);
export type Invitee = Static<typeof Invitee>;
