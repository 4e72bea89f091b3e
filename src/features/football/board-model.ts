/** What a football day board shows, as pure functions of the day's answer, the live scores and the chosen league. */
import { withLiveScore, type LiveMatch } from '../../../machines/live-scores/live-scores.frames';
import type { BoardLeague, DayBoard, MatchWithOdds } from '../../../contracts/schemas/sports/matches';
import { todayIn, type IsoDay } from '../../../contracts/day-strip';

export interface BoardGroup {
  league: BoardLeague;
  matches: MatchWithOdds[];
}

export interface LeagueChip {
  id: number;
  name: string;
  shortName: string;
  logo: string;
  featured: boolean;
  /** Matches of the day (0 for a chosen league that does not play that day). */
  count: number;
}

/** The leagues to filter by: those playing that day in the board's order (pinned first), and the chosen one if it does not. */
export function leagueChips(board: DayBoard | null, chosen: { id: number; name: string; shortName: string; logo: string; featured: boolean } | null): LeagueChip[] {
  const chips: LeagueChip[] = (board?.leagues ?? [])
    .filter((g) => g.matches.length > 0)
    .map(({ league, matches }) => ({ id: league.id, name: league.name, shortName: league.shortName, logo: league.logo, featured: league.featured, count: matches.length }));
  if (chosen && !chips.some((c) => c.id === chosen.id)) chips.push({ ...chosen, count: 0 });
  return chips;
}

/** The groups shown: every league, or the chosen one; each match with its live state merged in. */
export function boardGroups(board: DayBoard | null, leagueId: number | null, live: Readonly<Record<number, LiveMatch>> = {}): BoardGroup[] {
  return (board?.leagues ?? [])
    .filter((g) => g.matches.length > 0 && (leagueId === null || g.league.id === leagueId))
    .map((g) => ({ league: g.league, matches: g.matches.map((m) => withLiveScore(m, live[m.staticId])) }));
}

export const matchCount = (groups: readonly BoardGroup[]): number => groups.reduce((n, g) => n + g.matches.length, 0);

/**
 * What the board reads again on: the live matches of the board's day (in its zone) whose status or
 * score differ from what the board's answer says — a kick-off, a goal, a final whistle (the odds move
 * with the score) — and, on the results board, a match that ended and is not on it yet. Empty when
 * the answer agrees with the live scores, so the first snapshot of the socket does not reload the
 * board, and a new minute never does.
 */
export function boardLiveKey(board: DayBoard | null, live: Readonly<Record<number, LiveMatch>>, day: IsoDay, timeZone: string): string {
  if (!board) return '';
  const shown = new Map<number, MatchWithOdds>();
  for (const group of board.leagues) for (const m of group.matches) shown.set(m.staticId, m);
  return Object.values(live)
    .filter((m) => {
      if (m.sport !== 'football' || todayIn(timeZone, new Date(m.kickoffTime)) !== day) return false;
      const on = shown.get(m.staticId);
      if (on && on.kickoffTime === m.kickoffTime) return on.status !== m.status || (on.score ?? '') !== (m.score ?? '');
      return board.kind === 'results' && m.status === 3;
    })
    .map((m) => `${m.staticId}:${m.status}:${m.score ?? ''}`)
    .sort()
    .join(',');
}
