/**
 * The games' calls (/game pages): categories, the tab lists, a game's page, play sessions, scores,
 * leaderboards and the football quiz.
 */
import { Page } from '../schemas/common';
import { IdQuery } from '../schemas/media/common';
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
} from '../schemas/media/games';
import { endpoint } from './define';

const area = 'games';

export const gameCategories = endpoint({
  method: 'GET',
  path: '/other/api/game/categories',
  area,
  summary: 'Game categories with their game counts',
  access: 'anyone',
  rate: 'reads',
  response: GameCategoryList,
});

export const gameList = endpoint({
  method: 'GET',
  path: '/other/api/game/list',
  area,
  summary: 'Games by tab: xu-huong (trending), game-top, game-hot, game-moi (new), game-all',
  access: 'anyone',
  rate: 'reads',
  query: GameListQuery,
  response: Page(GameCard),
  errors: { 404: 'an unknown category' },
});

export const gameDetail = endpoint({
  method: 'GET',
  path: '/other/api/game/detail',
  area,
  summary: 'A game of /game/choi-game/{game}/{id}: how to play and instructions',
  access: 'anyone',
  rate: 'reads',
  query: IdQuery,
  response: GameDetail,
  errors: { 404: 'an unknown game' },
});

/**
 * The server registers this one itself (server/src/routes/games/routes.ts): it counts in a bucket
 * of its own, per member or per address for guests (GAME_PLAY_RATE). Each session is one play.
 */
export const gamePlay = endpoint({
  method: 'POST',
  path: '/other/api/game/play',
  area,
  summary: 'Start a play session of a game (member or guest token required); the game’s plays are its sessions',
  access: 'caller',
  rate: 'reads',
  body: GamePlayBody,
  response: GameSession,
  errors: { 404: 'an unknown game', 429: 'more rounds in a minute than GAME_PLAY_RATE allows a member or an address' },
});

/**
 * The server registers this one itself (server/src/routes/games/routes.ts): its refusal of a
 * non-member has its own message and it counts in a bucket of its own per member (GAME_SCORE_RATE).
 */
export const gameScore = endpoint({
  method: 'POST',
  path: '/other/api/game/score',
  area,
  summary: 'Save the score of a play session (member only, once per session, within the game’s limits)',
  access: 'member',
  rate: 'reads',
  body: GameScoreBody,
  response: GameScoreResult,
  errors: {
    403: "another member's play session",
    404: 'an unknown play session',
    409: 'a session that has its score already',
    410: 'a session too old to score',
    422: 'a score the game cannot make (too high, not a score it gives, too soon, too fast)',
    429: 'more scores in a minute than GAME_SCORE_RATE allows a member',
  },
});

export const gameLeaderboard = endpoint({
  method: 'GET',
  path: '/other/api/game/leaderboard',
  area,
  summary: "A game's leaderboard: each member's best score, the top ones and the caller's own row",
  access: 'anyone',
  rate: 'reads',
  query: IdQuery,
  response: GameLeaderboard,
  errors: { 404: 'an unknown game' },
});

export const gameQuiz = endpoint({
  method: 'GET',
  path: '/other/api/game/quiz',
  area,
  summary: 'Ten football questions drawn from the seeded teams, venues, managers, leagues and players',
  access: 'anyone',
  rate: 'reads',
  query: GameQuizQuery,
  response: GameQuiz,
});
