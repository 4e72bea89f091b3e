/**
 * What the news seed writes about from the sports seed: the leagues' fixtures (played and coming),
 * their goals, the clubs with their managers and squads. Read from the database after the sports
 * seed ran (the season's calendar: kick-offs never move), so "played" and "coming" are
 * judged as a visitor will see them.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../connect.ts';
import { sportsFixtures, sportsLeagues, sportsManagers, sportsMatchEvents, sportsPlayers, sportsTeams, sportsVenues } from '../../schema.ts';
import type { LocalizedText } from '../../../i18n.ts';
import { inSequence } from '../seed-kit.ts';

/** Leagues of the sports seed the news writes about. */
export const NEWS_LEAGUES = { vleague: 1, epl: 4, ucl: 8, vba: 9, esport: 10 } as const;

export interface NewsTeam {
  id: number;
  leagueId: number;
  name: LocalizedText;
  manager: LocalizedText | null;
  /** Outfield players first (forwards, then midfielders), by id. */
  players: LocalizedText[];
}

export interface NewsGoal {
  minute: number;
  side: 0 | 1;
  player: LocalizedText | null;
  ownGoal: boolean;
  penalty: boolean;
}

export interface NewsFixture {
  id: number;
  leagueId: number;
  round: number;
  home: NewsTeam;
  away: NewsTeam;
  kickoffAt: Date;
  endsAt: Date;
  finalHome: number;
  finalAway: number;
  venue: LocalizedText | null;
  possession: number | null;
  goals: NewsGoal[];
}

export interface NewsSports {
  leagues: Map<number, LocalizedText>;
  teams: NewsTeam[];
  /** Played to the end by `now` (called-off ones are left out). */
  played: NewsFixture[];
  /** Kicking off after `now`. */
  coming: NewsFixture[];
}

const OUTFIELD_ORDER = ['FW', 'MF', 'SF', 'SG', 'PF', 'PG', 'C', 'MID', 'AD', 'JG', 'TOP', 'SP', 'DF'];

/** Empty when the sports seed has not run (the news then names no fixture). */
export async function loadNewsSports(db: Db, now: Date): Promise<NewsSports> {
  const leagueIds = Object.values(NEWS_LEAGUES) as number[];
  const [leagueRows, teamRows, managerRows, fixtureRows, venueRows] = await inSequence([
    db.select({ id: sportsLeagues.id, name: sportsLeagues.name }).from(sportsLeagues).where(inArray(sportsLeagues.id, leagueIds)),
    // Every club: cup fixtures (the Champions League) bring clubs of other leagues.
    db.select().from(sportsTeams).orderBy(asc(sportsTeams.id)),
    db.select({ id: sportsManagers.id, name: sportsManagers.name }).from(sportsManagers),
    db
      .select()
      .from(sportsFixtures)
      .where(and(inArray(sportsFixtures.leagueId, leagueIds), eq(sportsFixtures.season, 0), eq(sportsFixtures.state, 'normal')))
      .orderBy(asc(sportsFixtures.kickoffAt), asc(sportsFixtures.id)),
    db.select({ id: sportsVenues.id, name: sportsVenues.name }).from(sportsVenues),
  ]);
  const teamIds = teamRows.map((team) => team.id);
  const playerRows = teamIds.length
    ? await db.select({ id: sportsPlayers.id, teamId: sportsPlayers.teamId, name: sportsPlayers.name, position: sportsPlayers.position }).from(sportsPlayers).where(inArray(sportsPlayers.teamId, teamIds)).orderBy(asc(sportsPlayers.id))
    : [];
  const managers = new Map(managerRows.map((m) => [m.id, m.name]));
  const venues = new Map(venueRows.map((v) => [v.id, v.name]));
  const playerNames = new Map(playerRows.map((p) => [p.id, p.name]));
  const rank = (position: string) => {
    const at = OUTFIELD_ORDER.indexOf(position);
    return at < 0 ? OUTFIELD_ORDER.length : at;
  };
  const teams: NewsTeam[] = teamRows.map((team) => ({
    id: team.id,
    leagueId: team.leagueId,
    name: team.name,
    manager: team.managerId ? (managers.get(team.managerId) ?? null) : null,
    players: playerRows
      .filter((p) => p.teamId === team.id && p.position !== 'GK')
      .sort((a, b) => rank(a.position) - rank(b.position) || a.id - b.id)
      .map((p) => p.name),
  }));
  const teamById = new Map(teams.map((team) => [team.id, team]));
  const fixtures = fixtureRows.flatMap((f) => {
    const home = teamById.get(f.homeTeamId);
    const away = teamById.get(f.awayTeamId);
    if (!home || !away) return [];
    return [{ f, home, away, kickoffAt: f.kickoffAt, endsAt: f.endsAt }];
  });
  const playedIds = fixtures.filter((x) => x.endsAt <= now).map((x) => x.f.id);
  const eventRows = playedIds.length
    ? await db
        .select()
        .from(sportsMatchEvents)
        .where(and(inArray(sportsMatchEvents.fixtureId, playedIds), inArray(sportsMatchEvents.type, ['goal', 'penalty', 'own_goal'])))
        .orderBy(asc(sportsMatchEvents.fixtureId), asc(sportsMatchEvents.atSecond), asc(sportsMatchEvents.id))
    : [];
  const toFixture = (x: (typeof fixtures)[number]): NewsFixture => ({
    id: x.f.id,
    leagueId: x.f.leagueId,
    round: x.f.round,
    home: x.home,
    away: x.away,
    kickoffAt: x.kickoffAt,
    endsAt: x.endsAt,
    finalHome: x.f.finalHome,
    finalAway: x.f.finalAway,
    venue: x.f.venueId ? (venues.get(x.f.venueId) ?? null) : null,
    possession: x.f.stats?.possession ?? null,
    goals: eventRows
      .filter((e) => e.fixtureId === x.f.id)
      .map((e) => ({
        minute: e.minute + e.extra,
        side: (e.side === 1 ? 1 : 0) as 0 | 1,
        player: e.playerId ? (playerNames.get(e.playerId) ?? null) : null,
        ownGoal: e.type === 'own_goal',
        penalty: e.type === 'penalty',
      })),
  });
  return {
    leagues: new Map(leagueRows.map((l) => [l.id, l.name])),
    teams,
    played: fixtures.filter((x) => x.endsAt <= now).map(toFixture),
    coming: fixtures.filter((x) => x.kickoffAt > now).map(toFixture),
  };
}
