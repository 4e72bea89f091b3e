/**
 * Whether a member token still stands: its account exists, the password has not changed and no
 * "end every session" happened since it was issued (users.session_version), and its own session was
 * not ended. Checked for every request carrying a member token (through MemberStandings, which keeps
 * the answer a short while and drops it when the session ends), so an ended session stops at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { users, userSessions } from '../db/schema.ts';
import { clock, clockDate } from '../clock.ts';
import { isEndedBy, type SessionEnd } from './session-ends.ts';

export type Standing = 'ok' | 'gone' | 'ended';

/** The last-seen time of a session is written at most this often. */
const LAST_SEEN_STEP_MS = 5 * 60_000;

export async function memberStanding(db: Db, userId: number, sessionId: string, version: number): Promise<Standing> {
  const [row] = await db
    .select({ version: users.sessionVersion, endedAt: userSessions.endedAt, lastSeenAt: userSessions.lastSeenAt })
    .from(users)
    .leftJoin(userSessions, and(eq(userSessions.id, sessionId), eq(userSessions.userId, users.id)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return 'gone';
  if (row.version !== version || row.endedAt !== null) return 'ended';
  if (row.lastSeenAt && clock.now() - row.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
    await db
      .update(userSessions)
      .set({ lastSeenAt: clockDate() })
      .where(and(eq(userSessions.id, sessionId), sql`${userSessions.endedAt} is null`));
  }
  return 'ok';
}

/** How long a member token found standing is trusted without asking the database again. */
export const STANDING_TTL_MS = 30_000;
/** Sessions kept at most (the oldest goes first). */
const MAX_STANDINGS = 20_000;

interface Kept {
  userId: number;
  sessionId: string;
  version: number;
  /** When the database said it stands (performance.now()). */
  at: number;
}

/**
 * The standing of the sessions calling this instance, kept STANDING_TTL_MS so that a member's calls
 * do not each cost a database round trip. Only 'ok' is kept. `forget` drops the sessions an end
 * names (auth plugin: every end announced on app.sessionEnds, at once, before the call that ended
 * them answers; chat gateway: the ends other instances announce, as the bus brings them); a check
 * under way when an end arrives is not kept. What changes without an announced end (an account
 * deleted by hand) is seen within the TTL.
 */
export class MemberStandings {
  private readonly kept = new Map<string, Kept>();
  private generation = 0;

  constructor(
    private readonly check: (userId: number, sessionId: string, version: number) => Promise<Standing>,
    private readonly ttlMs = STANDING_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.kept.size;
  }

  async standing(userId: number, sessionId: string, version: number): Promise<Standing> {
    const key = `${userId}|${version}|${sessionId}`;
    const kept = this.kept.get(key);
    if (kept && this.now() - kept.at < this.ttlMs) return 'ok';
    const generation = this.generation;
    const standing = await this.check(userId, sessionId, version);
    if (standing !== 'ok') this.kept.delete(key);
    else if (generation === this.generation) {
      this.kept.delete(key);
      if (this.kept.size >= MAX_STANDINGS) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, { userId, sessionId, version, at: this.now() });
    }
    return standing;
  }

  /** Drops the sessions `end` ended. */
  forget(end: SessionEnd): void {
    this.generation += 1;
    for (const [key, kept] of this.kept) {
      if (isEndedBy(end, kept.userId, kept.sessionId, kept.version)) this.kept.delete(key);
    }
  }
}
