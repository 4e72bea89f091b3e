/**
 * Errors of this area carry a message key: handlers and helpers throw `new UsersError(409, 'emailTaken',
 * { value })` and the area's error handler answers the envelope in the request's language.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { describeError, sendError } from '../../plugins/envelope.ts';
import { t } from '../../i18n.ts';
import { ut, type UsersMessageKey } from './messages.ts';

export class UsersError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: UsersMessageKey,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'UsersError';
  }
}

/** Installs the handler in the users plugin's scope (routes of other areas are untouched). */
export function installUsersErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | UsersError, request, reply) => {
    if (error instanceof UsersError) {
      request.log.info({ code: error.statusCode, reason: error.key }, 'request rejected');
      return sendError(reply, error.statusCode, ut(request.language, error.key, error.values));
    }
    const { code, msg } = describeError(error, request);
    if (code >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, reason: error.message }, 'request rejected');
    return sendError(reply, code, msg);
  });
}

/** The member id of a route guarded by app.requireMember. */
export function memberId(request: FastifyRequest): number {
  if (request.auth.kind !== 'member') throw new UsersError(401, 'accountGone');
  return request.auth.userId;
}

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one), or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** preHandler of the area: a NUL character in any text field is a 400 naming the field. */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const field = nulPath(request.body, 'body') ?? nulPath(request.query, 'querystring') ?? nulPath(request.params, 'params');
    if (field) await sendError(reply, 400, t(request.language, 'fieldInvalid', { field }));
  });
}
