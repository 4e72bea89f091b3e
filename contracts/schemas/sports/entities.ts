/**
 * The sports area's entity pages (/live/api/football/...): team, player, league, venue, manager,
 * the team and player searches, and two teams or two players compared side by side.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, PageQuery, StringEnum } from '../common.ts';
import { FormLetter, HeadToHead, LeagueRef, MatchSummary, PlaceRef, PlayerRef, RecordFields, Sport, TeamRef } from './matches.ts';

/** GET team, player, league, venue and manager: one id. */
export const IdQuery = Type.Object({ id: Id });
export type IdQuery = Static<typeof IdQuery>;

/** GET compare/teams and compare/players: two different ids, id1 first. */
export const CompareQuery = Type.Object({ id1: Id, id2: Id });
export type CompareQuery = Static<typeof CompareQuery>;

export const StandingRow = Type.Object({
  position: Type.Integer(),
  team: TeamRef,
  ...RecordFields,
  goalDifference: Type.Integer(),
  points: Type.Integer(),
  form: Type.Array(FormLetter, { description: 'W/D/L of the last five, most recent first.' }),
});
export type StandingRow = Static<typeof StandingRow>;

/** A team's place in its league table. */
export const TeamStanding = Type.Object({ leagueId: Type.Integer(), position: Type.Integer(), points: Type.Integer() });
export type TeamStanding = Static<typeof TeamStanding>;

export const SeasonStats = Type.Object({
  appearances: Type.Integer(),
  starts: Type.Integer(),
  /** Minutes on the pitch (90 a full match; substitutions counted at their minute). */
  minutes: Type.Integer(),
  goals: Type.Integer(),
  assists: Type.Integer(),
  yellowCards: Type.Integer(),
  redCards: Type.Integer(),
});
export type SeasonStats = Static<typeof SeasonStats>;

export const PlayerProfile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  photo: Type.String(),
  position: Type.String(),
  shirtNumber: Type.Integer(),
  nationality: Type.String(),
  nationalityCode: Type.String(),
  birthDate: Type.String(),
  age: Type.Integer(),
  heightCm: Type.Integer(),
  weightKg: Type.Integer(),
  foot: Type.String(),
  team: TeamRef,
  league: LeagueRef,
});
export type PlayerProfile = Static<typeof PlayerProfile>;

export const TeamProfile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shortName: Type.String(),
  logo: Type.String(),
  sport: Type.String(),
  city: Type.String(),
  country: Type.String(),
  founded: Type.Integer(),
  colors: Type.Tuple([Type.String(), Type.String()]),
  league: LeagueRef,
  venue: Nullable(PlaceRef),
  manager: Nullable(PlaceRef),
});
export type TeamProfile = Static<typeof TeamProfile>;

export const TeamRecord = Type.Object({
  ...RecordFields,
  cleanSheets: Type.Integer(),
  winRate: Type.Number({ description: 'Won / played, 0–1.' }),
});
export type TeamRecord = Static<typeof TeamRecord>;

export const SquadPlayer = Type.Composite([PlayerRef, Type.Object({ nationality: Type.String(), age: Type.Integer(), heightCm: Type.Integer(), foot: Type.String() })]);
export type SquadPlayer = Static<typeof SquadPlayer>;

export const TopScorer = Type.Object({ rank: Type.Integer(), player: PlayerRef, team: TeamRef, goals: Type.Integer(), penalties: Type.Integer() });
export type TopScorer = Static<typeof TopScorer>;

export const TopAssist = Type.Object({ rank: Type.Integer(), player: PlayerRef, team: TeamRef, assists: Type.Integer() });
export type TopAssist = Static<typeof TopAssist>;

/** The squad in lines: goalkeepers, defenders, midfielders, forwards (or the sport's positions), by shirt number. */
export const SquadGroup = Type.Object({ position: Type.String(), players: Type.Array(SquadPlayer) });
export type SquadGroup = Static<typeof SquadGroup>;

/** GET /live/api/football/team */
export const TeamDetail = Type.Object({
  team: TeamProfile,
  /** Every player, in position order (see squadGroups) then shirt number. */
  squad: Type.Array(SquadPlayer),
  squadGroups: Type.Array(SquadGroup),
  recent: Type.Array(MatchSummary),
  upcoming: Type.Array(MatchSummary),
  form: Type.Array(FormLetter),
  standing: Nullable(TeamStanding),
  /** This season's record in every competition. */
  record: TeamRecord,
  /** The table of the team's league, for a table with the team marked. */
  table: Type.Array(StandingRow),
  /** The team's scorers this season, most goals first (at most 5). */
  topScorers: Type.Array(TopScorer),
});
export type TeamDetail = Static<typeof TeamDetail>;

/** GET /live/api/football/team/matches */
export const TeamMatchesQuery = Type.Object({
  id: Id,
  status: Type.Union([Type.Literal('results'), Type.Literal('fixtures')], { default: 'fixtures' }),
  ...PageQuery().properties,
});
export type TeamMatchesQuery = Static<typeof TeamMatchesQuery>;

/** One season of a player: his club's matches of that season that the seed holds. */
export const CareerRow = Type.Object({
  season: Type.String({ description: 'e.g. 2025/26' }),
  seasonIndex: Type.Integer({ description: '0 the current season, −1 the one before…' }),
  team: TeamRef,
  ...SeasonStats.properties,
});
export type CareerRow = Static<typeof CareerRow>;

/** A player's part in one of his club's finished matches. */
export const PlayerMatch = Type.Object({
  match: MatchSummary,
  started: Type.Boolean(),
  minutes: Type.Integer({ description: '0 when he did not play.' }),
  goals: Type.Integer(),
  assists: Type.Integer(),
  yellowCards: Type.Integer(),
  redCards: Type.Integer(),
});
export type PlayerMatch = Static<typeof PlayerMatch>;

/** GET /live/api/football/player, and each side of compare/players. */
export const PlayerDetail = Type.Object({
  player: PlayerProfile,
  season: SeasonStats,
  /** Current season first, then the earlier ones. */
  career: Type.Array(CareerRow),
  /** His club's last five finished matches and what he did in them. */
  recent: Type.Array(PlayerMatch),
});
export type PlayerDetail = Static<typeof PlayerDetail>;

/** GET /live/api/football/league */
export const LeagueDetail = Type.Object({
  league: Type.Composite([LeagueRef, Type.Object({ shortName: Type.String(), sport: Type.String(), kind: Type.String(), country: Type.String(), season: Type.String() })]),
  standings: Type.Array(StandingRow),
  topScorers: Type.Array(TopScorer),
  topAssists: Type.Array(TopAssist),
});
export type LeagueDetail = Static<typeof LeagueDetail>;

/** GET /live/api/football/league/standings: the table alone. */
export const LeagueStandings = Type.Object({ league: LeagueRef, season: Type.String(), rows: Type.Array(StandingRow) });
export type LeagueStandings = Static<typeof LeagueStandings>;

/** GET /live/api/football/league/matches */
export const LeagueMatchesQuery = Type.Object({
  id: Id,
  status: Type.Union([Type.Literal('results'), Type.Literal('fixtures')], { default: 'fixtures' }),
  ...PageQuery().properties,
});
export type LeagueMatchesQuery = Static<typeof LeagueMatchesQuery>;

/** GET /live/api/football/venue */
export const VenueDetail = Type.Object({
  venue: Type.Object({ id: Type.Integer(), name: Type.String(), picture: Type.String(), city: Type.String(), country: Type.String(), capacity: Type.Integer(), opened: Type.Integer(), surface: Type.String() }),
  teams: Type.Array(TeamRef),
  recent: Type.Array(MatchSummary),
  upcoming: Type.Array(MatchSummary),
});
export type VenueDetail = Static<typeof VenueDetail>;

/** GET /live/api/football/manager */
export const ManagerDetail = Type.Object({
  manager: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    photo: Type.String(),
    nationality: Type.String(),
    nationalityCode: Type.String(),
    birthDate: Type.String(),
    age: Type.Integer(),
    formation: Type.String(),
    since: Type.Integer(),
  }),
  team: Nullable(TeamRef),
  record: TeamRecord,
  form: Type.Array(FormLetter),
  recent: Type.Array(MatchSummary),
  upcoming: Type.Array(MatchSummary),
});
export type ManagerDetail = Static<typeof ManagerDetail>;

/** GET /live/api/football/teams/search */
export const TeamSearchQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  leagueId: Type.Optional(Id),
  sport: Type.Optional(Sport),
  ...PageQuery().properties,
});
export type TeamSearchQuery = Static<typeof TeamSearchQuery>;

export const TeamSearchItem = Type.Object({ id: Type.Integer(), name: Type.String(), shortName: Type.String(), logo: Type.String(), league: LeagueRef });
export type TeamSearchItem = Static<typeof TeamSearchItem>;

/** GET /live/api/football/players/search */
export const PlayerSearchQuery = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })), teamId: Type.Optional(Id), ...PageQuery().properties });
export type PlayerSearchQuery = Static<typeof PlayerSearchQuery>;

export const PlayerSearchItem = Type.Composite([PlayerRef, Type.Object({ team: TeamRef })]);
export type PlayerSearchItem = Static<typeof PlayerSearchItem>;

/** One side of compare/teams. */
export const ComparedTeam = Type.Object({
  team: TeamProfile,
  /** Last five results, most recent first. */
  form: Type.Array(FormLetter),
  record: TeamRecord,
  standing: Nullable(TeamStanding),
});
export type ComparedTeam = Static<typeof ComparedTeam>;

/**
 * One measure of a comparison chart: both values, the scale's top (the larger value rounded up,
 * at least 1) and whether more is better. `key` names the measure for the page's own labels.
 */
export const ChartMetric = Type.Object({
  key: Type.String({ description: 'e.g. winRate, goalsPerGame, goals, assists, minutes' }),
  values: Type.Tuple([Type.Number(), Type.Number()]),
  max: Type.Number(),
  better: StringEnum(['higher', 'lower']),
});
export type ChartMetric = Static<typeof ChartMetric>;

/** GET /live/api/football/compare/teams */
export const TeamsCompare = Type.Object({ teams: Type.Tuple([ComparedTeam, ComparedTeam]), h2h: HeadToHead, chart: Type.Array(ChartMetric) });
export type TeamsCompare = Static<typeof TeamsCompare>;

/** GET /live/api/football/compare/players */
export const PlayersCompare = Type.Object({ players: Type.Tuple([PlayerDetail, PlayerDetail]), chart: Type.Array(ChartMetric) });
export type PlayersCompare = Static<typeof PlayersCompare>;
