/** Films and TV shows: tabs, filters, search, the watch page and member bookmarks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import {
  FilmCard,
  FilmFilters,
  FilmListQuery,
  FilmSaveBody,
  FilmSaveResult,
  FilmSearchQuery,
  FilmWatch,
  FilmWatchQuery,
} from '../../../../contracts/schemas/media/films.ts';
import { isForeignKeyViolation, memberId, TAGS } from './common.ts';
import { countryExists, filmExists, filmFilters, genreExists, listFilms, saveFilm, unsaveFilm, watchFilm } from './films-data.ts';
import { fail, unauthorized } from './messages.ts';

const base = { tags: TAGS, headers: ApiHeaders };

const saveSchema = {
  ...base,
  summary: 'Bookmark a film (member); saving twice keeps one bookmark',
  body: FilmSaveBody,
  response: { 200: Envelope(FilmSaveResult), ...errorResponses },
};

const unsaveSchema = {
  ...base,
  summary: 'Remove a film bookmark (member); removing an absent bookmark is not an error',
  body: FilmSaveBody,
  response: { 200: Envelope(FilmSaveResult), ...errorResponses },
};

export const filmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/film/list', {
    schema: {
      ...base,
      summary: 'Films and TV shows by tab (all, trending, phim, tv-show, saved) with filters and search',
      querystring: FilmListQuery,
      response: { 200: Envelope(Page(FilmCard)), ...errorResponses },
    },
    handler: async (request) => {
      const { query } = request;
      if (query.tab === 'saved' && request.auth.kind !== 'member') throw fail(401, 'savedNeedsMember');
      if (query.genre && !(await genreExists(app.db, query.genre))) throw fail(404, 'genreNotFound', { slug: query.genre });
      if (query.country && !(await countryExists(app.db, query.country))) throw fail(404, 'countryNotFound', { slug: query.country });
      return ok(request, await listFilms(app.db, query, request.language, memberId(request)));
    },
  });

  app.get('/other/api/film/search', {
    schema: {
      ...base,
      summary: 'Search films and TV shows by title (any language, with or without diacritics)',
      querystring: FilmSearchQuery,
      response: { 200: Envelope(Page(FilmCard)), ...errorResponses },
    },
    handler: async (request) =>
      ok(request, await listFilms(app.db, { ...request.query, tab: 'all' }, request.language, null)),
  });

  app.get('/other/api/film/filters', {
    schema: {
      ...base,
      summary: 'Genres, countries and years to filter films by, with counts',
      response: { 200: Envelope(FilmFilters), ...errorResponses },
    },
    handler: async (request) => ok(request, await filmFilters(app.db, request.language)),
  });

  app.get('/other/api/film/watch', {
    schema: {
      ...base,
      summary: 'Watch page data of /phim-anh/xem-phim/{slug}: the film, its seasons and episodes, stream path',
      querystring: FilmWatchQuery,
      response: { 200: Envelope(FilmWatch), ...errorResponses },
    },
    handler: async (request) => {
      const data = await watchFilm(app.db, request.query.slug, request.language, memberId(request));
      if (!data) throw fail(404, 'filmNotFound', { slug: request.query.slug });
      return ok(request, data);
    },
  });

  for (const [path, schema, saved] of [
    ['/other/api/film/save', saveSchema, true],
    ['/other/api/film/unsave', unsaveSchema, false],
  ] as const) {
    app.post(path, {
      schema,
      preHandler: app.requireMember,
      handler: async (request) => {
        const userId = memberId(request)!;
        const { filmId } = request.body;
        if (!(await filmExists(app.db, filmId))) throw fail(404, 'filmIdNotFound', { id: filmId });
        try {
          await (saved ? saveFilm : unsaveFilm)(app.db, userId, filmId);
        } catch (error) {
          if (isForeignKeyViolation(error)) throw unauthorized();
          throw error;
        }
        return ok(request, { filmId, saved });
      },
    });
  }
};
