/** What the sports family's member calls (favourites, tips) share: the caller's id. */
import type { FastifyRequest } from 'fastify';

/** The caller's user id on a member route (0 for anyone else). */
export const memberId = (request: FastifyRequest): number => (request.auth.kind === 'member' ? request.auth.userId : 0);
