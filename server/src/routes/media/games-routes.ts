/**
 * Games: categories, tabs, a game's detail page, play sessions (member or guest), scores (members,
 * within the engine's limits, rate limited), leaderboards, the football quiz and the games' files.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import { IdQuery } from '../../../../contracts/schemas/media/common.ts';
import {
  GameCard,
  GameCategoryList,
  GameDetail,
  GameLeaderboard,
  GameListQuery,
  GamePlayBody,
  GameQuiz,
  GameQuizQuery,
  GameScoreBody,
  GameScoreResult,
  GameSession,
} from '../../../../contracts/schemas/media/games.ts';
import { GAME_SCORE_RATE } from '../../../../contracts/game-engines.ts';
import { clientKey } from '../../plugins/rate-limit.ts';
import { ok } from '../../plugins/envelope.ts';
import { isForeignKeyViolation, memberId, TAGS } from './common.ts';
import { findCategory, gameDetail, listCategories, listGames, startPlay } from './games-data.ts';
import { fail, unauthorized } from './messages.ts';
import { gameFileRoutes } from './games-files.ts';
import { gameFail } from './games-messages.ts';
import { footballQuiz } from './games-quiz.ts';
import { leaderboard, saveScore } from './games-scores.ts';

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

  app.post('/other/api/game/score', {
    schema: {
      ...base,
      summary: 'Save the score of a play session (member only, once per session, within the game’s limits)',
      body: GameScoreBody,
      response: { 200: Envelope(GameScoreResult), ...errorResponses },
    },
    config: {
      rateLimit: {
        ...GAME_SCORE_RATE,
        // Per member (the auth hook runs before the limit's), per address for everyone else.
        keyGenerator: (request) => (request.auth?.kind === 'member' ? `game-score:${request.auth.userId}` : `game-score:${clientKey(request.ip)}`),
        errorResponseBuilder: () => gameFail(429, 'tooManyScores'),
      },
    },
    preHandler: async (request) => {
      if (request.auth.kind !== 'member') throw gameFail(401, 'scoreNeedsMember');
    },
    handler: async (request) => {
      const userId = memberId(request)!;
      return ok(request, await saveScore(app.db, userId, request.body.sessionId, request.body.score));
    },
  });

  app.get('/other/api/game/leaderboard', {
    schema: {
      ...base,
      summary: "A game's leaderboard: each member's best score, the top ones and the caller's own row",
      querystring: IdQuery,
      response: { 200: Envelope(GameLeaderboard), ...errorResponses },
    },
    handler: async (request) => {
      const data = await leaderboard(app.db, request.query.id, memberId(request));
      if (!data) throw fail(404, 'gameNotFound', { id: request.query.id });
      return ok(request, data);
    },
  });

  app.get('/other/api/game/quiz', {
    schema: {
      ...base,
      summary: 'Ten football questions drawn from the seeded teams, venues, managers, leagues and players',
      querystring: GameQuizQuery,
      response: { 200: Envelope(GameQuiz), ...errorResponses },
    },
    handler: async (request) => ok(request, await footballQuiz(app.db, request.query.seed, request.language)),
  });

  await app.register(gameFileRoutes);
};
