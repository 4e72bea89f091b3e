/** The member's daily upload quota (server/src/uploads/gate.ts), shown by the upload forms. */
import type { FastifyInstance } from 'fastify';
import * as account from '../../../../contracts/endpoints/account.ts';
import { serve } from '../endpoint-route.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberId } from './member-id.ts';

export const uploadQuotaRoutes = async (app: FastifyInstance): Promise<void> => {
  serve(app, account.uploadQuota, async (request) => ok(request, await app.uploads.quota(memberId(request))));
};
