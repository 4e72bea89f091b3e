/** Games: categories, tabs, a game's detail page and play sessions (member or guest). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { t } from '../../i18n.ts';
import { ok, sendError } from '../../plugins/envelope.ts';
import { isForeignKeyViolation } from './common.ts';
import { findCategory, gameDetail, listCategories, listGames, startPlay } from './games-data.ts';
import { gameCategoriesSchema, gameDetailSchema, gameListSchema, gamePlaySchema } from './games-schemas.ts';
import { fail } from './messages.ts';

export const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/game/categories', {
    schema: gameCategoriesSchema,
    handler: async (request) => ok(request, await listCategories(app.db, request.language)),
  });

  app.get('/other/api/game/list', {
    schema: gameListSchema,
    handler: async (request, reply) => {
      const { category: slug, ...query } = request.query;
      const category = slug === undefined ? undefined : await findCategory(app.db, slug);
      if (slug !== undefined && !category) return fail(request, reply, 404, 'gameCategoryNotFound', { slug });
      return ok(request, await listGames(app.db, { ...query, categoryId: category?.id }, request.language));
    },
  });

  app.get('/other/api/game/detail', {
    schema: gameDetailSchema,
    handler: async (request, reply) => {
      const data = await gameDetail(app.db, request.query.id, request.language);
      return data ? ok(request, data) : fail(request, reply, 404, 'gameNotFound', { id: request.query.id });
    },
  });

  app.post('/other/api/game/play', {
    schema: gamePlaySchema,
    preHandler: app.requireCaller,
    handler: async (request, reply) => {
      const { auth } = request;
      const player = auth.kind === 'member' ? { userId: auth.userId } : { guestId: auth.kind === 'guest' ? auth.guestId : '' };
      try {
        const data = await startPlay(app.db, request.body.gameId, player);
        return data ? ok(request, data) : fail(request, reply, 404, 'gameNotFound', { id: request.body.gameId });
      } catch (error) {
        if (isForeignKeyViolation(error)) return sendError(reply, 401, t(request.language, 'unauthorized'));
        throw error;
      }
    },
  });
};
