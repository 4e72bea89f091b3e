/** The public member directory (thanh-vien). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import { Member, MembersQuery } from '../../../../contracts/schemas/community.ts';
import { listMembers } from './members-data.ts';
import { userMatches } from './people.ts';
import { PREFIX } from './prefix.ts';

export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(`${PREFIX}/members`, {
    schema: {
      tags: ['community'],
      summary: 'Members (thanh-vien): search names with or without diacritics; highest level or newest first',
      headers: ApiHeaders,
      querystring: MembersQuery,
      response: { 200: Envelope(Page(Member)), ...errorResponses },
    },
    handler: async (request) => {
      const { pageNum, pageSize, keyword, sort } = request.query;
      const where = keyword?.trim() ? userMatches(keyword) : undefined;
      return ok(request, await listMembers(app.db, { where, order: sort, page: { pageNum, pageSize } }));
    },
  });
};
