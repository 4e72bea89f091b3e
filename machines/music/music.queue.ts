/** The music queue's pure rules: play order, shuffle, what comes next and before. */
import { mulberry32 } from '../../contracts/mulberry32';

export type RepeatMode = 'off' | 'all' | 'one';

/** What the machine needs of a song to play and show it. */
export interface MusicTrack {
  id: number;
  title: string;
  artist: string;
  cover: string;
  /** The audio's site path. */
  src: string;
  /** The song page. */
  path: string;
  durationSeconds: number;
}

/** The song card fields a track is made of (a SongCard of the API has them all). */
export interface SongLike {
  id: number;
  title: string;
  artist: { name: string };
  cover: string;
  audioPath: string;
  path: string;
  durationSeconds: number;
}

export function trackOf(song: SongLike): MusicTrack {
  return {
    id: song.id,
    title: song.title,
    artist: song.artist.name,
    cover: song.cover,
    src: song.audioPath,
    path: song.path,
    durationSeconds: song.durationSeconds,
  };
}

/** The queue in its own order: 0..n−1. */
export const straightOrder = (length: number): number[] => Array.from({ length }, (_, i) => i);

/**
 * A shuffled play order of `length` queue items that starts with `first` (the song playing goes on
 * playing; the rest follow in a random order).
 */
export function shuffledOrder(length: number, first: number, seed: number): number[] {
  const rest = straightOrder(length).filter((i) => i !== first);
  const next = mulberry32(seed);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return first >= 0 && first < length ? [first, ...rest] : rest;
}

/**
 * The place in the order after `cursor` when a track ends or is skipped: the next one, the first
 * again when repeating all, or null at the end of the queue.
 */
export function nextCursor(cursor: number, length: number, repeat: RepeatMode): number | null {
  if (cursor + 1 < length) return cursor + 1;
  return repeat === 'all' && length > 0 ? 0 : null;
}

/** The place before `cursor`: the previous one, the last when repeating all, or null at the start. */
export function previousCursor(cursor: number, length: number, repeat: RepeatMode): number | null {
  if (cursor > 0) return cursor - 1;
  return repeat === 'all' && length > 0 ? length - 1 : null;
}

/** Previous restarts the song instead once it has played this long (as music players do). */
export const RESTART_AFTER_SECONDS = 3;

export const nextRepeat = (mode: RepeatMode): RepeatMode => (mode === 'off' ? 'all' : mode === 'all' ? 'one' : 'off');

/** m:ss of a number of seconds (negative and NaN as 0:00). */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** The track the queue is on (the current place of its play order), or null. */
export const currentTrack = (queue: { queue: readonly MusicTrack[]; order: readonly number[]; cursor: number }): MusicTrack | null =>
  queue.queue[queue.order[queue.cursor] ?? -1] ?? null;
