/**
 * Replays of the upload attacks: one member storing 15 videos of 95 MB in minutes (no quota), a
 * member attaching another member's picture to their own post (and the file outliving its
 * uploader's post), and slow bodies holding an address's uploads open (1 byte every 5 s). The
 * limits are scaled down here: a day of 1 MB and 4 files, 2 uploads at once per address, a body
 * stopped when it brings under 100 bytes a second over 300 ms.
 */
import { connect } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clock, setClock, vnDay, vnMidnight } from '../../src/clock.ts';
import { communityPosts } from '../../src/db/schema/community.ts';
import { memberUploads } from '../../src/db/schema/uploads.ts';
import { communityUploadDir } from '../../src/routes/community/post-upload.ts';
import { shortUploadDir } from '../../src/routes/short-videos/upload.ts';
import { UploadGate } from '../../src/uploads/gate.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';
import { call, memberToken } from '../routes/community/community-helpers.ts';
import { SETUP_TIMEOUT } from '../routes/account/helpers.ts';
import type { Envelope } from '../../../contracts/schemas/common.ts';
import type { Post } from '../../../contracts/schemas/community.ts';
import type { UploadQuota } from '../../../contracts/schemas/users/uploads.ts';

const POST_UPLOAD = '/other/api/community/posts/upload';
const SHORT_UPLOAD = '/other/api/short-video/upload';
const MB = 1024 * 1024;
/** An MP4's first box: enough for the upload to start writing the file. */
const FTYP = Buffer.from('0000001866747970697336d00000000069736f6d61766331', 'hex');

let t: TestApp;
let dataDir: string;
let picture: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'upload-abuse-'));
  t = await makeTestApp({
    DATA_DIR: dataDir,
    UPLOAD_DAILY_MB: '1',
    UPLOAD_DAILY_FILES: '4',
    UPLOADS_PER_ADDRESS: '2',
    UPLOAD_STALL_MS: '300',
    UPLOAD_MIN_BYTES_PER_SECOND: '100',
  });
  picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 60 } } }).png().toBuffer();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Chunk = Buffer | string;
interface FilePart {
  field: string;
  name: string;
  type: string;
  data: Chunk | (() => AsyncIterable<Chunk>);
}

/** A multipart body, fields first (a field's value may trickle in), then the files. */
function multipart(fields: Record<string, string | (() => AsyncIterable<Chunk>)>, files: FilePart[] = []) {
  const boundary = `----abuse${Math.random().toString(16).slice(2)}`;
  async function* body() {
    for (const [name, value] of Object.entries(fields)) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`);
      if (typeof value === 'string') yield Buffer.from(value);
      else for await (const chunk of value()) yield Buffer.from(chunk);
      yield Buffer.from('\r\n');
    }
    for (const file of files) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`);
      if (typeof file.data === 'function') for await (const chunk of file.data()) yield Buffer.from(chunk);
      else yield Buffer.from(file.data);
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

let client = 0;
const nextAddress = () => `10.23.${Math.floor(++client / 250)}.${client % 250}`;

interface UploadOptions {
  as: number;
  language?: string;
  /** The client address (each upload has its own unless given: the per-address cap is tested on its own). */
  address?: string;
  /** Send the body whole with its Content-Length instead of streaming it. */
  declared?: boolean;
}

async function upload(url: string, form: ReturnType<typeof multipart>, options: UploadOptions) {
  let payload: Buffer | Readable = Readable.from(form.body());
  if (options.declared) {
    const chunks: Buffer[] = [];
    for await (const chunk of form.body()) chunks.push(chunk);
    payload = Buffer.concat(chunks);
  }
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${memberToken(t, options.as)}`, 'x-language': options.language ?? 'en' },
    payload,
    remoteAddress: options.address ?? nextAddress(),
  });
  return { status: res.statusCode, body: res.json<Envelope<Post>>(), headers: res.headers };
}

const pictures = (n: number): FilePart[] => Array.from({ length: n }, (_, i) => ({ field: 'images', name: `anh-${i + 1}.png`, type: 'image/png', data: picture }));
const postWithPictures = (as: number, n: number, options: Partial<UploadOptions> = {}) =>
  upload(POST_UPLOAD, multipart({ content: 'Ảnh trận đấu' }, pictures(n)), { as, ...options });
/** A "video" of `bytes`: its first box, then filler (refused by the probe if it ever got that far). */
const video = (bytes: number): FilePart => ({
  field: 'video',
  name: 'clip.mp4',
  type: 'video/mp4',
  data: Buffer.concat([FTYP, Buffer.alloc(bytes - FTYP.length, 1)]),
});
const shortForm = (file: FilePart) => multipart({ caption: 'Bàn thắng đẹp', category: 'bong-da' }, [file]);

async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  for (const root of [communityUploadDir(dataDir).root, shortUploadDir(dataDir).root]) {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    found.push(...entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)));
  }
  return found;
}

async function quotaOf(member: number) {
  const answer = await call<UploadQuota>(t, 'GET', '/live/api/user/upload-quota', { as: member });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function postsOf(member: number): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(communityPosts).where(eq(communityPosts.authorId, member));
  return row!.n;
}

/** A body whose field trickles in until `release()`: a slow upload that keeps above the minimum rate. */
function heldField() {
  let released = false;
  return {
    release: () => void (released = true),
    async *value() {
      yield 'Đang tải ';
      while (!released) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        yield '.........';
      }
    },
  };
}

describe('a daily quota per member (15 videos of 95 MB in minutes)', () => {
  it('counts the files of the day: the one past UPLOAD_DAILY_FILES is refused with 429 and the limit, in every language', async () => {
    const member = 160;
    expect(await quotaOf(member)).toMatchObject({ day: vnDay(clock.now()), bytesUsed: 0, bytesAllowed: MB, filesUsed: 0, filesAllowed: 4 });
    expect((await postWithPictures(member, 3)).status).toBe(200);
    const used = await quotaOf(member);
    expect(used).toMatchObject({ filesUsed: 3, bytesUsed: 3 * picture.length });

    const before = await storedFiles();
    const refused = await postWithPictures(member, 2);
    expect({ status: refused.status, msg: refused.body.msg }).toEqual({
      status: 429,
      msg: 'You have uploaded your 4 files for today (the daily limit): try again tomorrow',
    });
    expect((await postWithPictures(member, 2, { language: 'vi' })).body.msg).toBe('Bạn đã tải lên đủ 4 tệp hôm nay (giới hạn mỗi ngày): hãy thử lại vào ngày mai');
    expect((await postWithPictures(member, 2, { language: 'zh' })).body.msg).toBe('你今天已上傳 4 個檔案（每日上限）：請明天再試');
    expect(await storedFiles()).toEqual(before);
    expect(await quotaOf(member)).toEqual(used);

    // One more file fits; a short video after that is refused before its body is read.
    expect((await postWithPictures(member, 1)).status).toBe(200);
    const short = await upload(SHORT_UPLOAD, shortForm(video(2000)), { as: member });
    expect(short.status).toBe(429);
    expect(short.headers.connection).toBe('close');
    // Words alone are not an upload.
    expect((await upload(POST_UPLOAD, multipart({ content: 'Chỉ có chữ' }), { as: member })).status).toBe(200);
  });

  it('starts again at midnight in Vietnam, and is read from the database (a restart forgets nothing)', async () => {
    const member = 160;
    const fresh = new UploadGate(t.app.db, t.app.config.uploads);
    expect(await fresh.quota(member)).toMatchObject({ filesUsed: 4 });
    const tomorrow = vnMidnight(addDays(vnDay(clock.now()), 1)) + 1000;
    const restore = setClock(() => tomorrow);
    try {
      expect(await quotaOf(member)).toMatchObject({ filesUsed: 0, bytesUsed: 0 });
      expect((await postWithPictures(member, 1)).status).toBe(200);
    } finally {
      restore();
    }
    expect(await quotaOf(member)).toMatchObject({ filesUsed: 4 });
  });

  it('cuts a file off at what is left of the day’s bytes (413 with the limit), storing nothing', async () => {
    const member = 161;
    const before = await storedFiles();
    const big = await upload(SHORT_UPLOAD, shortForm(video(MB + 200_000)), { as: member });
    expect({ status: big.status, msg: big.body.msg }).toEqual({ status: 413, msg: 'Over the daily upload limit: at most 1 MB a day, 1 MB left today' });

    // 0.9 MB already used today: a picture of 0.2 MB is past what is left.
    await t.app.db.insert(memberUploads).values({ userId: member, kind: 'short', key: 'earlier-today', bytes: Math.round(0.9 * MB), day: vnDay(clock.now()) });
    const noise = await sharp(Buffer.from(Array.from({ length: 300 * 300 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 300, height: 300, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(0.2 * MB);
    const over = await upload(POST_UPLOAD, multipart({ content: 'Ảnh lớn' }, [{ field: 'images', name: 'lon.png', type: 'image/png', data: noise }]), {
      as: member,
      language: 'vi',
    });
    expect({ status: over.status, msg: over.body.msg }).toEqual({ status: 413, msg: 'Vượt giới hạn tải lên mỗi ngày: tối đa 1 MB, hôm nay còn 0,1 MB' });
    const zh = await upload(POST_UPLOAD, multipart({ content: '大圖' }, [{ field: 'images', name: 'lon.png', type: 'image/png', data: noise }]), {
      as: member,
      language: 'zh',
      declared: true,
    });
    // Declared larger than what is left: refused before a byte of it is read.
    expect({ status: zh.status, msg: zh.body.msg, connection: zh.headers.connection }).toEqual({
      status: 413,
      msg: '超過每日上傳上限：每天最多 1 MB，今天還剩 0.1 MB',
      connection: 'close',
    });
    expect(await storedFiles()).toEqual(before);
    expect(await postsOf(member)).toBe(0);
    expect(await quotaOf(member)).toMatchObject({ bytesUsed: Math.round(0.9 * MB), filesUsed: 1 });
  });
});

describe('one upload at a time', () => {
  it('refuses a member’s second upload while the first is under way (429), whichever the route', async () => {
    const member = 162;
    const held = heldField();
    const first = upload(POST_UPLOAD, multipart({ content: held.value }, pictures(1)), { as: member });
    await new Promise((resolve) => setTimeout(resolve, 60));
    const second = await postWithPictures(member, 1);
    expect({ status: second.status, msg: second.body.msg }).toEqual({
      status: 429,
      msg: 'Another upload of yours is still under way: one at a time, so wait for it to finish',
    });
    const short = await upload(SHORT_UPLOAD, shortForm(video(2000)), { as: member, language: 'vi' });
    expect(short.body.msg).toBe('Bạn đang có một lượt tải lên chưa xong: mỗi lần chỉ tải lên 1 lượt, hãy chờ lượt trước hoàn tất');
    held.release();
    // A slow upload that keeps above the minimum rate is not cut; once it ends, the next may go.
    expect((await first).status).toBe(200);
    expect((await postWithPictures(member, 1)).status).toBe(200);
  });

  it('lets UPLOADS_PER_ADDRESS uploads run at once from one address, and refuses the next (429 with the limit)', async () => {
    const address = '10.99.0.1';
    const holds = [heldField(), heldField()];
    const running = holds.map((held, i) => upload(POST_UPLOAD, multipart({ content: held.value }), { as: 163 + i, address }));
    await new Promise((resolve) => setTimeout(resolve, 60));
    const third = await postWithPictures(165, 1, { address, language: 'zh' });
    expect({ status: third.status, msg: third.body.msg }).toEqual({ status: 429, msg: '你的網路同時進行的上傳過多：最多 2 個，請幾分鐘後再試' });
    expect((await postWithPictures(165, 1)).status).toBe(200);
    for (const held of holds) held.release();
    expect((await Promise.all(running)).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await postWithPictures(165, 1, { address })).status).toBe(200);
  });
});

describe('pictures belong to their uploader', () => {
  const owner = 166;
  const other = 167;
  let image: string;
  let firstPost: number;

  beforeAll(async () => {
    const answer = await postWithPictures(owner, 1);
    expect(answer.status).toBe(200);
    image = answer.body.data.images[0]!;
    firstPost = answer.body.data.id;
  });

  const fileGone = async (path: string) => (await t.app.inject({ url: path })).statusCode === 404;

  it('refuses another member’s picture on a new post and on an edit (403), in every language', async () => {
    const before = await postsOf(other);
    const stolen = await call<Post>(t, 'POST', 'posts', { as: other, lang: 'en', body: { content: 'Ảnh của tôi', images: [image] } });
    expect({ status: stolen.status, msg: stolen.body.msg }).toEqual({ status: 403, msg: `Only pictures you uploaded yourself can be attached: ${image}` });
    const own = await call<Post>(t, 'POST', 'posts', { as: other, body: { content: 'Bài của tôi' } });
    const vi = await call(t, 'PATCH', `posts/${own.body.data.id}`, { as: other, lang: 'vi', body: { images: [image] } });
    expect({ status: vi.status, msg: vi.body.msg }).toEqual({ status: 403, msg: `Chỉ được đính kèm ảnh do chính bạn tải lên: ${image}` });
    const zh = await call(t, 'POST', 'posts', { as: other, lang: 'zh', body: { content: '我的', images: [`/media/community/upload/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.webp`] } });
    expect(zh.status).toBe(403);
    expect(zh.body.msg).toMatch(/^只能附加你自己上傳的圖片：/);
    expect(await postsOf(other)).toBe(before + 1);
  });

  it('lets the uploader show it again, and deletes the file with the last of their posts that shows it', async () => {
    const again = await call<Post>(t, 'POST', 'posts', { as: owner, body: { content: 'Lại ảnh này', images: [image] } });
    expect(again.status).toBe(200);
    // A post written before the check, showing the owner's picture: it does not keep the file alive.
    await t.app.db.insert(communityPosts).values({ authorId: other, content: 'cũ', images: [image], search: 'cu' });

    expect((await call(t, 'DELETE', `posts/${firstPost}`, { as: owner })).status).toBe(200);
    expect(await fileGone(image)).toBe(false);
    expect((await call(t, 'DELETE', `posts/${again.body.data.id}`, { as: owner })).status).toBe(200);
    expect(await fileGone(image)).toBe(true);
    expect(await fileGone(image.replace(/\.webp$/, '-480.webp'))).toBe(true);
    // Its file gone, it cannot be attached any more, even by its uploader.
    expect((await call(t, 'POST', 'posts', { as: owner, body: { content: 'x', images: [image] } })).status).toBe(403);
  });

  it('deletes a picture’s file when an edit takes it off the post', async () => {
    const answer = await postWithPictures(owner, 2);
    const [kept, dropped] = answer.body.data.images as [string, string];
    const edited = await call<Post>(t, 'PATCH', `posts/${answer.body.data.id}`, { as: owner, body: { images: [kept] } });
    expect(edited.body.data.images).toEqual([kept]);
    expect(await fileGone(dropped)).toBe(true);
    expect(await fileGone(kept)).toBe(false);
  });
});

/** Sends `head` and `body` on a raw socket, then `trickle` one byte every 150 ms; answers what the server sent back once it closed. */
function slowRequest(port: number, head: string, body: Buffer): Promise<{ response: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      socket.write(body);
      timer = setInterval(() => {
        if (socket.writable) socket.write('x');
      }, 150);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      // The server may close while a byte is on its way.
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET' && (error as NodeJS.ErrnoException).code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ response: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started });
    });
    setTimeout(() => socket.destroy(new Error('the server never closed the slow upload')), 10_000).unref();
  });
}

describe('slow bodies (1 byte every 5 s held 20 uploads of one address open for 80 s)', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const headOf = (url: string, member: number, contentType: string, length: number) =>
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${memberToken(t, member)}\r\nX-Language: en\r\n` +
    `Content-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n`;

  it('stops a video that stalls mid-file with a 408, closes the connection and keeps nothing of it', async () => {
    const boundary = '----slow';
    const start = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nChậm\r\n--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nbong-da\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="slow.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const body = Buffer.concat([start, FTYP, Buffer.alloc(4000, 1)]);
    const { response, ms } = await slowRequest(port, headOf(SHORT_UPLOAD, 168, `multipart/form-data; boundary=${boundary}`, 500_000), body);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    expect(response).toContain('"msg":"The upload was stopped for going too slowly (under 0.1 KB/s for 0.3 s): try again on a steadier connection"');
    expect(ms).toBeLessThan(5000);
    expect(await storedFiles()).not.toContainEqual(expect.stringContaining(`${path.sep}incoming${path.sep}`));
  });

  it('stops a post whose words trickle in, and frees the member’s and the address’s places', async () => {
    const boundary = '----slow2';
    const body = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nMột chữ mỗi lúc`);
    const answers = await Promise.all(
      [169, 170].map((member) => slowRequest(port, headOf(POST_UPLOAD, member, `multipart/form-data; boundary=${boundary}`, 100_000), body)),
    );
    for (const { response } of answers) expect(response).toMatch(/^HTTP\/1\.1 408 /);
    // Nothing of them is left holding a place: the same members, from the same address, upload at once.
    const again = await Promise.all([169, 170].map((member) => postWithPictures(member, 1, { address: '127.0.0.1' })));
    expect(again.map((answer) => answer.status)).toEqual([200, 200]);
  });
});
