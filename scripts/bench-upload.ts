/**
 * bench:upload — one 90 MB short-video upload (POST /other/api/short-video/upload) to the server in a
 * child process, as a member, streamed from disk. Prints how much the server's resident memory (RSS,
 * sampled from /proc every 10 ms) grows while it stores the file (target < 50 MB: the upload is
 * streamed to disk, never held whole), and its throughput beside a plain stream copy of the same
 * file on the same machine. The file is a real MP4 (a 2-second ffmpeg clip) grown to 90 MB with a
 * `free` box of random bytes, so it passes every check. A benchmark that prints figures, not a test.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { signIn, startBenchServer } from './lib/bench-server.ts';

const TARGET_BYTES = 90 * 1024 * 1024;
const RSS_TARGET_MB = 50;
const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';
const MEMBER = { username: process.env.BENCH_USER ?? 'member100', password: process.env.BENCH_PASSWORD ?? 'matkhau123' };

const mb = (bytes: number) => bytes / (1024 * 1024);

/** A valid MP4 of exactly `size` bytes: a short clip, then a `free` box filled with random bytes. */
async function makeVideo(dir: string, size: number, name: string): Promise<string> {
  const clip = join(dir, 'clip.mp4');
  execFileSync(FFMPEG, ['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=360x640:r=30', '-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', clip]);
  const head = readFileSync(clip);
  const padding = size - head.length;
  const file = join(dir, name);
  const box = Buffer.alloc(8);
  box.writeUInt32BE(padding, 0);
  box.write('free', 4, 'latin1');
  const chunk = randomBytes(1024 * 1024);
  async function* bytes() {
    yield head;
    yield box;
    let left = padding - 8;
    while (left > 0) {
      const part = chunk.subarray(0, Math.min(left, chunk.length));
      left -= part.length;
      yield part;
    }
  }
  await pipeline(Readable.from(bytes()), createWriteStream(file));
  return file;
}

/** Resident memory of a process in bytes (Linux /proc). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}


/** Streams a multipart upload of `file` from disk; answers the status and the seconds it took. */
function upload(base: string, token: string, file: string): Promise<{ status: number; seconds: number; body: string }> {
  const boundary = `----bench${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nbench:upload #bench\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nbong-da\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = statSync(file).size;
  const url = new URL('/other/api/short-video/upload', base);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: token,
          'x-language': 'en',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, seconds: (performance.now() - started) / 1000, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = createReadStream(file);
    stream.on('error', reject);
    stream.on('end', () => req.end(tail));
    stream.pipe(req, { end: false });
  });
}

async function plainCopy(file: string, dir: string): Promise<number> {
  const target = join(dir, 'copy.mp4');
  const started = performance.now();
  await pipeline(createReadStream(file), createWriteStream(target));
  const seconds = (performance.now() - started) / 1000;
  rmSync(target);
  return seconds;
}

async function main(): Promise<void> {
  if (!existsSync(FFMPEG)) {
    console.log(`bench:upload: needs ffmpeg (${FFMPEG}, or FFMPEG=) to make a valid MP4; not run.`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  console.log('bench:upload: making a 90 MB MP4…');
  const small = await makeVideo(dir, 2 * 1024 * 1024, 'small.mp4');
  const big = await makeVideo(dir, TARGET_BYTES, 'big.mp4');

  console.log('bench:upload: starting the server on PGlite (first start migrates and seeds)…');
  const server = await startBenchServer();
  const pid = server.process.pid!;
  try {
    const { token } = await signIn(server.base, MEMBER.username, MEMBER.password);
    // A small upload first: the code paths (multipart, mp4box, ffmpeg) are loaded before the measure.
    const warm = await upload(server.base, token, small);
    if (warm.status !== 200) throw new Error(`warm-up upload answered ${warm.status}: ${warm.body}`);
    (global as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));

    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssOf(pid));
      } catch {
        // the process is gone
      }
    }, 10);
    const result = await upload(server.base, token, big);
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
    if (result.status !== 200) throw new Error(`the upload answered ${result.status}: ${result.body}`);

    const copySeconds = await plainCopy(big, dir);
    const size = statSync(big).size;
    const growth = mb(peak - before);
    const uploadRate = mb(size) / result.seconds;
    const copyRate = mb(size) / copySeconds;
    console.log('');
    console.log(`file                     ${mb(size).toFixed(1)} MB (valid MP4: 2 s clip + free box)`);
    console.log(`server RSS before        ${mb(before).toFixed(1)} MB`);
    console.log(`server RSS peak          ${mb(peak).toFixed(1)} MB`);
    console.log(`RSS growth               ${growth.toFixed(1)} MB   (target < ${RSS_TARGET_MB} MB: ${growth < RSS_TARGET_MB ? 'met' : 'NOT met'})`);
    console.log(`upload (HTTP → disk)     ${result.seconds.toFixed(2)} s   ${uploadRate.toFixed(0)} MB/s (includes the box walk, mp4box and the ffmpeg poster)`);
    console.log(`plain stream copy        ${copySeconds.toFixed(2)} s   ${copyRate.toFixed(0)} MB/s`);
    console.log(`upload / copy            ${(uploadRate / copyRate).toFixed(2)}`);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
