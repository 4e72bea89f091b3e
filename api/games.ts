/**
 * The games' calls (docs/api/media.md "Games"), typed by contracts/schemas/media/games.ts: the tab
 * lists, a game's page, starting a play session, posting its score, the leaderboard and the
 * football quiz. Each answers its data or rejects with an ApiFailure.
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { GameTab } from '../contracts/media-values';
import type { GameCard, GameDetail, GameLeaderboard, GameQuiz, GameScoreResult, GameSession } from '../contracts/schemas/media/games';

const PREFIX = 'other/api/game';

export interface GameListInput {
  tab: GameTab;
  pageNum: number;
  pageSize: number;
}

export const fetchGames = (input: GameListInput, signal?: AbortSignal): Promise<Page<GameCard>> =>
  unwrap(api.get(`${PREFIX}/list`, { searchParams: { ...input }, signal }).json<Envelope<Page<GameCard>>>());

export const fetchGame = (id: number, signal?: AbortSignal): Promise<GameDetail> =>
  unwrap(api.get(`${PREFIX}/detail`, { searchParams: { id }, signal }).json<Envelope<GameDetail>>());

export const startGameSession = (gameId: number, signal?: AbortSignal): Promise<GameSession> =>
  unwrap(api.post(`${PREFIX}/play`, { json: { gameId }, signal }).json<Envelope<GameSession>>());

export const postGameScore = (input: { sessionId: number; score: number }, signal?: AbortSignal): Promise<GameScoreResult> =>
  unwrap(api.post(`${PREFIX}/score`, { json: input, signal }).json<Envelope<GameScoreResult>>());

export const fetchLeaderboard = (gameId: number, signal?: AbortSignal): Promise<GameLeaderboard> =>
  unwrap(api.get(`${PREFIX}/leaderboard`, { searchParams: { id: gameId }, signal }).json<Envelope<GameLeaderboard>>());

export const fetchQuiz = (signal?: AbortSignal): Promise<GameQuiz> => unwrap(api.get(`${PREFIX}/quiz`, { signal }).json<Envelope<GameQuiz>>());
