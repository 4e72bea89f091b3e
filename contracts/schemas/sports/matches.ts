/**
 * The sports area's matches (/live/api/football/...): leagues, one day's results, fixtures and odds,
 * and the match detail (events, lineups, statistics, head-to-head, odds). The references every
 * sports answer shares (team, league, place, player) are here too.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, PageQuery, StringEnum } from '../common.ts';

/** The sports of leagues, teams and fixtures (the database's `SPORTS`). */
export const Sport = Type.Union([Type.Literal('football'), Type.Literal('basketball'), Type.Literal('esport')]);
export type Sport = Static<typeof Sport>;

export const TeamRef = Type.Object({ id: Type.Integer(), name: Type.String(), shortName: Type.String(), logo: Type.String() });
export type TeamRef = Static<typeof TeamRef>;

export const LeagueRef = Type.Object({ id: Type.Integer(), name: Type.String(), logo: Type.String() });
export type LeagueRef = Static<typeof LeagueRef>;

/** A venue or a manager: id and name. */
export const PlaceRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type PlaceRef = Static<typeof PlaceRef>;

export const PlayerRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shirtNumber: Type.Integer(),
  position: Type.String(),
  photo: Type.String(),
});
export type PlayerRef = Static<typeof PlayerRef>;

/** W, D or L: a team's result in a finished match. */
export const FormLetter = StringEnum(['W', 'D', 'L']);
export type FormLetter = Static<typeof FormLetter>;

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

export const MatchOdds = Type.Object({
  oneXTwo: Type.Object({ home: Type.Number(), draw: Nullable(Type.Number()), away: Type.Number() }),
  handicap: Type.Object({ line: Type.Number({ description: 'Handicap of the home side.' }), home: Type.Number(), away: Type.Number() }),
  overUnder: Type.Object({ line: Type.Number(), over: Type.Number(), under: Type.Number() }),
});
export type MatchOdds = Static<typeof MatchOdds>;

export const MatchWithOdds = Type.Composite([MatchSummary, Type.Object({ odds: Nullable(MatchOdds) })]);
export type MatchWithOdds = Static<typeof MatchWithOdds>;

/** `date` and `timezone` of a query naming one calendar day (the schedule's query has them too). */
export const DayFields = {
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD in `timezone`; default today.' })),
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone; default Asia/Ho_Chi_Minh.' })),
};

/** GET results, fixtures and odds: one day, one league or all, 50 a page. */
export const DayQuery = Type.Object({
  ...DayFields,
  leagueId: Type.Optional(Id),
  ...PageQuery(100, 50).properties,
});
export type DayQuery = Static<typeof DayQuery>;

/** GET /live/api/football/leagues */
export const LeaguesQuery = Type.Object({ sport: Type.Optional(Sport) });
export type LeaguesQuery = Static<typeof LeaguesQuery>;

export const LeagueItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shortName: Type.String(),
  logo: Type.String(),
  sport: Type.String(),
  country: Type.String(),
  kind: Type.String(),
  season: Type.String(),
  featured: Type.Boolean(),
});
export type LeagueItem = Static<typeof LeagueItem>;

export const LeagueList = Type.Array(LeagueItem);

export const MatchEvent = Type.Object({
  id: Type.Integer(),
  minute: Type.Integer(),
  extra: Type.Integer(),
  side: Type.Union([Type.Literal('home'), Type.Literal('away')], { description: 'The side credited (goals) or the player’s side.' }),
  type: Type.String({ description: 'goal, penalty, own_goal, yellow, red, sub' }),
  player: Nullable(PlayerRef),
  /** Assist, or the player going off for a substitution. */
  related: Nullable(PlayerRef),
  score: Nullable(Type.String({ description: 'Score after this goal.' })),
});
export type MatchEvent = Static<typeof MatchEvent>;

export const LineupSide = Type.Object({ formation: Type.String(), starters: Type.Array(PlayerRef), bench: Type.Array(PlayerRef) });
export type LineupSide = Static<typeof LineupSide>;

/** Home and away. */
const Pair = Type.Tuple([Type.Integer(), Type.Integer()]);
export type StatPair = Static<typeof Pair>;

export const MatchStats = Type.Object({
  possession: Pair,
  shots: Pair,
  shotsOnTarget: Pair,
  corners: Pair,
  fouls: Pair,
  offsides: Pair,
  yellowCards: Pair,
  redCards: Pair,
});
export type MatchStats = Static<typeof MatchStats>;

export const HeadToHead = Type.Object({
  /** From the first team's side (the home team of a match detail, id1 of a comparison). */
  summary: Type.Object({ played: Type.Integer(), firstWins: Type.Integer(), draws: Type.Integer(), secondWins: Type.Integer() }),
  matches: Type.Array(MatchSummary),
});
export type HeadToHead = Static<typeof HeadToHead>;

/** GET /live/api/football/match */
export const MatchQuery = Type.Object({ staticId: Id, leagueId: Type.Optional(Id) });
export type MatchQuery = Static<typeof MatchQuery>;

export const MatchDetail = Type.Object({
  match: MatchSummary,
  events: Type.Array(MatchEvent),
  lineups: Nullable(Type.Object({ home: LineupSide, away: LineupSide })),
  stats: Nullable(MatchStats),
  h2h: HeadToHead,
  odds: Nullable(MatchOdds),
  attendance: Nullable(Type.Integer()),
  managers: Type.Object({ home: Nullable(PlaceRef), away: Nullable(PlaceRef) }),
});
export type MatchDetail = Static<typeof MatchDetail>;
