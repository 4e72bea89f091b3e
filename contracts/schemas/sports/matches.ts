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

/** A venue or a manager: id, name and generated picture (/media/venue/{id}.svg, /media/manager/{id}.svg). */
export const PlaceRef = Type.Object({ id: Type.Integer(), name: Type.String(), picture: Type.String() });
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

/** A match's state as a match summary and the live push (`LiveScore`) both carry it (server/src/sports/match-clock.ts scoreFields). */
export const ScoreFields = {
  status: Type.Integer({ description: '1 coming up, 2 live, 3 ended, 5 cancelled/postponed.' }),
  statusText: Type.String(),
  minute: Nullable(Type.Integer()),
  period: Nullable(Type.String()),
  score: Nullable(Type.String()),
  homeScore: Nullable(Type.Integer()),
  awayScore: Nullable(Type.Integer()),
};

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
  ...ScoreFields,
});
export type MatchSummary = Static<typeof MatchSummary>;

export const MatchOdds = Type.Object({
  oneXTwo: Type.Object({ home: Type.Number(), draw: Nullable(Type.Number()), away: Type.Number() }),
  handicap: Type.Object({ line: Type.Number({ description: 'Handicap of the home side.' }), home: Type.Number(), away: Type.Number() }),
  overUnder: Type.Object({ line: Type.Number(), over: Type.Number(), under: Type.Number() }),
});
export type MatchOdds = Static<typeof MatchOdds>;

/** Which way a price or line went since the opening line. */
export const OddsMove = StringEnum(['up', 'down', 'same']);
export type OddsMove = Static<typeof OddsMove>;

export const OddsMovement = Type.Object({
  oneXTwo: Type.Object({ home: OddsMove, draw: Nullable(OddsMove), away: OddsMove }),
  handicap: Type.Object({ line: OddsMove, home: OddsMove, away: OddsMove }),
  overUnder: Type.Object({ line: OddsMove, over: OddsMove, under: OddsMove }),
});
export type OddsMovement = Static<typeof OddsMovement>;

/**
 * A match with its current line (`odds`: the pre-match line drifting towards kick-off, then in
 * play; null once ended or called off), the opening line (72 h before kick-off; null when called
 * off) and the movement from one to the other.
 */
export const MatchWithOdds = Type.Composite([
  MatchSummary,
  Type.Object({ odds: Nullable(MatchOdds), openingOdds: Nullable(MatchOdds), movement: Nullable(OddsMovement) }),
]);
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

/** Where a starter stands: % of the side's own half, y from its goal line (0) to halfway (100), x across as it attacks. */
export const PitchSpot = Type.Object({
  playerId: Type.Integer(),
  row: Type.Integer({ description: '0 goalkeeper, then each line of the formation.' }),
  column: Type.Integer({ description: 'From the left of the line, 0-based.' }),
  x: Type.Number(),
  y: Type.Number(),
});
export type PitchSpot = Static<typeof PitchSpot>;

export const LineupSide = Type.Object({
  formation: Type.String(),
  starters: Type.Array(PlayerRef),
  bench: Type.Array(PlayerRef),
  /** The starters' places on a pitch drawing, in the order of `starters`. */
  pitch: Type.Array(PitchSpot),
});
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

/** A team's record over some matches: a league table's row (StandingRow, MatchStandingRow) and a team's season (TeamRecord). */
export const RecordFields = {
  played: Type.Integer(),
  won: Type.Integer(),
  drawn: Type.Integer(),
  lost: Type.Integer(),
  goalsFor: Type.Integer(),
  goalsAgainst: Type.Integer(),
};

/** A row of a league table (entities.ts StandingRow), `marked` for the two teams of the match. */
export const MatchStandingRow = Type.Object({
  position: Type.Integer(),
  team: TeamRef,
  ...RecordFields,
  goalDifference: Type.Integer(),
  points: Type.Integer(),
  form: Type.Array(FormLetter),
  marked: Type.Boolean({ description: 'One of the two teams of the match.' }),
});
export type MatchStandingRow = Static<typeof MatchStandingRow>;

export const MatchStandings = Type.Object({ league: LeagueRef, rows: Type.Array(MatchStandingRow) });
export type MatchStandings = Static<typeof MatchStandings>;

/** One point of the win-probability series: 1X2 prices of that instant with the margin removed (0–1, adding up to 1). */
export const WinProbabilityPoint = Type.Object({
  atSecond: Type.Integer({ description: 'Wall seconds after kick-off (negative: the pre-match line before kick-off).' }),
  minute: Type.Integer({ description: 'Match minute (0 at and before kick-off).' }),
  statusText: Type.String(),
  reason: StringEnum(['pre', 'kickoff', 'event', 'sample', 'end']),
  event: Nullable(Type.String({ description: 'goal, penalty, own_goal or red when reason is event.' })),
  home: Type.Number(),
  draw: Nullable(Type.Number()),
  away: Type.Number(),
});
export type WinProbabilityPoint = Static<typeof WinProbabilityPoint>;

/** Attack momentum of one minute: −100 (away pushing) … 100 (home pushing). */
export const MomentumPoint = Type.Object({ minute: Type.Integer(), value: Type.Integer() });
export type MomentumPoint = Static<typeof MomentumPoint>;

/** The live room showing the match, when there is one (route roomFootball / roomBasketball / room with `{slug}-{roomId}`). */
export const MatchRoom = Type.Object({
  roomId: Type.Integer(),
  slug: Type.String({ description: 'The teams in Vietnamese as a slug; the room page is …/{slug}-{roomId}.' }),
  modeSlug: Type.String(),
  title: Type.String(),
  cover: Type.String(),
  viewers: Type.Integer(),
  hosts: Type.Array(Type.Object({ userId: Type.Integer(), nickname: Type.String(), avatar: Type.String() })),
});
export type MatchRoom = Static<typeof MatchRoom>;

export const MatchDetail = Type.Object({
  match: MatchSummary,
  events: Type.Array(MatchEvent),
  lineups: Nullable(Type.Object({ home: LineupSide, away: LineupSide })),
  stats: Nullable(MatchStats),
  h2h: HeadToHead,
  /** The current line (pre-match drifting, then in play); null once ended or called off. */
  odds: Nullable(MatchOdds),
  /** The opening line; null when called off. */
  openingOdds: Nullable(MatchOdds),
  oddsMovement: Nullable(OddsMovement),
  attendance: Nullable(Type.Integer()),
  managers: Type.Object({ home: Nullable(PlaceRef), away: Nullable(PlaceRef) }),
  /** The match's league table (for a cup, the clubs that played in it), both teams marked; null when it has none yet. */
  standings: Nullable(MatchStandings),
  /** Last five results of each team before now, most recent first. */
  form: Type.Object({ home: Type.Array(FormLetter), away: Type.Array(FormLetter) }),
  winProbability: Type.Array(WinProbabilityPoint),
  momentum: Type.Array(MomentumPoint),
  room: Nullable(MatchRoom),
});
export type MatchDetail = Static<typeof MatchDetail>;

/** GET /live/api/football/day: one day's results, fixtures or odds grouped by league. */
export const DayBoardQuery = Type.Object({
  ...DayFields,
  kind: StringEnum(['results', 'fixtures', 'odds'], { default: 'fixtures' }),
  sport: Type.Optional(Sport),
  leagueId: Type.Optional(Id),
});
export type DayBoardQuery = Static<typeof DayBoardQuery>;

export const BoardLeague = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shortName: Type.String(),
  logo: Type.String(),
  country: Type.String(),
  kind: Type.String(),
  featured: Type.Boolean({ description: 'A big league: pages pin these first.' }),
  sort: Type.Integer(),
});
export type BoardLeague = Static<typeof BoardLeague>;

export const DayBoard = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD in timeZone.' }),
  timeZone: Type.String(),
  kind: Type.String(),
  total: Type.Integer(),
  /** Featured leagues first, then the league order; matches by kickoff. Odds fields are null except for kind=odds. */
  leagues: Type.Array(Type.Object({ league: BoardLeague, matches: Type.Array(MatchWithOdds) })),
});
export type DayBoard = Static<typeof DayBoard>;
