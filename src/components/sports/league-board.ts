/**
 * One day's matches grouped by league, as the home page and the match hub show them: day boards
 * (GET /live/api/football/day) of one or more sports and kinds merged into league groups, the live
 * scores merged in, filtered (sport, live only, league), favourite teams first and cut to a size.
 * Pure functions: the views call them on every render.
 */
import { SCHEDULE_STATUS } from '../../../contracts/constants';
import { BOARD_SPORTS } from '../../../contracts/home';
import { roomPath } from '../../lib/room-path';
import { withLiveScore, type LiveMatch } from '../../../machines/live-scores/live-scores.frames';
import type { BoardLeague, DayBoard, MatchSummary, MatchWithOdds } from '../../../contracts/schemas/sports/matches';


export interface LeagueGroup<M extends MatchSummary = MatchWithOdds> {
  /** `<sport>-<leagueId>`: unique over sports. */
  key: string;
  sport: string;
  league: BoardLeague;
  /** By kickoff (then id). */
  matches: M[];
}

const byKickoff = (a: MatchSummary, b: MatchSummary) => a.kickoffTime.localeCompare(b.kickoffTime) || a.staticId - b.staticId;

const sportRank = (sport: string) => {
  const at = (BOARD_SPORTS as readonly string[]).indexOf(sport);
  return at < 0 ? BOARD_SPORTS.length : at;
};

/**
 * The leagues of several boards (e.g. a day's fixtures and results, of every sport) as one list:
 * a league's matches from every board together by kickoff, each match once; featured leagues
 * first, then by sport and the league order.
 */
export function mergeBoards(boards: readonly DayBoard[]): LeagueGroup[] {
  const groups = new Map<string, LeagueGroup>();
  for (const board of boards) {
    for (const { league, matches } of board.leagues) {
      const sport = matches[0]?.sport ?? 'football';
      const key = `${sport}-${league.id}`;
      let group = groups.get(key);
      if (!group) {
        group = { key, sport, league, matches: [] };
        groups.set(key, group);
      }
      const seen = new Set(group.matches.map((m) => m.staticId));
      for (const match of matches) if (!seen.has(match.staticId)) group.matches.push(match);
    }
  }
  const list = [...groups.values()].filter((g) => g.matches.length > 0);
  for (const group of list) group.matches.sort(byKickoff);
  return list.sort(
    (a, b) =>
      Number(b.league.featured) - Number(a.league.featured) || sportRank(a.sport) - sportRank(b.sport) || a.league.sort - b.league.sort || a.league.id - b.league.id,
  );
}

/** Every match with its live state merged in (withLiveScore): scores and minutes as pushed. */
export function withLiveScores<M extends MatchSummary>(groups: readonly LeagueGroup<M>[], scores: Readonly<Record<number, LiveMatch>>): LeagueGroup<M>[] {
  return groups.map((group) => ({ ...group, matches: group.matches.map((m) => withLiveScore(m, scores[m.staticId])) }));
}

export interface BoardFilter {
  /** One sport, or null for every sport. */
  sport: string | null;
  /** Only matches in play. */
  liveOnly: boolean;
  /** One league's id, or null. */
  leagueId: number | null;
}

export const NO_FILTER: BoardFilter = { sport: null, liveOnly: false, leagueId: null };

/** The groups and matches a filter keeps; groups left without a match are dropped. */
export function filterGroups<M extends MatchSummary>(groups: readonly LeagueGroup<M>[], filter: BoardFilter): LeagueGroup<M>[] {
  return groups
    .filter((g) => (filter.sport === null || g.sport === filter.sport) && (filter.leagueId === null || g.league.id === filter.leagueId))
    .map((g) => (filter.liveOnly ? { ...g, matches: g.matches.filter((m) => m.status === SCHEDULE_STATUS.live) } : g))
    .filter((g) => g.matches.length > 0);
}

/** Matches in the groups that a test says yes to (e.g. live ones, to count them). */
export function countMatches<M extends MatchSummary>(groups: readonly LeagueGroup<M>[], test: (m: M) => boolean = () => true): number {
  return groups.reduce((n, g) => n + g.matches.filter(test).length, 0);
}

/** Only the matches of some statuses (e.g. what is still to come and in play). */
export function withStatus<M extends MatchSummary>(groups: readonly LeagueGroup<M>[], statuses: readonly number[]): LeagueGroup<M>[] {
  return groups.map((g) => ({ ...g, matches: g.matches.filter((m) => statuses.includes(m.status)) })).filter((g) => g.matches.length > 0);
}

const followsOne = (m: MatchSummary, teams: ReadonlySet<number>) => teams.has(m.home.id) || teams.has(m.away.id);

/**
 * The visitor's favourite teams first: leagues with a match of a followed team come first (in
 * their order), and in each of them those matches come first (by kickoff); everything else keeps
 * its order. With no followed team nothing moves.
 */
export function favouritesFirst<M extends MatchSummary>(groups: readonly LeagueGroup<M>[], teamIds: readonly number[]): LeagueGroup<M>[] {
  if (teamIds.length === 0) return [...groups];
  const teams = new Set(teamIds);
  const ordered = groups.map((g) => {
    const mine = g.matches.filter((m) => followsOne(m, teams));
    return mine.length === 0 ? g : { ...g, matches: [...mine, ...g.matches.filter((m) => !followsOne(m, teams))] };
  });
  const hasMine = (g: LeagueGroup<M>) => g.matches.some((m) => followsOne(m, teams));
  return [...ordered.filter(hasMine), ...ordered.filter((g) => !hasMine(g))];
}

/** Whether a match has one of the followed teams (the row marks it). */
export function isFavourite(m: MatchSummary, teamIds: readonly number[]): boolean {
  return teamIds.includes(m.home.id) || teamIds.includes(m.away.id);
}

/**
 * At most `max` matches, taken from the first groups on (a group is cut, never split in two
 * places); `hidden` counts what was left out.
 */
export function capGroups<M extends MatchSummary>(groups: readonly LeagueGroup<M>[], max: number): { groups: LeagueGroup<M>[]; hidden: number } {
  const kept: LeagueGroup<M>[] = [];
  let left = Math.max(0, max);
  let hidden = 0;
  for (const g of groups) {
    if (left === 0) {
      hidden += g.matches.length;
      continue;
    }
    const take = g.matches.slice(0, left);
    kept.push(take.length === g.matches.length ? g : { ...g, matches: take });
    hidden += g.matches.length - take.length;
    left -= take.length;
  }
  return { groups: kept, hidden };
}

/** The leagues of the groups (for a league picker), each once, in the groups' order. */
export function leaguesOf(groups: readonly LeagueGroup[]): Array<{ id: number; name: string; sport: string }> {
  const seen = new Set<number>();
  const out: Array<{ id: number; name: string; sport: string }> = [];
  for (const g of groups) {
    if (seen.has(g.league.id)) continue;
    seen.add(g.league.id);
    out.push({ id: g.league.id, name: g.league.name, sport: g.sport });
  }
  return out;
}

/** The live mode slug of a sport's rooms (docs/api/live.md). */
const ROOM_MODE_OF_SPORT: Readonly<Record<string, string>> = {
  football: 'the-thao/bong-da',
  basketball: 'the-thao/bong-ro',
  esport: 'esport',
};

/** The live room of a match (the room page puts it at its canonical address); null without a room. */
export function matchRoomPath(m: Pick<MatchSummary, 'roomId' | 'sport' | 'home' | 'away'>): string | null {
  const modeSlug = ROOM_MODE_OF_SPORT[m.sport];
  if (m.roomId === null || !modeSlug) return null;
  return roomPath({ roomId: m.roomId, modeSlug, home: m.home.name, away: m.away.name });
}
