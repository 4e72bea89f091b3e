/**
 * The data of the /game pages (machines/loader), from the games' endpoints
 * (contracts/endpoints/games.ts): the tab lists, a game's page and its leaderboard,
 * and the play machine with its calls (a round's session and quiz, the score).
 */
import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import { gameDetail, gameLeaderboard, gameList, gamePlay, gameQuiz, gameScore } from '../../contracts/endpoints/games';
import { callError } from '../../contracts/call-error';
import type { GameEngine } from '../../contracts/game-engines';
import type { GameTab } from '../../contracts/media-values';
import type { GameCard, GameScoreResult } from '../../contracts/schemas/media/games';
import { createLoader } from '../loader/loader.machine';
import { createPagedList } from '../loader/paged-list.machine';
import { gamePlayMachine, type RoundStart } from './game-play.machine';

export const GAMES_PAGE_SIZE = 24;
/** Cards in each row of the featured page. */
export const FEATURED_SIZE = 6;

/** One tab's games, a page at a time. */
export const gamesList = (tab: GameTab) => createPagedList<GameCard>((pageNum, signal) => call(gameList, { query: { tab, pageNum, pageSize: GAMES_PAGE_SIZE } }, signal));

/** The featured page (/game): the first games of trending, hot and new at once. */
export const featuredLoader = createLoader(
  async (_: null, signal: AbortSignal) => {
    const [trending, hot, fresh] = await Promise.all(
      (['xu-huong', 'game-hot', 'game-moi'] as const).map((tab) => call(gameList, { query: { tab, pageNum: 1, pageSize: FEATURED_SIZE } }, signal)),
    );
    return { trending: trending!.list, hot: hot!.list, fresh: fresh!.list };
  },
  { isEmpty: (rows) => rows.trending.length + rows.hot.length + rows.fresh.length === 0 },
);

/** A game's page by id. */
export const gameLoader = createLoader(gameDetail);

/** A game's leaderboard. */
export const leaderboardLoader = createLoader(gameLeaderboard);

/** Starts a round: the play session (a failure leaves the round playable, unsaved) and, for the quiz, its questions. */
export async function beginRound(input: { gameId: number; engine: GameEngine }, signal: AbortSignal): Promise<RoundStart> {
  const [session, data] = await Promise.all([
    call(gamePlay, { body: { gameId: input.gameId } }, signal).then(
      (value) => ({ value, error: null }),
      (error: unknown) => ({ value: null, error: callError(error) }),
    ),
    input.engine === 'quiz' ? call(gameQuiz, { query: {} }, signal) : Promise.resolve(null),
  ]);
  return { session: session.value, sessionError: session.error, data };
}

/** The play machine with the real calls. */
export const playMachine = gamePlayMachine.provide({
  actors: {
    beginRound: fromPromise<RoundStart, { gameId: number; engine: GameEngine }>(({ input, signal }) => beginRound(input, signal)),
    postScore: fromPromise<GameScoreResult, { sessionId: number; score: number }>(({ input, signal }) => call(gameScore, { body: input }, signal)),
  },
});
