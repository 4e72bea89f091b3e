/**
 * Resume positions of members: GET /other/api/film/progress?filmId= (the caller's own positions in
 * one film) and POST /other/api/film/progress { filmId, episodeId?, positionSeconds }. A position is
 * stored for the member of the token only, checked against the film's kind and the running time.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { FilmProgressBody, FilmProgressEntry, FilmProgressList, FilmProgressQuery } from '../../../../contracts/schemas/media/films.ts';
import { isForeignKeyViolation, memberId, TAGS } from './common.ts';
import { filmExists } from './films-data.ts';
import { filmFail } from './films-messages.ts';
import { progressTarget, readProgress, writeProgress } from './films-progress-data.ts';
import { unauthorized } from './messages.ts';

const base = { tags: TAGS, headers: ApiHeaders };

export const filmProgressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/film/progress', {
    schema: {
      ...base,
      summary: 'The calling member’s resume positions in one film (last watched first)',
      querystring: FilmProgressQuery,
      response: { 200: Envelope(FilmProgressList), ...errorResponses },
    },
    preHandler: app.requireMember,
    handler: async (request) => {
      const { filmId } = request.query;
      if (!(await filmExists(app.db, filmId))) throw filmFail(404, 'filmIdNotFound', { id: filmId });
      return ok(request, await readProgress(app.db, memberId(request)!, filmId));
    },
  });

  app.post('/other/api/film/progress', {
    schema: {
      ...base,
      summary: 'Store where the calling member is in a film or an episode',
      body: FilmProgressBody,
      response: { 200: Envelope(FilmProgressEntry), ...errorResponses },
    },
    preHandler: app.requireMember,
    handler: async (request) => {
      const userId = memberId(request)!;
      const { filmId, episodeId, positionSeconds } = request.body;
      const target = await progressTarget(app.db, filmId, episodeId);
      switch (target.kind) {
        case 'missingFilm':
          throw filmFail(404, 'filmIdNotFound', { id: filmId });
        case 'episodeRequired':
          throw filmFail(400, 'episodeRequired');
        case 'noEpisodes':
          throw filmFail(400, 'filmHasNoEpisodes');
        case 'foreignEpisode':
          throw filmFail(404, 'episodeNotOfFilm', { episodeId: episodeId!, filmId });
        case 'ok':
          break;
      }
      const position = Math.floor(positionSeconds);
      if (position > target.durationSeconds) {
        throw filmFail(400, 'positionBeyondEnd', { position, duration: target.durationSeconds });
      }
      try {
        return ok(request, await writeProgress(app.db, { userId, filmId, episodeKey: target.episodeKey, positionSeconds: position, durationSeconds: target.durationSeconds }));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw unauthorized();
        throw error;
      }
    },
  });
};
