/** GET /healthz: 200 when the database answers `select 1`, else 503. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Health } from '../../../contracts/schemas/health.ts';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/healthz', {
    schema: { summary: 'Liveness and database check', response: { 200: Health, 503: Health } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.database.ping();
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database failed');
        return reply.code(503).send({ status: 'error', db: 'error' });
      }
    },
  });
};
