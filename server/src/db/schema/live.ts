/**
 * The live area's tables: live modes, rooms with their hosts, the schedule of each room
 * (a fixture, or a session of a continuous show) and members' bookings.
 */
import { belongsTo, stampedAt } from './columns.ts';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n.ts';
import { sportsFixtures } from './sports.ts';
import { users } from './users.ts';

/** SPEC §3 Live mode: liveModeId, name, slug, livemode, icon. */
export const liveModes = pgTable('live_modes', {
  id: integer('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  /** The site path segment after /lich-truc-tiep/ (the-thao/bong-da, esport...). */
  slug: text('slug').notNull(),
  /** Machine key: football, basketball, marble, esport, casino, volleyball... */
  livemode: text('livemode').notNull(),
  icon: text('icon').notNull(),
  /** The sport of its fixtures, when rooms of this mode show fixtures. */
  sport: text('sport'),
  sort: integer('sort').notNull(),
});

export const liveRooms = pgTable(
  'live_rooms',
  {
    id: integer('id').primaryKey(),
    liveModeId: belongsTo('live_mode_id', () => liveModes.id),
    /** The fixture of a match room; null for a continuous show. */
    fixtureId: integer('fixture_id').references(() => sportsFixtures.id, { onDelete: 'cascade' }),
    /** Users (site role 2) hosting the room; the first is the main host. */
    hostIds: integer('host_ids').array().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    pinned: jsonb('pinned').$type<LocalizedText>().notNull(),
    /** Typical audience while live; the shown count varies with time around it. */
    baseViewers: integer('base_viewers').notNull(),
  },
  (t) => [index('live_rooms_mode_idx').on(t.liveModeId), uniqueIndex('live_rooms_fixture_key').on(t.fixtureId)],
);

/** One scheduled broadcast of a room: a fixture, or a session of a show. */
export const liveSchedule = pgTable(
  'live_schedule',
  {
    id: integer('id').primaryKey(),
    roomId: belongsTo('room_id', () => liveRooms.id),
    liveModeId: belongsTo('live_mode_id', () => liveModes.id),
    fixtureId: integer('fixture_id').references(() => sportsFixtures.id, { onDelete: 'cascade' }),
    /** The session title of a show (null for fixtures: their teams name them). */
    title: jsonb('title').$type<LocalizedText>(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
  },
  (t) => [
    index('live_schedule_start_idx').on(t.startAt),
    index('live_schedule_mode_start_idx').on(t.liveModeId, t.startAt),
    index('live_schedule_room_start_idx').on(t.roomId, t.startAt),
    index('live_schedule_fixture_idx').on(t.fixtureId),
    index('live_schedule_end_idx').on(t.endAt),
  ],
);

/** SPEC §3 Booking: a member books a host's commentary of an upcoming fixture. */
export const liveBookings = pgTable(
  'live_bookings',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    fixtureId: belongsTo('fixture_id', () => sportsFixtures.id),
    commentatorId: belongsTo('commentator_id', () => users.id),
    name: text('name').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    uniqueIndex('live_bookings_unique_key').on(t.userId, t.fixtureId, t.commentatorId),
    index('live_bookings_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Fans' poll of a room (who wins a match, or a rating of a show session): one vote per member and
 * room, changed in place. `scheduleId` is the schedule entry the vote is about (the fixture of a
 * match room, the session of a show), so a channel's earlier fixtures and sessions are not counted
 * in the current poll.
 */
export const liveRoomVotes = pgTable(
  'live_room_votes',
  {
    id: serial('id').primaryKey(),
    roomId: belongsTo('room_id', () => liveRooms.id),
    userId: belongsTo('user_id', () => users.id),
    scheduleId: integer('schedule_id').notNull(),
    /** home / draw / away for a match; 1–5 (stars) for a show. */
    choice: text('choice').notNull(),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [uniqueIndex('live_room_votes_unique_key').on(t.roomId, t.userId), index('live_room_votes_subject_idx').on(t.roomId, t.scheduleId)],
);
