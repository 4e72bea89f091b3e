/**
 * A member's short-video upload and the files it makes. The upload is not in the endpoint table: it
 * reads its multipart parts itself (the form is documented from config.multipartForm), and refuses
 * with statuses the table does not name (408 a stalled upload, 415 not a video).
 *
 *   POST /other/api/short-video/upload   multipart: `caption`, `category` (and optional `description`)
 *                                        first, then the file `video`; answers the new clip
 *   GET  /media/short-video/<id>.mp4     the clip, with range requests (206 / 416)
 *   GET  /media/short-video/<id>.jpg     its poster
 *
 * The file is streamed to DATA_DIR/uploads/shorts/incoming (never held whole in memory), cut off
 * at 100 MB (or at what is left of the member's daily quota: uploads/gate.ts), then read from its
 * MP4 boxes (type, truncation, codec, duration: uploads/mp4-probe.ts), given a poster
 * (uploads/poster.ts) and moved into place. A refused upload leaves nothing on disk.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { shortVideos } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { parseByteRange } from '../../media/byte-range.ts';
import { probeMp4 } from '../../uploads/mp4-probe.ts';
import { fileSize } from '../../uploads/file-size.ts';
import type { UploadTicket } from '../../uploads/gate.ts';
import { makePoster } from '../../uploads/poster.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { ShortFileParams, ShortItem, ShortUploadForm } from '../../../../contracts/schemas/content/shorts.ts';
import {
  captionHashtags,
  looksLikeVideoFile,
  SHORT_CAPTION_MAX,
  SHORT_UPLOAD_MAX_BYTES,
  SHORT_UPLOAD_MAX_SECONDS,
} from '../../../../contracts/short-upload.ts';
import { findCategoryId } from '../content/categories.ts';
import { memberExists, memberId } from '../content/content-common.ts';
import { findClip, insertMemberClip, nextClipId, shortPosterPath } from './data.ts';
import { shortFail } from './messages.ts';
import { fail } from './upload-messages.ts';

const tags = ['short-videos'];

/** Room for the multipart framing and the caption fields around the file. */
const FRAMING_BYTES = 64 * 1024;

export interface ShortUploadOptions {
  /** Largest file (default SHORT_UPLOAD_MAX_BYTES); tests may lower it. */
  maxBytes?: number;
}

/** Where uploads live: DATA_DIR/uploads/shorts, files in progress under incoming/. */
export function shortUploadDir(dataDir: string) {
  const root = path.join(dataDir, 'uploads', 'shorts');
  return { root, incoming: path.join(root, 'incoming') };
}

const fieldText = (fields: Record<string, unknown>, name: string): string => {
  const field = fields[name] as { type?: string; value?: unknown } | undefined;
  return field && field.type === 'field' && typeof field.value === 'string' ? field.value : '';
};

export const shortUploadRoutes: FastifyPluginAsyncTypebox<ShortUploadOptions> = async (app, options) => {
  const maxBytes = options.maxBytes ?? SHORT_UPLOAD_MAX_BYTES;
  const dirs = shortUploadDir(app.config.dataDir);
  await mkdir(dirs.incoming, { recursive: true });
  // Leftovers of uploads cut off by a stop are never finished: clear them at start.
  for (const name of await readdir(dirs.incoming)) await rm(path.join(dirs.incoming, name), { force: true });

  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 6, fieldSize: 4096, parts: 8, headerPairs: 50 },
    throwFileSizeLimit: false,
  });

  app.post('/other/api/short-video/upload', {
    schema: {
      tags,
      summary: 'Upload a short video (member): multipart caption, category, then the file video (MP4, ≤ 100 MB, ≤ 3 min)',
      description:
        'Members only (401 without a member token, or when its member no longer exists). Rate limit: upload. ' +
        '400: no file, a blank or too long caption, an unknown category, a truncated video, another codec or over 3 minutes. ' +
        '408: an upload that stalls. ' +
        '413: a file over 100 MB or over what is left of the day. 415: not multipart, or not a video (MP4 or MOV). ' +
        '429: too many uploads at once or in a day.',
      headers: ApiHeaders,
      security: [{ token: [] }],
      consumes: ['multipart/form-data'],
      response: { 200: Envelope(ShortItem), ...errorResponses },
    },
    // Uploads are limited per route as tightly as sign-in calls (RATE_LIMIT_AUTH, 20 a minute by default).
    config: { ...app.uploadRateLimit, multipartForm: ShortUploadForm },
    preHandler: app.requireMember,
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw fail(415, 'notMultipart');
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes + FRAMING_BYTES) throw fail(413, 'size', { limit: megabytes(maxBytes) });
      const me = memberId(request);
      if (!(await memberExists(app.db, me))) throw shortFail(401, 'memberGone');
      const ticket = await app.uploads.admit(request, reply, me, { file: true, framingBytes: FRAMING_BYTES });
      try {
        return await receive(request, me, ticket);
      } finally {
        ticket.release();
      }
    },
  });

  async function receive(request: FastifyRequest, me: number, ticket: UploadTicket) {
    // Below the route's own limit when less than that is left of the member's day.
    const fileSize = ticket.fileLimit(maxBytes);
    const part = await request.file({ limits: { fileSize } });
    if (!part) throw fail(400, 'noFile');
    const caption = fieldText(part.fields, 'caption').trim();
    const description = fieldText(part.fields, 'description').trim().slice(0, 500);
    const categorySlug = fieldText(part.fields, 'category').trim();
    // A refusal before the file is read: the rest of the request is dropped, nothing was written.
    if (!caption || caption.length > SHORT_CAPTION_MAX) {
      part.file.resume();
      throw fail(400, 'caption', { max: SHORT_CAPTION_MAX });
    }
    const categoryId = categorySlug ? await findCategoryId(app.db, 'short', categorySlug) : null;
    if (categoryId === null) {
      part.file.resume();
      throw fail(400, 'category', { value: categorySlug });
    }
    if (!looksLikeVideoFile(part.mimetype, part.filename)) {
      part.file.resume();
      throw fail(415, 'type', { type: part.mimetype || '?' });
    }

    const incoming = path.join(dirs.incoming, `${randomUUID()}.part`);
    const made: string[] = [incoming];
    let kept = false;
    try {
      await pipeline(part.file, createWriteStream(incoming, { flags: 'wx' }));
      if (part.file.truncated) throw fileSize < maxBytes ? ticket.overQuota() : fail(413, 'size', { limit: megabytes(maxBytes) });
      const { size } = await stat(incoming);
      ticket.count(size);
      const probed = await probeMp4(incoming, SHORT_UPLOAD_MAX_SECONDS);
      if (!probed.ok) {
        request.log.info({ reason: probed.reason, detail: probed.detail }, 'short upload refused');
        throw fail(probed.reason === 'notVideo' ? 415 : 400, probed.reason, {
          max: Math.round(SHORT_UPLOAD_MAX_SECONDS / 60),
          detail: probed.detail,
        });
      }
      const id = await nextClipId(app.db);
      const poster = path.join(dirs.incoming, `${id}.jpg.part`);
      made.push(poster);
      const hasPoster = await makePoster(incoming, poster, probed.video.durationSeconds);
      const video = path.join(dirs.root, `${id}.mp4`);
      const posterFile = path.join(dirs.root, `${id}.jpg`);
      await rename(incoming, video);
      made.push(video);
      if (hasPoster) {
        await rename(poster, posterFile);
        made.push(posterFile);
      }
      await insertMemberClip(app.db, {
        id,
        creatorId: me,
        categoryId,
        title: caption,
        description,
        hashtags: captionHashtags(`${caption} ${description}`),
        durationSeconds: Math.max(1, Math.round(probed.video.durationSeconds)),
        thumbnail: hasPoster ? shortPosterPath(id) : `/media/short/${id}.svg`,
        hasMedia: true,
      });
      kept = true;
      await ticket.record('short', [{ key: String(id), bytes: size }]);
      const clip = await findClip(app.db, eq(shortVideos.id, id), me, request.language);
      return ok(request, clip!);
    } finally {
      if (!kept) await Promise.all(made.map((file) => rm(file, { force: true })));
    }
  }

  app.get('/media/short-video/:file', {
    schema: { hide: true, params: ShortFileParams },
    handler: async (request, reply) => serveFile(request, reply, path.join(dirs.root, request.params.file)),
  });
};

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Sends a stored clip or poster; clips answer range requests (206 with Content-Range, 416 past the end). */
async function serveFile(request: FastifyRequest, reply: FastifyReply, file: string) {
  const size = await fileSize(file);
  if (size === null) throw fail(404, 'fileNotFound', { value: path.basename(file) });
  const isVideo = file.endsWith('.mp4');
  reply
    .header('content-type', isVideo ? 'video/mp4' : 'image/jpeg')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff');
  const range = parseByteRange(request.headers.range, size);
  if (range.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).type('text/plain; charset=utf-8').send('Range Not Satisfiable\n');
  }
  if (range.kind === 'partial') {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`).header('content-length', range.end - range.start + 1);
    return reply.send(createReadStream(file, { start: range.start, end: range.end }));
  }
  reply.header('content-length', size);
  return reply.send(createReadStream(file));
}
