/** The public member directory (thanh-vien). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../plugins/envelope.ts';
import { Page, PageQuery } from '../../../../contracts/schemas/common.ts';
import { listMembers } from './members-data.ts';
import { userMatches } from './people.ts';
import { PREFIX } from './prefix.ts';
import { Member, route } from './schemas.ts';

export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(`${PREFIX}/members`, {
    schema: route('Members (thanh-vien): search names with or without diacritics; highest level or newest first', Page(Member), {
      querystring: Type.Object({
        ...PageQuery().properties,
        keyword: Type.Optional(Type.String({ maxLength: 100 })),
        sort: Type.Union([Type.Literal('level'), Type.Literal('newest')], { default: 'level' }),
      }),
    }),
    handler: async (request) => {
      const { pageNum, pageSize, keyword, sort } = request.query;
      const where = keyword?.trim() ? userMatches(keyword) : undefined;
      return ok(request, await listMembers(app.db, { where, order: sort, page: { pageNum, pageSize } }));
    },
  });
};
