/**
 * Member sessions: a short-lived access token plus a single-use refresh token. Refreshing marks the
 * presented token used and issues the next one in the same family; presenting a used token again
 * revokes the whole family (a stolen token is then useless to both holders).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashToken, issueToken, randomToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/connect.ts';
import { refreshTokens } from '../../db/schema.ts';
import { UsersError } from './errors.ts';
import { clock, clockDate } from '../../clock.ts';

export interface Tokens {
  token: string;
  refreshToken: string;
}

export async function issueSession(app: FastifyInstance, db: Db, userId: number, familyId: string = randomToken(16)): Promise<Tokens> {
  const refreshToken = randomToken(32);
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(refreshToken),
    userId,
    familyId,
    expiresAt: new Date(clock.now() + app.config.refreshTokenTtl * 1000),
  });
  return { token: issueToken(app.tokenSecret, 'member', String(userId), app.config.accessTokenTtl), refreshToken, };
}

async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: clockDate() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Every refresh token of a member stops working (password reset). */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: clockDate() }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Rotates a refresh token; 401 for an unknown, expired, revoked or already used one. */
export async function rotateRefreshToken(app: FastifyInstance, presented: string): Promise<Tokens & { userId: number }> {
  const tokenHash = hashToken(presented);
  const [row] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= clock.now()) throw new UsersError(401, 'sessionExpired');
  // Marking it used is the claim: of two concurrent refreshes only one wins, the other is a reuse.
  const claimed = await app.db
    .update(refreshTokens)
    .set({ usedAt: clockDate() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId });
  if (claimed.length === 0) {
    await revokeFamily(app.db, row.familyId);
    throw new UsersError(401, 'sessionExpired');
  }
  const tokens = await issueSession(app, app.db, row.userId, row.familyId);
  return { ...tokens, userId: row.userId };
}
