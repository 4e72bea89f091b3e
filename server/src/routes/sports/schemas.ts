/** Request and response schemas of the sports pages (/live/api/football/...) and odds tips. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Id, PageQuery } from '../../../../contracts/schemas/common.ts';
import { DEFAULT_TIMEZONE } from '../../clock.ts';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const TeamRef = Type.Object({ id: Type.Integer(), name: Type.String(), shortName: Type.String(), logo: Type.String() });
export const LeagueRef = Type.Object({ id: Type.Integer(), name: Type.String(), logo: Type.String() });
export const PlaceRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export const PlayerRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shirtNumber: Type.Integer(),
  position: Type.String(),
  photo: Type.String(),
});

export const MatchSummary = Type.Object({
  staticId: Type.Integer({ description: 'The fixture id.' }),
  sport: Type.String(),
  leagueId: Type.Integer(),
  leagueName: Type.String(),
  leagueLogo: Type.String(),
  round: Type.Integer(),
  home: TeamRef,
  away: TeamRef,
  venue: Nullable(PlaceRef),
  roomId: Nullable(Type.Integer({ description: 'The live room of this fixture, if any.' })),
  kickoffTime: Type.String({ description: 'ISO 8601, UTC.' }),
  status: Type.Integer({ description: '1 coming up, 2 live, 3 ended, 5 cancelled/postponed.' }),
  statusText: Type.String(),
  minute: Nullable(Type.Integer()),
  period: Nullable(Type.String()),
  score: Nullable(Type.String()),
  homeScore: Nullable(Type.Integer()),
  awayScore: Nullable(Type.Integer()),
});
export type MatchSummary = Static<typeof MatchSummary>;

export const OddsSchema = Type.Object({
  oneXTwo: Type.Object({ home: Type.Number(), draw: Nullable(Type.Number()), away: Type.Number() }),
  handicap: Type.Object({ line: Type.Number({ description: 'Handicap of the home side.' }), home: Type.Number(), away: Type.Number() }),
  overUnder: Type.Object({ line: Type.Number(), over: Type.Number(), under: Type.Number() }),
});

export const MatchWithOdds = Type.Composite([MatchSummary, Type.Object({ odds: Nullable(OddsSchema) })]);

export const DayQuery = Type.Object({
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD in `timezone`; default today.' })),
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: `IANA zone; default ${DEFAULT_TIMEZONE}.` })),
  leagueId: Type.Optional(Id),
  ...PageQuery(100, 50).properties,
});

export const MatchEvent = Type.Object({
  id: Type.Integer(),
  minute: Type.Integer(),
  extra: Type.Integer(),
  side: Type.Union([Type.Literal('home'), Type.Literal('away')], { description: 'The side credited (goals) or the player’s side.' }),
  type: Type.String({ description: 'goal, penalty, own_goal, yellow, red, sub' }),
  player: Nullable(PlayerRef),
  related: Nullable(PlayerRef),
  score: Nullable(Type.String({ description: 'Score after this goal.' })),
});

export const LineupSide = Type.Object({ formation: Type.String(), starters: Type.Array(PlayerRef), bench: Type.Array(PlayerRef) });

const Pair = Type.Tuple([Type.Integer(), Type.Integer()]);
export const MatchStatsSchema = Type.Object({
  possession: Pair,
  shots: Pair,
  shotsOnTarget: Pair,
  corners: Pair,
  fouls: Pair,
  offsides: Pair,
  yellowCards: Pair,
  redCards: Pair,
});

export const HeadToHead = Type.Object({
  summary: Type.Object({ played: Type.Integer(), firstWins: Type.Integer(), draws: Type.Integer(), secondWins: Type.Integer() }),
  matches: Type.Array(MatchSummary),
});

export const MatchDetail = Type.Object({
  match: MatchSummary,
  events: Type.Array(MatchEvent),
  lineups: Nullable(Type.Object({ home: LineupSide, away: LineupSide })),
  stats: Nullable(MatchStatsSchema),
  h2h: HeadToHead,
  odds: Nullable(OddsSchema),
  attendance: Nullable(Type.Integer()),
  managers: Type.Object({ home: Nullable(PlaceRef), away: Nullable(PlaceRef) }),
});

export const StandingRow = Type.Object({
  position: Type.Integer(),
  team: TeamRef,
  played: Type.Integer(),
  won: Type.Integer(),
  drawn: Type.Integer(),
  lost: Type.Integer(),
  goalsFor: Type.Integer(),
  goalsAgainst: Type.Integer(),
  goalDifference: Type.Integer(),
  points: Type.Integer(),
  form: Type.Array(Type.String(), { description: 'W/D/L of the last five, most recent first.' }),
});
export type StandingRow = Static<typeof StandingRow>;

export const SeasonStats = Type.Object({
  appearances: Type.Integer(),
  starts: Type.Integer(),
  goals: Type.Integer(),
  assists: Type.Integer(),
  yellowCards: Type.Integer(),
  redCards: Type.Integer(),
});

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

export const TeamRecord = Type.Object({
  played: Type.Integer(),
  won: Type.Integer(),
  drawn: Type.Integer(),
  lost: Type.Integer(),
  goalsFor: Type.Integer(),
  goalsAgainst: Type.Integer(),
  cleanSheets: Type.Integer(),
  winRate: Type.Number({ description: 'Won / played, 0–1.' }),
});

export const IdQuery = Type.Object({ id: Id });
export const CompareQuery = Type.Object({ id1: Id, id2: Id });
