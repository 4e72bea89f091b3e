/** The member's own sessions (devices) and password: list, end one, end the others, change the password. */
import type { FastifyInstance } from 'fastify';
import * as account from '../../../../contracts/endpoints/account.ts';
import { serve } from '../endpoint-route.ts';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberId } from './member-id.ts';
import { fail } from './messages.ts';
import { requireAllowedPassword } from './password-rule.ts';
import { endOtherSessions, endSession, issueSession, liveSessions, revokeAllSessions } from './sessions.ts';
import { isBrowserClient, setRefreshCookie } from './session-cookie.ts';
import { claimAttempt, guardKey, lockedError, noteFailure, noteSuccess } from './sign-in-guard.ts';
import { describeDevice, networkOf } from './user-agent.ts';

export const sessionRoutes = async (app: FastifyInstance): Promise<void> => {
  const sessionOf = (request: { auth: { kind: string; sessionId?: string } }) => (request.auth.kind === 'member' ? request.auth.sessionId! : '');

  serve(app, account.sessionList, async (request) => {
    const current = sessionOf(request);
    const rows = await liveSessions(app.db, memberId(request));
    const list = rows.map((row) => ({
      id: row.id,
      current: row.id === current,
      device: describeDevice(row.userAgent) ?? '',
      method: row.method,
      address: row.address,
      network: networkOf(row.address),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    }));
    return ok(request, { list });
  });

  serve(app, account.endSession, async (request) => {
    const { id } = request.body;
    if (id === sessionOf(request)) throw fail(400, 'sessionIsCurrent');
    if (!(await endSession(app, memberId(request), id))) throw fail(404, 'sessionNotFound', { id });
    return ok(request, { ended: true as const });
  });

  serve(app, account.endOtherSessions, async (request) => {
    return ok(request, { ended: await endOtherSessions(app, memberId(request), sessionOf(request)) });
  });

  serve(app, account.changePassword, async (request, reply) => {
    const userId = memberId(request);
    const { currentPassword, newPassword } = request.body;
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw fail(401, 'accountGone');
    if (!user.passwordHash) throw fail(400, 'passwordNotSet');
    // Someone holding a stolen access token cannot guess the password faster than at sign-in.
    const key = guardKey(userId, user.username);
    const attempt = await claimAttempt(app.db, key);
    const valid = await verifyPassword(currentPassword, user.passwordHash);
    if (!attempt.allowed) throw lockedError(attempt.until);
    if (!valid) {
      const lockedNow = await noteFailure(app.db, key, attempt);
      throw lockedNow ? lockedError(lockedNow) : fail(400, 'passwordWrong');
    }
    await noteSuccess(app.db, key);
    requireAllowedPassword(newPassword, user, 'body.newPassword');
    const passwordHash = await hashPassword(newPassword);
    const { revoked, tokens } = await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
      const revoked = await revokeAllSessions(db, userId);
      return { revoked, tokens: await issueSession(app, db, userId, 'change', request) };
    });
    await app.sessionEnds.announce(revoked.end);
    const { ended } = revoked;
    const others = Math.max(0, ended - 1);
    if (isBrowserClient(request)) {
      setRefreshCookie(request, reply, tokens.refreshToken, app.config.refreshTokenTtl);
      return ok(request, { ended: others, token: tokens.token });
    }
    return ok(request, { ended: others, token: tokens.token, refreshToken: tokens.refreshToken });
  });
};
