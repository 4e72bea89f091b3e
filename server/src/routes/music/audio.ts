/**
 * The songs' audio: GET /media/audio/song-{id}.mp3 streams the generated track the song plays
 * (media/audio/track-NN.mp3, see server/src/db/seed/media/music-audio.ts) with range requests — 206
 * and Content-Range for one range, 416 and `Content-Range: bytes *\/size` for a range outside the
 * file — so a player can seek and a phone can fetch a piece at a time.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { SongAudio, SongAudioParams } from '../../../../contracts/schemas/media/music.ts';
import { trackFileName, trackOfSong } from '../../db/seed/media/music-audio.ts';
import { TAGS } from '../media/common.ts';
import { musicFail } from './messages.ts';
import { songExists } from './data.ts';
import { parseByteRange } from '../../media/byte-range.ts';

export const DEFAULT_AUDIO_DIR = fileURLToPath(new URL('../../../../media/audio', import.meta.url));
const MAX_ID = 2_147_483_647;

export const musicAudioRoutes: FastifyPluginAsyncTypebox<{ audioDir?: string }> = async (app, options) => {
  const dir = options.audioDir ?? DEFAULT_AUDIO_DIR;

  app.get('/media/audio/:file', {
    schema: {
      tags: TAGS,
      summary: "A song's audio (MP3), with range requests",
      params: SongAudioParams,
      response: { 200: SongAudio, 206: SongAudio, 404: ErrorEnvelope, 416: ErrorEnvelope, ...errorResponses },
    },
    handler: async (request, reply) => {
      const id = Number.parseInt(request.params.file.slice('song-'.length), 10);
      if (id > MAX_ID || !(await songExists(app.db, id))) throw musicFail(404, 'songNotFound', { id });
      const file = path.join(dir, trackFileName(trackOfSong(id)));
      const { size, mtime } = await stat(file);
      const etag = `"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
      reply.header('accept-ranges', 'bytes');
      // A Range with If-Range of another version gets the whole file.
      const ifRange = request.headers['if-range'];
      const range = ifRange === undefined || ifRange === etag ? parseByteRange(request.headers.range, size) : { kind: 'whole' as const };
      if (range.kind === 'unsatisfiable') {
        reply.header('content-range', `bytes */${size}`);
        throw musicFail(416, 'audioRangeUnsatisfiable', { size });
      }
      reply.type('audio/mpeg').header('cache-control', 'public, max-age=86400').header('etag', etag).header('last-modified', mtime.toUTCString());
      if (range.kind === 'partial') {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(createReadStream(file, { start: range.start, end: range.end }) as never);
      }
      return reply.header('content-length', size).send(createReadStream(file) as never);
    },
  });
};
