/** The member's daily upload quota (server/src/uploads/gate.ts), shown by the upload forms. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { memberId } from './member-id.ts';
import { ApiHeaders, Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { UploadQuota } from '../../../../contracts/schemas/users/uploads.ts';

export const uploadQuotaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/live/api/user/upload-quota', {
    preHandler: app.requireMember,
    schema: {
      tags: ['users'],
      summary: 'What the member has uploaded today (short videos and post pictures together) and may upload, in bytes and files',
      headers: ApiHeaders,
      security: [{ token: [] }],
      response: { 200: Envelope(UploadQuota), ...errorResponses },
    },
    handler: async (request) => ok(request, await app.uploads.quota(memberId(request))),
  });
};
