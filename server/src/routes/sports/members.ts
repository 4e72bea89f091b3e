/** What the area's member calls share: the guard and the caller's id. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { sendError } from '../../plugins/envelope.ts';
import { t } from '../../i18n.ts';

/**
 * preHandlers of member calls: a member token (401 otherwise) whose account still exists (a token
 * outliving its account is answered 401 too, never a foreign-key 500). Like every call, they count
 * towards the address's rate limit (plugins/rate-limit.ts).
 */
export function memberOnly(app: FastifyInstance) {
  return [
    app.requireMember,
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.auth.kind !== 'member') return;
      const [me] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, request.auth.userId));
      if (!me) await sendError(reply, 401, t(request.language, 'unauthorized'));
    },
  ];
}

/** The caller's user id on a member route (0 for anyone else). */
export const memberId = (request: FastifyRequest): number => (request.auth.kind === 'member' ? request.auth.userId : 0);
