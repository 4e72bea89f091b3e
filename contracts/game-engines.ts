/**
 * The HTML5 games shipped with the site (public/games/<engine>/) and the sanity limits of their
 * scores. Every seeded game plays one of these engines, one title each. The server refuses a score
 * the game cannot make: above `maxScore`, below `minScore`, not a multiple of `step`, posted sooner
 * than `minSeconds` after its session started, or growing faster than `maxPerSecond` points a
 * second of play; the SPA shows the same limits.
 */

export const GAME_ENGINES = ['penalty', 'keepy', 'quiz', 'marble', 'slide', 'memory'] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

export interface GameLimits {
  /** The best score the game can give. */
  maxScore: number;
  /** The lowest score a finished round gives. */
  minScore: number;
  /** Every score is a multiple of it. */
  step: number;
  /** A round cannot end sooner (seconds after the session started). */
  minSeconds: number;
  /** Points a second of play at most (null: no rate limit beyond maxScore). */
  maxPerSecond: number | null;
}

export const GAME_LIMITS: Record<GameEngine, GameLimits> = {
  // Five kicks, 100 a goal, 150 for one into a top corner.
  penalty: { maxScore: 750, minScore: 0, step: 50, minSeconds: 5, maxPerSecond: null },
  // One point a touch; nobody heads a ball more than four times a second.
  keepy: { maxScore: 2000, minScore: 0, step: 1, minSeconds: 2, maxPerSecond: 4 },
  // Ten questions, 100 a right answer and up to 50 for answering fast.
  quiz: { maxScore: 1500, minScore: 0, step: 1, minSeconds: 8, maxPerSecond: null },
  // Three races from 1000 points in stakes of 100, a bet pays five times: 1000 × 5³; a race lasts over four seconds.
  marble: { maxScore: 125_000, minScore: 0, step: 100, minSeconds: 4, maxPerSecond: null },
  // A 3×3 picture: 1000 minus moves and seconds, never under 50.
  slide: { maxScore: 1000, minScore: 50, step: 1, minSeconds: 4, maxPerSecond: null },
  // Eight pairs of playing cards: 1000 minus turns beyond eight and seconds, never under 100.
  memory: { maxScore: 1000, minScore: 100, step: 1, minSeconds: 6, maxPerSecond: null },
};

/** Rounds a member or guest may start a minute (the rest answer 429). */
export const GAME_PLAY_RATE = { max: 30, timeWindow: '1 minute' } as const;

/** Scores a member may post a minute (the rest answer 429). */
export const GAME_SCORE_RATE = { max: 10, timeWindow: '1 minute' } as const;

/** A session older than this cannot take a score any more. */
export const GAME_SESSION_HOURS = 3;

/** A game with at least this many plays in the last seven days is hot. */
export const GAME_HOT_WEEKLY_PLAYS = 200;

/** A game is new for this many days after it came to the site. */
export const GAME_NEW_DAYS = 60;

/** Rows of a leaderboard. */
export const GAME_LEADERBOARD_SIZE = 10;

/** Questions of one football quiz. */
export const GAME_QUIZ_SIZE = 10;

/** Why a score is refused (null when it passes); `seconds` since the session started. */
export function scoreProblem(engine: GameEngine, score: number, seconds: number): 'tooHigh' | 'impossible' | 'tooSoon' | 'tooFast' | null {
  const limits = GAME_LIMITS[engine];
  if (score > limits.maxScore) return 'tooHigh';
  if (score < limits.minScore || score % limits.step !== 0) return 'impossible';
  if (seconds < limits.minSeconds) return 'tooSoon';
  if (limits.maxPerSecond !== null && score > Math.ceil(seconds * limits.maxPerSecond)) return 'tooFast';
  return null;
}

/** The site path of an engine's page; the language goes in the query, the game reads it. */
export function gameFramePath(engine: GameEngine, lang: string): string {
  return `/games/${engine}/index.html?lang=${encodeURIComponent(lang)}`;
}
