/** Scores and durations as the UI shows them (SPEC §5). */

export interface Score {
  home: number;
  away: number;
}

const SIDE = /^\d+$/;

function side(text: string | undefined): number {
  const t = text?.trim() ?? '';
  return SIDE.test(t) ? Number(t) : 0;
}

/**
 * A 'home-away' score: each side that is not a whole number reads as 0, so null, garbage, "-"
 * and "3-" give zeros where the number is missing ("3-" → 3-0).
 */
export function parseScore(value: string | null | undefined): Score {
  if (typeof value !== 'string') return { home: 0, away: 0 };
  const parts = value.split('-');
  if (parts.length !== 2) return { home: 0, away: 0 };
  return { home: side(parts[0]), away: side(parts[1]) };
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Seconds as "m:ss", or "h:mm:ss" from an hour; below 0 or non-numeric shows 0:00. Fractions are dropped. */
export function formatDuration(seconds: number | string | null | undefined): string {
  const n = typeof seconds === 'number' ? seconds : typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : NaN;
  if (!Number.isFinite(n) || n < 0) return '0:00';
  const total = Math.floor(n);
  const h = Math.floor(total / HOUR);
  const m = Math.floor((total % HOUR) / MINUTE);
  const s = total % MINUTE;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
