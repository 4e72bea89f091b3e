/** Guests: a token for visitors without an account (SPEC §4: no token → guest login). */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { issueToken } from '../../auth/tokens.ts';
import { guests } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { GuestInfo, GuestLoginBody, GuestToken } from '../../../../contracts/schemas/users/account.ts';
import { fail } from './messages.ts';

/** SPEC §9: the guest token lives 7 days. */
export const GUEST_TOKEN_TTL = 604_800;

export const guestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/live/api/user/guest-login', {
    config: app.authRateLimit,
    schema: {
      tags: ['users'],
      summary: 'A guest token (valid 7 days) for a visitor without an account',
      headers: ApiHeaders,
      body: GuestLoginBody,
      response: { 200: Envelope(GuestToken), ...errorResponses },
    },
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
    schema: {
      tags: ['users'],
      summary: 'The guest behind a guest token',
      headers: ApiHeaders,
      security: [{ token: [] }],
      response: { 200: Envelope(GuestInfo), ...errorResponses },
    },
    handler: async (request) => {
      if (request.auth.kind !== 'guest') throw fail(401, 'guestRequired');
      const [row] = await app.db.select().from(guests).where(eq(guests.id, request.auth.guestId));
      if (!row) throw fail(401, 'guestRequired');
      return ok(request, { guestId: row.id, createdAt: row.createdAt.toISOString() });
    },
  });
};
