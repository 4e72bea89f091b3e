/**
 * The live seed: live modes, a room for every fixture of the five-day window (football,
 * basketball), esport channels showing the esport fixtures, and continuous marble-racing and
 * casino shows with their sessions. Hosts are users 10–49; none is in two live rooms at once.
 */
import { and, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { liveModes, liveRooms, liveSchedule, sportsClock, sportsFixtures, sportsTeams } from '../../schema.ts';
import { addDays, MINUTE, vnMidnight } from '../../../clock.ts';
import { randomSource, upsertAll, type SeedArea } from '../seed-kit.ts';
import { sportsSeed } from '../sports/index.ts';
import { WINDOW_DAYS } from '../sports/build.ts';
import { LIVE_MODES, MODE, PINNED, SHOWS, matchRoomTitle } from './rooms-data.ts';

type RoomRow = typeof liveRooms.$inferInsert & { id: number; hostIds: number[] };
type ScheduleRow = typeof liveSchedule.$inferInsert & { id: number; roomId: number; startAt: Date; endAt: Date };

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

export const liveSeed: SeedArea = {
  area: 'live',
  // Follows the sports version: rooms are rebuilt whenever the fixtures are.
  version: `1+sports${sportsSeed.version}`,
  run: async (db) => {
    await upsertAll(db, liveModes, LIVE_MODES);
    const [anchor] = await db.select().from(sportsClock).where(eq(sportsClock.id, 1));
    if (!anchor) return;
    const windowStart = vnMidnight(addDays(anchor.anchorDay, -WINDOW_DAYS));
    const windowEnd = vnMidnight(addDays(anchor.anchorDay, WINDOW_DAYS + 1));
    const home = alias(sportsTeams, 'home');
    const away = alias(sportsTeams, 'away');
    const fixtures = await db
      .select({ id: sportsFixtures.id, sport: sportsFixtures.sport, leagueId: sportsFixtures.leagueId, kickoffAt: sportsFixtures.kickoffAt, endsAt: sportsFixtures.endsAt, state: sportsFixtures.state, home: home.name, away: away.name })
      .from(sportsFixtures)
      .innerJoin(home, eq(home.id, sportsFixtures.homeTeamId))
      .innerJoin(away, eq(away.id, sportsFixtures.awayTeamId))
      .where(and(gte(sportsFixtures.kickoffAt, new Date(windowStart)), lt(sportsFixtures.kickoffAt, new Date(windowEnd)), eq(sportsFixtures.season, 0)))
      .orderBy(sportsFixtures.kickoffAt, sportsFixtures.id);

    const rng = randomSource('live:rooms');
    const rooms: RoomRow[] = [];
    const schedule: ScheduleRow[] = [];

    // Match rooms: one per football and basketball fixture.
    const matches = fixtures.filter((f) => f.sport !== 'esport');
    const matchHosts = assignHosts(matches.map((f) => ({ start: f.kickoffAt.getTime(), end: f.endsAt.getTime() })), MATCH_HOSTS, rng);
    matches.forEach((f, i) => {
      const id = f.id;
      const modeId = f.sport === 'football' ? MODE.football : MODE.basketball;
      const big = [1, 4, 5, 6, 7, 8, 9].includes(f.leagueId);
      rooms.push({ id, liveModeId: modeId, fixtureId: f.id, hostIds: matchHosts[i]!, title: matchRoomTitle(f.home, f.away), pinned: rng.pick(PINNED), baseViewers: (big ? 6000 : 1500) + rng.int(0, big ? 24000 : 6000) });
      schedule.push({ id, roomId: id, liveModeId: modeId, fixtureId: f.id, title: null, startAt: f.kickoffAt, endAt: f.endsAt, cancelled: f.state !== 'normal' });
    });

    // Show rooms: esport channels, marble racing and casino, with fixed hosts.
    let showHost = 0;
    let sessionId = 500_000;
    SHOWS.forEach((show) => {
      const hostIds = [SHOW_HOSTS[showHost++ % SHOW_HOSTS.length]!, ...(show.coHost ? [SHOW_HOSTS[showHost++ % SHOW_HOSTS.length]!] : [])];
      rooms.push({ id: show.roomId, liveModeId: show.modeId, fixtureId: null, hostIds, title: show.title, pinned: show.pinned, baseViewers: show.viewers });
      if (show.esportLeagueId) {
        for (const f of fixtures.filter((x) => x.leagueId === show.esportLeagueId)) {
          schedule.push({ id: ++sessionId, roomId: show.roomId, liveModeId: show.modeId, fixtureId: f.id, title: null, startAt: f.kickoffAt, endAt: f.endsAt, cancelled: f.state !== 'normal' });
        }
        return;
      }
      for (let day = -WINDOW_DAYS; day <= WINDOW_DAYS; day++) {
        const midnight = vnMidnight(addDays(anchor.anchorDay, day));
        for (let start = show.firstMinute, n = 1; start < 24 * 60; start += show.everyMinutes, n++) {
          const startAt = midnight + start * MINUTE;
          schedule.push({ id: ++sessionId, roomId: show.roomId, liveModeId: show.modeId, fixtureId: null, title: show.session(n), startAt: new Date(startAt), endAt: new Date(startAt + show.lengthMinutes * MINUTE), cancelled: false });
        }
      }
    });

    await upsertAll(db, liveRooms, rooms);
    await upsertAll(db, liveSchedule, schedule, 1000);
  },
};
