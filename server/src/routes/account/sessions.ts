/**
 * Member sessions. A session is a signed-in device (user_sessions) with a refresh-token family:
 * a short-lived access token plus a single-use refresh token. Refreshing marks the presented token
 * used and issues the next one in the same family; presenting a used token again (past a short leeway
 * for two tabs refreshing at once) revokes the whole family. Access tokens carry the session id and
 * the user's session version, so ending a session or changing the password stops them at once
 * (auth/member-standing.ts), and every ending is announced (auth/session-ends.ts) so that open
 * sockets of those sessions close too.
 */
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionEnd } from '../../auth/session-ends.ts';
import { hashToken, issueToken, randomToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/connect.ts';
import { refreshTokens, users, userSessions, type SessionMethod } from '../../db/schema.ts';
import { fail } from './messages.ts';
import { clock, clockDate } from '../../clock.ts';

export interface Tokens {
  token: string;
  refreshToken: string;
  sessionId: string;
}

/** A used refresh token presented again this soon is two tabs refreshing at once, not a theft. */
export const REUSE_LEEWAY_MS = 30_000;
const USER_AGENT_MAX = 300;

function clientOf(request: FastifyRequest | undefined): { userAgent: string; address: string } {
  if (!request) return { userAgent: '', address: '' };
  return { userAgent: String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX), address: request.ip ?? '' };
}

async function sessionVersion(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, userId));
  if (!row) throw fail(401, 'accountGone');
  return row.version;
}

async function addRefreshToken(app: FastifyInstance, db: Db, userId: number, sessionId: string): Promise<string> {
  const refreshToken = randomToken(32);
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(refreshToken),
    userId,
    familyId: sessionId,
    expiresAt: new Date(clock.now() + app.config.refreshTokenTtl * 1000),
  });
  return refreshToken;
}

function accessToken(app: FastifyInstance, userId: number, sessionId: string, version: number): string {
  return issueToken(app.tokenSecret, 'member', String(userId), app.config.accessTokenTtl, { sid: sessionId, sv: version });
}

/** A new signed-in device for the member. */
export async function issueSession(app: FastifyInstance, db: Db, userId: number, method: SessionMethod, request?: FastifyRequest): Promise<Tokens> {
  const sessionId = randomToken(16);
  const version = await sessionVersion(db, userId);
  await db.insert(userSessions).values({ id: sessionId, userId, method, ...clientOf(request) });
  const refreshToken = await addRefreshToken(app, db, userId, sessionId);
  return { token: accessToken(app, userId, sessionId, version), refreshToken, sessionId };
}

async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: clockDate() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends one session: its refresh tokens are revoked, its access tokens stop at their next call, and
 * its open sockets close (announced on app.sessionEnds).
 */
export async function endSession(app: FastifyInstance, userId: number, sessionId: string): Promise<boolean> {
  const ended = await app.db
    .update(userSessions)
    .set({ endedAt: clockDate() })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.endedAt)))
    .returning({ id: userSessions.id });
  await revokeFamily(app.db, sessionId);
  if (ended.length > 0) await app.sessionEnds.announce({ userId, sessionIds: [sessionId] });
  return ended.length > 0;
}

/** Ends every session of the member except `keep` (announced like endSession); how many ended. */
export async function endOtherSessions(app: FastifyInstance, userId: number, keep: string): Promise<number> {
  const ended = await app.db
    .update(userSessions)
    .set({ endedAt: clockDate() })
    .where(and(eq(userSessions.userId, userId), ne(userSessions.id, keep), isNull(userSessions.endedAt)))
    .returning({ id: userSessions.id });
  await app.db
    .update(refreshTokens)
    .set({ revokedAt: clockDate() })
    .where(and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keep), isNull(refreshTokens.revokedAt)));
  if (ended.length > 0) await app.sessionEnds.announce({ userId, sessionIds: ended.map((row) => row.id) });
  return ended.length;
}

export interface RevokedSessions {
  /** How many sessions were still going. */
  ended: number;
  /** What to announce on app.sessionEnds once the change is committed. */
  end: SessionEnd;
}

/**
 * Every session of a member ends at once, access tokens included (password reset or change): the
 * session version goes up, so tokens issued before stop at their next call. `db` may be a
 * transaction: the caller announces `end` once it is committed (a socket closed before then could
 * reconnect with a token that still stands).
 */
export async function revokeAllSessions(db: Db, userId: number): Promise<RevokedSessions> {
  const [bumped] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.sessionVersion });
  const ended = await db
    .update(userSessions)
    .set({ endedAt: clockDate() })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt)))
    .returning({ id: userSessions.id });
  await db.update(refreshTokens).set({ revokedAt: clockDate() }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return { ended: ended.length, end: { userId, versionBelow: bumped?.version ?? 0 } };
}

/** Logout: the session of a refresh token ends, whatever state the token is in. */
export async function endSessionOfRefreshToken(app: FastifyInstance, presented: string): Promise<void> {
  const [row] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (row) await endSession(app, row.userId, row.familyId);
}

/** The member a refresh token was issued to (whatever its state), or null for an unknown one. */
export async function ownerOfRefreshToken(db: Db, presented: string): Promise<number | null> {
  const [row] = await db.select({ userId: refreshTokens.userId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(presented)));
  return row?.userId ?? null;
}

/** Rotates a refresh token; 401 for an unknown, expired, revoked or already used one. */
export async function rotateRefreshToken(app: FastifyInstance, presented: string, request?: FastifyRequest): Promise<Tokens & { userId: number }> {
  const tokenHash = hashToken(presented);
  const [row] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= clock.now()) throw fail(401, 'sessionExpired');
  // Marking it used is the claim: of two concurrent refreshes only one wins, the other is a reuse.
  const claimed = await app.db
    .update(refreshTokens)
    .set({ usedAt: clockDate() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId });
  if (claimed.length === 0) {
    const [again] = await app.db.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    const benign = again?.usedAt && clock.now() - again.usedAt.getTime() <= REUSE_LEEWAY_MS;
    if (!benign) {
      await endSession(app, row.userId, row.familyId);
      throw fail(401, 'sessionExpired');
    }
  }
  const [session] = await app.db
    .select({ endedAt: userSessions.endedAt })
    .from(userSessions)
    .where(eq(userSessions.id, row.familyId));
  if (!session || session.endedAt) throw fail(401, 'sessionExpired');
  const version = await sessionVersion(app.db, row.userId);
  const refreshToken = await addRefreshToken(app, app.db, row.userId, row.familyId);
  await app.db
    .update(userSessions)
    .set({ lastSeenAt: clockDate(), ...(request ? { address: request.ip ?? '' } : {}) })
    .where(eq(userSessions.id, row.familyId));
  return { token: accessToken(app, row.userId, row.familyId, version), refreshToken, sessionId: row.familyId, userId: row.userId };
}

export interface LiveSession {
  id: string;
  method: SessionMethod;
  userAgent: string;
  address: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The member's sessions that can still be used: not ended, with a live refresh token. Latest activity first. */
export async function liveSessions(db: Db, userId: number): Promise<LiveSession[]> {
  const live = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, clockDate())));
  return db
    .select({
      id: userSessions.id,
      method: userSessions.method,
      userAgent: userSessions.userAgent,
      address: userSessions.address,
      createdAt: userSessions.createdAt,
      lastSeenAt: userSessions.lastSeenAt,
    })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt), inArray(userSessions.id, live)))
    .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.createdAt));
}
