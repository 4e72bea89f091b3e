/**
 * Games (contracts/endpoints/games.ts): categories, tabs, a game's detail page, play sessions (member
 * or guest), scores (members, within the engine's limits, rate limited), leaderboards, the football
 * quiz and the games' files. Starting a round and posting a score keep their own registrations: each
 * counts in a bucket of its own per caller, and the score's refusal of a non-member has its own message.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as games from '../../../../contracts/endpoints/games.ts';
import { GAME_PLAY_RATE, GAME_SCORE_RATE } from '../../../../contracts/game-engines.ts';
import type { GamePlayBody, GameScoreBody } from '../../../../contracts/schemas/media/games.ts';
import { clientKey } from '../../plugins/rate-limit.ts';
import { ok } from '../../plugins/envelope.ts';
import { endpointSchema, serve } from '../endpoint-route.ts';
import { isForeignKeyViolation, memberId } from '../media/common.ts';
import { unauthorized } from '../media/messages.ts';
import { findCategory, gameDetail, listCategories, listGames, startPlay } from './data.ts';
import { gameFileRoutes } from './files.ts';
import { gameFail } from './messages.ts';
import { footballQuiz } from './quiz.ts';
import { leaderboard, saveScore } from './scores.ts';

/** Whose rounds and scores a bucket counts: the member's, else the address's (guest tokens are cheap to get). */
function callerKey(request: FastifyRequest): string {
  return request.auth?.kind === 'member' ? `member:${request.auth.userId}` : clientKey(request.ip);
}

export async function gameRoutes(app: FastifyInstance): Promise<void> {
  serve(app, games.gameCategories, async (request) => ok(request, await listCategories(app.db, request.language)));

  serve(app, games.gameList, async (request) => {
    const { category: slug, ...query } = request.query;
    const category = slug === undefined ? undefined : await findCategory(app.db, slug);
    if (slug !== undefined && !category) throw gameFail(404, 'gameCategoryNotFound', { slug });
    return ok(request, await listGames(app.db, { ...query, categoryId: category?.id }, request.language));
  });

  serve(app, games.gameDetail, async (request) => {
    const data = await gameDetail(app.db, request.query.id, request.language);
    if (!data) throw gameFail(404, 'gameNotFound', { id: request.query.id });
    return ok(request, data);
  });

  app.post<{ Body: GamePlayBody }>(games.gamePlay.path, {
    schema: endpointSchema(games.gamePlay),
    config: {
      rateLimit: {
        ...GAME_PLAY_RATE,
        // Per member (the auth hook runs before the limit's), per address for everyone else.
        keyGenerator: (request) => `game-play:${callerKey(request)}`,
        errorResponseBuilder: () => gameFail(429, 'tooManyPlays'),
      },
    },
    preHandler: app.requireCaller,
    handler: async (request) => {
      const { auth } = request;
      const player = auth.kind === 'member' ? { userId: auth.userId } : { guestId: auth.kind === 'guest' ? auth.guestId : '' };
      try {
        const data = await startPlay(app.db, request.body.gameId, player);
        if (!data) throw gameFail(404, 'gameNotFound', { id: request.body.gameId });
        return ok(request, data);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw unauthorized();
        throw error;
      }
    },
  });

  app.post<{ Body: GameScoreBody }>(games.gameScore.path, {
    schema: endpointSchema(games.gameScore),
    config: {
      rateLimit: {
        ...GAME_SCORE_RATE,
        // Per member (the auth hook runs before the limit's), per address for everyone else.
        keyGenerator: (request) => `game-score:${callerKey(request)}`,
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

  serve(app, games.gameLeaderboard, async (request) => {
    const data = await leaderboard(app.db, request.query.id, memberId(request));
    if (!data) throw gameFail(404, 'gameNotFound', { id: request.query.id });
    return ok(request, data);
  });

  serve(app, games.gameQuiz, async (request) => ok(request, await footballQuiz(app.db, request.query.seed, request.language)));

  await app.register(gameFileRoutes);
}
