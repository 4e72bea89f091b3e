/** The player's video-on-demand pieces as data and pure functions: options, speeds, seeking, clock text. */

/** A WebVTT text track offered with a video: `lang` is its BCP 47 language (vi, en, zh…), `src` the .vtt URL. */
export interface TextTrackSource {
  lang: string;
  label: string;
  src: string;
}

/** What makes the player play on demand instead of live (given with player.mount / player.load). */
export interface VodOptions {
  /** Where to start, in seconds (a resume position); clamped into the video once its length is known. */
  startAt?: number;
  /** The stated length in seconds, shown until the stream's own is known. */
  duration?: number;
  /** Subtitles the viewer can switch between or turn off (none shown at start unless `textTrack` names one). */
  textTracks?: TextTrackSource[];
  /** The language of the text track shown at start, or null/absent for none. */
  textTrack?: string | null;
  /** Another video follows: at the end a countdown of UP_NEXT_SECONDS starts it unless the viewer cancels. */
  upNext?: boolean;
}

/** The seconds the end screen counts down before the next video plays by itself. */
export const UP_NEXT_SECONDS = 5;
/** The countdown moves one second at a time (a delayed transition of the player machine). */
export const UP_NEXT_TICK_MS = 1000;

/** Playback speeds offered in the menu (1 = normal). */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const NORMAL_RATE = 1;
/** Arrow keys move this many seconds. */
export const SEEK_STEP_SECONDS = 5;
/** A progress notification is sent after this much playback (and at every pause, seek and the end). */
export const PROGRESS_INTERVAL_SECONDS = 5;

export function isPlaybackRate(rate: number): boolean {
  return (PLAYBACK_RATES as readonly number[]).includes(rate);
}

/** A time kept inside [0, duration] (duration unknown: only ≥ 0); NaN → 0. */
export function clampTime(time: number, duration: number | null): number {
  if (!Number.isFinite(time) || time < 0) return 0;
  if (duration !== null && Number.isFinite(duration) && duration >= 0 && time > duration) return duration;
  return time;
}

/** The time a seek-bar key asks for, or null for a key the bar does not use. */
export function seekTargetForKey(key: string, current: number, duration: number | null, step = SEEK_STEP_SECONDS): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampTime(current - step, duration);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampTime(current + step, duration);
    case 'PageDown':
      return clampTime(current - step * 2, duration);
    case 'PageUp':
      return clampTime(current + step * 2, duration);
    case 'Home':
      return 0;
    case 'End':
      return duration === null ? null : clampTime(duration, duration);
    default:
      return null;
  }
}

/** The time under a pointer at `x` on a bar starting at `left` and `width` pixels wide. */
export function timeAtPointer(x: number, left: number, width: number, duration: number | null): number {
  if (duration === null || !(width > 0)) return 0;
  const fraction = Math.min(1, Math.max(0, (x - left) / width));
  return fraction * duration;
}

/** A clock reading: 65 → "1:05", 3723 → "1:02:03" (whole seconds, rounded down). */
export function formatClock(seconds: number | null): string {
  const total = seconds !== null && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The part of the video played, 0…1 (0 while the length is unknown). */
export function playedFraction(current: number, duration: number | null): number {
  if (duration === null || !(duration > 0)) return 0;
  return Math.min(1, Math.max(0, current / duration));
}

/** Whether a text-track choice names one of the tracks (null = off, always allowed). */
export function isTextTrackChoice(lang: string | null, tracks: readonly TextTrackSource[]): boolean {
  return lang === null || tracks.some((t) => t.lang === lang);
}
