/** Accounts: registration, sign-in, token refresh, the member's own info and availability checks. */
import * as account from '../../../../contracts/endpoints/account.ts';
import * as auth from '../../../../contracts/endpoints/auth.ts';
import { serve } from '../endpoint-route.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { referralCodeOf } from '../../users/referrals.ts';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { requireAllowedPassword } from './password-rule.ts';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberId } from './member-id.ts';
import { fail } from './messages.ts';
import { cleanNickname, requireEmail, requirePhone, requireUsername } from './identity.ts';
import { loginKind, normalizePhone } from '../../../../contracts/fields.ts';
import { endSession, endSessionOfRefreshToken, issueSession, ownerOfRefreshToken, rotateRefreshToken } from './sessions.ts';
import { clearRefreshCookie, isBrowserClient, refreshCookieOf, requireSameSite } from './session-cookie.ts';
import { checkCookieCaller, sessionAnswer } from './sign-in.ts';
import { claimAttempt, guardKey, lockedError, noteFailure, noteSuccess } from './sign-in-guard.ts';
import { assertAvailable, avatarPath, createUser, currentUser, PRESET_AVATARS, toUserInfo } from './user-data.ts';

/**
 * The member a sign-up is credited to: the owner of the `pid` referral code, unless the code is
 * malformed or unknown (ignored: the sign-up goes on) or the referrer is the one signing up: the
 * request carries the referrer's own access token or this browser's refresh cookie is theirs.
 */
async function referrerOf(db: Db, request: FastifyRequest, pid: string | undefined): Promise<number | null> {
  const code = referralCodeOf(pid);
  if (!code) return null;
  const [referrer] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code));
  if (!referrer) return null;
  if (request.auth.kind === 'member' && request.auth.userId === referrer.id) return null;
  const cookie = refreshCookieOf(request);
  if (cookie && (await ownerOfRefreshToken(db, cookie)) === referrer.id) return null;
  return referrer.id;
}

export const accountRoutes = async (app: FastifyInstance): Promise<void> => {
  serve(app, auth.register, async (request, reply) => {
    checkCookieCaller(app, request);
    const body = request.body;
    const username = requireUsername(body.username, 'body.username');
    const email = body.email?.trim() ? requireEmail(body.email, 'body.email') : null;
    const phoneNumber = body.phoneNumber?.trim() ? requirePhone(body.phoneNumber, 'body.phoneNumber') : null;
    if (!email && !phoneNumber) throw fail(400, 'contactRequired');
    const displayName = body.displayName ? cleanNickname(body.displayName) : username;
    requireAllowedPassword(body.password, { username, email, phoneNumber, displayName }, 'body.password');
    await assertAvailable(app.db, { username, email, phoneNumber });
    const passwordHash = await hashPassword(body.password);
    const result = await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const referredBy = await referrerOf(db, request, body.pid);
      const user = await createUser(db, { username, passwordHash, displayName, email, phoneNumber, referredBy });
      return { user, tokens: await issueSession(app, db, user.id, 'register', request) };
    });
    return ok(request, sessionAnswer(app, request, reply, result.tokens, toUserInfo(result.user)));
  });

  serve(app, auth.login, async (request, reply) => {
    checkCookieCaller(app, request);
    const login = request.body.username.trim();
    // One kind per identifier, so a username that looks like someone's phone never answers for it.
    const kind = loginKind(login);
    const match =
      kind === 'phone'
        ? eq(users.phoneNumber, normalizePhone(login)!)
        : kind === 'email'
          ? sql`lower(${users.email}) = lower(${login})`
          : sql`lower(${users.username}) = lower(${login})`;
    const [user] = await app.db.select().from(users).where(match).limit(1);
    const key = guardKey(user?.id ?? null, login);
    const attempt = await claimAttempt(app.db, key);
    // The hash is checked even without an account or while locked, so every failure looks and takes the same.
    const valid = await verifyPassword(request.body.password, user?.passwordHash);
    if (!attempt.allowed) throw lockedError(attempt.until);
    if (!user || !valid) {
      const lockedNow = await noteFailure(app.db, key, attempt);
      throw lockedNow ? lockedError(lockedNow) : fail(401, 'badCredentials');
    }
    await noteSuccess(app.db, key);
    const tokens = await issueSession(app, app.db, user.id, 'password', request);
    return ok(request, sessionAnswer(app, request, reply, tokens, toUserInfo(user)));
  });

  serve(app, auth.refreshToken, async (request, reply) => {
    const fromBody = request.body?.refreshToken;
    let presented = fromBody;
    if (!presented) {
      requireSameSite(request, app.config.allowedOrigins);
      presented = refreshCookieOf(request) ?? undefined;
    }
    if (!presented) throw fail(401, 'sessionExpired');
    try {
      const tokens = await rotateRefreshToken(app, presented, request);
      const userInfo = toUserInfo(await currentUser(app.db, tokens.userId));
      // A body token is answered in the body; a cookie is answered with a new cookie.
      if (fromBody) return ok(request, { token: tokens.token, refreshToken: tokens.refreshToken, userInfo });
      return ok(request, sessionAnswer(app, request, reply, tokens, userInfo));
    } catch (error) {
      if (!fromBody) clearRefreshCookie(request, reply);
      throw error;
    }
  });

  serve(app, auth.logout, async (request, reply) => {
    const fromBody = request.body?.refreshToken;
    if (!fromBody && (refreshCookieOf(request) || isBrowserClient(request))) requireSameSite(request, app.config.allowedOrigins);
    const presented = fromBody ?? refreshCookieOf(request);
    if (presented) await endSessionOfRefreshToken(app, presented);
    if (request.auth.kind === 'member') await endSession(app, request.auth.userId, request.auth.sessionId);
    clearRefreshCookie(request, reply);
    return ok(request, { done: true as const });
  });

  serve(app, auth.userInfo, async (request) => {
    return ok(request, toUserInfo(await currentUser(app.db, memberId(request))));
  });

  serve(app, account.updateInfo, async (request) => {
    const userId = memberId(request);
    const changes: Partial<typeof users.$inferInsert> = {};
    if (request.body.nickname !== undefined) changes.nickname = cleanNickname(request.body.nickname);
    const picture = request.body.profilePicture;
    if (picture !== undefined) {
      const preset = /^\/media\/avatar\/preset-(\d+)\.svg$/.exec(picture);
      const allowed = picture === avatarPath(userId) || (preset && Number(preset[1]) >= 1 && Number(preset[1]) <= PRESET_AVATARS);
      if (!allowed) throw fail(400, 'pictureInvalid', { id: userId, presets: PRESET_AVATARS });
      changes.profilePicture = picture;
    }
    if (Object.keys(changes).length === 0) return ok(request, toUserInfo(await currentUser(app.db, userId)));
    const [row] = await app.db.update(users).set(changes).where(eq(users.id, userId)).returning();
    if (!row) throw fail(401, 'accountGone');
    return ok(request, toUserInfo(row));
  });

  serve(app, auth.checkEmail, async (request) => {
    const email = requireEmail(request.body.email, 'body.email');
    const [row] = await app.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    return ok(request, { available: !row });
  });

  serve(app, auth.checkPhone, async (request) => {
    const phone = requirePhone(request.body.phoneNumber, 'body.phoneNumber');
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
    return ok(request, { available: !row });
  });

  serve(app, auth.checkUsername, async (request) => {
    const username = requireUsername(request.body.username, 'body.username');
    const [row] = await app.db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`);
    return ok(request, { available: !row });
  });
};
