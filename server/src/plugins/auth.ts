/**
 * Who is calling: the Authorization header carries a member token, a guest token or nothing
 * ("Bearer " is optional). `request.auth` says which; `app.requireMember` / `app.requireCaller`
 * guard routes that need one (401 in the envelope otherwise), `app.requireAdmin` the admins' routes
 * (403 for other members). On public routes a bad or expired token is treated as no token, so reads
 * keep working.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { SITE_ROLES, serverSecrets, users } from '../db/schema.ts';
import { MemberStandings, memberStanding } from '../auth/member-standing.ts';
import { SessionEnds } from '../auth/session-ends.ts';
import { randomToken, verifyToken, type TokenCheck } from '../auth/tokens.ts';
import { sendError } from './envelope.ts';
import { t } from '../i18n.ts';

export type Auth =
  | { kind: 'anonymous'; tokenProblem?: 'malformed' | 'signature' | 'expired' | 'ended' | 'gone' }
  | { kind: 'guest'; guestId: string }
  | { kind: 'member'; userId: number; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth;
  }
  interface FastifyInstance {
    /** The key that signs access and guest tokens. */
    tokenSecret: string;
    /** preHandler: a member token is required. */
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a member or guest token is required. */
    requireCaller: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preValidation or preHandler: a member whose site role is admin (4) is required (401 without a member, 403 for any other member). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Where ended sessions are announced, for what holds a token beyond one request (the chat sockets). */
    sessionEnds: SessionEnds;
    /** Whether member tokens still stand, kept a short while (auth/member-standing.ts); ends announced here drop theirs. */
    memberStandings: MemberStandings;
  }
}

export interface AuthOptions {
  /** AUTH_SECRET; when absent, one is made once and kept in the database. */
  secret?: string;
}

const SECRET_NAME = 'token-signing-key';

async function loadSecret(app: FastifyInstance, configured?: string): Promise<string> {
  if (configured) return configured;
  await app.db.insert(serverSecrets).values({ name: SECRET_NAME, value: randomToken(48) }).onConflictDoNothing();
  const [row] = await app.db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  return row!.value;
}

function bearer(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim().replace(/^Bearer\s+/i, '');
  return value.length > 0 && value.length <= 4096 ? value : null;
}

function authFrom(check: TokenCheck): Auth {
  if (!check.ok) return { kind: 'anonymous', tokenProblem: check.reason };
  const { kind, sub, sid } = check.claims;
  if (kind === 'guest') return { kind: 'guest', guestId: sub };
  const userId = Number(sub);
  return Number.isSafeInteger(userId) && userId > 0 && sid ? { kind: 'member', userId, sessionId: sid } : { kind: 'anonymous', tokenProblem: 'malformed' };
}

async function auth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  const secret = await loadSecret(app, options.secret);
  app.decorate('tokenSecret', secret);
  app.decorate('sessionEnds', new SessionEnds((error) => app.log.error({ err: error }, 'session end listener failed')));
  app.decorate('memberStandings', new MemberStandings((userId, sessionId, version) => memberStanding(app.db, userId, sessionId, version)));
  app.sessionEnds.listen((end) => app.memberStandings.forget(end));
  // Set by the onRequest hook below for every request.
  app.decorateRequest('auth', undefined as never);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request.headers.authorization);
    if (!token) return void (request.auth = { kind: 'anonymous' });
    const check = verifyToken(secret, token);
    const found = authFrom(check);
    if (found.kind === 'member' && check.ok) {
      // A valid signature is not enough: the account must exist and the session must not have ended.
      const standing = await app.memberStandings.standing(found.userId, found.sessionId, check.claims.sv!);
      if (standing !== 'ok') return void (request.auth = { kind: 'anonymous', tokenProblem: standing });
    }
    request.auth = found;
  });

  app.decorate('requireMember', async (request: FastifyRequest, reply: FastifyReply) => {
    const { auth } = request;
    if (auth.kind === 'member') return;
    const key = auth.kind === 'anonymous' && auth.tokenProblem === 'gone' ? 'accountGone' : auth.kind === 'anonymous' && auth.tokenProblem === 'ended' ? 'sessionEnded' : 'unauthorized';
    await sendError(reply, 401, t(request.language, key));
  });
  app.decorate('requireCaller', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.auth.kind === 'anonymous') await sendError(reply, 401, t(request.language, 'unauthorized'));
  });
  // The role is read at each request, never from the token: a demoted admin stops at once.
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    const { auth } = request;
    if (auth.kind !== 'member') return app.requireMember(request, reply);
    const [account] = await app.db.select({ role: users.siteRoleId }).from(users).where(eq(users.id, auth.userId)).limit(1);
    if (!account) return void (await sendError(reply, 401, t(request.language, 'accountGone')));
    if (account.role !== SITE_ROLES.admin) await sendError(reply, 403, t(request.language, 'adminOnly'));
  });
}

export default fp(auth, { name: 'auth', fastify: '5.x', dependencies: ['db', 'envelope'] });
