/**
 * The generated audio of the songs: a dozen synthesized tracks (`scripts/make-audio.ts` writes them
 * to `media/audio/`), each with its own key, scale, tempo, instrument and rhythm, so two tracks never
 * sound alike. Song n plays track ((n − 1) mod 12) + 1 and its `durationSeconds` is that track's length.
 */

export type Wave = 'sine' | 'triangle' | 'square' | 'saw';
export type Rhythm = 'four' | 'backbeat' | 'shuffle' | 'waltz' | 'none';

export interface AudioTrack {
  /** 1-based; the file is `media/audio/track-{nn}.mp3`. */
  number: number;
  seconds: number;
  bpm: number;
  /** MIDI note of the key's root. */
  root: number;
  scale: readonly number[];
  wave: Wave;
  rhythm: Rhythm;
  /** Chord roots as scale degrees, one a bar. */
  progression: readonly number[];
}

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
const PENTATONIC = [0, 2, 4, 7, 9];
const MINOR_PENTATONIC = [0, 3, 5, 7, 10];
const DORIAN = [0, 2, 3, 5, 7, 9, 10];

export const AUDIO_TRACKS: readonly AudioTrack[] = [
  { number: 1, seconds: 42, bpm: 72, root: 57, scale: MINOR, wave: 'sine', rhythm: 'none', progression: [0, 5, 3, 4] },
  { number: 2, seconds: 36, bpm: 128, root: 60, scale: MAJOR, wave: 'square', rhythm: 'four', progression: [0, 4, 5, 3] },
  { number: 3, seconds: 48, bpm: 96, root: 62, scale: PENTATONIC, wave: 'triangle', rhythm: 'backbeat', progression: [0, 3, 4, 0] },
  { number: 4, seconds: 40, bpm: 84, root: 55, scale: MAJOR, wave: 'triangle', rhythm: 'waltz', progression: [0, 3, 4, 4] },
  { number: 5, seconds: 34, bpm: 140, root: 64, scale: MINOR_PENTATONIC, wave: 'saw', rhythm: 'four', progression: [0, 2, 3, 2] },
  { number: 6, seconds: 50, bpm: 66, root: 53, scale: DORIAN, wave: 'sine', rhythm: 'shuffle', progression: [0, 3, 0, 4] },
  { number: 7, seconds: 38, bpm: 110, root: 59, scale: MINOR, wave: 'square', rhythm: 'backbeat', progression: [0, 5, 6, 4] },
  { number: 8, seconds: 44, bpm: 90, root: 65, scale: PENTATONIC, wave: 'sine', rhythm: 'shuffle', progression: [0, 2, 3, 1] },
  { number: 9, seconds: 32, bpm: 120, root: 58, scale: DORIAN, wave: 'saw', rhythm: 'backbeat', progression: [0, 3, 0, 3] },
  { number: 10, seconds: 46, bpm: 78, root: 61, scale: MAJOR, wave: 'triangle', rhythm: 'none', progression: [0, 5, 3, 4] },
  { number: 11, seconds: 40, bpm: 100, root: 56, scale: MINOR_PENTATONIC, wave: 'triangle', rhythm: 'waltz', progression: [0, 3, 2, 4] },
  { number: 12, seconds: 36, bpm: 132, root: 63, scale: MAJOR, wave: 'square', rhythm: 'shuffle', progression: [0, 4, 3, 4] },
];

/** The track a song plays. */
export function trackOfSong(songId: number): AudioTrack {
  return AUDIO_TRACKS[(songId - 1) % AUDIO_TRACKS.length]!;
}

export const trackFileName = (track: AudioTrack) => `track-${String(track.number).padStart(2, '0')}.mp3`;
