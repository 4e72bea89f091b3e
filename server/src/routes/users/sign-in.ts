/** What every sign-in answers: the access token, the member, and the refresh token where the client keeps it. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isBrowserClient, requireSameSite, setRefreshCookie } from './session-cookie.ts';
import { UserInfo } from './schemas.ts';
import type { Tokens } from './sessions.ts';

export const SessionAnswer = Type.Object({
  token: Type.String({ description: 'Member access token (lifetime AUTH_ACCESS_TTL); send it as Authorization.' }),
  refreshToken: Type.Optional(
    Type.String({
      description:
        'Single-use refresh token (lifetime AUTH_REFRESH_TTL) for clients that are not browsers. A browser (X-Client-Type: web) gets it only as the HttpOnly cookie vls_refresh.',
    }),
  ),
  userInfo: UserInfo,
});

/** A browser's sign-in sets a cookie, so it must come from this site (no login CSRF). */
export function checkCookieCaller(app: FastifyInstance, request: FastifyRequest): void {
  if (isBrowserClient(request)) requireSameSite(request, app.config.allowedOrigins);
}

export function sessionAnswer(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, tokens: Tokens, userInfo: UserInfo) {
  if (isBrowserClient(request)) {
    setRefreshCookie(request, reply, tokens.refreshToken, app.config.refreshTokenTtl);
    return { token: tokens.token, userInfo };
  }
  return { token: tokens.token, refreshToken: tokens.refreshToken, userInfo };
}
