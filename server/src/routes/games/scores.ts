/**
 * Scores of play sessions and the per-game leaderboards. A score is kept once per session, for the
 * member who started it, within the engine's sanity limits (contracts/game-engines.ts); the
 * leaderboard ranks each member's best score, ties going to whoever made it first.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { gamePlaySessions, games } from '../../db/schema.ts';
import { clockDate } from '../../clock.ts';
import { GAME_LEADERBOARD_SIZE, GAME_LIMITS, GAME_SESSION_HOURS, scoreProblem } from '../../../../contracts/game-engines.ts';
import type { GameLeaderboard, GameScoreResult, LeaderboardEntry } from '../../../../contracts/schemas/media/games.ts';
import { gameFail } from './messages.ts';

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const PROBLEM_KEYS = { tooHigh: 'scoreTooHigh', impossible: 'scoreImpossible', tooSoon: 'scoreTooSoon', tooFast: 'scoreTooFast' } as const;

/** Checks and stores a member's score of a session; throws the refusal as an ApiError. */
export async function saveScore(db: Db, userId: number, sessionId: number, score: number): Promise<GameScoreResult> {
  const [row] = await db
    .select({ session: gamePlaySessions, engine: games.engine })
    .from(gamePlaySessions)
    .innerJoin(games, eq(games.id, gamePlaySessions.gameId))
    .where(eq(gamePlaySessions.id, sessionId));
  if (!row) throw gameFail(404, 'sessionNotFound', { id: sessionId });
  const { session, engine } = row;
  if (session.userId !== userId) throw gameFail(403, 'sessionNotYours', { id: sessionId });
  if (session.score !== null) throw gameFail(409, 'scoreAlreadySaved', { id: sessionId });
  const now = clockDate();
  const seconds = (now.getTime() - session.startedAt.getTime()) / 1000;
  if (seconds > GAME_SESSION_HOURS * 3600) throw gameFail(410, 'sessionExpired', { id: sessionId, hours: GAME_SESSION_HOURS });
  const problem = scoreProblem(engine, score, seconds);
  if (problem) {
    const limits = GAME_LIMITS[engine];
    throw gameFail(422, PROBLEM_KEYS[problem], { score, max: limits.maxScore, min: limits.minSeconds, seconds: Math.floor(seconds) });
  }
  // Only a session without a score takes one: two posts racing each other keep the first.
  const saved = await db
    .update(gamePlaySessions)
    .set({ score, scoredAt: now })
    .where(and(eq(gamePlaySessions.id, sessionId), isNull(gamePlaySessions.score)))
    .returning({ id: gamePlaySessions.id });
  if (saved.length === 0) throw gameFail(409, 'scoreAlreadySaved', { id: sessionId });
  const mine = await memberStanding(db, session.gameId, userId);
  return {
    sessionId,
    gameId: session.gameId,
    score,
    best: mine?.score ?? score,
    isBest: mine !== null && mine.score === score && mine.sessionId === sessionId,
    rank: mine?.rank ?? 1,
  };
}

interface RankedRow {
  rank: number;
  user_id: number;
  session_id: number;
  score: number;
  at: string;
  display_name: string;
  profile_picture: string;
}

/** Best score per member of a game, ranked (row_number: no two members share a place). */
function ranked(gameId: number) {
  return sql`with best as (
      select distinct on (s.user_id) s.user_id, s.id as session_id, s.score, s.scored_at
      from game_play_sessions s
      where s.game_id = ${gameId} and s.user_id is not null and s.score is not null
      order by s.user_id, s.score desc, s.scored_at asc, s.id asc
    ), ranked as (
      select best.*, (row_number() over (order by best.score desc, best.scored_at asc, best.user_id asc))::int as rank
      from best
    )
    select ranked.rank, ranked.user_id, ranked.session_id, ranked.score,
      to_char(ranked.scored_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
      u.display_name, u.profile_picture
    from ranked join users u on u.id = ranked.user_id`;
}

function toEntry(row: RankedRow): LeaderboardEntry {
  return { rank: row.rank, userId: row.user_id, displayName: row.display_name, avatar: row.profile_picture, score: row.score, at: row.at };
}

async function memberStanding(db: Db, gameId: number, userId: number) {
  const [row] = rowsOf<RankedRow>(await db.execute(sql`${ranked(gameId)} where ranked.user_id = ${userId}`));
  return row ? { rank: row.rank, score: row.score, sessionId: row.session_id } : null;
}

/** The top of a game's leaderboard and the calling member's own row (null for guests and members without a score). */
export async function leaderboard(db: Db, gameId: number, userId: number | null): Promise<GameLeaderboard | null> {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
  if (!game) return null;
  const [top, [count], me] = await Promise.all([
    db.execute(sql`${ranked(gameId)} order by ranked.rank limit ${GAME_LEADERBOARD_SIZE}`).then((r) => rowsOf<RankedRow>(r)),
    db
      .execute(sql`select count(distinct user_id)::int as n from game_play_sessions where game_id = ${gameId} and user_id is not null and score is not null`)
      .then((r) => rowsOf<{ n: number }>(r)),
    userId === null
      ? Promise.resolve([] as RankedRow[])
      : db.execute(sql`${ranked(gameId)} where ranked.user_id = ${userId}`).then((r) => rowsOf<RankedRow>(r)),
  ]);
  return { gameId, players: count?.n ?? 0, entries: top.map(toEntry), me: me[0] ? toEntry(me[0]) : null };
}
