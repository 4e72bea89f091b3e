/**
 * The season grows with the clock: when the day in Vietnam plus HORIZON_DAYS reaches a week the
 * seed has not planned, the calendar's next weeks are added (fixtures, events, their rooms and
 * sessions, the experts' tips and the highlights), with the ids and outcomes the calendar always gives them. What was planned before is
 * never rewritten, so a match keeps its time, its score and its room.
 */
import { eq, lt, max } from 'drizzle-orm';
import type { Db } from './connect.ts';
import { highlights, liveRooms, liveSchedule, sportsClock, sportsFixtures, sportsMatchEvents, sportsTeams, sportsTips } from './schema.ts';
import { vnDay, vnMidnight } from '../clock.ts';
import { buildWeeks, HISTORY_FIRST_ID, HORIZON_DAYS } from './seed/sports/build.ts';
import { dayNumber, dayString, firstDayOfWeek, weekOfDay } from './seed/sports/calendar.ts';
import { buildTips, laterTipId } from './seed/sports/tips.ts';
import { roomsOfDays } from './seed/live/index.ts';
import { highlightsFrom } from './seed/highlights/index.ts';
import { upsertAll } from './seed/seed-kit.ts';

/** Adds the weeks the clock needs; answers whether it added any. */
export async function extendSeason(db: Db, nowMs: number): Promise<boolean> {
  const [origin] = await db.select().from(sportsClock).where(eq(sportsClock.id, 1));
  if (!origin) return false;
  const [last] = await db.select({ at: max(sportsFixtures.kickoffAt) }).from(sportsFixtures).where(lt(sportsFixtures.id, HISTORY_FIRST_ID));
  if (!last?.at) return false;
  const planned = weekOfDay(dayNumber(vnDay(last.at.getTime())));
  const wanted = weekOfDay(dayNumber(vnDay(nowMs)) + HORIZON_DAYS);
  if (wanted <= planned) return false;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { fixtures, events } = buildWeeks(origin.anchorDay, planned + 1, wanted);
    await upsertAll(t, sportsFixtures, fixtures, 400);
    await upsertAll(t, sportsMatchEvents, events, 2000);
    const firstNewDay = firstDayOfWeek(planned + 1);
    const firstNewMs = vnMidnight(dayString(firstNewDay));
    const { rooms, schedule } = await roomsOfDays(t, origin.anchorDay, firstNewDay, firstDayOfWeek(wanted + 1) - 1);
    await upsertAll(t, liveRooms, rooms);
    await upsertAll(t, liveSchedule, schedule, 1000);
    // The experts' tips on the new weeks' matches, each shown from the hour it is posted; form from every match before.
    const teams = await t.select({ id: sportsTeams.id, name: sportsTeams.name, rating: sportsTeams.rating }).from(sportsTeams);
    const played = await t
      .select({ id: sportsFixtures.id, sport: sportsFixtures.sport, leagueId: sportsFixtures.leagueId, season: sportsFixtures.season, kickoffAt: sportsFixtures.kickoffAt, endsAt: sportsFixtures.endsAt, state: sportsFixtures.state, homeTeamId: sportsFixtures.homeTeamId, awayTeamId: sportsFixtures.awayTeamId, finalHome: sportsFixtures.finalHome, finalAway: sportsFixtures.finalAway })
      .from(sportsFixtures)
      .where(lt(sportsFixtures.kickoffAt, new Date(firstNewMs)));
    await upsertAll(t, sportsTips, buildTips({ teams, fixtures: [...played, ...fixtures] }, firstNewMs, Infinity, Infinity, laterTipId));
    // Their highlights, each shown from a little after its final whistle.
    await upsertAll(t, highlights, await highlightsFrom(t, firstNewMs));
  });
  return true;
}
