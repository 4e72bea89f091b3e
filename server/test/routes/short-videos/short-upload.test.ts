/**
 * POST /other/api/short-video/upload and GET /media/short-video/<file>: a member's video is stored,
 * probed and given a poster; every refusal (type, size, duration, codec, truncated, a file that lies
 * about its type) answers its message and leaves nothing on disk; the clip is served with ranges.
 * Test videos are made by ffmpeg at test time (tiny), skipped where /usr/bin/ffmpeg is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { memberToken } from '../content/content-helpers.ts';
import { shortUploadDir } from '../../../src/routes/short-videos/upload.ts';
import { FFMPEG } from '../../../src/uploads/poster.ts';
import type { Envelope } from '../../../../contracts/schemas/common.ts';
import type { CreatorPage, ShortItem } from '../../../../contracts/schemas/content/shorts.ts';
import { SHORT_UPLOAD_MAX_BYTES } from '../../../../contracts/short-upload.ts';

const hasFfmpeg = existsSync(FFMPEG);
const MEMBER = 150;

let t: TestApp;
let dataDir: string;
let work: string;
let member: string;
const clips: Record<string, Buffer> = {};

function ffmpeg(args: string[], out: string): Buffer {
  execFileSync(FFMPEG, ['-nostdin', '-loglevel', 'error', '-y', ...args, path.join(work, out)]);
  return Buffer.alloc(0);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'short-upload-'));
  work = await mkdtemp(path.join(tmpdir(), 'short-clips-'));
  t = await makeTestApp({ DATA_DIR: dataDir });
  member = memberToken(t, MEMBER);
  if (!hasFfmpeg) return;
  const picture = ['-f', 'lavfi', '-i', 'testsrc2=s=144x256:r=15'];
  const sound = ['-f', 'lavfi', '-i', 'sine=f=440:sample_rate=22050'];
  ffmpeg([...picture, ...sound, '-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'], 'ok.mp4');
  ffmpeg([...picture, '-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'], 'faststart.mp4');
  ffmpeg(['-f', 'lavfi', '-i', 'color=c=blue:s=64x114:r=1', '-t', '181', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'], 'long.mp4');
  ffmpeg([...picture, '-t', '2', '-c:v', 'mpeg4'], 'mpeg4.mp4');
  for (const name of ['ok', 'faststart', 'long', 'mpeg4']) clips[name] = await readFile(path.join(work, `${name}.mp4`));
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

interface FilePart {
  name: string;
  type: string;
  data: Buffer | (() => AsyncIterable<Buffer>);
}

/** A multipart body (fields first, then the file), streamed so large files are never built in memory. */
function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----short${Math.random().toString(16).slice(2)}`;
  async function* body() {
    for (const [name, value] of Object.entries(fields)) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    }
    if (file) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`);
      if (Buffer.isBuffer(file.data)) yield file.data;
      else yield* file.data();
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), contentType: `multipart/form-data; boundary=${boundary}` };
}

let client = 0;
async function upload(
  file: FilePart | undefined,
  options: { fields?: Record<string, string>; token?: string | null; language?: string; address?: string } = {},
) {
  const { payload, contentType } = multipart(options.fields ?? { caption: 'Cú sút phạt #BongDa <b>đẹp</b>', category: 'bong-da' }, file);
  const token = options.token === undefined ? member : options.token;
  const res = await t.app.inject({
    method: 'POST',
    url: '/other/api/short-video/upload',
    headers: { 'content-type': contentType, 'x-language': options.language ?? 'en', ...(token ? { authorization: token } : {}) },
    payload,
    // Each upload from its own address: the route's rate limit is tested on its own below.
    remoteAddress: options.address ?? `10.0.${Math.floor(++client / 250)}.${client % 250}`,
  });
  return { status: res.statusCode, body: res.json<Envelope<ShortItem>>() };
}

/** Every file under the upload folder (the incoming folder itself is kept, empty). */
async function storedFiles(): Promise<string[]> {
  const { root } = shortUploadDir(dataDir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const mp4 = (name: string): FilePart => ({ name: `${name}.mp4`, type: 'video/mp4', data: clips[name]! });

describe('refusals leave nothing behind', () => {
  it('refuses a guest (401) before reading anything', async () => {
    const answer = await upload({ name: 'a.mp4', type: 'video/mp4', data: Buffer.from('x') }, { token: null });
    expect(answer.status).toBe(401);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file whose type is not a video (415), in the visitor’s language', async () => {
    const answer = await upload({ name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello') });
    expect(answer.status).toBe(415);
    expect(answer.body.msg).toBe('Only MP4 or MOV videos are accepted (this file is text/plain)');
    const vi = await upload({ name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello') }, { language: 'vi' });
    expect(vi.body.msg).toBe('Chỉ nhận video MP4 hoặc MOV (tệp đã gửi: text/plain)');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file that lies about its type: a PNG named .mp4 sent as video/mp4 (415)', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(2000, 7)]);
    const answer = await upload({ name: 'clip.mp4', type: 'video/mp4', data: png });
    expect(answer.status).toBe(415);
    expect(answer.body.msg).toBe('This file is not an MP4 video, whatever its name or type says');
    const zh = await upload({ name: 'clip.mp4', type: 'video/mp4', data: png }, { language: 'zh' });
    expect(zh.body.msg).toBe('此檔案不是 MP4 影片，無論其名稱或類型如何標示');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a blank caption and an unknown category (400) without storing the file', async () => {
    const file = { name: 'a.mp4', type: 'video/mp4', data: Buffer.alloc(1000) };
    const blank = await upload(file, { fields: { caption: '   ', category: 'bong-da' } });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('Write a caption (at most 120 characters)');
    const unknown = await upload(file, { fields: { caption: 'Hello', category: 'khong-co' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('Unknown category: khong-co');
    expect(await storedFiles()).toEqual([]);
  });

  it('cuts an upload over 100 MB off while it streams (413)', async () => {
    const ftyp = Buffer.from('0000001866747970697336d00000000069736f6d61766331', 'hex');
    const chunk = Buffer.alloc(1024 * 1024, 1);
    const answer = await upload({
      name: 'big.mp4',
      type: 'video/mp4',
      async *data() {
        yield ftyp;
        for (let sent = 0; sent <= SHORT_UPLOAD_MAX_BYTES; sent += chunk.length) yield chunk;
      },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.msg).toBe('The video is too large: at most 100 MB');
    expect(await storedFiles()).toEqual([]);
  }, 30_000);

  it('counts uploads toward the tighter rate limit per client (429 after 20 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await upload({ name: 'n.txt', type: 'text/plain', data: Buffer.from('x') }, { address: '10.9.9.9' })).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(415));
    expect(statuses[20]).toBe(429);
    expect(await storedFiles()).toEqual([]);
  });

  it.skipIf(!hasFfmpeg)('refuses a clip over 3 minutes (400)', async () => {
    const answer = await upload(mp4('long'));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('The video is too long (181.0 s): at most 3 minutes');
    expect(await storedFiles()).toEqual([]);
  });

  it.skipIf(!hasFfmpeg)('refuses a codec browsers do not play (MPEG-4 part 2) (400)', async () => {
    const answer = await upload(mp4('mpeg4'));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('Unsupported encoding (mp4v): use H.264, VP9 or AV1');
    expect(await storedFiles()).toEqual([]);
  });

  it.skipIf(!hasFfmpeg)('refuses a truncated file, whether its index is at the end or the start (400)', async () => {
    for (const name of ['ok', 'faststart']) {
      const whole = clips[name]!;
      const answer = await upload({ name: 'cut.mp4', type: 'video/mp4', data: whole.subarray(0, Math.floor(whole.length * 0.6)) });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('The video is damaged or incomplete: try again with the whole file');
    }
    expect(await storedFiles()).toEqual([]);
  });
});

describe.skipIf(!hasFfmpeg)('a stored upload', () => {
  let clip: ShortItem;
  beforeAll(async () => {
    const answer = await upload(mp4('ok'));
    expect(answer.status).toBe(200);
    clip = answer.body.data;
  });

  it('answers the new clip with its caption as typed, hashtags, duration, poster and file', async () => {
    expect(clip.id).toBeGreaterThanOrEqual(1_000_000);
    expect(clip.title).toBe('Cú sút phạt #BongDa <b>đẹp</b>');
    expect(clip.hashtags).toEqual(['bongda']);
    expect(clip.durationSeconds).toBe(2);
    expect(clip.creator.userId).toBe(MEMBER);
    expect(clip.videoPath).toBe(`/media/short-video/${clip.id}.mp4`);
    expect(clip.hlsPath).toBeNull();
    expect(clip.thumbnail).toBe(`/media/short-video/${clip.id}.jpg`);
    expect(clip.path).toBe(`/video-ngan/bong-da/${clip.slug}`);
    const files = (await storedFiles()).map((f) => path.basename(f)).sort();
    expect(files).toEqual([`${clip.id}.jpg`, `${clip.id}.mp4`]);
  });

  it('appears first on the member’s profile', async () => {
    const res = await t.app.inject({ url: `/other/api/short-video/creator/${MEMBER}`, headers: { authorization: member } });
    const profile = res.json<Envelope<CreatorPage>>().data;
    expect(profile.videos.list[0]!.id).toBe(clip.id);
    expect(profile.creator.isSelf).toBe(true);
  });

  it('serves the file whole and by ranges (206), and 416 past its end', async () => {
    const bytes = clips.ok!;
    const whole = await t.app.inject({ url: clip.videoPath! });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const first = await t.app.inject({ url: clip.videoPath!, headers: { range: 'bytes=0-99' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(first.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);

    const tail = await t.app.inject({ url: clip.videoPath!, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const open = await t.app.inject({ url: clip.videoPath!, headers: { range: `bytes=${bytes.length - 5}-` } });
    expect(open.headers['content-range']).toBe(`bytes ${bytes.length - 5}-${bytes.length - 1}/${bytes.length}`);

    const past = await t.app.inject({ url: clip.videoPath!, headers: { range: `bytes=${bytes.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('serves the poster as a JPEG; unknown or malformed names are 404 / 400', async () => {
    const poster = await t.app.inject({ url: clip.thumbnail });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect((await t.app.inject({ url: '/media/short-video/999999999.mp4' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/short-video/..%2Fsecret.mp4' })).statusCode).toBe(400);
  });
});
