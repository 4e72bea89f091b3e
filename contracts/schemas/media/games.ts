/**
 * Games: GET /other/api/game/categories, /other/api/game/list, /other/api/game/detail,
 * /other/api/game/leaderboard and /other/api/game/quiz; POST /other/api/game/play and /other/api/game/score.
 */
import { Type, type Static } from '@sinclair/typebox';
import { GAME_TABS } from '../../media-values.ts';
import { GAME_ENGINES } from '../../game-engines.ts';
import { Id, Nullable, PageQuery, StringEnum } from '../common.ts';
import { Named } from '../content/common.ts';
import { MediaKeyword, MediaSlug } from './common.ts';

export const GameCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  category: Named,
  cover: Type.String({ description: 'Site path of the cover SVG.' }),
  plays: Type.Integer({ description: 'Play sessions the server recorded (POST /other/api/game/play), seeded history included.' }),
  releasedOn: Type.String({ description: 'YYYY-MM-DD' }),
  isHot: Type.Boolean({ description: 'At least GAME_HOT_WEEKLY_PLAYS plays in the last seven days.' }),
  isNew: Type.Boolean(),
  path: Type.String({ description: '/game/choi-game/{game}/{id}' }),
  engine: StringEnum(GAME_ENGINES, { description: 'The HTML5 game it plays: /games/{engine}/index.html' }),
});
export type GameCard = Static<typeof GameCard>;

export const GameDetail = Type.Composite([
  GameCard,
  Type.Object({
    description: Type.String(),
    howToPlay: Type.String(),
    instructions: Type.Array(Type.String()),
    related: Type.Array(GameCard),
  }),
]);
export type GameDetail = Static<typeof GameDetail>;

export const GameCategory = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), gameCount: Type.Integer() });
export type GameCategory = Static<typeof GameCategory>;

export const GameCategoryList = Type.Array(GameCategory);
export type GameCategoryList = Static<typeof GameCategoryList>;

export const GameListQuery = Type.Composite([
  PageQuery(),
  Type.Object({
    tab: Type.Union(GAME_TABS.map((tab) => Type.Literal(tab)), { default: 'game-all' }),
    category: Type.Optional(MediaSlug),
    keyword: Type.Optional(MediaKeyword),
  }),
]);
export type GameListQuery = Static<typeof GameListQuery>;

export const GamePlayBody = Type.Object({ gameId: Id });
export type GamePlayBody = Static<typeof GamePlayBody>;

/** A play session just started. */
export const GameSession = Type.Object({
  sessionId: Type.Integer(),
  gameId: Type.Integer(),
  plays: Type.Integer(),
  startedAt: Type.String({ format: 'date-time' }),
});
export type GameSession = Static<typeof GameSession>;

/** A round's score, posted once for the session the server started. */
export const GameScoreBody = Type.Object({
  sessionId: Id,
  score: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
});
export type GameScoreBody = Static<typeof GameScoreBody>;

/** The score kept: the member's best and their rank on the game's leaderboard. */
export const GameScoreResult = Type.Object({
  sessionId: Type.Integer(),
  gameId: Type.Integer(),
  score: Type.Integer(),
  best: Type.Integer({ description: "The member's best score of this game." }),
  isBest: Type.Boolean({ description: 'This score is the new best.' }),
  rank: Type.Integer({ description: "The member's place on the leaderboard (1 = first)." }),
});
export type GameScoreResult = Static<typeof GameScoreResult>;

export const LeaderboardEntry = Type.Object({
  rank: Type.Integer(),
  userId: Type.Integer(),
  displayName: Type.String(),
  avatar: Type.String(),
  score: Type.Integer({ description: 'The best score of this member.' }),
  at: Type.String({ format: 'date-time', description: 'When the best score was made.' }),
});
export type LeaderboardEntry = Static<typeof LeaderboardEntry>;

/** Best score per member, highest first (ties: who got there first); `me` is the calling member. */
export const GameLeaderboard = Type.Object({
  gameId: Type.Integer(),
  players: Type.Integer({ description: 'Members with a score.' }),
  entries: Type.Array(LeaderboardEntry),
  me: Nullable(LeaderboardEntry),
});
export type GameLeaderboard = Static<typeof GameLeaderboard>;

export const GameQuizQuery = Type.Object({
  seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'The same seed gives the same questions.' })),
});
export type GameQuizQuery = Static<typeof GameQuizQuery>;

export const QuizQuestion = Type.Object({
  prompt: Type.String(),
  options: Type.Array(Type.String(), { minItems: 4, maxItems: 4 }),
  answer: Type.Integer({ minimum: 0, maximum: 3, description: 'Index of the right option.' }),
});
export type QuizQuestion = Static<typeof QuizQuestion>;

/** A football quiz drawn from the seeded teams, venues, managers, players and leagues. */
export const GameQuiz = Type.Object({ seed: Type.Integer(), questions: Type.Array(QuizQuestion) });
export type GameQuiz = Static<typeof GameQuiz>;
