/**
 * Builds the sports rows deterministically from the origin (the first seed's day): leagues, venues,
 * managers, clubs, squads, and the calendar's fixtures (calendar.ts) from the season's first week to
 * HORIZON_DAYS after the origin, each with its timeline, events, lineups and statistics; then, for
 * every pair of teams that meets around the origin (HEAD_TO_HEAD_DAYS), past meetings over the
 * previous seasons (head-to-head: 3–8 before then), with ids from HISTORY_FIRST_ID. buildWeeks gives
 * the later weeks with the same ids and outcomes whenever they are built.
 */
import type { LocalizedText } from '../../../i18n.ts';
import type { Lineup, MatchStats, Sport, Timeline } from '../../schema/sports.ts';
import { sportsFixtures, sportsLeagues, sportsManagers, sportsMatchEvents, sportsPlayers, sportsTeams, sportsVenues } from '../../schema/sports.ts';
import { durationMinutes, footballSecond, MAX_KICKOFF_DELAY } from '../../../sports/match-clock.ts';
import { MINUTE } from '../../../clock.ts';
import { randomSource, type RandomSource } from '../seed-kit.ts';
import { createCalendar, dayNumber, kickoffMs, LEAGUE, weekOfDay, type Calendar, type CalendarFixture } from './calendar.ts';
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

export { LEAGUE };

/** Days after the origin the seed plans up to; later weeks are added as the clock reaches them (extendSeason). */
export const HORIZON_DAYS = 60;
/** Ids of the past meetings added for head-to-head (after football 1…, basketball 100 001…, esport 200 001…). */
export const HISTORY_FIRST_ID = 300_001;
/** Past meetings wanted before the season for each pair that meets in the weeks around the origin (those already played count). */
export const HEAD_TO_HEAD_RANGE: [number, number] = [3, 8];
/** The days around the origin whose pairs get a head-to-head history. */
export const HEAD_TO_HEAD_DAYS: [number, number] = [-7, 21];
/** Events of a fixture take ids fixtureId × EVENT_ID_STRIDE + 0, 1…, so weeks added later never collide. */
const EVENT_ID_STRIDE = 64;
const FIRST_ID: Record<Sport, number> = { football: 1, basketball: 100_001, esport: 200_001 };

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
  uniqueNames(managers, players.filter((p) => !teams.some((t) => t.id === p.teamId && t.sport === 'esport')));
  return { venues, teams, managers, players };
}

/**
 * No two people of the world share a name (a line-up with the same name on both sides reads as one
 * player): a namesake draws again from a source of his own, so nobody else's draws change.
 */
function uniqueNames(managers: ManagerRow[], players: PlayerRow[]): void {
  const taken = new Set<string>();
  const people = [...managers.map((m) => ({ key: `manager:${m.id}`, row: m })), ...players.map((p) => ({ key: `player:${p.id}`, row: p }))];
  // The English form folds the Vietnamese accents, and the Chinese form can join two Latin names: both must be free.
  const isTaken = (name: LocalizedText) => taken.has(name.en) || taken.has(name.zh);
  for (const { key, row } of people) {
    for (let attempt = 0; isTaken(row.name) && attempt < 100; attempt++) row.name = personName(randomSource(`sports:name:${key}:${attempt}`), row.nationality);
    taken.add(row.name.en).add(row.name.zh);
  }
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

/** A football match played out; `kickoffDelay`: seconds from the kickoff time to the first whistle, from which its events' minutes run. */
function footballMatch(rng: RandomSource, home: TeamRow, away: TeamRow, lineups: [Lineup, Lineup], squads: Map<number, PlayerRow[]>, kickoffDelay: number): FootballOutcome {
  const add1 = rng.int(1, 4);
  const add2 = rng.int(2, 6);
  const events: Omit<EventRow, 'id' | 'fixtureId'>[] = [];
  const at = (minute: number, extra: number) => footballSecond(minute, extra, add1, kickoffDelay);
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
    timeline: { kind: 'football', add1, add2, goals: goalEvents, kickoffDelay },
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

interface SportsWorld {
  origin: string;
  calendar: Calendar;
  teamById: Map<number, TeamRow>;
  squads: Map<number, PlayerRow[]>;
  formationOf: Map<number, string>;
  capacityOf: Map<number, number>;
}

function worldOf(origin: string, people: ReturnType<typeof clubsAndPeople>): SportsWorld {
  const { venues, teams, managers, players } = people;
  const byLeague = new Map<number, number[]>();
  for (const t of teams) byLeague.set(t.leagueId, [...(byLeague.get(t.leagueId) ?? []), t.id]);
  const squads = new Map<number, PlayerRow[]>();
  for (const p of players) squads.set(p.teamId, [...(squads.get(p.teamId) ?? []), p]);
  return {
    origin,
    calendar: createCalendar(origin, { byLeague }),
    teamById: new Map(teams.map((t) => [t.id, t])),
    squads,
    formationOf: new Map(managers.map((m) => [m.id, m.formation])),
    capacityOf: new Map(venues.map((v) => [v.id, v.capacity])),
  };
}

/** A fixture of the calendar played out: its timeline, line-ups, events and statistics (all decided by its id). */
function playFixture(world: SportsWorld, id: number, p: CalendarFixture, events: EventRow[]): FixtureRow {
  const rng = randomSource(`sports:fixture:${id}`);
  const home = world.teamById.get(p.home)!;
  const away = world.teamById.get(p.away)!;
  let timeline: Timeline;
  let lineups: [Lineup, Lineup] | null = null;
  let stats: MatchStats | null = null;
  let score: [number, number];
  if (p.sport === 'football') {
    lineups = [lineup(rng, world.squads.get(home.id)!, world.formationOf.get(home.id)!), lineup(rng, world.squads.get(away.id)!, world.formationOf.get(away.id)!)];
    // The first whistle, drawn apart so that the fixture's other draws stay as they were.
    const outcome = footballMatch(rng, home, away, lineups, world.squads, randomSource(`sports:whistle:${id}`).int(0, MAX_KICKOFF_DELAY));
    timeline = outcome.timeline;
    stats = outcome.stats;
    score = outcome.score;
    outcome.events.forEach((e, i) => events.push({ ...e, id: id * EVENT_ID_STRIDE + i, fixtureId: id }));
  } else {
    timeline = p.sport === 'basketball' ? basketballTimeline(rng, home, away) : esportTimeline(rng, home, away);
    score = timeline.kind === 'basketball'
      ? timeline.quarters.reduce<[number, number]>((s, [h, a]) => [s[0] + h, s[1] + a], [0, 0])
      : (timeline.kind === 'esport' ? timeline.maps : []).reduce<[number, number]>((s, [w]) => (w === 0 ? [s[0] + 1, s[1]] : [s[0], s[1] + 1]), [0, 0]);
  }
  // A few football fixtures of the next two weeks after the origin are called off: postponed or cancelled.
  const ahead = p.day - dayNumber(world.origin);
  const calledOff = p.sport === 'football' && p.season === 0 && ahead >= 2 && ahead <= 14 ? ({ 7: 'postponed', 29: 'cancelled' } as const)[id % 53] : undefined;
  const capacity = home.venueId ? world.capacityOf.get(home.venueId) ?? 10000 : 6000;
  const kickoff = kickoffMs(p);
  return {
    id, sport: p.sport, leagueId: p.leagueId, season: p.season, round: p.round, homeTeamId: home.id, awayTeamId: away.id,
    venueId: home.venueId ?? null, kickoffAt: new Date(kickoff), endsAt: new Date(kickoff + durationMinutes(timeline) * MINUTE),
    state: calledOff ?? 'normal', finalHome: score[0], finalAway: score[1], timeline, homeLineup: lineups?.[0] ?? null, awayLineup: lineups?.[1] ?? null,
    stats, attendance: Math.round(capacity * (0.35 + rng.next() * 0.6)),
  };
}

/** The calendar's fixtures of weeks `from`…`to` with their ids: each sport counts its fixtures from the season's first week, so a week keeps its ids whenever it is built. */
function calendarWeeks(world: SportsWorld, from: number, to: number): { id: number; fixture: CalendarFixture }[] {
  const next = { ...FIRST_ID };
  const out: { id: number; fixture: CalendarFixture }[] = [];
  for (let week = world.calendar.firstWeek; week <= to; week++) {
    for (const fixture of world.calendar.week(week)) {
      const id = next[fixture.sport]++;
      if (week >= from) out.push({ id, fixture });
    }
  }
  return out;
}

/** The last week the seed plans for an origin. */
export function horizonWeek(origin: string): number {
  return weekOfDay(dayNumber(origin) + HORIZON_DAYS);
}

/** Everything of the sports seed for the season around `origin` (the first seed's day, YYYY-MM-DD in Vietnam). */
export function buildSportsData(origin: string): SportsData {
  const people = clubsAndPeople(origin);
  const world = worldOf(origin, people);
  const events: EventRow[] = [];
  const planned = calendarWeeks(world, world.calendar.firstWeek, horizonWeek(origin));
  const fixtures = planned.map(({ id, fixture }) => playFixture(world, id, fixture, events));
  let historyId = HISTORY_FIRST_ID;
  for (const p of pastMeetings(origin, planned.map((x) => x.fixture))) fixtures.push(playFixture(world, historyId++, p, events));
  return { leagues: leagues(origin), ...people, fixtures, events };
}

/** The fixtures and events of weeks `from`…`to` of the calendar of `origin`: what extendSeason adds as the clock moves on. */
export function buildWeeks(origin: string, from: number, to: number): Pick<SportsData, 'fixtures' | 'events'> {
  const world = worldOf(origin, clubsAndPeople(origin));
  const events: EventRow[] = [];
  const fixtures = calendarWeeks(world, from, to).map(({ id, fixture }) => playFixture(world, id, fixture, events));
  return { fixtures, events };
}

/** Kick-off times (minutes after midnight in Vietnam) of past meetings, by sport. */
const PAST_KICKOFFS: Record<Sport, number[]> = {
  football: [17 * 60, 18 * 60, 19 * 60 + 15, 19 * 60 + 30, 21 * 60, 22 * 60],
  basketball: [17 * 60, 18 * 60, 19 * 60],
  esport: [16 * 60, 17 * 60, 19 * 60],
};

/**
 * Head-to-head history: for each pair of teams meeting in the weeks around the origin, enough
 * earlier meetings that it has 3–8 before then (meetings earlier in the season count). Two a season
 * at most, one at each club, going back a season at a time; in the competition the pair meets in now.
 */
function pastMeetings(origin: string, planned: CalendarFixture[]): CalendarFixture[] {
  const originDay = dayNumber(origin);
  const [first, last] = [originDay + HEAD_TO_HEAD_DAYS[0], originDay + HEAD_TO_HEAD_DAYS[1]];
  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const around = new Map<string, CalendarFixture>();
  for (const p of planned) {
    if (p.season === 0 && p.day >= first && p.day <= last && !around.has(key(p.home, p.away))) around.set(key(p.home, p.away), p);
  }
  const before = new Map<string, number>();
  for (const p of planned) {
    const k = key(p.home, p.away);
    if (around.has(k) && p.day < first) before.set(k, (before.get(k) ?? 0) + 1);
  }
  const out: CalendarFixture[] = [];
  const pairs = [...around.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [k, meeting] of pairs) {
    const rng = randomSource(`sports:h2h:${k}`);
    const wanted = rng.int(HEAD_TO_HEAD_RANGE[0], HEAD_TO_HEAD_RANGE[1]);
    for (let j = 0; j < wanted - (before.get(k) ?? 0); j++) {
      const seasonsBack = 1 + Math.floor(j / 2);
      // Season −k ends about 130 + 365(k − 1) days before the origin: one meeting in each half of it.
      const day = originDay - 130 - (seasonsBack - 1) * 365 - (j % 2 === 0 ? rng.int(150, 240) : rng.int(10, 100));
      const [home, away] = j % 2 === 0 ? [meeting.away, meeting.home] : [meeting.home, meeting.away];
      out.push({ sport: meeting.sport, leagueId: meeting.leagueId, season: -seasonsBack, round: rng.int(1, 26), home, away, day, minute: rng.pick(PAST_KICKOFFS[meeting.sport]) });
    }
  }
  return out;
}
