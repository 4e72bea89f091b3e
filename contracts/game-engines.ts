/**
 * The HTML5 games shipped with the site (public/games/<engine>/) and the sanity limits of their
 * scores. Every seeded game plays one of these engines. The server refuses a score above
 * `maxScore`, one posted sooner than `minSeconds` after its session started, or one that grows
 * faster than `maxPerSecond` points a second of play; the SPA shows the same limits.
 */

export const GAME_ENGINES = ['penalty', 'keepy', 'quiz', 'marble', 'slide'] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

export interface GameLimits {
  /** The best score the game can give. */
  maxScore: number;
  /** A round cannot end sooner (seconds after the session started). */
  minSeconds: number;
  /** Points a second of play at most (null: no rate limit beyond maxScore). */
  maxPerSecond: number | null;
}

export const GAME_LIMITS: Record<GameEngine, GameLimits> = {
  // Five kicks, 100 a goal and up to 50 for a shot into a top corner.
  penalty: { maxScore: 750, minSeconds: 5, maxPerSecond: null },
  // One point a touch; nobody heads a ball more than four times a second.
  keepy: { maxScore: 2000, minSeconds: 2, maxPerSecond: 4 },
  // Ten questions, 100 a right answer and up to 50 for answering fast.
  quiz: { maxScore: 1500, minSeconds: 8, maxPerSecond: null },
  // Three races from 1000 points, a bet pays five times: 1000 × 5³; a race lasts over four seconds.
  marble: { maxScore: 125_000, minSeconds: 4, maxPerSecond: null },
  // A 3×3 picture: 1000 minus moves and seconds.
  slide: { maxScore: 1000, minSeconds: 4, maxPerSecond: null },
};

/** Scores a member may post a minute (the rest answer 429). */
export const GAME_SCORE_RATE = { max: 10, timeWindow: '1 minute' } as const;

/** A session older than this cannot take a score any more. */
export const GAME_SESSION_HOURS = 3;

/** Rows of a leaderboard. */
export const GAME_LEADERBOARD_SIZE = 10;

/** Questions of one football quiz. */
export const GAME_QUIZ_SIZE = 10;

/** Why a score is refused (null when it passes); `seconds` since the session started. */
export function scoreProblem(engine: GameEngine, score: number, seconds: number): 'tooHigh' | 'tooSoon' | 'tooFast' | null {
  const limits = GAME_LIMITS[engine];
  if (score > limits.maxScore) return 'tooHigh';
  if (seconds < limits.minSeconds) return 'tooSoon';
  if (limits.maxPerSecond !== null && score > Math.ceil(seconds * limits.maxPerSecond)) return 'tooFast';
  return null;
}

/** The site path of an engine's page; the language goes in the query, the game reads it. */
export function gameFramePath(engine: GameEngine, lang: string): string {
  return `/games/${engine}/index.html?lang=${encodeURIComponent(lang)}`;
}
