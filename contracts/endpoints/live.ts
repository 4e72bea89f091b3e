/**
 * The live area's calls (/lich-truc-tiep, /phong-live, bookings): live modes, a day's schedule, the
 * live count, a room, the hosts and their schedules, bookings, and a room's fans' poll.
 */
import { Page, PageQuery } from '../schemas/common';
import {
  Anchor,
  AnchorScheduleQuery,
  Booking,
  BookingBody,
  LiveCount,
  LiveCountQuery,
  LiveModeList,
  LiveRoom,
  LiveScheduleQuery,
  RoomOpinion,
  RoomQuery,
  ScheduleRow,
  VoteBody,
} from '../schemas/live';
import { endpoint } from './define';

const area = 'live';

export const liveModes = endpoint({
  method: 'GET',
  path: '/live/api/schedule-mode/list',
  area,
  summary: 'Live modes (football, basketball, marble racing, esport, casino and the other modes)',
  access: 'anyone',
  rate: 'reads',
  response: LiveModeList,
});

export const liveSchedule = endpoint({
  method: 'GET',
  path: '/live/api/schedule/liveSchedule',
  area,
  summary: "A day's matches and show sessions with their rooms, in kickoff order",
  access: 'anyone',
  rate: 'reads',
  query: LiveScheduleQuery,
  response: Page(ScheduleRow),
  errors: { 400: 'a date that is not a day (YYYY-MM-DD) or a timezone that is not an IANA zone', 404: 'an unknown live mode' },
});

export const liveCount = endpoint({
  method: 'GET',
  path: '/other/api/schedule/total-live-schedule',
  area,
  summary: 'How many rooms are live now, in one live mode or in all',
  access: 'anyone',
  rate: 'reads',
  query: LiveCountQuery,
  response: LiveCount,
  errors: { 404: 'an unknown live mode' },
});

export const liveRoom = endpoint({
  method: 'GET',
  path: '/live/api/schedule/liveRoom',
  area,
  summary: 'A live room: hosts, status, viewers, stream, its match or session, the next schedule and recommended rooms',
  access: 'anyone',
  rate: 'reads',
  query: RoomQuery,
  response: LiveRoom,
  errors: { 404: 'an unknown room' },
});

export const anchors = endpoint({
  method: 'GET',
  path: '/live/api/schedule/anchor',
  area,
  summary: 'Hosts (commentators), live ones first, each with the room they are live in or their next one',
  access: 'anyone',
  rate: 'reads',
  query: PageQuery(),
  response: Page(Anchor),
});

export const anchorSchedule = endpoint({
  method: 'GET',
  path: '/al/api/schedule/anchorSchedule',
  area,
  summary: "Which hosts cover a fixture (fixtureId), a host's live and coming schedule (userId), or both",
  access: 'anyone',
  rate: 'reads',
  query: AnchorScheduleQuery,
  response: Page(ScheduleRow),
  errors: { 400: 'neither fixtureId nor userId', 404: 'an unknown fixture or host' },
});

export const bookingCreate = endpoint({
  method: 'POST',
  path: '/live/api/user/booking/booking-schedule',
  area,
  summary: "Book a host's commentary of an upcoming fixture (member; userId must be the caller)",
  access: 'member',
  rate: 'reads',
  body: BookingBody,
  response: Booking,
  errors: {
    400: 'a commentatorId that is not a commentator',
    403: 'a userId that is not the signed-in member',
    404: 'an unknown fixture',
    409: 'a fixture that has started or is off, or a booking already made',
  },
});

export const bookingList = endpoint({
  method: 'GET',
  path: '/live/api/user/booking/booking-list',
  area,
  summary: "The caller's bookings, newest first, with fixture and host (member)",
  access: 'member',
  rate: 'reads',
  query: PageQuery(),
  response: Page(Booking),
});

export const roomOpinion = endpoint({
  method: 'GET',
  path: '/live/api/room/opinion',
  area,
  summary: "A room's fans' poll: who wins (match) or a star rating of the session (show), with the caller's vote",
  access: 'anyone',
  rate: 'reads',
  query: RoomQuery,
  response: RoomOpinion,
  errors: { 404: 'an unknown room' },
});

export const roomOpinionVote = endpoint({
  method: 'POST',
  path: '/live/api/room/opinion',
  area,
  summary: "Vote in a room's poll, or change the vote (member; a match poll closes at kickoff, a show poll is open while live)",
  access: 'member',
  rate: 'reads',
  body: VoteBody,
  response: RoomOpinion,
  errors: { 400: 'a choice that is not one of the poll', 404: 'an unknown room', 409: 'the poll is closed' },
});
