/** Films and TV shows: tabs, filters, search, the watch page and member bookmarks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, sendError } from '../../plugins/envelope.ts';
import { t } from '../../i18n.ts';
import { isForeignKeyViolation, memberId } from './common.ts';
import { countryExists, filmExists, filmFilters, genreExists, listFilms, saveFilm, unsaveFilm, watchFilm } from './films-data.ts';
import {
  filmFiltersSchema,
  filmListSchema,
  filmSaveSchema,
  filmSearchSchema,
  filmUnsaveSchema,
  filmWatchSchema,
} from './films-schemas.ts';
import { fail } from './messages.ts';

export const filmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/film/list', {
    schema: filmListSchema,
    handler: async (request, reply) => {
      const { query } = request;
      if (query.tab === 'saved' && request.auth.kind !== 'member') return fail(request, reply, 401, 'savedNeedsMember');
      if (query.genre && !(await genreExists(app.db, query.genre))) return fail(request, reply, 404, 'genreNotFound', { slug: query.genre });
      if (query.country && !(await countryExists(app.db, query.country))) {
        return fail(request, reply, 404, 'countryNotFound', { slug: query.country });
      }
      return ok(request, await listFilms(app.db, query, request.language, memberId(request)));
    },
  });

  app.get('/other/api/film/search', {
    schema: filmSearchSchema,
    handler: async (request) =>
      ok(request, await listFilms(app.db, { ...request.query, tab: 'all' }, request.language, null)),
  });

  app.get('/other/api/film/filters', {
    schema: filmFiltersSchema,
    handler: async (request) => ok(request, await filmFilters(app.db, request.language)),
  });

  app.get('/other/api/film/watch', {
    schema: filmWatchSchema,
    handler: async (request, reply) => {
      const data = await watchFilm(app.db, request.query.slug, request.language, memberId(request));
      return data ? ok(request, data) : fail(request, reply, 404, 'filmNotFound', { slug: request.query.slug });
    },
  });

  for (const [path, schema, saved] of [
    ['/other/api/film/save', filmSaveSchema, true],
    ['/other/api/film/unsave', filmUnsaveSchema, false],
  ] as const) {
    app.post(path, {
      schema,
      preHandler: app.requireMember,
      handler: async (request, reply) => {
        const userId = memberId(request)!;
        const { filmId } = request.body;
        if (!(await filmExists(app.db, filmId))) return fail(request, reply, 404, 'filmIdNotFound', { id: filmId });
        try {
          await (saved ? saveFilm : unsaveFilm)(app.db, userId, filmId);
        } catch (error) {
          if (isForeignKeyViolation(error)) return sendError(reply, 401, t(request.language, 'unauthorized'));
          throw error;
        }
        return ok(request, { filmId, saved });
      },
    });
  }
};
