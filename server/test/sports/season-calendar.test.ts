/**
 * The season's calendar, as a fan would check it: nobody plays twice within three days, every
 * kick-off is at one of its competition's slots, each league plays a full double round robin, and
 * extending the calendar later never changes a week already planned.
 */
import { describe, expect, it } from 'vitest';
import { competitionSlots, createCalendar, dayNumber, firstDayOfWeek, LEAGUE, REST_DAYS, SEASON_WEEKS, weekOfDay, type CalendarFixture } from '../../src/db/seed/sports/calendar.ts';
import { buildSportsData, buildWeeks, horizonWeek } from '../../src/db/seed/sports/build.ts';

const ORIGINS = ['2026-11-28', '2026-03-03', '2027-01-01'];

function clubsOf(origin: string) {
  const data = buildSportsData(origin);
  const byLeague = new Map<number, number[]>();
  for (const t of data.teams) byLeague.set(t.leagueId, [...(byLeague.get(t.leagueId) ?? []), t.id]);
  return { data, calendar: createCalendar(origin, { byLeague }), byLeague };
}

function weeks(calendar: ReturnType<typeof createCalendar>, count: number): CalendarFixture[] {
  return Array.from({ length: count }, (_, i) => calendar.week(calendar.firstWeek + i)).flat();
}

describe('the season calendar', () => {
  for (const origin of ORIGINS) {
    const { calendar, byLeague } = clubsOf(origin);
    // Two seasons and a bit: the turn of the season too.
    const fixtures = weeks(calendar, SEASON_WEEKS * 2 + 4);

    it(`gives no team two matches within ${REST_DAYS} days (origin ${origin})`, () => {
      const days = new Map<number, number[]>();
      for (const f of fixtures) for (const team of [f.home, f.away]) days.set(team, [...(days.get(team) ?? []), f.day]);
      const tooClose: string[] = [];
      for (const [team, list] of days) {
        list.sort((a, b) => a - b);
        for (let i = 1; i < list.length; i++) if (list[i]! - list[i - 1]! < REST_DAYS) tooClose.push(`${team}: ${list[i - 1]} and ${list[i]}`);
      }
      expect(tooClose).toEqual([]);
    });

    it(`kicks off only at each competition's slots in Vietnam's time (origin ${origin})`, () => {
      const offSlot = fixtures.filter((f) => {
        const dow = (f.day - firstDayOfWeek(weekOfDay(f.day))) % 7;
        const label = `${dow} ${String(Math.floor(f.minute / 60)).padStart(2, '0')}:${String(f.minute % 60).padStart(2, '0')}`;
        return !competitionSlots(f.leagueId).has(label);
      });
      expect(offSlot).toEqual([]);
    });

    it(`plays each league as a double round robin in its season (origin ${origin})`, () => {
      for (const leagueId of [LEAGUE.vl1, LEAGUE.vl2, LEAGUE.en, LEAGUE.es, LEAGUE.it, LEAGUE.de]) {
        const teams = byLeague.get(leagueId)!;
        const season = fixtures.filter((f) => f.leagueId === leagueId && f.season === 0);
        const pairs = new Map<string, number>();
        for (const f of season) pairs.set(`${f.home}-${f.away}`, (pairs.get(`${f.home}-${f.away}`) ?? 0) + 1);
        // Every club hosts every other once, and no pair meets at the same ground twice.
        expect(pairs.size).toBe(teams.length * (teams.length - 1));
        expect([...pairs.values()].every((n) => n === 1)).toBe(true);
      }
    });
  }

  it('puts the Premier League at 19:30 and 22:00 on Saturday and the Champions League on Wednesday and Thursday mornings', () => {
    const en = competitionSlots(LEAGUE.en);
    expect(en.has('4 19:30') && en.has('4 22:00')).toBe(true);
    expect([...competitionSlots(LEAGUE.cl)].every((slot) => /^[12] (00:45|03:00)$/.test(slot))).toBe(true);
    expect([...competitionSlots(LEAGUE.vl1)].every((slot) => /^[345] (17:00|18:00|19:15)$/.test(slot))).toBe(true);
  });

  it('adds later weeks with the ids, times and scores the calendar always gives them', () => {
    const origin = '2026-11-28';
    const { data } = clubsOf(origin);
    const next = horizonWeek(origin) + 1;
    const later = buildWeeks(origin, next, next + 1);
    expect(later.fixtures.length).toBeGreaterThan(40);
    // New ids after every planned one of the same sport; built twice, the same rows.
    const planned = new Set(data.fixtures.map((f) => f.id));
    expect(later.fixtures.some((f) => planned.has(f.id))).toBe(false);
    expect(buildWeeks(origin, next, next + 1)).toEqual(later);
    // A planned week built again on its own is the same as in the seed.
    const week = horizonWeek(origin) - 2;
    const again = buildWeeks(origin, week, week).fixtures;
    for (const f of again) expect(data.fixtures.find((x) => x.id === f.id)).toEqual(f);
    expect(again.every((f) => f.kickoffAt!.getTime() >= Date.parse('2026-12-01'))).toBe(true);
    expect(dayNumber(origin) - dayNumber('2026-11-28')).toBe(0);
  });

  it('gives every manager and player a name of his own, so no line-up has the same name on both sides', () => {
    const { data } = clubsOf('2026-11-28');
    const esport = new Set(data.teams.filter((t) => t.sport === 'esport').map((t) => t.id));
    const people = [...data.managers, ...data.players.filter((p) => !esport.has(p.teamId))];
    const names = people.map((p) => p.name.en);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(people.map((p) => p.name.zh)).size).toBe(names.length);
    const nameOf = new Map(data.players.map((p) => [p.id, p.name.vi]));
    for (const f of data.fixtures.filter((x) => x.homeLineup && x.awayLineup)) {
      const side = (lineup: NonNullable<typeof f.homeLineup>) => [...lineup.starters, ...lineup.bench].map((id) => nameOf.get(id));
      const home = new Set(side(f.homeLineup!));
      expect(side(f.awayLineup!).filter((name) => home.has(name)), `fixture ${f.id}`).toEqual([]);
    }
  });
});
