/** The public member directory (thanh-vien). */
import type { FastifyPluginAsync } from 'fastify';
import * as community from '../../../../contracts/endpoints/community.ts';
import { serve } from '../endpoint-route.ts';
import { ok } from '../../plugins/envelope.ts';
import { listMembers } from './members-data.ts';
import { userMatches } from './people.ts';

export const memberRoutes: FastifyPluginAsync = async (app) => {
  serve(app, community.memberList, async (request) => {
    const { pageNum, pageSize, keyword, sort } = request.query;
    const where = keyword?.trim() ? userMatches(keyword) : undefined;
    return ok(request, await listMembers(app.db, { where, order: sort, page: { pageNum, pageSize } }));
  });
};
