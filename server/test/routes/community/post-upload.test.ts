/**
 * POST /other/api/community/posts/upload and GET /media/community/upload/<file>: a member's post
 * with up to 4 pictures; each picture's type is read from its bytes, it is re-encoded to WebP at
 * 1280 and 480 px without its metadata; every refusal (a wrong type, too large, too many, damaged,
 * a field, a group not joined, a guest) answers 400/401/403 with its message and leaves nothing
 * stored: no file, no post. Test pictures are made by sharp at test time.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityGroupMembers, communityPosts } from '../../../src/db/schema/community.ts';
import { communityUploadDir } from '../../../src/routes/community/post-upload.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Envelope } from '../../../../contracts/schemas/common.ts';
import type { Post, PostStream } from '../../../../contracts/schemas/community.ts';
import { POST_IMAGE_MAX_BYTES } from '../../../../contracts/community-values.ts';
import { POST_KEYS, call, memberToken } from './community-helpers.ts';

const MEMBER = 140;

let t: TestApp;
let dataDir: string;
const pictures: Record<'jpeg' | 'png' | 'gif' | 'webp' | 'tiny', Buffer> = {} as never;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'board-upload-'));
  t = await makeTestApp({ DATA_DIR: dataDir });
  const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } });
  // A camera picture: wider than 1280, with EXIF that names the camera and its owner.
  pictures.jpeg = await canvas(2000, 1000)
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Copyright: 'Nguyễn Văn A', Artist: 'secret-owner' } })
    .toBuffer();
  expect(pictures.jpeg.includes(Buffer.from('secret-owner'))).toBe(true);
  pictures.png = await canvas(300, 200).png().toBuffer();
  pictures.gif = await canvas(64, 64).gif().toBuffer();
  pictures.webp = await canvas(640, 640).webp().toBuffer();
  pictures.tiny = await canvas(8, 8).png().toBuffer();
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface FilePart {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body: the fields first, then the files (field name `images` unless given). */
function multipart(fields: Record<string, string>, files: Array<FilePart & { field?: string }>) {
  const boundary = `----board${Math.random().toString(16).slice(2)}`;
  async function* body() {
    for (const [name, value] of Object.entries(fields)) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    }
    for (const file of files) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      );
      yield file.data;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), contentType: `multipart/form-data; boundary=${boundary}` };
}

let client = 0;
async function upload(
  files: Array<FilePart & { field?: string }>,
  options: { fields?: Record<string, string>; as?: number | null; language?: string } = {},
) {
  const { payload, contentType } = multipart(options.fields ?? { content: 'Ảnh sân Mỹ Đình tối nay' }, files);
  const as = options.as === undefined ? MEMBER : options.as;
  const res = await t.app.inject({
    method: 'POST',
    url: '/other/api/community/posts/upload',
    headers: { 'content-type': contentType, 'x-language': options.language ?? 'en', ...(as ? { authorization: `Bearer ${memberToken(t, as)}` } : {}) },
    payload,
    // Each upload from its own address: the tighter limit of uploads is not what is tested here.
    remoteAddress: `10.1.${Math.floor(++client / 250)}.${client % 250}`,
  });
  return { status: res.statusCode, body: res.json<Envelope<Post>>() };
}

/** Every file under the upload folder (the incoming folder itself stays, empty). */
async function storedFiles(): Promise<string[]> {
  const { root } = communityUploadDir(dataDir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function postCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(communityPosts);
  return row!.n;
}

const png = (name = 'san.png'): FilePart => ({ name, type: 'image/png', data: pictures.png });

describe('refusals leave nothing behind', () => {
  it('refuses a guest (401)', async () => {
    const before = await postCount();
    const answer = await upload([png()], { as: null });
    expect(answer.status).toBe(401);
    expect(await storedFiles()).toEqual([]);
    expect(await postCount()).toBe(before);
  });

  it('refuses a file that is not a picture whatever its name and type say (400), in the visitor’s language', async () => {
    const before = await postCount();
    const text = { name: 'anh.png', type: 'image/png', data: Buffer.from('this is not a picture\n'.repeat(20)) };
    const answer = await upload([png('ok.png'), text]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, data: null, msg: 'Picture anh.png is not a JPEG, PNG, WebP or GIF image' });
    const vi = await upload([text], { language: 'vi' });
    expect(vi.body.msg).toBe('Ảnh anh.png không phải JPEG, PNG, WebP hay GIF');
    const pdf = await upload([{ name: 'scan.jpg', type: 'image/jpeg', data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n') }], { language: 'zh' });
    expect(pdf.status).toBe(400);
    expect(pdf.body.msg).toBe('圖片 scan.jpg 不是 JPEG、PNG、WebP 或 GIF 圖檔');
    expect(await storedFiles()).toEqual([]);
    expect(await postCount()).toBe(before);
  });

  it('refuses a picture over 8 MB (400) while it streams', async () => {
    const before = await postCount();
    const big = Buffer.concat([pictures.png, Buffer.alloc(POST_IMAGE_MAX_BYTES, 1)]);
    const answer = await upload([png('first.png'), { name: 'huge.png', type: 'image/png', data: big }]);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('Picture huge.png is too large: at most 8 MB each');
    expect(await storedFiles()).toEqual([]);
    expect(await postCount()).toBe(before);
  }, 30_000);

  it('refuses more than 4 pictures (400)', async () => {
    const before = await postCount();
    const answer = await upload([png('1.png'), png('2.png'), png('3.png'), png('4.png'), png('5.png')]);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('A post holds at most 4 pictures');
    expect(await storedFiles()).toEqual([]);
    expect(await postCount()).toBe(before);
  });

  it('refuses a damaged picture: the right first bytes, then nothing a decoder can read (400)', async () => {
    const before = await postCount();
    const broken = Buffer.concat([pictures.png.subarray(0, 40), Buffer.alloc(4000, 0x5a)]);
    const answer = await upload([png('ok.png'), { name: 'hong.png', type: 'image/png', data: broken }]);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('Picture hong.png cannot be read: the file is damaged or has too many pixels');
    expect(await storedFiles()).toEqual([]);
    expect(await postCount()).toBe(before);
  });

  it('refuses bad fields, a post with neither words nor pictures, and a group not joined, storing nothing', async () => {
    const before = await postCount();
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ content: '   ' }, 400, 'body.content must not be blank'],
      [{ content: 'x'.repeat(5001) }, 400, 'A post holds at most 5000 characters'],
      [{ content: 'Xin chào', audience: 'everyone' }, 400, 'body.audience is invalid'],
      [{ content: 'Xin chào', groupId: 'abc' }, 400, 'body.groupId is invalid'],
      [{ content: 'Xin chào', placeId: '0' }, 400, 'body.placeId is invalid'],
      [{ content: 'Xin chào', placeId: '999' }, 404, 'Place 999 not found'],
    ];
    for (const [fields, status, msg] of cases) {
      const answer = await upload(fields.content!.trim() === '' ? [] : [png()], { fields });
      expect({ status: answer.status, msg: answer.body.msg }).toEqual({ status, msg });
    }
    const members = await t.app.db.select().from(communityGroupMembers).where(eq(communityGroupMembers.groupId, 1));
    const outsider = [...Array(300).keys()].map((i) => 100 + i).find((id) => !members.some((m) => m.userId === id))!;
    const refused = await upload([png()], { as: outsider, fields: { content: 'Chào nhóm', groupId: '1' } });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Join group Hanoi FC Supporters before posting in it');
    const wrongField = await upload([{ ...png(), field: 'avatar' }]);
    expect(wrongField.body.msg).toBe('body.avatar is invalid');
    expect(await storedFiles()).toEqual([]);
    expect(await postCount()).toBe(before);
  });

  it('answers 415 for a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/other/api/community/posts/upload',
      headers: { authorization: `Bearer ${memberToken(t, MEMBER)}`, 'x-language': 'en' },
      payload: { content: 'json' },
    });
    expect(res.statusCode).toBe(415);
    expect(await storedFiles()).toEqual([]);
  });
});

describe('a post with pictures', () => {
  let post: Post;
  beforeAll(async () => {
    const answer = await upload(
      [
        { name: 'IMG_0001.JPG', type: 'image/jpeg', data: pictures.jpeg },
        // Named and typed as a JPEG, really a PNG: the bytes decide.
        { name: 'khung-thanh.jpg', type: 'image/jpeg', data: pictures.png },
        { name: 'co-dong.gif', type: 'image/gif', data: pictures.gif },
        { name: 'doi-hinh.webp', type: 'application/octet-stream', data: pictures.webp },
      ],
      { fields: { content: '  Sân Mỹ Đình <b>đông vui</b>\nquá!  ', audience: 'public', placeId: '1' } },
    );
    expect(answer.status).toBe(200);
    post = answer.body.data;
  }, 60_000);

  it('answers the post with its pictures as WebP paths on this server, the text as written', async () => {
    expect(Object.keys(post).sort()).toEqual(POST_KEYS);
    expect(post).toMatchObject({ content: 'Sân Mỹ Đình <b>đông vui</b>\nquá!', isMine: true, audience: 'public', place: { id: 1 }, author: { userId: MEMBER } });
    expect(post.images).toHaveLength(4);
    for (const image of post.images) expect(image).toMatch(/^\/media\/community\/upload\/[0-9a-f-]{36}\.webp$/);
    const feed = await call<PostStream>(t, 'GET', 'feed?pageSize=1');
    expect(feed.body.data.list[0]?.id).toBe(post.id);
    // Two files per picture (1280 and 480), nothing left in incoming.
    const files = await storedFiles();
    expect(files).toHaveLength(8);
    expect(files.every((file) => !file.includes(`${path.sep}incoming${path.sep}`))).toBe(true);
  });

  it('serves each picture at 1280 and 480 px at most, as WebP without metadata, never enlarged', async () => {
    const expected = [
      [1280, 640, 480, 240],
      [300, 200, 300, 200],
      [64, 64, 64, 64],
      [640, 640, 480, 480],
    ];
    for (const [i, image] of post.images.entries()) {
      const [w, h, sw, sh] = expected[i]!;
      for (const [url, width, height] of [
        [image, w, h],
        [image.replace(/\.webp$/, '-480.webp'), sw, sh],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width, height });
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(res.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
      }
    }
  });

  it('answers 404 for an unknown picture and 400 for a file name that is not one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/media/community/upload/00000000-0000-0000-0000-000000000000.webp' });
    expect(missing.statusCode).toBe(404);
    for (const url of ['/media/community/upload/..%2F..%2Fetc.webp', '/media/community/upload/abc.png', '/media/community/upload/x-480.webp']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
  });

  it('takes a post of pictures alone, without words', async () => {
    const answer = await upload([{ name: 'nho.png', type: 'image/png', data: pictures.tiny }], { fields: { content: '' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ content: '', images: [expect.stringMatching(/\.webp$/)] });
    await call(t, 'DELETE', `posts/${answer.body.data.id}`, { as: MEMBER });
  });

  it('deletes the pictures’ files with the post', async () => {
    const before = await storedFiles();
    const deleted = await call(t, 'DELETE', `posts/${post.id}`, { as: MEMBER });
    expect(deleted.status).toBe(200);
    expect(before).toHaveLength(8);
    expect(await storedFiles()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: post.images[0]! })).statusCode).toBe(404);
  });
});
