/**
 * The live strip's rows (featured matches, GET /live/api/schedule/feature-match) with the live
 * scores merged in: a schedule row carries its fixture's kick-off as `startTime`, the pushed state
 * as `kickoffTime`; a state of another kick-off (the fixture moved) is not this row's.
 */
import type { ScheduleRow } from '../../../contracts/schemas/live';
import type { LiveMatch } from '../../../machines/live-scores/live-scores.frames';

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** A row with its match's live state (status, minute, score) when the state is of the same fixture. */
export function withLiveRow(row: ScheduleRow, live: LiveMatch | null | undefined): ScheduleRow {
  if (!live || row.staticId === null || live.staticId !== row.staticId || !sameInstant(live.kickoffTime, row.startTime)) return row;
  return {
    ...row,
    status: live.status,
    statusText: live.statusText,
    minute: live.minute,
    period: live.period,
    score: live.score,
    homeScore: live.homeScore,
    awayScore: live.awayScore,
  };
}

/** The rows with their live states; how many are live now. */
export function liveRows(rows: readonly ScheduleRow[], scores: Readonly<Record<number, LiveMatch>>): { rows: ScheduleRow[]; live: number } {
  const merged = rows.map((row) => (row.staticId === null ? row : withLiveRow(row, scores[row.staticId])));
  return { rows: merged, live: merged.filter((r) => r.status === 2).length };
}
