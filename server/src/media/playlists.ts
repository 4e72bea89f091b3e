/** The HLS playlists (RFC 8216) the origin writes: master, live sliding window, and VOD. */
import { QUALITIES, segmentCount, type ClipIndex } from './clips.ts';

/** Live media sequence 0 began at this instant; sequence n covers [EPOCH + n·d, EPOCH + (n+1)·d). */
export const LIVE_EPOCH_MS = Date.UTC(2026, 0, 1);
/** Segments listed in a live playlist (6 s at 1 s segments). */
export const LIVE_WINDOW = 6;

export function masterPlaylist(index: ClipIndex): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const quality of QUALITIES) {
    const r = index.renditions[quality.id];
    if (!r) continue;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${quality.bandwidth},RESOLUTION=${r.width}x${r.height},` +
        `FRAME-RATE=${index.fps.toFixed(3)},CODECS="${r.codecs}",NAME="${quality.name}"`,
      `${quality.id}/index.m3u8`,
    );
  }
  return lines.join('\n') + '\n';
}

export interface LiveWindow {
  /** Media sequence number of the first listed segment. */
  first: number;
  /** Discontinuity sequence number of the first listed segment (= loops of the clip since `startMs`). */
  discontinuity: number;
  sequences: number[];
}

/**
 * The segments a live playlist lists at `nowMs`: the LIVE_WINDOW last complete ones. The newest
 * complete segment is floor((now − epoch) / d) − 1, so the media sequence advances by one every d
 * seconds. Segment n plays clip segment n mod count; the clip restarts (a discontinuity) at every
 * multiple of count.
 *
 * The discontinuity sequence counts the loops since `startMs` (the caller's recent start), not since the epoch: hls.js keeps a sparse array indexed by it and walks it on every
 * playlist reload, which with millions of loops since the epoch blocked a phone's main thread for
 * about 200 ms every second.
 */
export function liveWindow(nowMs: number, segmentDuration: number, count: number, startMs = LIVE_EPOCH_MS): LiveWindow {
  const segmentMs = segmentDuration * 1000;
  const elapsed = Math.floor((nowMs - LIVE_EPOCH_MS) / segmentMs);
  const first = Math.max(0, elapsed - LIVE_WINDOW);
  const sequences = Array.from({ length: LIVE_WINDOW }, (_, i) => first + i);
  const startLoop = Math.floor(Math.max(0, Math.floor((startMs - LIVE_EPOCH_MS) / segmentMs)) / count);
  return { first, discontinuity: Math.max(0, Math.floor(first / count) - startLoop), sequences };
}

export function livePlaylist(index: ClipIndex, nowMs: number, startMs?: number): string {
  const count = segmentCount(index);
  const window = liveWindow(nowMs, index.segmentDuration, count, startMs);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(index.segmentDuration)}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuity}`,
  ];
  for (const sequence of window.sequences) {
    if (sequence > window.first && sequence % count === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${index.segmentDuration.toFixed(3)},`, `seg/${sequence}.ts`);
  }
  // No #EXT-X-ENDLIST: the stream never ends.
  return lines.join('\n') + '\n';
}

/** Whole segments a VOD of `durationSeconds` lists: enough to cover it, at least one. */
export function vodSegmentTotal(durationSeconds: number, segmentDuration: number): number {
  const seconds = Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : 0;
  return Math.max(1, Math.ceil(seconds / segmentDuration - 1e-9));
}

/**
 * The scene that plays loop `loop` (segments loop·count … loop·count + count − 1) of a VOD: its
 * scenes in turn from a place set by the item's id, so items start differently and a long video
 * changes scene every loop.
 */
export function vodScene<T>(scenes: readonly T[], seed: number, loop: number): T {
  if (scenes.length === 0) throw new RangeError('a VOD needs at least one scene');
  return scenes[(((seed + loop) % scenes.length) + scenes.length) % scenes.length]!;
}

/**
 * A VOD media playlist `total` segments long (its stated duration): segment n plays segment
 * n mod count of its loop's scene; every loop restarts the clip's timestamps, so a discontinuity
 * comes before each loop but the first.
 */
export function vodPlaylist(segmentDuration: number, count: number, total: number): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(segmentDuration)}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-MEDIA-SEQUENCE:0',
  ];
  const extinf = `#EXTINF:${segmentDuration.toFixed(3)},`;
  for (let n = 0; n < total; n++) {
    if (n > 0 && n % count === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(extinf, `seg/${n}.ts`);
  }
  lines.push('#EXT-X-ENDLIST');
  return lines.join('\n') + '\n';
}
