/**
 * The daily missions' and the check-in's calls (docs/api/users.md "Missions", "Check-in"), and the
 * live player's watch heartbeats that missions count. The member's calendar day is the one of
 * `timezone` (the visitor's zone; a change of zone is refused with a 409 for a while).
 */
import {
  CheckedIn,
  CheckInBody,
  CheckInQuery,
  CheckInStatus,
  DailyMissions,
  MissionClaimBody,
  MissionClaimed,
  RewardsZoneQuery,
  WatchHeartbeat,
  WatchHeartbeatBody,
} from '../schemas/users/rewards';
import { endpoint } from './define';

const area = 'rewards';

const zoneTooSoon = 'the time zone was changed too recently';

export const dailyMissions = endpoint({
  method: 'GET',
  path: '/live/api/user/mission/daily',
  area,
  summary: 'Today’s missions with what the server observed of the member today in their time zone (a guest: the missions alone)',
  access: 'anyone',
  rate: 'reads',
  query: RewardsZoneQuery,
  response: DailyMissions,
});

export const claimMission = endpoint({
  method: 'POST',
  path: '/live/api/user/mission/claim',
  area,
  summary: 'Claims the EXP of a mission completed today (once a day: 409 the second time, 403 before it is complete)',
  access: 'member',
  rate: 'reads',
  body: MissionClaimBody,
  response: MissionClaimed,
  errors: {
    403: 'the mission is not complete today',
    404: 'an unknown mission',
    409: `claimed today, on a later day, or before its last claimed day ended in that day’s zone; or ${zoneTooSoon}`,
  },
});

export const watchHeartbeat = endpoint({
  method: 'POST',
  path: '/live/api/user/mission/heartbeat',
  area,
  summary:
    'A live room’s player while it plays: start, a beat every 30 s, end. Each beat counts the time since the member’s previous one (at most 60 s, nothing after 90 s of silence), whatever room or tab sent it, while the room is live (409 otherwise)',
  access: 'member',
  rate: 'reads',
  body: WatchHeartbeatBody,
  response: WatchHeartbeat,
  errors: { 404: 'an unknown room', 409: 'the room is not live' },
});

export const checkInStatus = endpoint({
  method: 'GET',
  path: '/live/api/user/check-in/status',
  area,
  summary: 'The month’s check-in calendar, the streak and its rewards in the member’s time zone (a guest: the rewards alone)',
  access: 'anyone',
  rate: 'reads',
  query: CheckInQuery,
  response: CheckInStatus,
});

export const checkIn = endpoint({
  method: 'POST',
  path: '/live/api/user/check-in',
  area,
  summary: 'Checks in for today in the member’s time zone (409 with a message the second time); the reward grows with the streak',
  access: 'member',
  rate: 'reads',
  body: CheckInBody,
  response: CheckedIn,
  errors: { 409: `checked in today already, or before the last check-in’s day ended in its zone; or ${zoneTooSoon}` },
});
