/**
 * Reads what an uploaded file really is from its MP4/QuickTime boxes, without loading it: the
 * top-level boxes are walked by their headers (16 bytes each, read from disk), and only `ftyp` and
 * `moov` (the index, a few hundred KB for a 3-minute clip) are handed to mp4box for the tracks,
 * codecs and duration. A file that does not start with `ftyp` is not a video (whatever its name
 * or declared type says); a box that runs past the end, or a missing `moov`, is a truncated file.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { createFile, Log, MP4BoxBuffer, type Movie } from 'mp4box';

/** The refusals a probe can give (the upload route turns each into a message). */
export type ProbeRefusal = 'notVideo' | 'truncated' | 'codec' | 'duration';

export interface ProbedVideo {
  durationSeconds: number;
  width: number;
  height: number;
  videoCodec: string;
  audioCodec: string | null;
}

export type ProbeResult = { ok: true; video: ProbedVideo } | { ok: false; reason: ProbeRefusal; detail: string };

/** Video codecs every current browser plays in MP4: H.264, VP9, AV1. */
const VIDEO_CODECS = ['avc1', 'avc3', 'vp09', 'av01'];
/** Audio codecs likewise: AAC, Opus, MP3 in MP4. */
const AUDIO_CODECS = ['mp4a', 'opus', 'Opus', '.mp3'];
/** The index of a short clip is small; a larger `moov` is refused rather than read into memory. */
export const MAX_MOOV_BYTES = 32 * 1024 * 1024;

// mp4box logs parse problems to the console; the probe reports them itself.
Log.setLogLevel(() => {});

interface TopBox {
  type: string;
  start: number;
  size: number;
}

const PRINTABLE_TYPE = /^[\x20-\x7e]{4}$/;

/** The top-level boxes of a file of `fileSize` bytes, or why they cannot be read. */
export async function walkBoxes(handle: FileHandle, fileSize: number): Promise<{ boxes: TopBox[] } | { reason: 'notVideo' | 'truncated' }> {
  const boxes: TopBox[] = [];
  const header = Buffer.alloc(16);
  let offset = 0;
  while (offset < fileSize) {
    if (fileSize - offset < 8) return { reason: 'truncated' };
    const { bytesRead } = await handle.read(header, 0, 16, offset);
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (!PRINTABLE_TYPE.test(type) || (boxes.length === 0 && type !== 'ftyp')) return { reason: 'notVideo' };
    if (size === 1) {
      if (bytesRead < 16) return { reason: 'truncated' };
      size = Number(header.readBigUInt64BE(8));
    } else if (size === 0) {
      size = fileSize - offset; // runs to the end of the file
    }
    if (size < 8) return { reason: boxes.length === 0 ? 'notVideo' : 'truncated' };
    if (offset + size > fileSize) return { reason: 'truncated' };
    boxes.push({ type, start: offset, size });
    offset += size;
  }
  return { boxes };
}

async function readBox(handle: FileHandle, box: TopBox): Promise<Buffer> {
  const buffer = Buffer.alloc(box.size);
  await handle.read(buffer, 0, box.size, box.start);
  return buffer;
}

/** The movie mp4box reads from `ftyp` + `moov` laid end to end (the media data is not needed for it). */
function parseMovie(ftyp: Buffer, moov: Buffer): Movie | null {
  const file = createFile();
  let movie: Movie | null = null;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => {
    movie = null;
  };
  const joined = Buffer.concat([ftyp, moov]);
  const array = joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.byteLength);
  try {
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(array, 0), true);
    file.flush();
  } catch {
    return null;
  }
  return movie;
}

const codecFamily = (codec: string) => codec.split('.')[0] ?? codec;

/** The clip's length in seconds: the longest of the movie and its tracks (fragmented files: the fragment duration). */
function durationOf(movie: Movie): number {
  const seconds = [movie.timescale > 0 ? movie.duration / movie.timescale : 0];
  if (movie.fragment_duration && movie.fragment_duration.den > 0) seconds.push(movie.fragment_duration.num / movie.fragment_duration.den);
  for (const track of movie.tracks) {
    if (track.movie_timescale > 0) seconds.push(track.movie_duration / track.movie_timescale);
    if (track.timescale > 0) seconds.push(track.duration / track.timescale);
  }
  return Math.max(...seconds.filter(Number.isFinite));
}

/** Checks a stored file: a playable MP4 video no longer than `maxSeconds`. */
export async function probeMp4(path: string, maxSeconds: number): Promise<ProbeResult> {
  const handle = await open(path, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    if (fileSize === 0) return { ok: false, reason: 'notVideo', detail: 'empty file' };
    const walked = await walkBoxes(handle, fileSize);
    if ('reason' in walked) return { ok: false, reason: walked.reason, detail: 'box structure' };
    const ftyp = walked.boxes[0]!;
    const moov = walked.boxes.find((b) => b.type === 'moov');
    const hasMedia = walked.boxes.some((b) => b.type === 'mdat' || b.type === 'moof');
    if (!moov || !hasMedia) return { ok: false, reason: 'truncated', detail: moov ? 'no media data' : 'no moov box' };
    if (moov.size > MAX_MOOV_BYTES || ftyp.size > 4096) return { ok: false, reason: 'notVideo', detail: 'index too large' };
    const movie = parseMovie(await readBox(handle, ftyp), await readBox(handle, moov));
    if (!movie) return { ok: false, reason: 'truncated', detail: 'unreadable moov' };
    const video = movie.videoTracks[0];
    if (!video) return { ok: false, reason: 'notVideo', detail: 'no video track' };
    if (!VIDEO_CODECS.includes(codecFamily(video.codec))) return { ok: false, reason: 'codec', detail: video.codec };
    const audio = movie.audioTracks[0];
    if (audio && !AUDIO_CODECS.includes(codecFamily(audio.codec))) return { ok: false, reason: 'codec', detail: audio.codec };
    if (video.nb_samples === 0) return { ok: false, reason: 'notVideo', detail: 'no video samples' };
    const durationSeconds = durationOf(movie);
    if (!(durationSeconds > 0)) return { ok: false, reason: 'notVideo', detail: 'no duration' };
    if (durationSeconds > maxSeconds) return { ok: false, reason: 'duration', detail: `${durationSeconds.toFixed(1)} s` };
    return {
      ok: true,
      video: {
        durationSeconds,
        width: video.video?.width ?? video.track_width,
        height: video.video?.height ?? video.track_height,
        videoCodec: video.codec,
        audioCodec: audio?.codec ?? null,
      },
    };
  } finally {
    await handle.close();
  }
}
