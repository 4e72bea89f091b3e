/**
 * The season's calendar: who meets whom in which week, and when. Weeks run Tuesday to Monday, so a
 * European midweek night (Tuesday or Wednesday evening there) falls on Wednesday or Thursday morning
 * in Vietnam and a European weekend ends on Monday morning. Leagues play a round a week at the
 * weekend at their competition's real kick-off times converted to Vietnam's (Premier League 19:30
 * and 22:00 on Saturday, V.League 17:00–19:15…); the Champions League plays in the even weeks, the
 * National Cup on Wednesday of the odd weeks; VBA basketball on Wednesday and Saturday; each esport
 * league twice a week. No team plays twice within three days: the weekend slots go first to the
 * clubs that play midweek before or after. A season is 26 weeks from 17 weeks before the week of the
 * origin (the first seed's day): everything is a pure function of the origin and the week, so the
 * calendar extends a week at a time without changing what it planned before.
 */
import type { Sport } from '../../schema/sports.ts';
import { DAY, MINUTE, vnMidnight } from '../../../clock.ts';
import { randomSource } from '../seed-kit.ts';

export const LEAGUE = { vl1: 1, vl2: 2, cup: 3, en: 4, es: 5, it: 6, de: 7, cl: 8, vba: 9, esNational: 10, esSea: 11 } as const;

export interface CalendarFixture {
  sport: Sport;
  leagueId: number;
  /** 0 for the season around the origin, 1 for the next… */
  season: number;
  round: number;
  home: number;
  away: number;
  /** Vietnamese calendar day, counted from 1970-01-01. */
  day: number;
  /** Minutes after midnight in Vietnam. */
  minute: number;
}

/** Weeks from the season's first week to the origin's week (odd: the origin's week has the National Cup, the next the Champions League), and the season's length in weeks. */
export const SEASON_WEEKS_BEFORE = 17;
export const SEASON_WEEKS = 26;
/** The fewest days between two matches of a team (Saturday then Tuesday is three). */
export const REST_DAYS = 3;

const [TUE, WED, THU, FRI, SAT, SUN, MON] = [0, 1, 2, 3, 4, 5, 6] as const;
/** Monday evening in Europe is Tuesday morning in Vietnam: the day after the week's Monday. */
const NEXT_TUE = 7;
/** 1970-01-06, a Tuesday: the first day of week 0. */
const FIRST_TUESDAY = 5;

interface Slot {
  /** Day of the week, Tuesday 0 … Monday 6 (7: the next Tuesday). */
  dow: number;
  minute: number;
}

const at = (dow: number, hours: number, minutes = 0): Slot => ({ dow, minute: hours * 60 + minutes });

/** A league's weekend in Vietnam's time, one slot per match of a round. */
export const LEAGUE_SLOTS: Record<number, Slot[]> = {
  [LEAGUE.vl1]: [at(FRI, 19, 15), at(SAT, 17), at(SAT, 18), at(SAT, 19, 15), at(SUN, 17), at(SUN, 18), at(SUN, 19, 15)],
  [LEAGUE.vl2]: [at(FRI, 16), at(FRI, 16), at(SAT, 15, 30), at(SAT, 16), at(SUN, 15, 30), at(SUN, 16)],
  // 12:30, 15:00 and 17:30 on Saturday in England; 14:00 and 16:30 on Sunday; 20:00 on Monday.
  [LEAGUE.en]: [at(SAT, 19, 30), at(SAT, 22), at(SAT, 22), at(SUN, 0, 30), at(SUN, 21), at(SUN, 23, 30), at(NEXT_TUE, 3)],
  // 14:00, 16:15, 18:30 and 21:00 in Spain.
  [LEAGUE.es]: [at(SAT, 20), at(SAT, 22, 15), at(SUN, 0, 30), at(SUN, 3), at(SUN, 22, 15), at(MON, 0, 30), at(MON, 3)],
  // 15:00, 18:00 and 20:45 in Italy, 12:30 on Sunday.
  [LEAGUE.it]: [at(SAT, 21), at(SUN, 0), at(SUN, 2, 45), at(SUN, 18, 30), at(SUN, 21), at(MON, 0), at(MON, 2, 45)],
  // 15:30 and 18:30 on Saturday in Germany; 15:30, 17:30 and 19:30 on Sunday.
  [LEAGUE.de]: [at(SAT, 21, 30), at(SAT, 21, 30), at(SAT, 21, 30), at(SUN, 0, 30), at(SUN, 21, 30), at(SUN, 23, 30), at(MON, 1, 30)],
};

/** 18:45 and 21:00 on Tuesday and Wednesday evening in Europe. */
const CL_SLOTS = [at(WED, 0, 45), at(WED, 3), at(WED, 3), at(WED, 3), at(THU, 0, 45), at(THU, 3), at(THU, 3), at(THU, 3)];
const CUP_SLOTS = [at(WED, 16), at(WED, 17), at(WED, 18), at(WED, 19, 15)];
const VBA_DAYS = [WED, SAT];
const VBA_MINUTES = [17 * 60, 18 * 60, 19 * 60, 20 * 60, 21 * 60];
const ESPORT: Record<number, { days: number[]; minutes: number[] }> = {
  [LEAGUE.esNational]: { days: [TUE, FRI], minutes: [17 * 60, 19 * 60, 21 * 60] },
  [LEAGUE.esSea]: { days: [WED, SAT], minutes: [16 * 60, 18 * 60, 20 * 60] },
};
const CUP_TIES = CUP_SLOTS.length;

/** Every kick-off a competition uses, as "day-of-week hh:mm" (Tuesday 0 … Monday 6). */
export function competitionSlots(leagueId: number): Set<string> {
  const label = (dow: number, minute: number) => `${dow % 7} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  const fixed = LEAGUE_SLOTS[leagueId] ?? (leagueId === LEAGUE.cl ? CL_SLOTS : leagueId === LEAGUE.cup ? CUP_SLOTS : []);
  const rounds = leagueId === LEAGUE.vba ? { days: VBA_DAYS, minutes: VBA_MINUTES } : ESPORT[leagueId];
  const out = new Set(fixed.map((slot) => label(slot.dow, slot.minute)));
  for (const dow of rounds?.days ?? []) for (const minute of rounds!.minutes) out.add(label(dow, minute));
  return out;
}

/** The Vietnamese day number of YYYY-MM-DD, and back. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY);
}
export function dayString(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}
export function weekOfDay(day: number): number {
  return Math.floor((day - FIRST_TUESDAY) / 7);
}
/** The Tuesday a week starts on. */
export function firstDayOfWeek(week: number): number {
  return FIRST_TUESDAY + week * 7;
}
/** The instant a fixture kicks off. */
export function kickoffMs(f: Pick<CalendarFixture, 'day' | 'minute'>): number {
  return vnMidnight(dayString(f.day)) + f.minute * MINUTE;
}

/** Round `round` of a double round robin over `teams` (circle method); teams.length is even. */
export function roundPairs(teams: readonly number[], round: number): [number, number][] {
  const n = teams.length;
  const r = round % (n - 1);
  const rest = teams.slice(1);
  const rotated = [...rest.slice(r), ...rest.slice(0, r)];
  const order = [teams[0]!, ...rotated];
  const pairs: [number, number][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = order[i]!;
    const b = order[n - 1 - i]!;
    const flip = (i + r) % 2 === 1 !== (Math.floor(round / (n - 1)) % 2 === 1);
    pairs.push(flip ? [b, a] : [a, b]);
  }
  return pairs;
}

export interface CalendarTeams {
  /** Each competition's clubs, in seed order (the strongest first in the foreign leagues). */
  byLeague: ReadonlyMap<number, readonly number[]>;
}

export interface Calendar {
  /** The week the season around the origin starts in. */
  firstWeek: number;
  /** Every fixture of week `week`, in kick-off order. */
  week(week: number): CalendarFixture[];
  /** Every fixture from day `from` to day `to` (both included), week by week. */
  days(from: number, to: number): CalendarFixture[];
}

/** The first week of the season around `origin`. */
export function firstWeekOf(origin: string): number {
  return weekOfDay(dayNumber(origin)) - SEASON_WEEKS_BEFORE;
}

/** The season (0 for the one around the origin, 1 for the next…) that day `day` falls in. */
export function seasonOfDay(origin: string, day: number): number {
  return Math.floor((weekOfDay(day) - firstWeekOf(origin)) / SEASON_WEEKS);
}

/** The calendar of the seasons around `origin` (YYYY-MM-DD, the first seed's day in Vietnam). */
export function createCalendar(origin: string, teams: CalendarTeams): Calendar {
  const firstWeek = firstWeekOf(origin);
  const clubs = (leagueId: number) => teams.byLeague.get(leagueId) ?? [];
  // The four strongest clubs of each foreign league play in Europe.
  const europe = [LEAGUE.en, LEAGUE.es, LEAGUE.it, LEAGUE.de].flatMap((id) => clubs(id).slice(0, 4));
  const seasonOf = (week: number) => Math.floor((week - firstWeek) / SEASON_WEEKS);
  const weekInSeason = (week: number) => week - firstWeek - seasonOf(week) * SEASON_WEEKS;
  const dayOf = (week: number, dow: number) => firstDayOfWeek(week) + dow;

  /** The midweek cups of a week: fixed before the weekends are planned around them. */
  const midweek = (week: number): CalendarFixture[] => {
    const out: CalendarFixture[] = [];
    const season = seasonOf(week);
    const index = weekInSeason(week);
    if (index < 0) return out;
    if (index % 2 === 0 && europe.length === 16) {
      const matchday = index / 2;
      roundPairs(europe, matchday).forEach(([home, away], i) => {
        const slot = CL_SLOTS[i]!;
        out.push({ sport: 'football', leagueId: LEAGUE.cl, season, round: matchday + 1, home, away, day: dayOf(week, slot.dow), minute: slot.minute });
      });
    }
    const [first, second] = [clubs(LEAGUE.vl1), clubs(LEAGUE.vl2)];
    if (index % 2 === 1 && first.length && second.length) {
      const tie = (index - 1) / 2;
      for (let k = 0; k < CUP_TIES; k++) {
        const a = first[(tie * CUP_TIES + k) % first.length]!;
        const b = second[(tie * CUP_TIES + k + tie) % second.length]!;
        const slot = CUP_SLOTS[k]!;
        const [home, away] = (tie + k) % 2 === 0 ? [b, a] : [a, b];
        out.push({ sport: 'football', leagueId: LEAGUE.cup, season, round: tie + 1, home, away, day: dayOf(week, slot.dow), minute: slot.minute });
      }
    }
    return out;
  };

  const weekend = (week: number): CalendarFixture[] => {
    const out: CalendarFixture[] = [];
    const season = seasonOf(week);
    const index = weekInSeason(week);
    if (index < 0) return out;
    // The days each club is already busy this week and the next (the cups are fixed first).
    const busy = new Map<number, number[]>();
    for (const f of [...midweek(week), ...midweek(week + 1)]) {
      for (const team of [f.home, f.away]) busy.set(team, [...(busy.get(team) ?? []), f.day]);
    }
    const rested = (team: number, day: number) => (busy.get(team) ?? []).every((d) => Math.abs(d - day) >= REST_DAYS);
    for (const [id, slots] of Object.entries(LEAGUE_SLOTS)) {
      const leagueId = Number(id);
      const leagueTeams = clubs(leagueId);
      const rounds = 2 * (leagueTeams.length - 1);
      // A league of fewer clubs finishes its rounds early and rests for the last weeks of the season.
      if (leagueTeams.length < 2 || index >= rounds) continue;
      const rng = randomSource(`calendar:${leagueId}:${week}`);
      const order = rng.shuffle(slots.map((_, i) => i));
      const pairs = roundPairs(leagueTeams, index).map((pair) => {
        const allowed = order.filter((i) => pair.every((team) => rested(team, dayOf(week, slots[i]!.dow))));
        return { pair, allowed };
      });
      const taken = new Set<number>();
      for (const { pair, allowed } of [...pairs].sort((a, b) => a.allowed.length - b.allowed.length)) {
        const slotIndex = allowed.find((i) => !taken.has(i)) ?? order.find((i) => !taken.has(i))!;
        taken.add(slotIndex);
        const slot = slots[slotIndex]!;
        out.push({ sport: 'football', leagueId, season, round: index + 1, home: pair[0], away: pair[1], day: dayOf(week, slot.dow), minute: slot.minute });
      }
    }
    return out;
  };

  /** Basketball and esport: rounds on fixed days, cycling through the round robin all season. */
  const others = (week: number): CalendarFixture[] => {
    const out: CalendarFixture[] = [];
    const season = seasonOf(week);
    const index = weekInSeason(week);
    if (index < 0) return out;
    const vba = clubs(LEAGUE.vba);
    VBA_DAYS.forEach((dow, d) => {
      if (vba.length < 2) return;
      const round = index * VBA_DAYS.length + d;
      roundPairs(vba, round).forEach(([home, away], i) => {
        out.push({ sport: 'basketball', leagueId: LEAGUE.vba, season, round: round + 1, home, away, day: dayOf(week, dow), minute: VBA_MINUTES[i % VBA_MINUTES.length]! });
      });
    });
    for (const [id, plan] of Object.entries(ESPORT)) {
      const leagueId = Number(id);
      const leagueTeams = clubs(leagueId);
      if (leagueTeams.length < 2) continue;
      plan.days.forEach((dow, d) => {
        const round = index * plan.days.length + d;
        roundPairs(leagueTeams, round).forEach(([home, away], i) => {
          out.push({ sport: 'esport', leagueId, season, round: round + 1, home, away, day: dayOf(week, dow), minute: plan.minutes[i % plan.minutes.length]! });
        });
      });
    }
    return out;
  };

  const week = (w: number): CalendarFixture[] =>
    [...midweek(w), ...weekend(w), ...others(w)].sort((a, b) => a.day - b.day || a.minute - b.minute || a.leagueId - b.leagueId || a.home - b.home);

  return {
    firstWeek,
    week,
    days: (from, to) => {
      const out: CalendarFixture[] = [];
      // A week's Monday-night match in Europe falls on the next week's first day.
      for (let w = weekOfDay(from) - 1; w <= weekOfDay(to); w++) out.push(...week(w).filter((f) => f.day >= from && f.day <= to));
      return out;
    },
  };
}
