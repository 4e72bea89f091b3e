/**
 * The live area's calls (docs/api/live.md): live modes, the day's schedule, the live count,
 * featured matches, a live room, the hosts and their schedule, bookings and a room's fans' poll.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, PageQuery } from './common.ts';
import { DayFields } from './sports/matches.ts';

export const TeamRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String({ description: 'Crest, /media/crest/<id>.svg' }),
});
export type TeamRef = Static<typeof TeamRef>;

export const HostRef = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  streamLink: Type.String({ description: 'HLS master playlist of the room, /hls/live/<roomId>/master.m3u8' }),
});
export type HostRef = Static<typeof HostRef>;

/** One row of the live schedule: a fixture or a show session, with its room (SPEC §3 Match/room). */
export const ScheduleRow = Type.Object({
  id: Type.Integer({ description: 'Schedule entry id.' }),
  roomId: Type.Integer(),
  liveModeId: Type.Integer(),
  modeSlug: Type.String({ description: 'the-thao/bong-da, esport ...' }),
  sport: Nullable(Type.String()),
  staticId: Nullable(Type.Integer({ description: 'The fixture id (null for a show session).' })),
  leagueId: Nullable(Type.Integer()),
  leagueName: Nullable(Type.String()),
  leagueLogo: Nullable(Type.String()),
  home: Type.String({ description: 'Home team name, or the session title of a show.' }),
  away: Nullable(Type.String()),
  slug: Type.String({ description: 'The Vietnamese names part of the room address ({home}-{away}, or the show title), the same in every language.' }),
  homeId: Nullable(Type.Integer()),
  awayId: Nullable(Type.Integer()),
  localteam: Nullable(TeamRef),
  visitorteam: Nullable(TeamRef),
  users: Type.Array(HostRef, { description: 'Hosts; users[0] is the main host.' }),
  title: Type.String(),
  cover: Type.String(),
  viewers: Type.Integer({ minimum: 0 }),
  status: Type.Integer({ description: '1 coming up, 2 live, 3 ended, 5 cancelled/postponed.' }),
  statusText: Type.String({ description: 'hh:mm, a match minute ("37", "45+2"), "HT", "FT", live (a show in progress), cancelled or postponed.' }),
  minute: Nullable(Type.Integer()),
  period: Nullable(Type.String()),
  score: Nullable(Type.String({ description: '"home-away" once started.' })),
  homeScore: Nullable(Type.Integer()),
  awayScore: Nullable(Type.Integer()),
  startTime: Type.String({ description: 'ISO 8601, UTC.' }),
  endTime: Type.String(),
});
export type ScheduleRow = Static<typeof ScheduleRow>;

export const LiveMode = Type.Object({
  liveModeId: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  livemode: Type.String(),
  icon: Type.String(),
  sort: Type.Integer(),
});
export type LiveMode = Static<typeof LiveMode>;

export const LiveModeList = Type.Array(LiveMode);

/** GET /live/api/schedule/liveSchedule: one day, one live mode or all, up to 200 rows a page. */
export const LiveScheduleQuery = Type.Object({
  ...DayFields,
  liveModeId: Type.Optional(Id),
  ...PageQuery(200, 200).properties,
});
export type LiveScheduleQuery = Static<typeof LiveScheduleQuery>;

/** GET /other/api/schedule/total-live-schedule: one live mode (id) or all. */
export const LiveCountQuery = Type.Object({ id: Type.Optional(Id) });
export type LiveCountQuery = Static<typeof LiveCountQuery>;

export const LiveCount = Type.Object({ totalLive: Type.Integer({ minimum: 0 }) });
export type LiveCount = Static<typeof LiveCount>;

/** GET /live/api/schedule/feature-match */
export const FeatureMatchQuery = Type.Object({
  status: Type.Optional(Type.Integer({ enum: [1, 2, 3], description: '1 coming up, 2 live, 3 ended; default live and coming up.' })),
  liveModeId: Type.Optional(Id),
  leagueId: Type.Optional(Id),
  ...PageQuery(100, 10).properties,
});
export type FeatureMatchQuery = Static<typeof FeatureMatchQuery>;

/** GET /live/api/schedule/liveRoom and GET /live/api/room/opinion: one room. */
export const RoomQuery = Type.Object({ id: Id });
export type RoomQuery = Static<typeof RoomQuery>;

export const RoomStatus = Type.Union([Type.Literal('live'), Type.Literal('scheduled'), Type.Literal('offline')]);
export type RoomStatus = Static<typeof RoomStatus>;

export const LiveRoom = Type.Object({
  roomId: Type.Integer(),
  title: Type.String(),
  liveModeId: Type.Integer(),
  modeSlug: Type.String(),
  modeName: Type.String(),
  slug: Type.String({ description: 'The names part of the room address: its session\'s slug, else the room title\'s (Vietnamese).' }),
  status: RoomStatus,
  viewers: Type.Integer({ minimum: 0 }),
  cover: Type.String(),
  pinnedMessage: Type.String(),
  streamLink: Type.String(),
  users: Type.Array(HostRef),
  /** The live session, else the next one, else the last one. */
  schedule: Nullable(ScheduleRow),
  /** The main host's next session, in any room. */
  nextSchedule: Nullable(ScheduleRow),
  /** Up to 6 other live rooms, same mode first. */
  recommended: Type.Array(ScheduleRow),
});
export type LiveRoom = Static<typeof LiveRoom>;

export const Anchor = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  isLive: Type.Boolean(),
  /** The room the host is live in now, else the next one; null with nothing ahead. */
  schedule: Nullable(ScheduleRow),
});
export type Anchor = Static<typeof Anchor>;

/** GET /al/api/schedule/anchorSchedule: a fixture's hosts (fixtureId), a host's schedule (userId), or both. */
export const AnchorScheduleQuery = Type.Object({ fixtureId: Type.Optional(Id), userId: Type.Optional(Id), ...PageQuery().properties });
export type AnchorScheduleQuery = Static<typeof AnchorScheduleQuery>;

/** POST /live/api/user/booking/booking-schedule */
export const BookingBody = Type.Object({
  fixtureId: Id,
  commentatorId: Id,
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'A label for the booking, e.g. the match name.' }),
  userId: Id,
});
export type BookingBody = Static<typeof BookingBody>;

export const Booking = Type.Object({
  id: Type.Integer(),
  fixtureId: Type.Integer(),
  commentatorId: Type.Integer(),
  userId: Type.Integer(),
  name: Type.String(),
  createdAt: Type.String(),
  commentator: Type.Object({ userId: Type.Integer(), nickname: Type.String(), avatar: Type.String() }),
  fixture: Nullable(ScheduleRow),
});
export type Booking = Static<typeof Booking>;

export const PollKind = Type.Union([Type.Literal('match'), Type.Literal('show')], {
  description: 'match: who wins (home / draw / away; no draw outside football); show: a 1–5 star rating of the session.',
});
export type PollKind = Static<typeof PollKind>;

export const PollChoice = Type.Object({
  key: Type.String({ description: 'home, draw, away (match) or 1–5 (show).' }),
  votes: Type.Integer({ minimum: 0 }),
});
export type PollChoice = Static<typeof PollChoice>;

export const RoomOpinion = Type.Object({
  roomId: Type.Integer(),
  kind: PollKind,
  /** The schedule entry the poll is about: the room's live session, else the next, else the last. */
  scheduleId: Nullable(Type.Integer()),
  choices: Type.Array(PollChoice),
  total: Type.Integer({ minimum: 0 }),
  myChoice: Nullable(Type.String({ description: "The caller's vote; null for guests and members who have not voted." })),
  open: Type.Boolean({ description: 'Match: until kickoff. Show: while the session is live.' }),
  closesAt: Nullable(Type.String({ description: 'ISO 8601: kickoff (match) or the end of the session (show), when still ahead.' })),
});
export type RoomOpinion = Static<typeof RoomOpinion>;

/** POST /live/api/room/opinion */
export const VoteBody = Type.Object({
  roomId: Id,
  choice: Type.String({ minLength: 1, maxLength: 16, description: 'One of the poll’s choice keys.' }),
});
export type VoteBody = Static<typeof VoteBody>;
