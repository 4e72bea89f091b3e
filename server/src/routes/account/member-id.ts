/** The member id of a route guarded by app.requireMember. */
import type { FastifyRequest } from 'fastify';
import { fail } from './messages.ts';

export function memberId(request: FastifyRequest): number {
  if (request.auth.kind !== 'member') throw fail(401, 'accountGone');
  return request.auth.userId;
}
