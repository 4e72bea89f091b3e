/**
 * Whether a member token still stands: its account exists, the password has not changed and no
 * "end every session" happened since it was issued (users.session_version), and its own session was
 * not ended. Checked on every request carrying a member token, so an ended session stops at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { users, userSessions } from '../db/schema.ts';
import { clock, clockDate } from '../clock.ts';

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
