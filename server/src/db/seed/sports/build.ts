/**
 * Builds the sports rows deterministically from the anchor day: leagues, venues, managers, clubs,
 * squads, and fixtures from 23 days back to 5 days ahead (plus four rounds of the previous season),
 * each with its timeline, events, lineups and statistics; then, for every pair of teams that meets
 * in the five-day window, past meetings over the previous seasons (head-to-head: 3–8 before the
 * window), with ids from HISTORY_FIRST_ID so the fixtures and events before them keep theirs.
 */
import type { LocalizedText } from '../../../i18n.ts';
import type { Lineup, MatchStats, Sport, Timeline } from '../../schema/sports.ts';
import { sportsFixtures, sportsLeagues, sportsManagers, sportsMatchEvents, sportsPlayers, sportsTeams, sportsVenues } from '../../schema/sports.ts';
import { durationMinutes, footballSecond } from '../../../sports/match-clock.ts';
import { addDays, MINUTE, vnMidnight } from '../../../clock.ts';
import { randomSource, type RandomSource } from '../seed-kit.ts';
import {
  BASKETBALL_CLUBS,
  COLOURS,
  ESPORT_TEAMS,
  FOREIGN_LEAGUES,
  FOREIGN_NAMES,
  FORMATIONS,
  GAMER_TAGS,
  VLEAGUE1_CLUBS,
  VLEAGUE2_CLUBS,
  VN_GIVEN,
  VN_MIDDLE,
  VN_SURNAMES,
  VN_VENUES,
  type ClubName,
  type Part,
} from './names-data.ts';

type LeagueRow = typeof sportsLeagues.$inferInsert;
type VenueRow = typeof sportsVenues.$inferInsert;
type ManagerRow = typeof sportsManagers.$inferInsert;
type TeamRow = typeof sportsTeams.$inferInsert & { id: number; rating: number; leagueId: number };
type PlayerRow = typeof sportsPlayers.$inferInsert & { id: number; teamId: number; position: string };
type FixtureRow = typeof sportsFixtures.$inferInsert & { id: number };
type EventRow = typeof sportsMatchEvents.$inferInsert;

const L = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

export const LEAGUE = { vl1: 1, vl2: 2, cup: 3, en: 4, es: 5, it: 6, de: 7, cl: 8, vba: 9, esNational: 10, esSea: 11 } as const;

/** Days of the current-season rounds before the five-day window, and of the previous season. */
const EARLIER_ROUNDS = [-23, -20, -17, -14, -11, -8];
const PREVIOUS_SEASON = [-220, -210, -200, -190];
export const WINDOW_DAYS = 5;
/** Ids of the past meetings added for head-to-head (after football 1…, basketball 100 001…, esport 200 001…). */
export const HISTORY_FIRST_ID = 300_001;
/** Past meetings wanted before the window for each pair that meets in it (those already seeded count). */
export const HEAD_TO_HEAD_RANGE: [number, number] = [3, 8];

function seasonLabel(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = month >= 8 ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

function leagues(today: string): LeagueRow[] {
  const season = seasonLabel(today);
  const row = (id: number, sport: Sport, name: LocalizedText, shortName: string, country: string, kind: 'league' | 'cup', tier: number, featured: boolean, colours: [string, string]): LeagueRow => ({
    id, sport, name, shortName, country, kind, tier, featured, season, colorPrimary: colours[0], colorSecondary: colours[1], sort: id,
  });
  return [
    row(LEAGUE.vl1, 'football', L('V.League 1', 'V.League 1', '越南足球甲級聯賽'), 'VL1', 'VN', 'league', 1, true, ['#da251d', '#ffcd00']),
    row(LEAGUE.vl2, 'football', L('V.League 2', 'V.League 2', '越南足球乙級聯賽'), 'VL2', 'VN', 'league', 2, false, ['#b71c1c', '#ffffff']),
    row(LEAGUE.cup, 'football', L('Cúp Quốc gia', 'Vietnamese National Cup', '越南國家盃'), 'CQG', 'VN', 'cup', 1, false, ['#ffcd00', '#da251d']),
    row(LEAGUE.en, 'football', L('Ngoại hạng Anh', 'Premier League', '英格蘭超級聯賽'), 'EPL', 'EN', 'league', 1, true, ['#3d195b', '#00ff85']),
    row(LEAGUE.es, 'football', L('La Liga', 'La Liga', '西班牙甲級聯賽'), 'LIGA', 'ES', 'league', 1, true, ['#ee8707', '#1d1d1b']),
    row(LEAGUE.it, 'football', L('Serie A', 'Serie A', '意大利甲級聯賽'), 'SA', 'IT', 'league', 1, true, ['#008fd7', '#ffffff']),
    row(LEAGUE.de, 'football', L('Bundesliga', 'Bundesliga', '德國甲級聯賽'), 'BL', 'DE', 'league', 1, true, ['#d20515', '#ffffff']),
    row(LEAGUE.cl, 'football', L('Cúp C1 châu Âu', 'Champions League', '歐洲冠軍聯賽'), 'UCL', 'EU', 'cup', 1, true, ['#0e1e5b', '#c0c0c0']),
    row(LEAGUE.vba, 'basketball', L('Bóng rổ chuyên nghiệp Việt Nam (VBA)', 'Vietnam Basketball Association (VBA)', '越南職業籃球聯賽（VBA）'), 'VBA', 'VN', 'league', 1, true, ['#f26522', '#1b1464']),
    row(LEAGUE.esNational, 'esport', L('Giải Esports Vô địch Quốc gia', 'National Esports Championship', '全國電競錦標賽'), 'NEC', 'VN', 'league', 1, true, ['#7b2ff7', '#00e5ff']),
    row(LEAGUE.esSea, 'esport', L('Cúp Esports Đông Nam Á', 'Southeast Asia Esports Cup', '東南亞電競盃'), 'SEC', 'SEA', 'league', 1, false, ['#00b894', '#2d3436']),
  ];
}

function personName(rng: RandomSource, country: string): LocalizedText {
  if (country === 'VN') {
    const parts: Part[] = [rng.pick(VN_SURNAMES), rng.pick(VN_MIDDLE), rng.pick(VN_GIVEN)];
    return L(parts.map((p) => p[0]).join(' '), parts.map((p) => p[1]).join(' '), parts.map((p) => p[2]).join(''));
  }
  const table = FOREIGN_NAMES[country] ?? FOREIGN_NAMES.EN!;
  const given = rng.pick(table.given);
  const surname = rng.pick(table.surnames);
  return L(`${given[0]} ${surname[0]}`, `${given[1]} ${surname[1]}`, `${given[2]}·${surname[2]}`);
}

function birthDate(rng: RandomSource, today: string, minAge: number, maxAge: number): string {
  const year = Number(today.slice(0, 4)) - rng.int(minAge, maxAge);
  return `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

export interface SportsData {
  leagues: LeagueRow[];
  venues: VenueRow[];
  managers: ManagerRow[];
  teams: TeamRow[];
  players: PlayerRow[];
  fixtures: FixtureRow[];
  events: EventRow[];
}

function clubsAndPeople(today: string) {
  const venues: VenueRow[] = VN_VENUES.map((v, i) => ({ id: i + 1, name: v.name, city: v.city, country: v.country, capacity: v.capacity, opened: v.opened, surface: i % 5 === 0 ? 'hybrid' : 'grass' }));
  const venueId = new Map(VN_VENUES.map((v, i) => [v.key, i + 1]));
  const teams: TeamRow[] = [];
  const managers: ManagerRow[] = [];
  const players: PlayerRow[] = [];
  const rng = randomSource('sports:clubs');
  let colour = 0;
  const nextColours = () => COLOURS[colour++ % COLOURS.length]!;

  const addFootballClub = (id: number, leagueId: number, club: ClubName, country: string, venue: number, rating: number) => {
    const [primary, secondary] = nextColours();
    const managerCountry = country === 'VN' ? rng.pick(['VN', 'VN', 'VN', 'BR', 'ES', 'DE']) : rng.chance(0.7) ? country : rng.pick(['ES', 'IT', 'DE', 'EN', 'BR']);
    managers.push({
      id,
      name: personName(rng, managerCountry),
      nationality: managerCountry,
      birthDate: birthDate(rng, today, 38, 66),
      formation: rng.pick(Object.keys(FORMATIONS)),
      since: Number(today.slice(0, 4)) - rng.int(0, 5),
    });
    teams.push({
      id, sport: 'football', leagueId, name: club.name, shortName: club.code, city: club.city, country,
      founded: rng.int(1900, 2012), venueId: venue, managerId: id, colorPrimary: primary, colorSecondary: secondary, rating,
    });
    squad(rng, today, id, country).forEach((p) => players.push(p));
  };

  VLEAGUE1_CLUBS.forEach((club, i) => addFootballClub(i + 1, LEAGUE.vl1, club, 'VN', venueId.get(club.venue)!, 78 - i + rng.int(-3, 3)));
  VLEAGUE2_CLUBS.forEach((club, i) => addFootballClub(15 + i, LEAGUE.vl2, club, 'VN', venueId.get(club.venue)!, 66 - i + rng.int(-2, 2)));
  const foreignLeagueIds = [LEAGUE.en, LEAGUE.es, LEAGUE.it, LEAGUE.de];
  FOREIGN_LEAGUES.forEach((names, li) => {
    names.cities.forEach(([vi, en, zh], ci) => {
      const id = 27 + li * 14 + ci;
      const [patternEn, patternZh] = names.patterns[ci % names.patterns.length]!;
      const nameEn = patternEn.replace('{city}', en);
      const name = L(patternEn.replace('{city}', vi), nameEn, patternZh.replace('{city}', zh));
      const venue = venues.length + 1;
      venues.push({
        id: venue,
        name: L(names.stadium[0].replace('{city}', vi), names.stadium[0].replace('{city}', en), names.stadium[1].replace('{city}', zh)),
        city: L(vi, en, zh),
        country: names.country,
        capacity: rng.int(18, 75) * 1000 + rng.int(0, 999),
        opened: rng.int(1890, 2015),
        surface: rng.chance(0.5) ? 'hybrid' : 'grass',
      });
      const code = en.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();
      addFootballClub(id, foreignLeagueIds[li]!, { name, code, city: L(vi, en, zh), venue: '' }, names.country, venue, 92 - ci * 2 + rng.int(-3, 3));
    });
  });

  BASKETBALL_CLUBS.forEach(([vi, en, zh, code, city], i) => {
    const id = 101 + i;
    const [primary, secondary] = nextColours();
    teams.push({ id, sport: 'basketball', leagueId: LEAGUE.vba, name: L(vi, en, zh), shortName: code, city, country: 'VN', founded: rng.int(2011, 2020), venueId: null, managerId: null, colorPrimary: primary, colorSecondary: secondary, rating: 85 - i * 2 + rng.int(-3, 3) });
    const positions = ['PG', 'SG', 'SF', 'PF', 'C'];
    const numbers = rng.shuffle(Array.from({ length: 40 }, (_, n) => n));
    for (let k = 1; k <= 12; k++) {
      const country = k <= 2 ? 'US' : 'VN';
      const position = positions[(k - 1) % 5]!;
      const height = rng.int(178, 192) + positions.indexOf(position) * 3 + (country === 'US' ? 6 : 0);
      players.push({ id: id * 100 + k, teamId: id, name: personName(rng, country), position, shirtNumber: numbers[k]!, nationality: country, birthDate: birthDate(rng, today, 19, 34), heightCm: height, weightKg: height - 100 + rng.int(-5, 8), foot: rng.chance(0.8) ? 'right' : 'left' });
    }
  });

  const tags = rng.shuffle(GAMER_TAGS);
  ESPORT_TEAMS.forEach(([vi, en, zh, code], i) => {
    const id = 201 + i;
    const [primary, secondary] = nextColours();
    teams.push({ id, sport: 'esport', leagueId: i < 6 ? LEAGUE.esNational : LEAGUE.esSea, name: L(vi, en, zh), shortName: code, city: L('TP Hồ Chí Minh', 'Ho Chi Minh City', '胡志明市'), country: 'VN', founded: rng.int(2016, 2023), venueId: null, managerId: null, colorPrimary: primary, colorSecondary: secondary, rating: 88 - (i % 6) * 4 + rng.int(-3, 3) });
    ['TOP', 'JG', 'MID', 'AD', 'SP'].forEach((role, k) => {
      const tag = tags[(i * 5 + k) % tags.length]!;
      players.push({ id: id * 100 + k + 1, teamId: id, name: L(tag, tag, tag), position: role, shirtNumber: k + 1, nationality: 'VN', birthDate: birthDate(rng, today, 17, 26), heightCm: rng.int(163, 182), weightKg: rng.int(52, 78), foot: 'right' });
    });
  });
  return { venues, teams, managers, players };
}

const SQUAD_PLAN: [string, number[]][] = [
  ['GK', [1, 12, 25]],
  ['DF', [2, 3, 4, 5, 6, 15, 16]],
  ['MF', [7, 8, 10, 14, 17, 18, 20]],
  ['FW', [9, 11, 19, 21, 23]],
];

function squad(rng: RandomSource, today: string, teamId: number, country: string): PlayerRow[] {
  const out: PlayerRow[] = [];
  let k = 0;
  for (const [position, numbers] of SQUAD_PLAN) {
    for (const shirt of numbers) {
      k++;
      // Vietnamese clubs field up to three foreign players; foreign clubs are mostly home-grown.
      const nationality = country === 'VN' ? ([9, 11, 19].includes(shirt) && rng.chance(0.7) ? 'BR' : 'VN') : rng.chance(0.75) ? country : rng.pick(['BR', 'ES', 'IT', 'DE', 'EN'].filter((c) => c !== country));
      const base = { GK: 187, DF: 182, MF: 175, FW: 179 }[position as 'GK']! - (nationality === 'VN' ? 6 : 0);
      const height = base + rng.int(-5, 6);
      out.push({
        id: teamId * 100 + k, teamId, name: personName(rng, nationality), position, shirtNumber: shirt, nationality,
        birthDate: birthDate(rng, today, 18, 35), heightCm: height, weightKg: height - 105 + rng.int(-4, 6),
        foot: rng.chance(0.05) ? 'both' : rng.chance(0.25) ? 'left' : 'right',
      });
    }
  }
  return out;
}

/** Round `round` of a double round robin over `teams` (circle method); teams.length is even. */
function roundPairs(teams: number[], round: number): [number, number][] {
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

interface PlannedFixture {
  sport: Sport;
  leagueId: number;
  season: number;
  round: number;
  home: number;
  away: number;
  day: number;
  minuteOfDay: number;
}

/** Football: each league plays a round a day; on odd days some clubs play the cups instead. */
function planFootball(teamsByLeague: Map<number, number[]>): PlannedFixture[] {
  const planned: PlannedFixture[] = [];
  const domestic = [LEAGUE.vl1, LEAGUE.vl2, LEAGUE.en, LEAGUE.es, LEAGUE.it, LEAGUE.de];
  const plan = (day: number, round: number, season: number, withCups: boolean, cupRound: number) => {
    const dayFixtures: Omit<PlannedFixture, 'minuteOfDay'>[] = [];
    const cupTeams: number[] = [];
    const clTeams: number[][] = [];
    for (const leagueId of domestic) {
      const pairs = roundPairs(teamsByLeague.get(leagueId)!, round + (season < 0 ? 3 : 0));
      const drop = !withCups ? 0 : leagueId === LEAGUE.vl2 ? 1 : 2;
      const removed = pairs.splice(pairs.length - drop, drop);
      if (leagueId === LEAGUE.vl1 || leagueId === LEAGUE.vl2) cupTeams.push(...removed.flat());
      else if (removed.length) clTeams.push(removed.flat());
      for (const [home, away] of pairs) {
        const swap = season < 0;
        dayFixtures.push({ sport: 'football', leagueId, season, round: round + 1, home: swap ? away : home, away: swap ? home : away, day });
      }
    }
    for (let i = 0; i + 1 < cupTeams.length; i += 2) {
      dayFixtures.push({ sport: 'football', leagueId: LEAGUE.cup, season, round: cupRound, home: cupTeams[i]!, away: cupTeams[i + 1]!, day });
    }
    if (clTeams.length === 4) {
      for (let i = 0; i < 4; i++) {
        dayFixtures.push({ sport: 'football', leagueId: LEAGUE.cl, season, round: cupRound, home: clTeams[0]![i]!, away: clTeams[2]![i]!, day });
        dayFixtures.push({ sport: 'football', leagueId: LEAGUE.cl, season, round: cupRound, home: clTeams[1]![i]!, away: clTeams[3]![i]!, day });
      }
    }
    // Kickoffs spread over the whole day (one every ~35 minutes) so some are always live.
    const order = randomSource(`sports:slots:${season}:${day}`).shuffle(dayFixtures);
    order.forEach((f, i) => planned.push({ ...f, minuteOfDay: Math.round((i * 1440) / order.length / 5) * 5 }));
  };
  EARLIER_ROUNDS.forEach((day, i) => plan(day, i, 0, false, 0));
  let cupRound = 0;
  for (let day = -WINDOW_DAYS; day <= WINDOW_DAYS; day++) {
    const cups = Math.abs(day) % 2 === 1;
    if (cups) cupRound++;
    plan(day, EARLIER_ROUNDS.length + day + WINDOW_DAYS, 0, cups, cupRound);
  }
  PREVIOUS_SEASON.forEach((day, i) => plan(day, i, -1, false, 0));
  return planned;
}

/** Basketball every two hours and esport through the afternoon and evening, every day of the window. */
function planOthers(teamsByLeague: Map<number, number[]>): PlannedFixture[] {
  const planned: PlannedFixture[] = [];
  const vba = teamsByLeague.get(LEAGUE.vba)!;
  let game = 0;
  for (let day = -WINDOW_DAYS; day <= WINDOW_DAYS; day++) {
    for (let slot = 0; slot < 12; slot++, game++) {
      const round = Math.floor(game / 5);
      const [home, away] = roundPairs(vba, round)[game % 5]!;
      planned.push({ sport: 'basketball', leagueId: LEAGUE.vba, season: 0, round: round + 1, home, away, day, minuteOfDay: 15 + slot * 120 });
    }
    for (const [leagueId, first] of [[LEAGUE.esNational, 600], [LEAGUE.esSea, 660]] as const) {
      const teams = teamsByLeague.get(leagueId)!;
      for (let slot = 0; slot < 6; slot++) {
        const index = (day + WINDOW_DAYS) * 6 + slot;
        const round = Math.floor(index / 3);
        const [home, away] = roundPairs(teams, round)[index % 3]!;
        planned.push({ sport: 'esport', leagueId, season: 0, round: round + 1, home, away, day, minuteOfDay: first + slot * 120 });
      }
    }
  }
  return planned;
}

function poisson(rng: RandomSource, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng.next();
  while (p > limit && k < 7) {
    k++;
    p *= rng.next();
  }
  return k;
}

function lineup(rng: RandomSource, squadPlayers: PlayerRow[], formation: string): Lineup {
  const [df, mf, fw] = FORMATIONS[formation]!;
  const group = (position: string) => squadPlayers.filter((p) => p.position === position).map((p) => p.id);
  // Mostly the usual first choices; now and then a rotation brings in a squad player.
  const choose = (ids: number[], n: number) => {
    const order = [...ids];
    if (rng.chance(0.35) && order.length > n) {
      const out = rng.int(0, n - 1);
      const inn = rng.int(n, order.length - 1);
      [order[out], order[inn]] = [order[inn]!, order[out]!];
    }
    return { starters: order.slice(0, n), rest: order.slice(n) };
  };
  const gk = choose(group('GK'), 1);
  const d = choose(group('DF'), df);
  const m = choose(group('MF'), mf);
  const f = choose(group('FW'), fw);
  const bench = [gk.rest[0], ...d.rest.slice(0, 2), ...m.rest.slice(0, 2), ...f.rest.slice(0, 2)].filter((id): id is number => id !== undefined);
  return { formation, starters: [...gk.starters, ...d.starters, ...m.starters, ...f.starters], bench };
}

const positionCache = new WeakMap<Map<number, PlayerRow[]>, Map<number, string>>();

/** Every player's position, read once per set of squads. */
function positionsOf(squads: Map<number, PlayerRow[]>): Map<number, string> {
  let positions = positionCache.get(squads);
  if (!positions) positionCache.set(squads, (positions = new Map([...squads.values()].flat().map((p) => [p.id, p.position]))));
  return positions;
}

interface FootballOutcome {
  timeline: Timeline;
  events: Omit<EventRow, 'id' | 'fixtureId'>[];
  stats: MatchStats;
  score: [number, number];
}

function footballMatch(rng: RandomSource, home: TeamRow, away: TeamRow, lineups: [Lineup, Lineup], squads: Map<number, PlayerRow[]>): FootballOutcome {
  const add1 = rng.int(1, 4);
  const add2 = rng.int(2, 6);
  const events: Omit<EventRow, 'id' | 'fixtureId'>[] = [];
  const at = (minute: number, extra: number) => footballSecond(minute, extra, add1);
  // Substitutions first, so goals and cards can be given to players on the pitch at that minute.
  const subs: { side: number; minute: number; on: number; off: number }[] = [];
  lineups.forEach((l, side) => {
    const bench = rng.shuffle(l.bench.slice(1));
    const outfield = rng.shuffle(l.starters.slice(1));
    const count = rng.int(3, 5);
    for (let i = 0; i < count && i < bench.length; i++) subs.push({ side, minute: rng.int(55, 88), on: bench[i]!, off: outfield[i]! });
  });
  const playersAt = (side: number, minute: number) => {
    const set = new Set(lineups[side]!.starters);
    for (const s of subs) if (s.side === side && s.minute <= minute) {
      set.delete(s.off);
      set.add(s.on);
    }
    return [...set];
  };
  const position = positionsOf(squads);
  const weighted = (ids: number[]) => ids.flatMap((id) => Array(({ GK: 0, DF: 1, MF: 3, FW: 6 } as Record<string, number>)[position.get(id) ?? 'MF'] ?? 1).fill(id) as number[]);
  for (const s of subs) events.push({ atSecond: at(s.minute, 0), minute: s.minute, extra: 0, side: s.side, type: 'sub', playerId: s.on, relatedPlayerId: s.off });

  const diff = (home.rating - away.rating) / 28;
  const goals = [poisson(rng, 1.45 * Math.exp(diff)), poisson(rng, 1.15 * Math.exp(-diff))];
  const goalEvents: [number, number][] = [];
  goals.forEach((count, side) => {
    for (let g = 0; g < count; g++) {
      const minute = rng.int(1, 90);
      let extra = 0;
      if (minute === 45 && rng.chance(0.5)) extra = rng.int(1, add1);
      if (minute === 90 && rng.chance(0.6)) extra = rng.int(1, add2);
      const ownGoal = rng.chance(0.04);
      const scorerSide = ownGoal ? 1 - side : side;
      const candidates = playersAt(scorerSide, minute);
      const pool = ownGoal ? candidates.filter((id) => position.get(id) === 'DF') : weighted(candidates);
      const scorer = rng.pick(pool.length ? pool : candidates);
      const penalty = !ownGoal && rng.chance(0.1);
      const mates = candidates.filter((id) => id !== scorer && position.get(id) !== 'GK');
      const assist = !ownGoal && !penalty && rng.chance(0.7) ? rng.pick(mates) : null;
      const second = at(minute, extra);
      events.push({ atSecond: second, minute, extra, side, type: ownGoal ? 'own_goal' : penalty ? 'penalty' : 'goal', playerId: scorer, relatedPlayerId: assist });
      goalEvents.push([second, side]);
    }
  });
  for (let side = 0; side < 2; side++) {
    const yellows = poisson(rng, 1.7);
    for (let c = 0; c < yellows; c++) {
      const minute = rng.int(8, 90);
      const pool = playersAt(side, minute).filter((id) => position.get(id) !== 'GK');
      events.push({ atSecond: at(minute, 0), minute, extra: 0, side, type: 'yellow', playerId: rng.pick(pool), relatedPlayerId: null });
    }
    if (rng.chance(0.06)) {
      const minute = rng.int(30, 89);
      events.push({ atSecond: at(minute, 0), minute, extra: 0, side, type: 'red', playerId: rng.pick(playersAt(side, minute)), relatedPlayerId: null });
    }
  }
  events.sort((a, b) => a.atSecond - b.atSecond);
  goalEvents.sort((a, b) => a[0] - b[0]);

  const shots = goals.map((g) => g + rng.int(5, 13)) as [number, number];
  const onTarget = goals.map((g, i) => Math.min(shots[i]!, g + rng.int(1, 5))) as [number, number];
  const possession = Math.max(30, Math.min(70, Math.round(50 + (home.rating - away.rating) * 0.6 + rng.int(-6, 6))));
  return {
    timeline: { kind: 'football', add1, add2, goals: goalEvents },
    events,
    stats: {
      possession,
      shots,
      shotsOnTarget: onTarget,
      corners: [rng.int(1, 10), rng.int(1, 9)],
      fouls: [rng.int(7, 18), rng.int(7, 18)],
      offsides: [rng.int(0, 5), rng.int(0, 5)],
    },
    score: goals as [number, number],
  };
}

function basketballTimeline(rng: RandomSource, home: TeamRow, away: TeamRow): Timeline {
  const edge = (home.rating - away.rating) / 8;
  const quarters: [number, number][] = Array.from({ length: 4 }, () => [Math.round(20 + edge / 2) + rng.int(-4, 7), Math.round(19 - edge / 2) + rng.int(-4, 7)]);
  const total = quarters.reduce((s, [h, a]) => s + h - a, 0);
  if (total === 0) quarters[3]![home.rating >= away.rating ? 0 : 1] += 2;
  return { kind: 'basketball', quarters };
}

function esportTimeline(rng: RandomSource, home: TeamRow, away: TeamRow): Timeline {
  const p = 1 / (1 + Math.exp(-(home.rating - away.rating) / 12));
  const maps: [number, number][] = [];
  const wins = [0, 0];
  while (wins[0]! < 2 && wins[1]! < 2) {
    const winner = rng.next() < p ? 0 : 1;
    wins[winner]! += 1;
    maps.push([winner, rng.int(22, 35)]);
  }
  return { kind: 'esport', maps };
}

/** Everything of the sports seed, relative to `today` (YYYY-MM-DD in Vietnam). */
export function buildSportsData(today: string): SportsData {
  const { venues, teams, managers, players } = clubsAndPeople(today);
  const teamsByLeague = new Map<number, number[]>();
  for (const t of teams) teamsByLeague.set(t.leagueId, [...(teamsByLeague.get(t.leagueId) ?? []), t.id]);
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const squads = new Map<number, PlayerRow[]>();
  for (const p of players) squads.set(p.teamId, [...(squads.get(p.teamId) ?? []), p]);
  const formationOf = new Map(managers.map((m) => [m.id, m.formation]));
  const capacityOf = new Map(venues.map((v) => [v.id, v.capacity]));

  const fixtures: FixtureRow[] = [];
  const events: EventRow[] = [];
  const ids: Record<Sport, number> = { football: 1, basketball: 100_001, esport: 200_001 };
  const planned = [...planFootball(teamsByLeague), ...planOthers(teamsByLeague)];
  planned.sort((a, b) => a.day - b.day || a.minuteOfDay - b.minuteOfDay || a.leagueId - b.leagueId);
  const addFixture = (id: number, p: PlannedFixture, kickoff: number) => {
    const rng = randomSource(`sports:fixture:${id}`);
    const home = teamById.get(p.home)!;
    const away = teamById.get(p.away)!;
    let timeline: Timeline;
    let lineups: [Lineup, Lineup] | null = null;
    let stats: MatchStats | null = null;
    let score: [number, number];
    if (p.sport === 'football') {
      lineups = [lineup(rng, squads.get(home.id)!, formationOf.get(home.id)!), lineup(rng, squads.get(away.id)!, formationOf.get(away.id)!)];
      const outcome = footballMatch(rng, home, away, lineups, squads);
      timeline = outcome.timeline;
      stats = outcome.stats;
      score = outcome.score;
      for (const e of outcome.events) events.push({ ...e, id: events.length + 1, fixtureId: id });
    } else {
      timeline = p.sport === 'basketball' ? basketballTimeline(rng, home, away) : esportTimeline(rng, home, away);
      score = timeline.kind === 'basketball'
        ? timeline.quarters.reduce<[number, number]>((s, [h, a]) => [s[0] + h, s[1] + a], [0, 0])
        : (timeline.kind === 'esport' ? timeline.maps : []).reduce<[number, number]>((s, [w]) => (w === 0 ? [s[0] + 1, s[1]] : [s[0], s[1] + 1]), [0, 0]);
    }
    // A few fixtures ahead are called off (never today's, so the live count stays steady): two postponed, one cancelled.
    const calledOff = p.sport === 'football' && p.season === 0 && id % 41 === ({ 2: 7, 3: 11, 4: 19 } as Record<number, number>)[p.day];
    const state = calledOff ? (p.day === 3 ? 'cancelled' : 'postponed') : 'normal';
    const capacity = home.venueId ? capacityOf.get(home.venueId) ?? 10000 : 6000;
    fixtures.push({
      id, sport: p.sport, leagueId: p.leagueId, season: p.season, round: p.round, homeTeamId: home.id, awayTeamId: away.id,
      venueId: home.venueId ?? null, kickoffAt: new Date(kickoff), endsAt: new Date(kickoff + durationMinutes(timeline) * MINUTE),
      state, finalHome: score[0], finalAway: score[1], timeline, homeLineup: lineups?.[0] ?? null, awayLineup: lineups?.[1] ?? null,
      stats, attendance: Math.round(capacity * (0.35 + rng.next() * 0.6)),
    });
  };
  for (const p of planned) addFixture(ids[p.sport]++, p, vnMidnight(addDays(today, p.day)) + p.minuteOfDay * MINUTE);
  let historyId = HISTORY_FIRST_ID;
  for (const p of pastMeetings(planned)) addFixture(historyId++, p, vnMidnight(addDays(today, p.day)) + p.minuteOfDay * MINUTE);
  return { leagues: leagues(today), venues, managers, teams, players, fixtures, events };
}

/** Kick-off times (minutes after midnight in Vietnam) of past meetings, by sport. */
const PAST_KICKOFFS: Record<Sport, number[]> = {
  football: [13 * 60, 15 * 60 + 30, 18 * 60, 19 * 60 + 15, 20 * 60, 21 * 60 + 45],
  basketball: [17 * 60, 18 * 60 + 30, 19 * 60 + 30],
  esport: [14 * 60, 16 * 60, 19 * 60],
};

/**
 * Head-to-head history: for each pair of teams meeting in the window, enough earlier meetings that
 * it has 3–8 before the window (the seeded previous-season and early rounds count). Two a season at
 * most, one at each club, going back a season at a time; in the league the pair meets in now (its
 * domestic league, or the cup that brings clubs of two leagues together).
 */
function pastMeetings(planned: PlannedFixture[]): PlannedFixture[] {
  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const inWindow = new Map<string, PlannedFixture>();
  for (const p of planned) {
    if (p.season === 0 && p.day >= -WINDOW_DAYS && p.day <= WINDOW_DAYS && !inWindow.has(key(p.home, p.away))) inWindow.set(key(p.home, p.away), p);
  }
  const before = new Map<string, number>();
  for (const p of planned) {
    const k = key(p.home, p.away);
    if (inWindow.has(k) && p.day < -WINDOW_DAYS) before.set(k, (before.get(k) ?? 0) + 1);
  }
  const out: PlannedFixture[] = [];
  const pairs = [...inWindow.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [k, meeting] of pairs) {
    const rng = randomSource(`sports:h2h:${k}`);
    const wanted = rng.int(HEAD_TO_HEAD_RANGE[0], HEAD_TO_HEAD_RANGE[1]);
    for (let j = 0; j < wanted - (before.get(k) ?? 0); j++) {
      const seasonsBack = 1 + Math.floor(j / 2);
      // Season −k runs roughly from 115 + 365k days back to 115 + 365(k − 1): one meeting in each half of it.
      const day = -120 - (seasonsBack - 1) * 365 - (j % 2 === 0 ? rng.int(150, 240) : rng.int(10, 100));
      const [home, away] = j % 2 === 0 ? [meeting.away, meeting.home] : [meeting.home, meeting.away];
      out.push({ sport: meeting.sport, leagueId: meeting.leagueId, season: -seasonsBack, round: rng.int(1, 26), home, away, day, minuteOfDay: rng.pick(PAST_KICKOFFS[meeting.sport]) });
    }
  }
  return out;
}
