/**
 * Match status display (SPEC §4): the raw status a feed gives (a minute, a kick-off time, a word
 * or a code) becomes one kind plus the locale message id the UI shows for it.
 */
import { SCHEDULE_STATUS } from '../../../contracts/constants';

export type MatchStatusKind =
  | 'live'
  | 'upcoming'
  | 'ongoing'
  | 'comingUp'
  | 'walkover'
  | 'postponed'
  | 'abandoned'
  | 'cancelled'
  | 'suspended'
  | 'interrupted'
  | 'delayed'
  | 'awarded'
  | 'ended'
  | 'unknown';

export type MatchStatusVariant = 'small' | 'large';

type WithLabel<T> = T & { labelId: string };

export type MatchStatus = WithLabel<
  | { kind: 'live'; minute?: string }
  | { kind: 'upcoming'; time: string }
  | { kind: Exclude<MatchStatusKind, 'live' | 'upcoming'> }
>;

export const MATCH_STATUS_LABEL_PREFIX = 'match.status.';

/** The locale message id of a kind, e.g. `match.status.comingUp`. */
export function matchStatusLabelId(kind: MatchStatusKind): string {
  return `${MATCH_STATUS_LABEL_PREFIX}${kind}`;
}

/** Words (and codes) that name a kind outright. */
const NAMED: Readonly<Record<string, Exclude<MatchStatusKind, 'live' | 'upcoming'>>> = {
  live: 'ongoing',
  pending: 'comingUp',
  wo: 'walkover',
  postponed: 'postponed',
  abandoned: 'abandoned',
  cancelled: 'cancelled',
  suspended: 'suspended',
  interrupted: 'interrupted',
  delayed: 'delayed',
  awarded: 'awarded',
  ft: 'ended',
  pen: 'ended',
  penalty: 'ended',
  // Schedule-style codes: see the precedence note on matchStatus.
  '0': 'comingUp',
  '1': 'ongoing',
  '2': 'ongoing',
};

/** A kick-off time: h:mm or hh:mm, hours 0-23, minutes 0-59. */
const CLOCK_TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;
const DIGITS = /^\d+$/;

/**
 * The status to show for a raw value, case-insensitive and trimmed.
 *
 * Precedence (SPEC §4 lists "digits → live" and also "1, 2 → ongoing", "0 → coming up"):
 * 1. the exact named values win, so the single codes `0`, `1` and `2` are the schedule-style
 *    codes (coming up, ongoing, ongoing) and not minutes;
 * 2. an hh:mm value is a kick-off time → upcoming;
 * 3. any other digits (`3`, `37`, `90`, `00`) are the playing minute → live;
 * 4. text containing `+` or `HT` (`45+2`, `HT`) → live, the text shown as the minute;
 * 5. anything else (empty, `24:61`, `abc`) → unknown.
 * In the large variant an ongoing match shows as live.
 */
export function matchStatus(value: string | number | null | undefined, variant: MatchStatusVariant = 'small'): MatchStatus {
  const raw = value === null || value === undefined ? '' : String(value).trim();
  const key = raw.toLowerCase();
  if (key === '') return labelled({ kind: 'unknown' });

  const named = Object.hasOwn(NAMED, key) ? NAMED[key] : undefined;
  if (named === 'ongoing' && variant === 'large') return labelled({ kind: 'live' });
  if (named) return labelled({ kind: named });

  if (CLOCK_TIME.test(key)) return labelled({ kind: 'upcoming', time: raw.padStart(5, '0') });
  if (DIGITS.test(key) || key.includes('+') || key.includes('ht')) return labelled({ kind: 'live', minute: raw.toUpperCase() });
  return labelled({ kind: 'unknown' });
}

function labelled<T extends { kind: MatchStatusKind }>(status: T): T & { labelId: string } {
  return { ...status, labelId: matchStatusLabelId(status.kind) };
}

export type ScheduleStatusKind = 'comingUp' | 'live' | 'ended' | 'cancelled' | 'unknown';

/** A schedule entry's status id: 1 coming up, 2 live, 3 ended, 5 cancelled; anything else unknown. */
export function scheduleStatus(id: string | number | null | undefined): { kind: ScheduleStatusKind; labelId: string } {
  const n = typeof id === 'number' ? id : typeof id === 'string' && DIGITS.test(id.trim()) ? Number(id.trim()) : NaN;
  const found = (Object.entries(SCHEDULE_STATUS) as Array<[Exclude<ScheduleStatusKind, 'unknown'>, number]>).find(([, v]) => v === n);
  const kind: ScheduleStatusKind = found ? found[0] : 'unknown';
  return { kind, labelId: matchStatusLabelId(kind) };
}
