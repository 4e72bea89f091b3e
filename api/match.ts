/**
 * The live room's tab data: match detail, a fixture's tips, the two teams compared, and the room's
 * fans' poll (docs/api/sports.md, docs/api/live.md), typed after the server's schemas
 * (server/src/routes/sports/schemas.ts, tips-data.ts, compare-routes.ts, live/opinion-schemas.ts).
 * Each answers its data or rejects with an ApiFailure.
 */
import { api, unwrap} from './client';
import type { Envelope } from '../contracts/schemas/common';
import type { Page } from '../contracts/schemas/common';

export interface MatchTeam {
  id: number;
  name: string;
  shortName: string;
  logo: string;
}

export interface PlaceRef {
  id: number;
  name: string;
}

export interface PlayerRef {
  id: number;
  name: string;
  shirtNumber: number;
  position: string;
  photo: string;
}

export interface MatchSummary {
  staticId: number;
  sport: string;
  leagueId: number;
  leagueName: string;
  leagueLogo: string;
  round: number;
  home: MatchTeam;
  away: MatchTeam;
  venue: PlaceRef | null;
  roomId: number | null;
  /** ISO 8601, UTC. */
  kickoffTime: string;
  /** 1 coming up, 2 live, 3 ended, 5 cancelled/postponed. */
  status: number;
  statusText: string;
  minute: number | null;
  period: string | null;
  score: string | null;
  homeScore: number | null;
  awayScore: number | null;
}

export type MatchEventType = 'goal' | 'penalty' | 'own_goal' | 'yellow' | 'red' | 'sub';

export interface MatchEvent {
  id: number;
  minute: number;
  extra: number;
  /** The side credited (goals) or the player's side. */
  side: 'home' | 'away';
  type: MatchEventType | (string & {});
  player: PlayerRef | null;
  /** Assist, or the player going off for a substitution. */
  related: PlayerRef | null;
  /** Score after this goal. */
  score: string | null;
}

export interface LineupSide {
  formation: string;
  starters: PlayerRef[];
  bench: PlayerRef[];
}

export type StatPair = [number, number];

export interface MatchStats {
  possession: StatPair;
  shots: StatPair;
  shotsOnTarget: StatPair;
  corners: StatPair;
  fouls: StatPair;
  offsides: StatPair;
  yellowCards: StatPair;
  redCards: StatPair;
}

export interface MatchOdds {
  oneXTwo: { home: number; draw: number | null; away: number };
  /** `line` is the home side's handicap. */
  handicap: { line: number; home: number; away: number };
  overUnder: { line: number; over: number; under: number };
}

export interface HeadToHead {
  /** From the first team's side (the home team of a match detail, id1 of a comparison). */
  summary: { played: number; firstWins: number; draws: number; secondWins: number };
  matches: MatchSummary[];
}

export interface MatchDetail {
  match: MatchSummary;
  events: MatchEvent[];
  lineups: { home: LineupSide; away: LineupSide } | null;
  stats: MatchStats | null;
  h2h: HeadToHead;
  odds: MatchOdds | null;
  attendance: number | null;
  managers: { home: PlaceRef | null; away: PlaceRef | null };
}

export interface TipItem {
  id: number;
  slug: string;
  category: string;
  /** 1x2, handicap, over_under. */
  market: string;
  /** home, draw, away, over, under. */
  pick: string;
  pickLabel: string;
  line: number | null;
  odds: number;
  confidence: number;
  title: string;
  reasoning: string;
  /** won, lost, push, pending, void. */
  result: string;
  byMember: boolean;
  followers: number;
  createdAt: string;
  author: { userId: number; nickname: string; avatar: string };
  match: MatchSummary;
}

export type FormLetter = 'W' | 'D' | 'L';

export interface ComparedTeam {
  team: { id: number; name: string; shortName: string; logo: string; league: { id: number; name: string; logo: string } };
  /** Last five results, most recent first. */
  form: FormLetter[];
  record: { played: number; won: number; drawn: number; lost: number; goalsFor: number; goalsAgainst: number; cleanSheets: number; winRate: number };
  standing: { leagueId: number; position: number; points: number } | null;
}

export interface TeamsCompare {
  teams: [ComparedTeam, ComparedTeam];
  h2h: HeadToHead;
}

export type PollKind = 'match' | 'show';

export interface RoomOpinion {
  roomId: number;
  kind: PollKind;
  scheduleId: number | null;
  /** Match: home, draw (football only), away. Show: 1–5 (stars). */
  choices: { key: string; votes: number }[];
  total: number;
  /** The caller's vote; null for guests and members who have not voted. */
  myChoice: string | null;
  /** Match: until kickoff. Show: while the session is live. */
  open: boolean;
  closesAt: string | null;
}

/** Tips shown in a room's tab: the fixture's first page. */
export const ROOM_TIPS_PAGE_SIZE = 20;

export const fetchMatchDetail = (query: { staticId: number; leagueId: number }, signal?: AbortSignal): Promise<MatchDetail> =>
  unwrap(api.get('live/api/football/match', { searchParams: query, signal }).json<Envelope<MatchDetail>>());

export const fetchFixtureTips = (fixtureId: number, signal?: AbortSignal): Promise<Page<TipItem>> =>
  unwrap(
    api
      .get('other/api/schedule-tips/list', { searchParams: { fixtureId, pageNum: 1, pageSize: ROOM_TIPS_PAGE_SIZE }, signal })
      .json<Envelope<Page<TipItem>>>(),
  );

export const fetchTeamsCompare = (query: { id1: number; id2: number }, signal?: AbortSignal): Promise<TeamsCompare> =>
  unwrap(api.get('live/api/football/compare/teams', { searchParams: query, signal }).json<Envelope<TeamsCompare>>());

export const fetchRoomOpinion = (roomId: number, signal?: AbortSignal): Promise<RoomOpinion> =>
  unwrap(api.get('live/api/room/opinion', { searchParams: { id: roomId }, signal }).json<Envelope<RoomOpinion>>());

export const voteRoomOpinion = (vote: { roomId: number; choice: string }, signal?: AbortSignal): Promise<RoomOpinion> =>
  unwrap(api.post('live/api/room/opinion', { json: vote, signal }).json<Envelope<RoomOpinion>>());
