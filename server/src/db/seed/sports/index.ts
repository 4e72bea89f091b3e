/**
 * The sports seed: leagues, clubs, squads, venues, managers, fixtures with events, and expert tips,
 * all relative to today (Asia/Ho_Chi_Minh); onStart moves them when the day has changed since and
 * settles the tips whose matches are over. Version 4: head-to-head history, tips posted before the
 * anchor day, tips settled in the table. Version 5: tips written from the match's numbers with
 * Vietnamese slugs, members following experts and tips.
 */
import { sql } from 'drizzle-orm';
import { sportsClock, sportsFixtures, sportsLeagues, sportsManagers, sportsMatchEvents, sportsPlayers, sportsTeams, sportsTipFollows, sportsTips, sportsTipsterFollows, sportsVenues } from '../../schema.ts';
import { addDays, vnDay, vnMidnight } from '../../../clock.ts';
import { shiftToDay } from '../../../sports/time-anchor.ts';
import { upsertAll, type SeedArea } from '../seed-kit.ts';
import { buildSportsData, WINDOW_DAYS } from './build.ts';
import { buildFollows, buildTips } from './tips.ts';

export const sportsSeed: SeedArea = {
  area: 'sports',
  version: '5',
  run: async (db, { now }) => {
    const today = vnDay(now.getTime());
    const data = buildSportsData(today);
    await upsertAll(db, sportsLeagues, data.leagues);
    await upsertAll(db, sportsVenues, data.venues);
    await upsertAll(db, sportsManagers, data.managers);
    await upsertAll(db, sportsTeams, data.teams);
    await upsertAll(db, sportsPlayers, data.players, 1000);
    await upsertAll(db, sportsFixtures, data.fixtures, 400);
    await upsertAll(db, sportsMatchEvents, data.events, 2000);
    const tips = buildTips(data, vnMidnight(addDays(today, -WINDOW_DAYS)), vnMidnight(today));
    await upsertAll(db, sportsTips, tips);
    const follows = buildFollows(tips, vnMidnight(today));
    await upsertAll(db, sportsTipsterFollows, follows.tipsterFollows, 1000);
    await upsertAll(db, sportsTipFollows, follows.tipFollows, 1000);
    // Member tips take ids after the seeded ones.
    await db.execute(sql`select setval(pg_get_serial_sequence('sports_tips', 'id'), (select coalesce(max(id), 1) from sports_tips))`);
    await upsertAll(db, sportsClock, [{ id: 1, anchorDay: today }]);
  },
  // Moves the rows to today and settles the tips of matches over by now.
  onStart: async (db, { now }) => {
    await shiftToDay(db, vnDay(now.getTime()), now.getTime());
  },
};
