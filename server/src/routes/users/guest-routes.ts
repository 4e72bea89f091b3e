/** Guests: a token for visitors without an account (SPEC §4: no token → guest login). */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { issueToken } from '../../auth/tokens.ts';
import { guests } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { UsersError } from './errors.ts';
import { route } from './schemas.ts';

/** SPEC §9: the guest token lives 7 days. */
export const GUEST_TOKEN_TTL = 604_800;

export const guestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/live/api/user/guest-login', {
    config: app.authRateLimit,
    schema: route(
      'A guest token (valid 7 days) for a visitor without an account',
      Type.Object({ guestToken: Type.String(), guestId: Type.String(), expiresIn: Type.Integer() }),
      { body: Type.Object({}, { description: 'No body is needed; any fields are ignored.' }) },
    ),
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request) => {
      const guestId = randomUUID();
      await app.db.insert(guests).values({ id: guestId });
      const guestToken = issueToken(app.tokenSecret, 'guest', guestId, GUEST_TOKEN_TTL);
      return ok(request, { guestToken, guestId, expiresIn: GUEST_TOKEN_TTL });
    },
  });

  app.get('/live/api/user/guest-info', {
    schema: route('The guest behind a guest token', Type.Object({ guestId: Type.String(), createdAt: Type.String() }), {
      security: [{ token: [] }],
    }),
    handler: async (request) => {
      if (request.auth.kind !== 'guest') throw new UsersError(401, 'guestRequired');
      const [row] = await app.db.select().from(guests).where(eq(guests.id, request.auth.guestId));
      if (!row) throw new UsersError(401, 'guestRequired');
      return ok(request, { guestId: row.id, createdAt: row.createdAt.toISOString() });
    },
  });
};
