/** What the sports family's member calls (favourites, tips) share: the check of the caller's account and the caller's id. */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { fail } from './messages.ts';

/**
 * On a member call (its endpoint's access is `member`, so a member token is already checked): the
 * token's account still exists. A token outliving its account is answered 401 with the general text,
 * never a foreign-key 500. Called first in the handler.
 */
export async function requireAccount(db: Db, request: FastifyRequest): Promise<void> {
  if (request.auth.kind !== 'member') return;
  const [me] = await db.select({ id: users.id }).from(users).where(eq(users.id, request.auth.userId));
  if (!me) throw fail(401, 'unauthorized');
}

/** The caller's user id on a member route (0 for anyone else). */
export const memberId = (request: FastifyRequest): number => (request.auth.kind === 'member' ? request.auth.userId : 0);
