/** Guests: a token for visitors without an account (SPEC §4: no token → guest login). */
import type { FastifyInstance } from 'fastify';
import * as auth from '../../../../contracts/endpoints/auth.ts';
import { serve } from '../endpoint-route.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { issueToken } from '../../auth/tokens.ts';
import { guests } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { fail } from './messages.ts';

/** SPEC §9: the guest token lives 7 days. */
export const GUEST_TOKEN_TTL = 604_800;

export const guestRoutes = async (app: FastifyInstance): Promise<void> => {
  serve(app, auth.guestLogin, async (request) => {
    const guestId = randomUUID();
    await app.db.insert(guests).values({ id: guestId });
    const guestToken = issueToken(app.tokenSecret, 'guest', guestId, GUEST_TOKEN_TTL);
    return ok(request, { guestToken, guestId, expiresIn: GUEST_TOKEN_TTL });
  });

  serve(app, auth.guestInfo, async (request) => {
    if (request.auth.kind !== 'guest') throw fail(401, 'guestRequired');
    const [row] = await app.db.select().from(guests).where(eq(guests.id, request.auth.guestId));
    if (!row) throw fail(401, 'guestRequired');
    return ok(request, { guestId: row.id, createdAt: row.createdAt.toISOString() });
  });
};
