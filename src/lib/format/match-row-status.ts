/**
 * The status column of a match row (SPEC §4 via matchStatus): a short text that fits the column
 * (a minute, a kick-off time in the visitor's zone, FT) and the full words a screen reader says.
 * Message ids and values only: the view formats them in the visitor's language.
 */
import { formatClockTime } from './date-time';
import { matchStatus, scheduleStatus, matchStatusLabelId, type MatchStatusKind } from './match-status';

export type RowTone = 'live' | 'upcoming' | 'ended' | 'off';

export type RowText = { text: string } | { id: string; values?: Record<string, string> };

export interface RowStatus {
  tone: RowTone;
  /** What the column shows. */
  short: RowText;
  /** What it means in words (the row's accessible name and the title). */
  long: RowText;
}

/** Short forms for the column where the full word is long. */
const SHORT_IDS: Partial<Record<MatchStatusKind, string>> = {
  ended: 'sportsRow.status.ft',
  postponed: 'sportsRow.status.postponed',
  cancelled: 'sportsRow.status.cancelled',
  abandoned: 'sportsRow.status.abandoned',
};

const OFF: ReadonlySet<MatchStatusKind> = new Set(['walkover', 'postponed', 'abandoned', 'cancelled', 'suspended', 'interrupted', 'delayed', 'awarded', 'unknown']);

interface StatusInput {
  /** 1 coming up, 2 live, 3 ended, 5 called off. */
  status: number;
  statusText: string | null;
  kickoffTime: string;
}

/**
 * The row's status. The feed's text decides (SPEC §4); a text that says nothing known falls back
 * to the status id. A kick-off time is always shown from `kickoffTime` in `timeZone` (the feed's
 * hh:mm is in the zone it was asked for, which need not be the visitor's).
 */
export function rowStatus(match: StatusInput, timeZone: string, locale: string): RowStatus {
  const parsed = matchStatus(match.statusText);
  const kind: MatchStatusKind = parsed.kind === 'unknown' ? fallbackKind(match.status) : parsed.kind;
  const kickoff = formatClockTime(match.kickoffTime, timeZone, locale);

  if (parsed.kind === 'live' && parsed.minute) {
    if (parsed.minute === 'HT') return { tone: 'live', short: { id: 'sportsRow.status.ht' }, long: { id: 'match.status.halfTime' } };
    return { tone: 'live', short: { text: `${parsed.minute}'` }, long: { id: 'match.status.liveMinute', values: { minute: parsed.minute } } };
  }
  switch (kind) {
    case 'live':
    case 'ongoing':
      return { tone: 'live', short: { id: 'match.status.live' }, long: { id: 'match.status.live' } };
    case 'upcoming':
    case 'comingUp':
      return { tone: 'upcoming', short: { text: kickoff }, long: { id: 'match.status.upcoming', values: { time: kickoff } } };
    case 'ended':
      return { tone: 'ended', short: { id: SHORT_IDS.ended! }, long: { id: matchStatusLabelId('ended') } };
    default: {
      const label = { id: matchStatusLabelId(kind) };
      return { tone: OFF.has(kind) ? 'off' : 'ended', short: SHORT_IDS[kind] ? { id: SHORT_IDS[kind] } : label, long: label };
    }
  }
}

/** The status id as a kind, when the text says nothing known. */
function fallbackKind(statusId: number): MatchStatusKind {
  const kind = scheduleStatus(statusId).kind;
  return kind === 'live' ? 'ongoing' : kind;
}
