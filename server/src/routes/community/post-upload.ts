/**
 * A member's post with pictures, and the pictures it stores.
 *
 *   POST /other/api/community/posts/upload   multipart: fields `content`, `audience`, `groupId`,
 *                                            `placeId` (as POST /posts), then up to 4 files `images`;
 *                                            answers the new post
 *   GET  /media/community/upload/<key>.webp      a picture, 1280 px at most
 *   GET  /media/community/upload/<key>-480.webp  the same, 480 px at most
 *
 * Each file is streamed to DATA_DIR/uploads/community/incoming (never held whole in memory), cut
 * off past 8 MB, its type read from its first bytes (JPEG, PNG, WebP or GIF, whatever its name or
 * declared type says), then re-encoded by sharp to WebP at both widths, which drops its metadata.
 * Every refusal (a wrong type, too large, too many, damaged, a bad field, a group not joined, the
 * limits of uploads/gate.ts) is a 4xx with a message in the visitor's language and leaves nothing
 * stored: no file, no post. Each picture kept is recorded as the member's (member_uploads): only
 * they may show it on a post, and its files go with the last of their posts that shows it.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { clockDate } from '../../clock.ts';
import type { Db } from '../../db/connect.ts';
import { memberUploads } from '../../db/schema/uploads.ts';
import { ok } from '../../plugins/envelope.ts';
import { fileSize } from '../../uploads/file-size.ts';
import type { UploadTicket } from '../../uploads/gate.ts';
import { encodeWebp, sniffImageFile } from '../../uploads/images.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { Post, PostUploadForm, UploadFileParams, WebpImage } from '../../../../contracts/schemas/community.ts';
import {
  POST_CONTENT_MAX,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_WIDTHS,
  POST_IMAGES_MAX,
  POST_UPLOAD_PREFIX,
  uploadKeyOf,
} from '../../../../contracts/community-values.ts';
import type { PostAudience } from '../../db/schema/community.ts';
import { fail } from './messages.ts';
import { memberOf } from './people.ts';
import { checkPostTarget, createPost } from './post-writes.ts';
import { findPost } from './posts-data.ts';
import { MEMBER_ONLY, PREFIX } from './prefix.ts';

/** Room for the multipart framing and the text fields around the files. */
const FRAMING_BYTES = 64 * 1024;
/** A post's text in UTF-8 (a Vietnamese letter takes up to 3 bytes, an emoji 4). */
const CONTENT_BYTES = POST_CONTENT_MAX * 4;

/** Where uploaded pictures live: DATA_DIR/uploads/community, files in progress under incoming/. */
export function communityUploadDir(dataDir: string) {
  const root = path.join(dataDir, 'uploads', 'community');
  return { root, incoming: path.join(root, 'incoming') };
}

const fileOf = (root: string, key: string, width: number) =>
  path.join(root, width === POST_IMAGE_WIDTHS[0] ? `${key}.webp` : `${key}-${width}.webp`);

/**
 * Refuses (403) a post's picture uploaded by someone else than `owner` (or whose file is gone):
 * only the uploader may show an uploaded picture. Pictures already on the post (`kept`) and other
 * paths (the seed's pictures) are not checked.
 */
export async function checkPictureOwner(db: Db, owner: number, images: readonly string[], kept: readonly string[] = []): Promise<void> {
  const added = images.filter((image) => !kept.includes(image) && uploadKeyOf(image) !== null);
  if (added.length === 0) return;
  const keys = added.map((image) => uploadKeyOf(image)!);
  const mine = await db
    .select({ key: memberUploads.key })
    .from(memberUploads)
    .where(and(eq(memberUploads.kind, 'picture'), eq(memberUploads.userId, owner), inArray(memberUploads.key, keys), isNull(memberUploads.removedAt)));
  const owned = new Set(mine.map((row) => row.key));
  const foreign = added.find((image) => !owned.has(uploadKeyOf(image)!));
  if (foreign) throw fail(403, 'pictureNotYours', { path: foreign });
}

/**
 * Deletes the files of uploaded pictures among `images` that no post of their uploader shows any
 * more (a post deleted, or edited to show other pictures); their rows stay, marked removed, for the
 * day's quota.
 */
export async function removeUnusedUploads(db: Db, root: string, images: readonly string[]): Promise<void> {
  for (const image of images) {
    const key = uploadKeyOf(image);
    if (!key) continue;
    const [upload] = await db
      .select({ id: memberUploads.id, owner: memberUploads.userId })
      .from(memberUploads)
      .where(and(eq(memberUploads.kind, 'picture'), eq(memberUploads.key, key)));
    const shownBy = upload ? sql`author_id = ${upload.owner} and ` : sql``;
    const result = await db.execute(sql`select 1 from community_posts where ${shownBy}images @> ${JSON.stringify([image])}::jsonb limit 1`);
    if ((result as { rows: unknown[] }).rows.length > 0) continue;
    await Promise.all(POST_IMAGE_WIDTHS.map((width) => rm(fileOf(root, key, width), { force: true })));
    if (upload) await db.update(memberUploads).set({ removedAt: clockDate() }).where(eq(memberUploads.id, upload.id));
  }
}

/** A file name as the messages quote it: no path, at most 60 characters. */
const shownName = (name: string | undefined) => {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.length > 60 ? `${base.slice(0, 57)}…` : base || '?';
};

interface Received {
  file: string;
  name: string;
  /** Bytes as received (what the day's quota counts). */
  size: number;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export interface PostUploadOptions {
  uploadDir: string;
}

export const postUploadRoutes: FastifyPluginAsyncTypebox<PostUploadOptions> = async (app, options) => {
  const maxBytes = POST_IMAGE_MAX_BYTES;
  const root = options.uploadDir;
  const incoming = path.join(root, 'incoming');
  await mkdir(incoming, { recursive: true });
  // Leftovers of uploads cut off by a stop are never finished: clear them at start.
  for (const name of await readdir(incoming)) await rm(path.join(incoming, name), { force: true });

  await app.register(multipart, {
    // One file more than a post takes, so that the fifth is seen and refused with its own message.
    limits: { fileSize: maxBytes, files: POST_IMAGES_MAX + 1, fields: 8, fieldSize: CONTENT_BYTES, parts: 16, headerPairs: 50 },
    throwFileSizeLimit: false,
  });

  app.post(`${PREFIX}/posts/upload`, {
    schema: {
      tags: ['community'],
      summary: `Create a post with pictures: multipart fields content, audience, groupId, placeId, then up to ${POST_IMAGES_MAX} files images (JPEG, PNG, WebP or GIF, ≤ ${maxBytes / (1024 * 1024)} MB each), stored as WebP${MEMBER_ONLY}`,
      headers: ApiHeaders,
      consumes: ['multipart/form-data'],
      response: { 200: Envelope(Post), ...errorResponses },
    },
    // Uploads are limited per route as tightly as sign-in calls (RATE_LIMIT_AUTH).
    config: { ...app.uploadRateLimit, multipartForm: PostUploadForm },
    preHandler: app.requireMember,
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw fail(415, 'notMultipart');
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > POST_IMAGES_MAX * maxBytes + CONTENT_BYTES + FRAMING_BYTES) {
        throw fail(400, 'imageSize', { name: '…', limit: megabytes(maxBytes) });
      }
      const viewer = memberOf(request);
      // A post without pictures is let in on a day without files left; its first picture is not.
      const ticket = await app.uploads.admit(request, reply, viewer, { file: false, framingBytes: CONTENT_BYTES + FRAMING_BYTES });
      try {
        return await receive(request, viewer, ticket);
      } finally {
        ticket.release();
      }
    },
  });

  async function receive(request: FastifyRequest, viewer: number, ticket: UploadTicket) {
    const limit = megabytes(maxBytes);
    // Below the route's own limit when less than that is left of the member's day.
    const fileSize = ticket.fileLimit(maxBytes);
    const fields: Record<string, string> = {};
    const received: Received[] = [];
    const made: string[] = [];
    let kept = false;
    try {
      for await (const part of request.parts({ limits: { fileSize } })) {
        if (part.type === 'field') {
          if (part.valueTruncated) throw fail(400, 'contentLength', { max: POST_CONTENT_MAX });
          fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
          continue;
        }
        const name = shownName(part.filename);
        if (part.fieldname !== 'images') {
          part.file.resume();
          throw fail(400, 'fieldInvalid', { field: `body.${part.fieldname}` });
        }
        if (received.length >= POST_IMAGES_MAX) {
          part.file.resume();
          throw fail(400, 'imageCount', { max: POST_IMAGES_MAX });
        }
        ticket.nextFile();
        const file = path.join(incoming, `${randomUUID()}.part`);
        made.push(file);
        await pipeline(part.file, createWriteStream(file, { flags: 'wx' }));
        if (part.file.truncated) throw fileSize < maxBytes ? ticket.overQuota() : fail(400, 'imageSize', { name, limit });
        const { size } = await stat(file);
        ticket.count(size);
        if ((await sniffImageFile(file)) === null) throw fail(400, 'imageType', { name });
        received.push({ file, name, size });
      }

      const content = (fields.content ?? '').trim();
      if (content.length > POST_CONTENT_MAX) throw fail(400, 'contentLength', { max: POST_CONTENT_MAX });
      // Pictures may speak for themselves; a post without any needs words.
      if (content === '' && received.length === 0) throw fail(400, 'blankContent', { field: 'body.content' });
      const audience = (fields.audience ?? 'public') as PostAudience;
      if (audience !== 'public' && audience !== 'friends') throw fail(400, 'fieldInvalid', { field: 'body.audience' });
      const id = (field: 'groupId' | 'placeId') => {
        const value = fields[field];
        if (value === undefined || value === '') return undefined;
        const n = Number(value);
        if (!/^\d{1,10}$/.test(value) || n < 1 || n > 2_147_483_647) throw fail(400, 'fieldInvalid', { field: `body.${field}` });
        return n;
      };
      const target = { groupId: id('groupId'), placeId: id('placeId') };
      await checkPostTarget(app.db, viewer, target, request.language);

      const images: string[] = [];
      const uploads: Array<{ key: string; bytes: number }> = [];
      for (const { file, name, size } of received) {
        const key = randomUUID();
        const outputs = POST_IMAGE_WIDTHS.map((width) => ({ width, out: fileOf(root, key, width) }));
        made.push(...outputs.map((output) => output.out));
        try {
          await encodeWebp(file, outputs);
        } catch (error) {
          request.log.info({ err: error, name }, 'post picture refused');
          throw fail(400, 'imageDamaged', { name });
        }
        images.push(`${POST_UPLOAD_PREFIX}${key}.webp`);
        uploads.push({ key, bytes: size });
      }
      const postId = await createPost(app.db, viewer, { content, images, audience, ...target });
      kept = true;
      await ticket.record('picture', uploads);
      return ok(request, (await findPost(app.db, postId, viewer, request.language))!);
    } finally {
      // The incoming copies always go; the pictures too unless the post was written.
      const gone = kept ? received.map((r) => r.file) : made;
      await Promise.all(gone.map((file) => rm(file, { force: true })));
    }
  }

  app.get('/media/community/upload/:file', {
    schema: {
      tags: ['community'],
      summary: `A picture of a member's post: <key>.webp (${POST_IMAGE_WIDTHS[0]} px at most) or <key>-${POST_IMAGE_WIDTHS[1]}.webp`,
      headers: ApiHeaders,
      params: UploadFileParams,
      response: { 200: WebpImage, ...errorResponses },
    },
    handler: async (request, reply) => {
      const file = path.join(root, request.params.file);
      const size = await fileSize(file);
      if (size === null) throw fail(404, 'imageNotFound', { path: request.url.split('?')[0] ?? '' });
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', size)
        // A key is never reused: the file under it never changes.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file) as never);
    },
  });
};
