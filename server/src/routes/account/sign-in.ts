/** What every sign-in answers: the access token, the member, and the refresh token where the client keeps it. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session, UserInfo } from '../../../../contracts/schemas/users/account.ts';
import { isBrowserClient, requireSameSite, setRefreshCookie } from './session-cookie.ts';
import type { Tokens } from './sessions.ts';

/** A browser's sign-in sets a cookie, so it must come from this site (no login CSRF). */
export function checkCookieCaller(app: FastifyInstance, request: FastifyRequest): void {
  if (isBrowserClient(request)) requireSameSite(request, app.config.allowedOrigins);
}

export function sessionAnswer(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, tokens: Tokens, userInfo: UserInfo): Session {
  if (isBrowserClient(request)) {
    setRefreshCookie(request, reply, tokens.refreshToken, app.config.refreshTokenTtl);
    return { token: tokens.token, userInfo };
  }
  return { token: tokens.token, refreshToken: tokens.refreshToken, userInfo };
}
