/**
 * The sports seed: leagues, clubs, squads, venues, managers, the season's fixtures with events
 * (calendar.ts, from 17 weeks before the origin's week to 60 days after it), and expert tips. The origin is the day
 * the sports were first seeded (sports_clock.anchor_day): it never moves, so a restart or a new
 * version of the seed rebuilds the same season, and the clock alone moves matches from scheduled to
 * live to finished. Weeks after the horizon are added as the clock reaches them (db/season.ts).
 * Version 6: one continuous season on a weekly calendar, nothing shifted at midnight. Version 7: no two people share a name; tips of the later matches, shown from when they are posted.
 */
import { eq, notInArray, sql } from 'drizzle-orm';
import { sportsClock, sportsFixtures, sportsLeagues, sportsManagers, sportsMatchEvents, sportsPlayers, sportsTeams, sportsTipFollows, sportsTips, sportsTipsterFollows, sportsVenues } from '../../schema.ts';
import { addDays, vnDay, vnMidnight } from '../../../clock.ts';
import { settleDueTips } from '../../../sports/tip-settlement.ts';
import { upsertAll, type SeedArea } from '../seed-kit.ts';
import { buildSportsData } from './build.ts';
import { buildFollows, buildTips, LATER_TIP_FIRST_ID, laterTipId, TIP_DAYS } from './tips.ts';

export const sportsSeed: SeedArea = {
  area: 'sports',
  version: '7',
  run: async (db, { now }) => {
    const [kept] = await db.select().from(sportsClock).where(eq(sportsClock.id, 1));
    const origin = kept?.anchorDay ?? vnDay(now.getTime());
    const data = buildSportsData(origin);
    await upsertAll(db, sportsLeagues, data.leagues);
    await upsertAll(db, sportsVenues, data.venues);
    await upsertAll(db, sportsManagers, data.managers);
    await upsertAll(db, sportsTeams, data.teams);
    await upsertAll(db, sportsPlayers, data.players, 1000);
    // An earlier version's fixtures and events (other ids, other days) go first.
    await db.delete(sportsMatchEvents);
    await db.delete(sportsFixtures).where(notInArray(sportsFixtures.id, data.fixtures.map((f) => f.id)));
    await upsertAll(db, sportsFixtures, data.fixtures, 400);
    await upsertAll(db, sportsMatchEvents, data.events, 2000);
    const originStart = vnMidnight(origin);
    const tips = buildTips(data, vnMidnight(addDays(origin, TIP_DAYS[0])), vnMidnight(addDays(origin, TIP_DAYS[1])), originStart);
    await upsertAll(db, sportsTips, tips);
    const follows = buildFollows(tips, originStart);
    await upsertAll(db, sportsTipsterFollows, follows.tipsterFollows, 1000);
    await upsertAll(db, sportsTipFollows, follows.tipFollows, 1000);
    // The tips of the later matches, each shown from the hour it is posted.
    await upsertAll(db, sportsTips, buildTips(data, vnMidnight(addDays(origin, TIP_DAYS[1])), Infinity, Infinity, laterTipId));
    // Member tips take ids after the first seeded ones (the later ones have theirs from LATER_TIP_FIRST_ID).
    await db.execute(sql`select setval(pg_get_serial_sequence('sports_tips', 'id'), (select coalesce(max(id), 1) from sports_tips where id < ${LATER_TIP_FIRST_ID}))`);
    await upsertAll(db, sportsClock, [{ id: 1, anchorDay: origin }]);
  },
  // Settles the tips of matches over by now.
  onStart: async (db, { now }) => {
    await settleDueTips(db, now.getTime());
  },
};
