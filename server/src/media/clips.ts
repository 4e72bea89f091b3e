/**
 * The pre-encoded clips of media/live/<clip>/ (made by scripts/make-media.ts): their index.json
 * and their segment bytes, read from disk once and kept in memory (a few MB in all).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's media/live folder. */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../../media/live', import.meta.url));

/** The live rooms' and TV channels' clips. */
export const LIVE_CLIP_IDS = ['sport', 'marble', 'esport', 'casino'] as const;
/** The short videos' portrait (9:16) scenes, in SD and HQ only. */
export const SHORT_CLIP_IDS = ['short-pitch', 'short-court', 'short-esport', 'short-stands'] as const;
/** Every clip: the live ones, the scenes only video on demand plays, and the shorts' portrait ones. */
export const CLIP_IDS = [...LIVE_CLIP_IDS, 'football', 'basketball', 'stadium', ...SHORT_CLIP_IDS] as const;
export type ClipId = (typeof CLIP_IDS)[number];

/** SPEC §9 stream qualities (all 30 fps), in the order the master playlist lists them: HD (the default) first. */
export const QUALITIES = [
  { id: 'hd', name: 'HD', height: 1080, bandwidth: 8_000_000 },
  { id: 'sd', name: 'SD', height: 540, bandwidth: 2_000_000 },
  { id: 'hq', name: 'HQ', height: 720, bandwidth: 4_000_000 },
  { id: '4k', name: '4K', height: 2160, bandwidth: 8_000_000 },
] as const;
export type QualityId = (typeof QUALITIES)[number]['id'];

export function isQuality(value: string): value is QualityId {
  return QUALITIES.some((q) => q.id === value);
}

export interface Rendition {
  width: number;
  height: number;
  codecs: string;
  segments: Array<{ file: string; duration: number; bytes: number }>;
}

export interface ClipIndex {
  clip: ClipId;
  fps: number;
  /** Every segment lasts exactly this long (seconds); the script checks it. */
  segmentDuration: number;
  /** Every quality, but the portrait scenes have only some (the master lists those). */
  renditions: Partial<Record<QualityId, Rendition>>;
}

export class ClipStore {
  private readonly indexes = new Map<ClipId, Promise<ClipIndex>>();
  private readonly segments = new Map<string, Promise<Buffer>>();

  constructor(private readonly dir: string = DEFAULT_MEDIA_DIR) {}

  index(clip: ClipId): Promise<ClipIndex> {
    let index = this.indexes.get(clip);
    if (!index) {
      index = readFile(path.join(this.dir, clip, 'index.json'), 'utf8').then((text) => validate(JSON.parse(text) as ClipIndex));
      index.catch(() => this.indexes.delete(clip));
      this.indexes.set(clip, index);
    }
    return index;
  }

  /** The bytes of segment `n` (0-based, n < count) of one rendition of a clip. */
  async segment(clip: ClipId, quality: QualityId, n: number): Promise<Buffer> {
    const index = await this.index(clip);
    const file = index.renditions[quality]?.segments[n]?.file;
    if (!file) throw new RangeError(`${clip}/${quality}: no segment ${n}`);
    const key = `${clip}/${quality}/${file}`;
    let bytes = this.segments.get(key);
    if (!bytes) {
      bytes = readFile(path.join(this.dir, clip, quality, file));
      bytes.catch(() => this.segments.delete(key));
      this.segments.set(key, bytes);
    }
    return bytes;
  }
}

function validate(index: ClipIndex): ClipIndex {
  const counts = new Set<number>();
  for (const [quality, rendition] of Object.entries(index.renditions)) {
    if (!isQuality(quality) || !rendition || rendition.segments.length === 0) throw new Error(`${index.clip}: no ${quality} rendition`);
    if (rendition.segments.some((s) => s.duration !== index.segmentDuration)) throw new Error(`${index.clip}/${quality}: uneven segments`);
    counts.add(rendition.segments.length);
  }
  if (counts.size === 0) throw new Error(`${index.clip}: no renditions`);
  // The live window maps one media sequence number to the same segment index in every rendition.
  if (counts.size !== 1) throw new Error(`${index.clip}: renditions have different segment counts`);
  return index;
}

/** Number of segments of a clip (the same in every rendition). */
export function segmentCount(index: ClipIndex): number {
  return Object.values(index.renditions)[0]!.segments.length;
}

/** Whether the clip has the quality (the portrait scenes have some only). */
export function hasQuality(index: ClipIndex, quality: QualityId): boolean {
  return index.renditions[quality] !== undefined;
}
