/** Request and response schemas of the live calls (schedule, rooms, hosts, bookings). */
import { Type, type Static } from '@sinclair/typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const TeamRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String({ description: 'Crest, /media/crest/<id>.svg' }),
});

export const HostRef = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  streamLink: Type.String({ description: 'HLS master playlist of the room, /hls/live/<roomId>/master.m3u8' }),
});

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

export const RoomStatus = Type.Union([Type.Literal('live'), Type.Literal('scheduled'), Type.Literal('offline')]);

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
  nextSchedule: Nullable(ScheduleRow),
  recommended: Type.Array(ScheduleRow),
});

export const Anchor = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  isLive: Type.Boolean(),
  /** The room the host is live in now, else the next one; null with nothing ahead. */
  schedule: Nullable(ScheduleRow),
});

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
