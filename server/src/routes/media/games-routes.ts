/** Games: categories, tabs, a game's detail page and play sessions (member or guest). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import { IdQuery } from '../../../../contracts/schemas/media/common.ts';
import { GameCard, GameCategoryList, GameDetail, GameListQuery, GamePlayBody, GameSession } from '../../../../contracts/schemas/media/games.ts';
import { ok } from '../../plugins/envelope.ts';
import { isForeignKeyViolation, TAGS } from './common.ts';
import { findCategory, gameDetail, listCategories, listGames, startPlay } from './games-data.ts';
import { fail, unauthorized } from './messages.ts';

const base = { tags: TAGS, headers: ApiHeaders };

export const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/game/categories', {
    schema: {
      ...base,
      summary: 'Game categories with their game counts',
      response: { 200: Envelope(GameCategoryList), ...errorResponses },
    },
    handler: async (request) => ok(request, await listCategories(app.db, request.language)),
  });

  app.get('/other/api/game/list', {
    schema: {
      ...base,
      summary: 'Games by tab: xu-huong (trending), game-top, game-hot, game-moi (new), game-all',
      querystring: GameListQuery,
      response: { 200: Envelope(Page(GameCard)), ...errorResponses },
    },
    handler: async (request) => {
      const { category: slug, ...query } = request.query;
      const category = slug === undefined ? undefined : await findCategory(app.db, slug);
      if (slug !== undefined && !category) throw fail(404, 'gameCategoryNotFound', { slug });
      return ok(request, await listGames(app.db, { ...query, categoryId: category?.id }, request.language));
    },
  });

  app.get('/other/api/game/detail', {
    schema: {
      ...base,
      summary: 'A game of /game/choi-game/{game}/{id}: how to play and instructions',
      querystring: IdQuery,
      response: { 200: Envelope(GameDetail), ...errorResponses },
    },
    handler: async (request) => {
      const data = await gameDetail(app.db, request.query.id, request.language);
      if (!data) throw fail(404, 'gameNotFound', { id: request.query.id });
      return ok(request, data);
    },
  });

  app.post('/other/api/game/play', {
    schema: {
      ...base,
      summary: 'Start a play session of a game (member or guest token required)',
      body: GamePlayBody,
      response: { 200: Envelope(GameSession), ...errorResponses },
    },
    preHandler: app.requireCaller,
    handler: async (request) => {
      const { auth } = request;
      const player = auth.kind === 'member' ? { userId: auth.userId } : { guestId: auth.kind === 'guest' ? auth.guestId : '' };
      try {
        const data = await startPlay(app.db, request.body.gameId, player);
        if (!data) throw fail(404, 'gameNotFound', { id: request.body.gameId });
        return ok(request, data);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw unauthorized();
        throw error;
      }
    },
  });
};
