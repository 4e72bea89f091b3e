/** SPEC §9 stream qualities as data, and how they map onto a stream's HLS levels. */

export interface StreamQuality {
  name: 'SD' | 'HQ' | 'HD' | '4K';
  /** Shown under the name in the quality menu. */
  subName: string;
  /** The frame height the quality stands for, matched against the stream's levels. */
  height: number;
  fps: number;
  /** kbps. */
  bitrate: number;
  /** The rendition id the media server uses (media/live/<clip>/<profile>/). */
  profile: 'sd' | 'hq' | 'hd' | '4k';
}

/** In menu order, lowest first; all 30 fps. */
export const STREAM_QUALITIES = [
  { name: 'SD', subName: '540p', height: 540, fps: 30, bitrate: 2000, profile: 'sd' },
  { name: 'HQ', subName: '720p', height: 720, fps: 30, bitrate: 4000, profile: 'hq' },
  { name: 'HD', subName: '1080p', height: 1080, fps: 30, bitrate: 8000, profile: 'hd' },
  { name: '4K', subName: '2160p', height: 2160, fps: 30, bitrate: 8000, profile: '4k' },
] as const satisfies readonly StreamQuality[];

export type QualityName = StreamQuality['name'];

export const DEFAULT_QUALITY: QualityName = 'HD';

/** hls.js's level index for "choose automatically". */
export const AUTO_LEVEL = -1;

/** One HLS level as the stream lists it (bitrate in bits per second, as hls.js reports it). */
export interface StreamLevel {
  height: number;
  bitrate: number;
}

const KBPS = 1000;

function quality(name: QualityName): StreamQuality {
  return STREAM_QUALITIES.find((q) => q.name === name)!;
}

/** The quality a level belongs to: the one whose height is closest (the lower one on a tie). */
function qualityOfLevel(level: StreamLevel): QualityName {
  let best: StreamQuality = STREAM_QUALITIES[0];
  for (const q of STREAM_QUALITIES) if (Math.abs(q.height - level.height) < Math.abs(best.height - level.height)) best = q;
  return best.name;
}

/**
 * Each quality's level index in the stream, or null when the stream lacks it (the menu disables it).
 * Every level belongs to the quality closest to its height; a quality with several levels takes the
 * one closest in height, then in bitrate.
 */
export function levelIndexes(levels: readonly StreamLevel[]): Record<QualityName, number | null> {
  const result: Record<QualityName, number | null> = { SD: null, HQ: null, HD: null, '4K': null };
  levels.forEach((level, index) => {
    const name = qualityOfLevel(level);
    const q = quality(name);
    const current = result[name];
    const distance = (l: StreamLevel) => [Math.abs(l.height - q.height), Math.abs(l.bitrate - q.bitrate * KBPS)] as const;
    if (current === null) {
      result[name] = index;
      return;
    }
    const [h, b] = distance(level);
    const [ch, cb] = distance(levels[current]!);
    if (h < ch || (h === ch && b < cb)) result[name] = index;
  });
  return result;
}

/** The level to play for a quality: its own level, or automatic when the stream lacks it or lists no levels. */
export function levelForQuality(name: QualityName, levels: readonly StreamLevel[]): number {
  return levelIndexes(levels)[name] ?? AUTO_LEVEL;
}

export function isQualityAvailable(name: QualityName, levels: readonly StreamLevel[]): boolean {
  return levelIndexes(levels)[name] !== null;
}

/**
 * The quality to keep once the levels are known: the chosen one if the stream has it, otherwise the
 * available quality closest in height (the lower on a tie); unchanged when the stream lists no levels.
 */
export function fallbackQuality(name: QualityName, levels: readonly StreamLevel[]): QualityName {
  const indexes = levelIndexes(levels);
  if (indexes[name] !== null) return name;
  const wanted = quality(name).height;
  const available = STREAM_QUALITIES.filter((q) => indexes[q.name] !== null);
  let best: StreamQuality | undefined;
  for (const q of available) if (!best || Math.abs(q.height - wanted) < Math.abs(best.height - wanted)) best = q;
  return best?.name ?? name;
}
