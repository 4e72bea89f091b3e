/** The member's level, daily missions, check-in and referrals (docs/api/users.md); the commentator application is commentators.ts. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from '../common.ts';
import { PublicUser } from './account.ts';

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

// Daily missions

export const Mission = Type.Object({
  missionId: Type.Integer(),
  code: Type.String({ description: 'watch-live, chat, check-in or share-match.' }),
  name: Type.String(),
  description: Type.String(),
  path: Type.String({ description: 'Where to do it.' }),
  target: Type.Integer(),
  progress: Type.Integer(),
  completed: Type.Boolean(),
  claimed: Type.Boolean(),
  expReward: Type.Integer(),
});
export type Mission = Static<typeof Mission>;

export const DailyMissions = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD (Asia/Ho_Chi_Minh).' }),
  missions: Type.Array(Mission),
  totalExp: Type.Integer({ description: 'Experience all of today’s missions give.' }),
  claimedExp: Type.Integer(),
});
export type DailyMissions = Static<typeof DailyMissions>;

/** Progress a client may report itself (chat and check-in are counted by the server). */
export const MissionReportBody = Type.Object({
  code: Type.Union([Type.Literal('watch-live'), Type.Literal('share-match')]),
  amount: Type.Integer({ minimum: 1, maximum: 5, default: 1, description: 'Minutes (watch-live, at most 5 a report) or 1 share.' }),
});
export type MissionReportBody = Static<typeof MissionReportBody>;

export const MissionClaimBody = Type.Object({ missionId: Id });
export type MissionClaimBody = Static<typeof MissionClaimBody>;

export const MissionClaimed = Type.Object({ missionId: Type.Integer(), expReward: Type.Integer(), exp: Type.Integer(), level: Type.Integer() });
export type MissionClaimed = Static<typeof MissionClaimed>;

// Daily check-in

export const CheckInQuery = Type.Object({
  month: Type.Optional(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM; default this month.' })),
});
export type CheckInQuery = Static<typeof CheckInQuery>;

export const CheckInStatus = Type.Object({
  month: Type.String({ description: 'YYYY-MM.' }),
  today: Type.String({ description: 'YYYY-MM-DD in Asia/Ho_Chi_Minh.' }),
  checkedInToday: Type.Boolean(),
  streak: Type.Integer({ description: 'Consecutive days up to today (or yesterday).' }),
  nextReward: Type.Integer({ description: 'EXP of the next check-in.' }),
  totalThisMonth: Type.Integer(),
  days: Type.Array(Type.Object({ date: Type.String(), checkedIn: Type.Boolean(), expReward: Type.Integer() })),
});
export type CheckInStatus = Static<typeof CheckInStatus>;

export const CheckInBody = Type.Object({});
export type CheckInBody = Static<typeof CheckInBody>;

export const CheckedIn = Type.Object({ day: Type.String(), streak: Type.Integer(), expReward: Type.Integer(), exp: Type.Integer(), level: Type.Integer() });
export type CheckedIn = Static<typeof CheckedIn>;

// Referrals

export const ReferralInfo = Type.Object({
  referralCode: Type.String(),
  sharePath: Type.String({ description: 'Site path to share: /?pid=<code>.' }),
  invitedCount: Type.Integer(),
  rewardPerInvite: Type.Integer({ description: 'EXP the member earns for each invitee.' }),
  inviteeBonus: Type.Integer({ description: 'EXP an invitee gets when signing up with the code.' }),
  totalRewardExp: Type.Integer(),
  referredBy: Nullable(Type.Object({ userId: Type.Integer(), nickname: Type.String() })),
});
export type ReferralInfo = Static<typeof ReferralInfo>;

export const Invitee = Type.Composite([PublicUser, Type.Object({ joinedAt: Type.String(), rewardExp: Type.Integer() })]);
export type Invitee = Static<typeof Invitee>;
