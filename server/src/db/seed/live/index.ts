/**
 * The live seed: live modes, a room for every fixture of the season from the week before the
 * origin's (football, basketball), esport channels showing the esport fixtures, and continuous
 * marble-racing and casino shows with their sessions. Hosts are users 10–49; none is in two live
 * rooms at once. Later weeks get theirs when the season is extended (db/season.ts).
 */
import { and, eq, gte, lt, max } from 'drizzle-orm';
import type { Db } from '../../connect.ts';
import type { LocalizedText } from '../../../i18n.ts';
import { alias } from 'drizzle-orm/pg-core';
import { liveModes, liveRooms, liveSchedule, sportsClock, sportsFixtures, sportsTeams } from '../../schema.ts';
import { MINUTE, vnDay, vnMidnight } from '../../../clock.ts';
import { randomSource, upsertAll, type SeedArea } from '../seed-kit.ts';
import { sportsSeed } from '../sports/index.ts';
import { HISTORY_FIRST_ID } from '../sports/build.ts';
import { dayNumber, dayString, firstDayOfWeek, weekOfDay } from '../sports/calendar.ts';
import { LIVE_MODES, MODE, PINNED, SHOWS, matchRoomTitle } from './rooms-data.ts';

export type RoomRow = typeof liveRooms.$inferInsert & { id: number; hostIds: number[] };
export type ScheduleRow = typeof liveSchedule.$inferInsert & { id: number; roomId: number; startAt: Date; endAt: Date };

/** Show hosts are 10–19; match rooms share 20–49. */
const SHOW_HOSTS = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
const MATCH_HOSTS = Array.from({ length: 30 }, (_, i) => 20 + i);

/** Greedy assignment: each session takes the free host with the fewest sessions so far. */
function assignHosts(sessions: { start: number; end: number }[], hosts: number[], rng: ReturnType<typeof randomSource>): number[][] {
  const freeAt = new Map(hosts.map((h) => [h, 0]));
  const load = new Map(hosts.map((h) => [h, 0]));
  return sessions.map(({ start, end }) => {
    const free = hosts.filter((h) => freeAt.get(h)! <= start).sort((a, b) => load.get(a)! - load.get(b)! || a - b);
    const count = free.length > 1 && rng.chance(0.3) ? 2 : 1;
    const chosen = (free.length ? free : [...hosts].sort((a, b) => freeAt.get(a)! - freeAt.get(b)!)).slice(0, count);
    for (const h of chosen) {
      freeAt.set(h, end);
      load.set(h, load.get(h)! + 1);
    }
    return chosen;
  });
}

type FixtureForRoom = Pick<typeof sportsFixtures.$inferSelect, 'id' | 'sport' | 'leagueId' | 'kickoffAt' | 'endsAt' | 'state'> & { home: LocalizedText; away: LocalizedText };

/** Weeks before the origin's week whose matches have rooms (their replays and chats). */
const ROOM_WEEKS_BEFORE = 1;
/** Show sessions take ids from here: show s, day d (from the first day with rooms), session n. */
const SHOW_SESSION_FIRST_ID = 1_000_000;
const SHOW_SESSION_STRIDE = 100_000;
/** An esport channel's session of fixture f has id ESPORT_SESSION_OFFSET + f. */
const ESPORT_SESSION_OFFSET = 2_000_000;

/** The first day with rooms: the start of the week before the origin's. */
export function firstRoomDay(origin: string): number {
  return firstDayOfWeek(weekOfDay(dayNumber(origin)) - ROOM_WEEKS_BEFORE);
}

/** The season's fixtures from `from` to before `to` with their clubs' names, in kick-off order. */
async function fixturesBetween(db: Db, from: number, to: number): Promise<FixtureForRoom[]> {
  const home = alias(sportsTeams, 'home');
  const away = alias(sportsTeams, 'away');
  return db
    .select({ id: sportsFixtures.id, sport: sportsFixtures.sport, leagueId: sportsFixtures.leagueId, kickoffAt: sportsFixtures.kickoffAt, endsAt: sportsFixtures.endsAt, state: sportsFixtures.state, home: home.name, away: away.name })
    .from(sportsFixtures)
    .innerJoin(home, eq(home.id, sportsFixtures.homeTeamId))
    .innerJoin(away, eq(away.id, sportsFixtures.awayTeamId))
    .where(and(gte(sportsFixtures.kickoffAt, new Date(from)), lt(sportsFixtures.kickoffAt, new Date(to)), gte(sportsFixtures.season, 0), lt(sportsFixtures.id, HISTORY_FIRST_ID)))
    .orderBy(sportsFixtures.kickoffAt, sportsFixtures.id);
}

/**
 * The rooms and sessions of days `fromDay`…`toDay` (day numbers): a room for every football and
 * basketball fixture, the esport channels' sessions for the esport fixtures, and the shows' sessions.
 * Ids follow the fixtures and the days, so building a later stretch never touches an earlier one.
 */
export async function roomsOfDays(db: Db, origin: string, fromDay: number, toDay: number): Promise<{ rooms: RoomRow[]; schedule: ScheduleRow[] }> {
  const fixtures = await fixturesBetween(db, vnMidnight(dayString(fromDay)), vnMidnight(dayString(toDay + 1)));
  const rng = randomSource(`live:rooms:${fromDay}`);
  const rooms: RoomRow[] = [];
  const schedule: ScheduleRow[] = [];

  // Match rooms: one per football and basketball fixture.
  const matches = fixtures.filter((f) => f.sport !== 'esport');
  const matchHosts = assignHosts(matches.map((f) => ({ start: f.kickoffAt.getTime(), end: f.endsAt.getTime() })), MATCH_HOSTS, rng);
  matches.forEach((f, i) => {
    const id = f.id;
    const modeId = f.sport === 'football' ? MODE.football : MODE.basketball;
    const big = [1, 4, 5, 6, 7, 8, 9].includes(f.leagueId);
    const roomRng = randomSource(`live:room:${id}`);
    rooms.push({ id, liveModeId: modeId, fixtureId: f.id, hostIds: matchHosts[i]!, title: matchRoomTitle(f.home, f.away), pinned: roomRng.pick(PINNED), baseViewers: (big ? 6000 : 1500) + roomRng.int(0, big ? 24000 : 6000) });
    schedule.push({ id, roomId: id, liveModeId: modeId, fixtureId: f.id, title: null, startAt: f.kickoffAt, endAt: f.endsAt, cancelled: f.state !== 'normal' });
  });

  // Show rooms: esport channels, marble racing and casino, with fixed hosts.
  let showHost = 0;
  const firstDay = firstRoomDay(origin);
  SHOWS.forEach((show, s) => {
    const hostIds = [SHOW_HOSTS[showHost++ % SHOW_HOSTS.length]!, ...(show.coHost ? [SHOW_HOSTS[showHost++ % SHOW_HOSTS.length]!] : [])];
    rooms.push({ id: show.roomId, liveModeId: show.modeId, fixtureId: null, hostIds, title: show.title, pinned: show.pinned, baseViewers: show.viewers });
    if (show.esportLeagueId) {
      for (const f of fixtures.filter((x) => x.leagueId === show.esportLeagueId)) {
        schedule.push({ id: ESPORT_SESSION_OFFSET + f.id, roomId: show.roomId, liveModeId: show.modeId, fixtureId: f.id, title: null, startAt: f.kickoffAt, endAt: f.endsAt, cancelled: f.state !== 'normal' });
      }
      return;
    }
    for (let day = fromDay; day <= toDay; day++) {
      const midnight = vnMidnight(dayString(day));
      for (let start = show.firstMinute, n = 1; start < 24 * 60; start += show.everyMinutes, n++) {
        const startAt = midnight + start * MINUTE;
        const id = SHOW_SESSION_FIRST_ID + s * SHOW_SESSION_STRIDE + (day - firstDay) * 25 + n;
        schedule.push({ id, roomId: show.roomId, liveModeId: show.modeId, fixtureId: null, title: show.session(n), startAt: new Date(startAt), endAt: new Date(startAt + show.lengthMinutes * MINUTE), cancelled: false });
      }
    }
  });
  return { rooms, schedule };
}

export const liveSeed: SeedArea = {
  area: 'live',
  // Follows the sports version: rooms are rebuilt whenever the fixtures are.
  version: `2+sports${sportsSeed.version}`,
  run: async (db) => {
    await upsertAll(db, liveModes, LIVE_MODES);
    const [origin] = await db.select().from(sportsClock).where(eq(sportsClock.id, 1));
    if (!origin) return;
    // Rooms from the week before the origin's to the last planned fixture; extendSeason adds the later ones.
    const [last] = await db.select({ at: max(sportsFixtures.kickoffAt) }).from(sportsFixtures).where(lt(sportsFixtures.id, HISTORY_FIRST_ID));
    const lastDay = dayNumber(vnDay((last?.at ?? new Date(vnMidnight(origin.anchorDay))).getTime()));
    const { rooms, schedule } = await roomsOfDays(db, origin.anchorDay, firstRoomDay(origin.anchorDay), lastDay);
    // Sessions of an earlier version of the seed (other ids) go.
    await db.delete(liveSchedule).where(and(gte(liveSchedule.id, 500_000), lt(liveSchedule.id, SHOW_SESSION_FIRST_ID)));
    await upsertAll(db, liveRooms, rooms);
    await upsertAll(db, liveSchedule, schedule, 1000);
  },
};
