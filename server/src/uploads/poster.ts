/**
 * A clip's poster: one frame taken by Debian's ffmpeg (/usr/bin/ffmpeg, or FFMPEG) when it is
 * there, scaled to 360 px wide JPEG. Without ffmpeg, or when it fails, there is no poster file and
 * the clip keeps its generated picture (/media/short/{id}.svg).
 */
import { execFile } from 'node:child_process';
import { access, rm } from 'node:fs/promises';

export const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';
const TIMEOUT_MS = 20_000;

/** Where the frame is taken: one second in, or the middle of a shorter clip. */
export function posterTime(durationSeconds: number): number {
  return Math.max(0, Math.min(1, durationSeconds / 2));
}

export async function hasFfmpeg(binary = FFMPEG): Promise<boolean> {
  try {
    await access(binary);
    return true;
  } catch {
    return false;
  }
}

/** Writes the poster of `video` to `poster`; answers whether one was made. */
export async function makePoster(video: string, poster: string, durationSeconds: number, binary = FFMPEG): Promise<boolean> {
  if (!(await hasFfmpeg(binary))) return false;
  const args = ['-nostdin', '-loglevel', 'error', '-y', '-ss', posterTime(durationSeconds).toFixed(2), '-i', video];
  args.push('-frames:v', '1', '-vf', 'scale=360:-2', '-q:v', '4', '-f', 'image2', poster);
  const made = await new Promise<boolean>((resolve) => {
    execFile(binary, args, { timeout: TIMEOUT_MS }, (error) => resolve(!error));
  });
  if (made) {
    try {
      await access(poster);
      return true;
    } catch {
      return false;
    }
  }
  await rm(poster, { force: true });
  return false;
}
