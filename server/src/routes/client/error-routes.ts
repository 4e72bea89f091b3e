/**
 * Browser error reports: POST /other/api/client-errors stores one (the SPA's fallback when no Sentry
 * DSN is configured; tightly rate limited), GET lists them for admins and moderators.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { SITE_ROLES, users } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import { ClientErrorBody, ClientErrorCreated, ClientErrorQuery, ClientErrorReport } from '../../../../contracts/schemas/client.ts';
import { listReports, pruneReports, storeReport } from './error-data.ts';
import { fail } from './messages.ts';

export const CLIENT_ERRORS_PATH = '/other/api/client-errors';

/** Per client address: a browser stuck in an error loop cannot flood the table. */
export const REPORT_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Largest report body: the longest valid report, every character escaped, fits easily. */
const REPORT_BODY_LIMIT = 256 * 1024;

/** Old reports are pruned after a new one is stored, at most this often. */
const PRUNE_EVERY_MS = 60 * 60_000;

/** Site roles that may read the reports. */
const STAFF_ROLES: ReadonlySet<number> = new Set([SITE_ROLES.moderator, SITE_ROLES.admin]);

export const errorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let lastPrune = 0;

  /** 401 without a member token (or for an account that is gone), 403 for a member who is not staff. */
  async function requireStaff(request: FastifyRequest) {
    const { auth } = request;
    if (auth.kind === 'anonymous' && auth.tokenProblem === 'gone') throw fail(401, 'accountGone');
    if (auth.kind !== 'member') throw fail(401, 'signInRequired');
    const [account] = await app.db.select({ role: users.siteRoleId }).from(users).where(eq(users.id, auth.userId)).limit(1);
    if (!account) throw fail(401, 'accountGone');
    if (!STAFF_ROLES.has(account.role)) throw fail(403, 'staffOnly');
  }

  app.post(CLIENT_ERRORS_PATH, {
    config: REPORT_RATE_LIMIT,
    bodyLimit: REPORT_BODY_LIMIT,
    schema: {
      tags: ['client'],
      summary: 'Stores an error report of the browser (30 a minute per address)',
      headers: ApiHeaders,
      body: ClientErrorBody,
      response: { 200: Envelope(ClientErrorCreated), ...errorResponses },
    },
    handler: async (request) => {
      const id = await storeReport(app.db, request.body, {
        auth: request.auth,
        ip: request.ip ?? '',
        userAgent: request.headers['user-agent'],
      });
      if (performance.now() - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = performance.now();
        await pruneReports(app.db);
      }
      return ok(request, { id });
    },
  });

  app.get(CLIENT_ERRORS_PATH, {
    // Who may read is checked before the query: an outsider learns nothing from a 400.
    preValidation: requireStaff,
    schema: {
      tags: ['client'],
      summary: 'Error reports of browsers, newest first (admins and moderators)',
      headers: ApiHeaders,
      security: [{ token: [] }],
      querystring: ClientErrorQuery,
      response: { 200: Envelope(Page(ClientErrorReport)), ...errorResponses },
    },
    handler: async (request) => ok(request, await listReports(app.db, request.query)),
  });
};
