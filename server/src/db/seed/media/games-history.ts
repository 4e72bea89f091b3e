/**
 * The games' seeded history: rounds played by guests and by the seeded members (100–399) over the
 * 120 days before the seed, the members' with the scores the game gives (within its limits, taking
 * as long as such a round takes). A game's plays and its leaderboard are these rows and the ones
 * real visitors add, so the two always agree. The rows have ids of their own block, far above the
 * sessions' sequence: a new version of the seed replaces them and never a visitor's round.
 */
import { GAME_LIMITS, type GameEngine } from '../../../../../contracts/game-engines.ts';
import type { gamePlaySessions } from '../../schema.ts';
import type { RandomSource } from '../seed-kit.ts';
import type { GameSeed } from './games-data.ts';

/** The first id of the seeded sessions (the serial sequence of real ones stays far below). */
export const SEEDED_SESSION_BASE = 2_000_000_000;

const HISTORY_DAYS = 120;
const DAY_MS = 86_400_000;
const FIRST_MEMBER = 100;
const MEMBERS = 300;

/** A round's score and how many seconds it lasted, as the game makes them. */
type Round = { score: number; seconds: number };

const rounds: Record<GameEngine, (random: RandomSource) => Round> = {
  penalty: (random) => {
    let score = 0;
    for (let kick = 0; kick < 5; kick++) if (random.chance(0.6)) score += random.chance(0.3) ? 150 : 100;
    return { score, seconds: random.int(9, 25) };
  },
  keepy: (random) => {
    const touches = Math.min(180, Math.floor(-Math.log(1 - random.next()) * 22));
    return { score: touches, seconds: Math.ceil(touches / 2.5) + random.int(3, 8) };
  },
  quiz: (random) => {
    let score = 0;
    for (let question = 0; question < 10; question++) if (random.chance(0.62)) score += 100 + random.int(5, 45);
    return { score, seconds: random.int(45, 140) };
  },
  marble: (random) => {
    let points = 1000;
    let races = 0;
    while (races < 3 && points > 0) {
      const stake = 100 * random.int(1, points / 100);
      points += random.chance(1 / 6) ? stake * 4 : -stake;
      races += 1;
    }
    return { score: points, seconds: races * random.int(7, 14) };
  },
  slide: (random) => {
    const moves = random.int(22, 140);
    const seconds = random.int(25, 240);
    return { score: Math.max(50, 1000 - moves * 8 - seconds * 3), seconds };
  },
  memory: (random) => {
    const turns = random.int(11, 30);
    const seconds = random.int(turns * 2, turns * 4);
    return { score: Math.max(100, 1000 - (turns - 8) * 20 - seconds * 2), seconds };
  },
};

type SessionRow = typeof gamePlaySessions.$inferInsert;

/**
 * Every game's seeded rounds as of `now`: more of them lately (a game grows), a third by members
 * with a score, the rest guests' (no score) and members' rounds left unfinished.
 */
export function buildGameHistory(random: RandomSource, titles: readonly GameSeed[], now: Date): SessionRow[] {
  const rows: SessionRow[] = [];
  for (const title of titles) {
    const released = Date.parse(`${title.releasedOn}T03:00:00Z`);
    const from = Math.max(now.getTime() - HISTORY_DAYS * DAY_MS, released);
    const span = now.getTime() - from;
    if (span <= 0) continue;
    const players = random.shuffle(Array.from({ length: MEMBERS }, (_, i) => FIRST_MEMBER + i)).slice(0, random.int(18, 60));
    // 6–26 rounds a day on average; a game played since fewer days has fewer.
    const total = Math.round((random.int(600, 2600) / 100) * (span / DAY_MS));
    for (let n = 0; n < total; n++) {
      // Denser towards now: the square root leans the draws to the end of the span; every round is over by now.
      const startedAt = new Date(Math.max(from, from + Math.sqrt(random.next()) * span - random.int(600, 3600) * 1000));
      const limits = GAME_LIMITS[title.engine];
      if (random.chance(0.35)) {
        const userId = random.pick(players);
        if (random.chance(0.1)) {
          rows.push({ gameId: title.id, userId, startedAt });
          continue;
        }
        const round = rounds[title.engine](random);
        const seconds = Math.max(round.seconds, limits.minSeconds + 1);
        rows.push({ gameId: title.id, userId, startedAt, score: round.score, scoredAt: new Date(startedAt.getTime() + seconds * 1000) });
      } else {
        rows.push({ gameId: title.id, guestId: `seed-guest-${random.int(1, 4000)}`, startedAt });
      }
    }
  }
  return rows.map((row, i) => ({ id: SEEDED_SESSION_BASE + i + 1, ...row }));
}
