/**
 * Subtitles of films and episodes as WebVTT, dialogue written from the row on request (vtt.ts):
 * GET /media/subtitles/film/{filmId}.{vi|en|zh}.vtt and /media/subtitles/episode/{episodeId}.{lang}.vtt,
 * `text/vtt`. Unknown id → 404 envelope; a malformed file name → 400.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { filmEpisodes, films } from '../../db/schema.ts';
import type { Language } from '../../i18n.ts';
import { ErrorEnvelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { FilmSubtitleParams } from '../../../../contracts/schemas/media/films.ts';
import { TAGS } from '../media/common.ts';
import { filmFail } from './messages.ts';
import { buildVtt, type SubtitleSource } from './vtt.ts';

const MAX_ID = 2_147_483_647;
async function source(db: Db, kind: 'film' | 'episode', id: number): Promise<SubtitleSource | null> {
  if (kind === 'film') {
    const [film] = await db.select().from(films).where(eq(films.id, id));
    return film ? { id, genres: film.genres, countries: film.countries, durationSeconds: film.durationMinutes * 60 } : null;
  }
  const [row] = await db
    .select({ minutes: filmEpisodes.durationMinutes, genres: films.genres, countries: films.countries })
    .from(filmEpisodes)
    .innerJoin(films, eq(films.id, filmEpisodes.filmId))
    .where(eq(filmEpisodes.id, id));
  return row ? { id, genres: row.genres, countries: row.countries, durationSeconds: row.minutes * 60 } : null;
}

export const filmSubtitleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/media/subtitles/:kind/:file', {
    schema: {
      tags: TAGS,
      summary: 'WebVTT subtitles of a film or an episode in vi, en or zh, generated from its data',
      params: FilmSubtitleParams,
      response: { 200: { type: 'string', description: 'text/vtt' }, 404: ErrorEnvelope, ...errorResponses },
    },
    handler: async (request, reply) => {
      const [idText, lang] = request.params.file.split('.') as [string, Language];
      const id = Number.parseInt(idText, 10);
      const data = id <= MAX_ID ? await source(app.db, request.params.kind, id) : null;
      if (!data) throw filmFail(404, 'subtitlesNotFound', { path: request.url.split('?')[0]! });
      return reply
        .type('text/vtt; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-language', lang)
        .send(buildVtt(data, lang));
    },
  });
};
