/** Pure formatting of match data (live room tabs, match centre): odds and lines, poll percentages, stat bars, form and minutes. */
import type { FormLetter, MatchSummary } from '../../../contracts/schemas/sports/matches';

/** Odds and lines: the site's one formatting of them (src/lib/format/odds.ts). */
export { formatLine, formatOdds } from '../../lib/format/odds';

/**
 * Whole percentages of each count that add up to 100 (largest remainder), so a poll's bars never
 * show 99 % or 101 %; all zeros when nobody voted.
 */
export function percentages(counts: readonly number[]): number[] {
  const total = counts.reduce((s, n) => s + Math.max(0, n), 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((n) => (Math.max(0, n) * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((s, n) => s + n, 0);
  const order = exact.map((v, i) => ({ i, rest: v - Math.floor(v) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

/** The share of a paired statistic on each side, in percent (an even split when both are 0). */
export function statShares([home, away]: readonly [number, number]): [number, number] {
  const total = home + away;
  if (total <= 0) return [50, 50];
  const left = Math.round((home * 100) / total);
  return [left, 100 - left];
}

/** The mean of a 1–5 star poll, one decimal; null with no votes. */
export function averageStars(choices: readonly { key: string; votes: number }[]): number | null {
  let votes = 0;
  let sum = 0;
  for (const c of choices) {
    const stars = Number(c.key);
    if (!Number.isFinite(stars)) continue;
    votes += c.votes;
    sum += stars * c.votes;
  }
  return votes === 0 ? null : Math.round((sum / votes) * 10) / 10;
}

/** An event's minute as shown: 37', 45+2'. */
export function eventMinute(minute: number, extra: number): string {
  return extra > 0 ? `${minute}+${extra}'` : `${minute}'`;
}

/** Only the known results, at most five, most recent first. */
export function formChips(form: readonly string[]): FormLetter[] {
  return form.filter((f): f is FormLetter => f === 'W' || f === 'D' || f === 'L').slice(0, 5);
}

/** A finished meeting from one team's side: W, D or L (null when not played or not theirs). */
export function resultFor(match: MatchSummary, teamId: number): FormLetter | null {
  if (match.homeScore === null || match.awayScore === null) return null;
  const isHome = match.home.id === teamId;
  if (!isHome && match.away.id !== teamId) return null;
  const own = isHome ? match.homeScore : match.awayScore;
  const other = isHome ? match.awayScore : match.homeScore;
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

/** A period code of the feed as a message: 1H/2H halves, Q1–Q4 quarters, MAP1… maps; others (HT, FT) are shown by the status badge. */
export function periodMessage(period: string | null): { id: 'roomTabs.period.firstHalf' | 'roomTabs.period.secondHalf' | 'roomTabs.period.quarter' | 'roomTabs.period.map'; n?: number } | null {
  if (period === '1H') return { id: 'roomTabs.period.firstHalf' };
  if (period === '2H') return { id: 'roomTabs.period.secondHalf' };
  const quarter = /^Q(\d)$/.exec(period ?? '');
  if (quarter) return { id: 'roomTabs.period.quarter', n: Number(quarter[1]) };
  const map = /^MAP(\d+)$/.exec(period ?? '');
  if (map) return { id: 'roomTabs.period.map', n: Number(map[1]) };
  return null;
}
